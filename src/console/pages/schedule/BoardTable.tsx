/**
 * The scheduling board in list mode: one row per order line (supplier, item, purchase order and
 * line) with its scheduled and replied totals, the difference with its suggestion (schedule
 * settings) and one column per period of the day, week or month plan showing "scheduled / replied".
 * Virtualized (antd Table `virtual`): only the rows in view are rendered, so 10,000 lines scroll.
 */
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { differencePercent, suggestionOf, type DifferenceRule } from '../../../shared/schedule.ts';
import type { BoardRow } from '../../../shared/schedule-board.ts';

const PERIOD_WIDTH = 120;
const FIXED_WIDTH = 880;

type Props = { rows: BoardRow[]; periods: string[]; rules: DifferenceRule[]; loading: boolean; height: number };

const cell = (scheduled: number | undefined, replied: number | undefined) => (scheduled === undefined && replied === undefined ? '' : `${scheduled ?? 0} / ${replied ?? '-'}`);

export function BoardTable({ rows, periods, rules, loading, height }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<BoardRow> = [
    { key: 'supplierNo', dataIndex: 'supplierNo', title: t('field.supplierNo'), width: 110, fixed: 'left' },
    { key: 'itemNo', dataIndex: 'itemNo', title: t('field.itemNo'), width: 110, fixed: 'left' },
    { key: 'purchaseNo', dataIndex: 'purchaseNo', title: t('field.purchaseNo'), width: 130 },
    { key: 'purchaseSeq', dataIndex: 'purchaseSeq', title: t('field.purchaseSeq'), width: 80 },
    { key: 'totalScheduled', dataIndex: 'totalScheduled', title: t('schedule.scheduled'), width: 100, align: 'right' },
    { key: 'totalReplied', title: t('schedule.replied_'), width: 100, align: 'right', render: (_, row) => (Object.keys(row.replied).length ? row.totalReplied : '') },
    {
      key: 'difference',
      title: t('schedule.difference'),
      width: 100,
      align: 'right',
      render: (_, row) => differencePercent(row.totalScheduled, Object.keys(row.replied).length ? row.totalReplied : null) ?? '',
    },
    {
      key: 'suggestion',
      title: t('schedule.suggestion'),
      width: 150,
      ellipsis: true,
      render: (_, row) => suggestionOf(rules, differencePercent(row.totalScheduled, Object.keys(row.replied).length ? row.totalReplied : null)) ?? '',
    },
    ...periods.map((period) => ({
      key: period,
      title: period,
      width: PERIOD_WIDTH,
      align: 'right' as const,
      render: (_: unknown, row: BoardRow) => cell(row.scheduled[period], row.replied[period]),
    })),
  ];
  return (
    <Table<BoardRow>
      data-testid="schedule-board-table"
      virtual
      size="small"
      bordered
      rowKey="key"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: FIXED_WIDTH + periods.length * PERIOD_WIDTH, y: height }}
    />
  );
}
