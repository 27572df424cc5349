/**
 * The drill-down of a report figure: the ledger rows behind one record (IReportService
 * get{name}reportledger), newest first, paged, in a drawer; quantities as the ledger booked them.
 * The employee workload's drill-down (`confirmations`) shows the task lines confirmed instead.
 */
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDef } from '../../../shared/reports.ts';
import type { Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { reportLedger, type ReportRow } from './report-api.ts';

/** What to drill into: the ledger condition and the drawer's title. */
export type DrillTarget = { condition: Record<string, unknown>; title: string };

type Props = { report: ReportDef; target: DrillTarget | undefined; onClose: () => void };

const ENUMS: Record<string, string> = { docType: 'DOC_TYPE', action: 'MOVE_ACTION', stockStatus: 'STOCK_STATUS', taskKind: 'TASK_KIND' };
const LEDGER_FIELDS = ['createDate', 'docType', 'docNo', 'lineNo', 'action', 'warehouseNo', 'cellNo', 'itemNo', 'lotNo', 'stockStatus', 'onHandDelta', 'onHandAfter', 'createName'];
const CONFIRMATION_FIELDS = ['confirmedAt', 'taskKind', 'taskNo', 'lineNo', 'warehouseNo', 'itemNo', 'lotNo', 'qty'];
const INSTANTS = new Set(['createDate', 'confirmedAt']);
const QUANTITIES = new Set(['onHandDelta', 'onHandAfter', 'qty']);

export function LedgerDrawer({ report, target, onClose }: Props) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [page, setPage] = useState<Page<ReportRow> | undefined>();
  const [loading, setLoading] = useState(false);

  useEffect(() => setPaging((p) => ({ ...p, current: 1 })), [target]);
  useEffect(() => {
    if (!target) return undefined;
    let cancelled = false;
    setLoading(true);
    reportLedger(report, paging.current, paging.size, target.condition)
      .then((answer) => !cancelled && setPage(answer))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [report, target, paging]);

  const fields = report.drill === 'confirmations' ? CONFIRMATION_FIELDS : LEDGER_FIELDS;
  const columns: TableColumnsType<ReportRow> = fields.map((field) => ({
    key: field,
    dataIndex: field,
    title: t(`field.${field}`),
    align: QUANTITIES.has(field) ? ('right' as const) : undefined,
    render: (value: unknown) => {
      if (value === null || value === undefined) return '';
      if (INSTANTS.has(field)) return formatDateTime(String(value));
      return ENUMS[field] ? t(`enum.${ENUMS[field]}.${String(value)}`, { defaultValue: String(value) }) : String(value);
    },
  }));

  return (
    <Drawer open={target !== undefined} onClose={onClose} title={target?.title} size="75%" destroyOnHidden rootClassName="wms-report-ledger">
      <Table<ReportRow>
        rowKey={(row) => String(row.id ?? `${row.taskNo}-${row.lineNo}-${row.confirmedAt}`)}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={page?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: paging.current, pageSize: paging.size, total: page?.total ?? 0, showTotal: (total) => t('list.total', { total }), onChange: (current, size) => setPaging({ current, size }) }}
      />
    </Drawer>
  );
}
