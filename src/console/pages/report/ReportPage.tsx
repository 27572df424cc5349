/**
 * A stock report page (spec console §2 Report; src/shared/reports.ts): the search bar, checked
 * against the rules of workflows §5 before anything is asked (a refusal shows the localized
 * message), the chart (lazy, its own chunk), the paged table with a totals row over every
 * matching record, export to xlsx (isExport), print to a PDF opened in a new tab (isPrint; saved
 * when the browser blocks the tab), and a drill-down from each figure to the ledger rows behind it. The water-level gauge follows the row clicked last.
 */
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Spin, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemField, reportConditionProblem, reportPeriod, type ReportColumn, type ReportDef } from '../../../shared/reports.ts';
import { PAGE_SIZE_DEFAULT } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { saveFile, stampedFileName } from '../../entity/export-file.ts';
import { QuerySearchForm, type SearchIssue } from '../inventory/QuerySearchForm.tsx';
import type { MenuNode } from '../../../client/session-store.ts';
import { LedgerDrawer, type DrillTarget } from './LedgerDrawer.tsx';
import { exportReport, printReport, runReport, type ReportAnswer, type ReportRow } from './report-api.ts';

const ReportChart = lazy(() => import('./ReportChart.tsx').then((m) => ({ default: m.ReportChart })));

const PAGE_SIZES = [20, 50, 100];
const NUMERIC = new Set(['qty', 'int', 'money', 'rate', 'percent']);
/** Columns whose figure opens the ledger rows behind it. */
const DRILLABLE = new Set(['qty', 'money']);

type Props = { report: ReportDef; menu: MenuNode };

