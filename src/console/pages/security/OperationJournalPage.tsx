/**
 * System.Journal operation (spec console §2; menu 160502): every write call, latest first
 * (ISysOperationLogService/getsysoperationloglist): time, user, the calling page by its menu name
 * (its number in a tooltip), the action as the call's menu and permission flag ("Scheduled jobs ·
 * Modify", or the call's verb where it did more than the flag says: "Users · Reset second factor";
 * the call's internal name in a tooltip), the subject (what the call named), request ids
 * and outcome; a row opens to the request body and the values before and after (secrets already
 * redacted by the server). Read only; keyword search over call, user and request ids.
 */
import { Descriptions, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../client/session-store.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { JournalTable } from './JournalTable.tsx';
import { menuNameOf } from '../../shell/menu-names.ts';

type OperationRow = {
  id: number; userNo: string; userName: string; call: string; moduleNo: string | null; requestId: string; clientRequestId: string | null;
  action: { menuNo: string; flag: string } | null; verb: string | null; subject: string; outcome: string; input: unknown; before: unknown; after: unknown; createdAt: string;
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
  const { t, i18n } = useTranslation();
  const menus = useSession((s) => s.menus);
  const menuName = (menuNo: string) => menuNameOf(menuNo, i18n.language, menus) ?? menuNo;
  // A call that did more than its flag says names it (verb: "Users · Reset second factor").
  const done = (row: OperationRow) => (row.verb ? t(`syssec.verb.${row.verb}`) : row.action ? t(`access.flag.${row.action.flag}`) : '');
  const action = (row: OperationRow) => [row.action ? menuName(row.action.menuNo) : t('syssec.ownAction'), done(row)].filter(Boolean).join(' · ');
  const columns: TableColumnsType<OperationRow> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('security.createdAt'), render: (value: string) => formatDateTime(value) },
    { key: 'userNo', dataIndex: 'userNo', title: t('syssec.userNo') },
    { key: 'userName', dataIndex: 'userName', title: t('syssec.userName') },
    { key: 'call', dataIndex: 'call', title: t('syssec.action'), render: (call: string, row) => <Tooltip title={call}><span data-testid="operation-action">{action(row)}</span></Tooltip> },
    { key: 'subject', dataIndex: 'subject', title: t('syssec.subject'), ellipsis: { showTitle: true }, render: (subject: string) => subject || '-' },
    { key: 'moduleNo', dataIndex: 'moduleNo', title: t('syssec.moduleNo'), render: (moduleNo: string | null) => (moduleNo ? <Tooltip title={moduleNo}><span>{menuName(moduleNo)}</span></Tooltip> : '-') },
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
