/**
 * System.Journal operation (spec console §2; menu 160502): every write call, latest first
 * (ISysOperationLogService/getsysoperationloglist): time, user, call, calling page, request ids
 * and outcome; a row opens to the request body and the values before and after (secrets already
 * redacted by the server). Read only; keyword search over call, user and request ids.
 */
import { Descriptions, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { JournalTable } from './JournalTable.tsx';

type OperationRow = {
  id: number; userNo: string; userName: string; call: string; moduleNo: string | null; requestId: string; clientRequestId: string | null;
  outcome: string; input: unknown; before: unknown; after: unknown; createdAt: string;
};

const json = (value: unknown) => (value === null || value === undefined ? '-' : <pre className="wms-json">{JSON.stringify(value, null, 2)}</pre>);

function OperationDetail({ row }: { row: OperationRow }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} bordered data-testid="operation-detail">
      <Descriptions.Item label={t('syssec.input')}>{json(row.input)}</Descriptions.Item>
      <Descriptions.Item label={t('syssec.before')}>{json(row.before)}</Descriptions.Item>
      <Descriptions.Item label={t('syssec.after')}>{json(row.after)}</Descriptions.Item>
    </Descriptions>
  );
}

export function OperationJournalPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<OperationRow> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('security.createdAt'), render: (value: string) => formatDateTime(value) },
    { key: 'userNo', dataIndex: 'userNo', title: t('syssec.userNo') },
    { key: 'userName', dataIndex: 'userName', title: t('syssec.userName') },
    { key: 'call', dataIndex: 'call', title: t('syssec.call') },
    { key: 'moduleNo', dataIndex: 'moduleNo', title: t('syssec.moduleNo') },
    { key: 'requestId', dataIndex: 'requestId', title: t('security.requestId') },
    { key: 'clientRequestId', dataIndex: 'clientRequestId', title: t('syssec.clientRequestId') },
    { key: 'outcome', dataIndex: 'outcome', title: t('syssec.outcome'), render: (value: string) => <Tag color={value === '0' ? 'green' : 'red'}>{value === '0' ? t('syssec.done') : t('syssec.refused', { code: value })}</Tag> },
  ];
  return (
    <JournalTable<OperationRow>
      service="ISysOperationLogService" method="getsysoperationloglist" columns={columns} testId="operation-journal" tableTestId="operation-table"
      expandedRow={(row) => <OperationDetail row={row} />}
    />
  );
}
