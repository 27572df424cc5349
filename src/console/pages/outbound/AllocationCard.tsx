/**
 * What an allocation got (issue 25 part 1; src/server/outbound/allocation-report.ts): per notice,
 * the short policy of its category and each line's requested, allocated, picked, put-back, shipped
 * and short quantity with the reason of the shortage. AllocationResults shows the answer of an
 * allocate call (the `allocation` of each changed header); NoticeAllocation fetches one notice's
 * (IOutNoticeService/allocation) for its details on the notice's action pages and, as
 * NoticeAllocationLines, in the notice list's details drawer.
 */
import { Alert, Card, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { EntityRow } from '../../entity/entity-api.ts';

type Line = { lineNo: number; itemNo: string; qty: string; allocatedQty: string; pickedQty: string; putBackQty: string; shippedQty: string; shortQty: string; reason: string | null };
export type Allocation = { id: number; outNoticeNo: string; policy: string; short: boolean; lines: Line[] };

function AllocationTable({ allocation }: { allocation: Allocation }) {
  const { t } = useTranslation();
  const qty = (field: keyof Line) => ({ title: t(`outbound.alloc.${field}`), dataIndex: field, key: field, align: 'right' as const });
  return (
    <Card size="small" title={allocation.outNoticeNo} extra={<Tag color={allocation.short ? 'orange' : 'green'}>{t(allocation.short ? `outbound.alloc.policy.${allocation.policy}` : 'outbound.alloc.complete')}</Tag>} data-testid={`allocation-${allocation.outNoticeNo}`}>
      <Table<Line>
        size="small" pagination={false} rowKey="lineNo" dataSource={allocation.lines}
        columns={[
          { title: t('outbound.alloc.itemNo'), dataIndex: 'itemNo', key: 'itemNo' },
          qty('qty'), qty('allocatedQty'), qty('pickedQty'), qty('putBackQty'), qty('shippedQty'), qty('shortQty'),
          { title: t('outbound.alloc.reason'), dataIndex: 'reason', key: 'reason', render: (reason: string | null) => (reason ? <Tag color="red">{t(`outbound.alloc.why.${reason}`)}</Tag> : null) },
        ]}
      />
    </Card>
  );
}

/** The allocation of each notice an allocate call answered, with a summary of the short ones. */
export function AllocationResults({ rows }: { rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const allocations = rows.map((row) => row.allocation as Allocation | undefined).filter((a): a is Allocation => a !== undefined);
  if (allocations.length === 0) return null;
  const short = allocations.filter((a) => a.short);
  return (
    <div data-testid="allocation-results">
      <Alert type={short.length ? 'warning' : 'success'} showIcon message={short.length ? t('outbound.alloc.someShort', { count: short.length, total: allocations.length }) : t('outbound.alloc.allComplete', { count: allocations.length })} />
      {allocations.map((allocation) => <AllocationTable key={allocation.id} allocation={allocation} />)}
    </div>
  );
}

/** One notice's lines with their allocation and pick state (refetched when `reloads` changes). */
export function NoticeAllocation({ id, reloads }: { id: number; reloads: number }) {
  const [allocation, setAllocation] = useState<Allocation>();
  useEffect(() => {
    let live = true;
    call<Allocation>('IOutNoticeService', 'allocation', { id }).then((answer) => live && setAllocation(answer), () => undefined);
    return () => {
      live = false;
    };
  }, [id, reloads]);
  return allocation ? <AllocationTable allocation={allocation} /> : null;
}

/** The lines of a notice in its details drawer (DETAIL_EXTRAS): requested, allocated, picked, shipped and short with the reason. */
export function NoticeAllocationLines({ row }: { row: EntityRow }) {
  return <NoticeAllocation id={Number(row.id)} reloads={0} />;
}
