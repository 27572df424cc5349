/**
 * Pick exceptions on the picking page (issue 25 part 1; src/server/outbound/pick-exceptions.ts):
 * what pickers met on the floor, newest first (IOutPickService exceptions): wrong-cell scans (the
 * scanned and the expected cell) and short picks (reserved, picked, re-allocated from other cells,
 * left short), with who and when. Reloads with the page's picks.
 */
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const EXCEPTIONS: ListCall = ['IOutPickService', 'exceptions'];
const NO_CONDITION = {};

export function PickExceptionsCard({ reloads }: { reloads: number }) {
  const { t } = useTranslation();
  const columns: CheckColumn[] = [
    { field: 'createDate', kind: 'datetime' },
    { field: 'exceptionKind', render: (row: CheckRow) => <Tag color={row.kind === 'wrongCell' ? 'red' : 'orange'}>{t(`outbound.exceptionKind.${String(row.kind)}`)}</Tag> },
    { field: 'outNoticeNo' }, { field: 'itemNo' }, { field: 'cellNo' }, { field: 'expectedCellNo' }, { field: 'qty', kind: 'qty' }, { field: 'pickedQty', kind: 'qty' },
    { field: 'reallocatedQty', kind: 'qty' }, { field: 'shortQty', kind: 'qty' }, { field: 'operator' },
  ];
  return (
    <Card variant="borderless" className="wms-table-card" title={t('outbound.pickExceptions')} data-testid="pick-exceptions-card">
      <CheckTable list={EXCEPTIONS} columns={columns} condition={NO_CONDITION} reloads={reloads} testId="pick-exceptions-table" />
    </Card>
  );
}
