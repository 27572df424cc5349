/**
 * The sync log of System.Integrate (ISyncService get{group}syncloglist or getsyncloglist): one row
 * per run, latest first, with its configuration, source, target, who or what started it, start and
 * end, outcome, counts, and a refused run's reason with its row issues. Read only; keyword search
 * over the configuration and source numbers. A new `reloads` value reloads it. With `openSource`, a
 * source that still exists is a link (source-integration opens its modify/{id} form with it).
 */
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowIssue } from '../../../shared/errors.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { JournalTable } from '../security/JournalTable.tsx';

export type SyncLogRow = {
  id: number; configNo: string; integrationNo: string; sourceId?: number | null; target: string; trigger: string; startedAt: string; finishedAt: string;
  success: boolean; received: number; added: number; updated: number; message: string | null; rowIssues: RowIssue[] | null;
};

export function SyncLogTable({ method, reloads, openSource }: { method: string; reloads: number; openSource?: (sourceId: number) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SyncLogRow> = [
    { key: 'configNo', dataIndex: 'configNo', title: t('integrate.configNo') },
    {
      key: 'integrationNo', dataIndex: 'integrationNo', title: t('integrate.integrationNo'),
      render: (value: string, row) => (openSource && row.sourceId ? <Button type="link" size="small" onClick={() => openSource(row.sourceId!)}>{value}</Button> : value),
    },
    { key: 'target', dataIndex: 'target', title: t('integrate.target'), render: (value: string) => t(`enum.SYNC_TARGET.${value}`) },
    { key: 'trigger', dataIndex: 'trigger', title: t('integrate.trigger'), render: (value: string) => (value === 'schedule' ? t('integrate.scheduleTrigger') : value.replace(/^manual:/, '')) },
    { key: 'startedAt', dataIndex: 'startedAt', title: t('integrate.startedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'finishedAt', dataIndex: 'finishedAt', title: t('integrate.finishedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'success', dataIndex: 'success', title: t('integrate.success'), render: (value: boolean) => <Tag color={value ? 'green' : 'red'}>{t(value ? 'integrate.succeeded' : 'integrate.failed')}</Tag> },
    { key: 'received', dataIndex: 'received', title: t('integrate.received') },
    { key: 'added', dataIndex: 'added', title: t('integrate.added') },
    { key: 'updated', dataIndex: 'updated', title: t('integrate.updated') },
    {
      key: 'message', dataIndex: 'message', title: t('integrate.message'),
      render: (value: string | null, row) => (
        <>
          {value}
          {row.rowIssues?.map((issue) => (
            <Typography.Paragraph key={issue.row} type="danger" style={{ margin: 0 }}>
              {t('integrate.row', { row: issue.row })}: {issue.issues.map((field) => field.message).join('; ')}
            </Typography.Paragraph>
          ))}
        </>
      ),
    },
  ];
  return <JournalTable<SyncLogRow> key={reloads} service="ISyncService" method={method} columns={columns} testId="sync-log" tableTestId="sync-log-table" />;
}
