/**
 * A read-only stock page of SM.Stock (allowance, affair, difference-analysis, exception-record;
 * src/shared/documents/stock-queries.ts): search bar, paged table (sizes 20/30/50/100) with
 * quantities right-aligned in the unit's decimals, a totals row over every matching record,
 * export to xlsx (isExport), and in the stock history a link from the document number to the
 * stock document in a drawer.
 */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryColumn, StockQueryDef } from '../../../shared/documents/stock-queries.ts';
import { PAGE_SIZE_DEFAULT } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { saveFile, stampedFileName } from '../../entity/export-file.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { DocumentDrawer } from './DocumentDrawer.tsx';
import { exportQuery, listQuery, type QueryPage, type QueryRow } from './query-api.ts';
import { QuerySearchForm } from './QuerySearchForm.tsx';
import { rememberedQuery, rememberQuery, type QueryRequest } from './query-memory.ts';
import { usePage } from '../../shell/page-context.ts';

const PAGE_SIZES = [20, 30, 50, 100];

type Props = { query: StockQueryDef; menu: MenuNode };

export function StockQueryPage({ query, menu }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { path } = usePage();
  const [memory] = useState(() => rememberedQuery(path));
  const [request, setRequest] = useState<QueryRequest>(memory?.request ?? { current: 1, size: PAGE_SIZE_DEFAULT, condition: {} });
  const [values, setValues] = useState<Record<string, unknown>>(memory?.values ?? {});
  useEffect(() => rememberQuery(path, { values, request }), [path, values, request]);
  const [page, setPage] = useState<QueryPage | undefined>();
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [opened, setOpened] = useState<{ docType: string; id: number } | undefined>();
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listQuery(query, request.current, request.size, request.condition)
      .then((answer) => !cancelled && setPage(answer))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [query, request, reloads]);

  const render = (column: QueryColumn) => (value: unknown, row: QueryRow) => {
    if (value === null || value === undefined || value === '') return '';
    if (column.kind === 'enum') return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
    if (column.kind === 'datetime') return formatDateTime(String(value));
    if (column.kind === 'doc' && row.docId) {
      return (
        <Tooltip title={t('stock.viewDocument')}>
          <Typography.Link onClick={() => setOpened({ docType: String(row.docType), id: Number(row.docId) })}>{String(value)}</Typography.Link>
        </Tooltip>
      );
    }
    return String(value);
  };

  const columns: TableColumnsType<QueryRow> = query.columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: t(`field.${column.field}`),
    align: column.kind === 'qty' ? ('right' as const) : undefined,
    width: column.kind === 'datetime' ? 170 : undefined,
    render: render(column),
  }));

  const summary = () =>
    page?.totals && page.records.length > 0 ? (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="query-totals">
          {query.columns.map((column, index) => (
            <Table.Summary.Cell key={column.field} index={index} align={column.kind === 'qty' ? 'right' : undefined}>
              {index === 0 ? <Typography.Text strong>{t('stock.totals')}</Typography.Text> : <Typography.Text strong>{page.totals?.[column.field] ?? ''}</Typography.Text>}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    ) : undefined;

  const exportList = async () => {
    setExporting(true);
    try {
      const file = await exportQuery(query, request.condition);
      saveFile(file, stampedFileName(file.fileName, new Date()));
      message.success(t('list.exported'));
    } catch {
      // request.ts has shown the error.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="wms-list" data-query={query.name}>
      <Card variant="borderless" className="wms-search-card">
        <QuerySearchForm search={query.search} initialValues={memory?.values} onSearch={(condition, searched) => {
          setValues(searched);
          setRequest((r) => ({ ...r, current: 1, condition }));
        }} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {menu.permissions.isExport && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()} data-testid="toolbar-export">
                {t('list.export')}
              </Button>
            )}
          </Space>
          <Tooltip title={t('list.refresh')}>
            <Button type="text" icon={<ReloadOutlined />} aria-label={t('list.refresh')} onClick={reload} />
          </Tooltip>
        </div>
        <Table<QueryRow>
          rowKey={(row) => String(row.id ?? `${String(row.warehouseNo)}\u001f${String(row.itemNo)}`)}
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={page?.records ?? []}
          scroll={{ x: 'max-content' }}
          summary={summary}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stock.emptyStock')} /> }}
          pagination={{
            current: request.current,
            pageSize: request.size,
            total: page?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => t(page?.totalEstimated ? 'list.totalEstimated' : 'list.total', { total }),
            onChange: (current, size) => setRequest((r) => ({ ...r, current, size })),
          }}
        />
      </Card>
      <DocumentDrawer target={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
