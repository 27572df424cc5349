/**
 * The schedule kanban (workflows §2 scheduleKanban): the schedule lines of the current plan range
 * in five columns by progress (pending publish, awaiting reply, replied, delivering, received),
 * each with its count and its first cards (supplier, item, demand date, scheduled and replied
 * quantities). A supplier user sees only its published lines (server scope).
 */
import { Badge, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KANBAN_COLUMNS, kanbanColumnOf, type BoardLine, type KanbanColumn } from '../../../shared/schedule-board.ts';
import { useBoard } from './use-board.ts';

const CARDS_PER_COLUMN = 50;

export function ScheduleKanbanPage() {
  const { t } = useTranslation();
  const { query, lines } = useBoard('week');
  const columns = useMemo(() => {
    const grouped = new Map<KanbanColumn, BoardLine[]>(KANBAN_COLUMNS.map((column) => [column, []]));
    for (const line of lines) grouped.get(kanbanColumnOf(line))?.push(line);
    return grouped;
  }, [lines]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {query && <Typography.Text type="secondary">{`${t('schedule.dateRange')}: ${query.dateFrom} ~ ${query.dateTo}`}</Typography.Text>}
      <Row gutter={12} wrap={false} style={{ overflowX: 'auto' }}>
        {KANBAN_COLUMNS.map((column) => {
          const cards = columns.get(column) ?? [];
          return (
            <Col key={column} flex="1 0 240px" data-testid={`kanban-${column}`}>
              <Card size="small" title={<Space>{t(`schedule.kanban.${column}`)}<Badge count={cards.length} showZero overflowCount={99_999} color="#1677ff" /></Space>}>
                {cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
                <Space direction="vertical" style={{ width: '100%' }}>
                  {cards.slice(0, CARDS_PER_COLUMN).map((line) => (
                    <Card key={line.id} size="small" type="inner" title={line.scheduleNo}>
                      <div>{`${line.supplierNo} · ${line.itemNo}`}</div>
                      <div>{`${t('field.demandDate')}: ${line.demandDate}`}</div>
                      <div>{`${t('schedule.scheduled')}: ${line.scheduleQty} / ${t('schedule.replied_')}: ${line.answerQuantity ?? '-'}`}</div>
                    </Card>
                  ))}
                  {cards.length > CARDS_PER_COLUMN && <Typography.Text type="secondary">{t('schedule.more', { count: cards.length - CARDS_PER_COLUMN })}</Typography.Text>}
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Space>
  );
}
