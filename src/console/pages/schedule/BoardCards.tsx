/**
 * The scheduling board in card mode (and the supplier's delivery plan): one card per supplier and
 * item with the quantity of each period of the plan, "scheduled / replied", paged 24 cards at a time.
 */
import { Card, Descriptions, List } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '../../../shared/schedule-board.ts';

type ItemCard = { key: string; supplierNo: string; itemNo: string; scheduled: Record<string, number>; replied: Record<string, number>; orderLines: number };

/** Sums the board rows of each supplier and item. */
function cardsOf(rows: BoardRow[]): ItemCard[] {
  const cards = new Map<string, ItemCard>();
  for (const row of rows) {
    const key = `${row.supplierNo}|${row.itemNo}`;
    const card = cards.get(key) ?? { key, supplierNo: row.supplierNo, itemNo: row.itemNo, scheduled: {}, replied: {}, orderLines: 0 };
    card.orderLines += 1;
    for (const [period, qty] of Object.entries(row.scheduled)) card.scheduled[period] = (card.scheduled[period] ?? 0) + qty;
    for (const [period, qty] of Object.entries(row.replied)) card.replied[period] = (card.replied[period] ?? 0) + qty;
    cards.set(key, card);
  }
  return [...cards.values()];
}

export function BoardCards({ rows, periods, loading }: { rows: BoardRow[]; periods: string[]; loading: boolean }) {
  const { t } = useTranslation();
  const cards = useMemo(() => cardsOf(rows), [rows]);
  return (
    <List<ItemCard>
      data-testid="schedule-board-cards"
      loading={loading}
      grid={{ gutter: 12, xs: 1, md: 2, xl: 3, xxl: 4 }}
      dataSource={cards}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      renderItem={(card) => (
        <List.Item>
          <Card size="small" title={`${card.supplierNo} · ${card.itemNo}`} extra={t('schedule.lines', { count: card.orderLines })}>
            <Descriptions size="small" column={1}>
              {periods.filter((period) => card.scheduled[period] !== undefined).map((period) => (
                <Descriptions.Item key={period} label={period}>
                  {`${card.scheduled[period]} / ${card.replied[period] ?? '-'}`}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        </List.Item>
      )}
    />
  );
}