export function ReportPage({ report, menu }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown> | undefined>();
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [answer, setAnswer] = useState<ReportAnswer | undefined>();
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [chosen, setChosen] = useState<ReportRow | undefined>();
  const [drill, setDrill] = useState<DrillTarget | undefined>();

  useEffect(() => {
    if (!condition) return undefined;
    let cancelled = false;
    setLoading(true);
    runReport(report, paging.current, paging.size, condition)
      .then((page) => !cancelled && setAnswer(page))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [report, condition, paging]);

  const search = (next: Record<string, unknown>): SearchIssue | undefined => {
    const problem = reportConditionProblem(report, next);
    if (problem) {
      message.error(t(`error.${problem}`));
      const field = problemField(report, problem);
      return field ? { field, message: t(`error.${problem}`) } : undefined;
    }
    setChosen(undefined);
    setPaging((p) => ({ ...p, current: 1 }));
    setCondition(next);
    return undefined;
  };

  const open = (row: ReportRow) => {
    if (report.drill === 'document') {
      setDrill({ condition: { orgNo: row.orgNo, docType: row.docType, docNo: row.taskNo }, title: t('report.ledgerOfTask', { taskNo: row.taskNo }) });
      return;
    }
    if (report.drill === 'confirmations') {
      const scope = { ...(condition?.orgNo ? { orgNo: condition.orgNo } : {}), ...(condition?.warehouseNo ? { warehouseNo: condition.warehouseNo } : {}) };
      setDrill({ condition: { userNo: row.userNo, workDay: row.workDay, taskKind: row.taskKind, ...scope }, title: t('report.confirmationsOf', { userNo: row.userNo, workDay: row.workDay }) });
      return;
    }
    const days = report.period && condition ? reportPeriod(condition, new Date()) : undefined;
    const period = days ? { periodFrom: days.from, periodTo: days.to } : {};
    const warehouseNo = row.warehouseNo ?? condition?.warehouseNo;
    setDrill({
      condition: { orgNo: row.orgNo, itemNo: row.itemNo, ...(warehouseNo ? { warehouseNo } : {}), ...(typeof row.lotNo === 'string' ? { lotNo: row.lotNo } : {}), ...period },
      title: warehouseNo ? t('report.ledgerOf', { itemNo: row.itemNo, warehouseNo }) : t('report.ledgerOfItem', { itemNo: row.itemNo }),
    });
  };

  const render = (column: ReportColumn) => (value: unknown, row: ReportRow) => {
    if (value === null || value === undefined || value === '') return '';
    if (column.kind === 'enum') return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
    if (column.kind === 'datetime') return formatDateTime(String(value));
    if (report.drill && DRILLABLE.has(column.kind) && Number(value) !== 0) {
      return (
        <Tooltip title={t('report.drill')}>
          <Typography.Link data-testid={`drill-${column.field}`} onClick={(event) => { event.stopPropagation(); open(row); }}>{String(value)}</Typography.Link>
        </Tooltip>
      );
    }
    return String(value);
  };

  const columns: TableColumnsType<ReportRow> = report.columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: t(`field.${column.field}`),
    align: NUMERIC.has(column.kind) ? ('right' as const) : undefined,
    render: render(column),
  }));

  const summary = () =>
    answer && answer.records.length > 0 ? (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="report-totals">
          {report.columns.map((column, index) => (
            <Table.Summary.Cell key={column.field} index={index} align={NUMERIC.has(column.kind) ? 'right' : undefined}>
              <Typography.Text strong>{index === 0 ? t('stock.totals') : (answer.totals[column.field] ?? '')}</Typography.Text>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    ) : undefined;

  const exportFile = async () => {
    if (!condition) return;
    setExporting(true);
    try {
      const file = await exportReport(report, condition);
      saveFile(file, stampedFileName(file.fileName, new Date()));
      message.success(t('list.exported'));
    } catch {
      // request.ts has shown the error.
    } finally {
      setExporting(false);
    }
  };

  const printFile = async () => {
    if (!condition) return;
    setPrinting(true);
    try {
      const file = await printReport(report, condition);
      const url = URL.createObjectURL(file.blob);
      if (!window.open(url, '_blank')) {
        URL.revokeObjectURL(url);
        saveFile(file, stampedFileName(file.fileName, new Date()));
        message.warning(t('print.popupBlocked'));
      }
    } catch {
      // request.ts has shown the error.
    } finally {
      setPrinting(false);
    }
  };

  const gaugeRow = chosen ?? answer?.records[0];
  const chartData = report.chart === 'gauge' ? gaugeRow : answer?.chart;
  return (
    <div className="wms-list" data-report={report.name}>
      <Card variant="borderless" className="wms-search-card">
        <QuerySearchForm search={report.search} onSearch={search} />
      </Card>
      {report.chart && answer && answer.records.length > 0 && chartData !== undefined && (
        <Card variant="borderless" className="wms-table-card">
          <Suspense fallback={<Spin />}>
            <ReportChart kind={report.chart} data={chartData} />
          </Suspense>
        </Card>
      )}
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          {menu.permissions.isExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={!condition} onClick={() => void exportFile()} data-testid="toolbar-export">
              {t('list.export')}
            </Button>
          )}
          {menu.permissions.isPrint && (
            <Button icon={<PrinterOutlined />} loading={printing} disabled={!condition} onClick={() => void printFile()} data-testid="toolbar-print">
              {t('print.button')}
            </Button>
          )}
        </div>
        <Table<ReportRow>
          rowKey="rowKey"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={(answer?.records ?? []).map((row, index) => ({ ...row, rowKey: `${paging.current}-${index}` }))}
          scroll={{ x: 'max-content' }}
          summary={summary}
          onRow={(row) => ({ onClick: () => setChosen(row) })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(condition ? 'report.empty' : 'report.searchFirst')} /> }}
          pagination={{
            current: paging.current,
            pageSize: paging.size,
            total: answer?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { total }),
            onChange: (current, size) => setPaging({ current, size }),
          }}
        />
      </Card>
      {report.drill && <LedgerDrawer report={report} target={drill} onClose={() => setDrill(undefined)} />}
    </div>
  );
}
