/**
 * System.Journal dispatch (spec console §2; menu 160503): one row per job run, latest first
 * (ISysJobLogService/getsysjobloglist): job, who or what started it, the instance that ran it,
 * start and finish, outcome, result count and the failure message. Read only; keyword search.
 */
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { JournalTable } from './JournalTable.tsx';

type LogRow = { id: number; jobNo: string; jobName: string; trigger: string; instance: string; startedAt: string; finishedAt: string; success: boolean; result: number | null; message: string | null };

export function DispatchJournalPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<LogRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: t('security.jobNo') },
    { key: 'jobName', dataIndex: 'jobName', title: t('security.jobName') },
    { key: 'trigger', dataIndex: 'trigger', title: t('security.trigger'), render: (value: string) => (value === 'schedule' ? t('security.scheduleTrigger') : value.replace(/^manual:/, '')) },
    { key: 'instance', dataIndex: 'instance', title: t('security.instance') },
    { key: 'startedAt', dataIndex: 'startedAt', title: t('security.startedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'finishedAt', dataIndex: 'finishedAt', title: t('security.finishedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'success', dataIndex: 'success', title: t('security.success'), render: (value: boolean) => <Tag color={value ? 'green' : 'red'}>{t(value ? 'security.succeeded' : 'security.failed')}</Tag> },
    { key: 'result', dataIndex: 'result', title: t('security.result') },
    { key: 'message', dataIndex: 'message', title: t('security.message') },
  ];
  return <JournalTable<LogRow> service="ISysJobLogService" method="getsysjobloglist" columns={columns} testId="dispatch-journal" tableTestId="journal-table" />;
}
