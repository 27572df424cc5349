/**
 * System.Journal abnormal (spec console §2; menu 160501): the server faults, latest first
 * (ISysFaultLogService/getsysfaultloglist), with the fault id the failed answer carried in its
 * `fault-id` header, fastify's request id, the instance, the address called and the error. Read
 * only; keyword search over fault id, address and message.
 */
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { JournalTable } from './JournalTable.tsx';

type FaultRow = { id: number; faultId: string; requestId: string; instance: string; url: string; errorName: string; message: string; createdAt: string };

const FIELDS = ['faultId', 'requestId', 'instance', 'url', 'errorName', 'message'] as const;

export function AbnormalJournalPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<FaultRow> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('security.createdAt'), render: (value: string) => formatDateTime(value) },
    ...FIELDS.map((field) => ({ key: field, dataIndex: field, title: t(`security.${field}`) })),
  ];
  return <JournalTable<FaultRow> service="ISysFaultLogService" method="getsysfaultloglist" columns={columns} testId="abnormal-journal" tableTestId="fault-table" />;
}
