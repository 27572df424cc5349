/**
 * An ASN's check status as the spec's §4 word (workflows §4 "ASN check status": pending approval,
 * rejected, shipped, partial receipt, received, obsolete) with a tooltip explaining what it means
 * (enum.ASN_STATUS_HELP), and the status column of the portal's ASN tables built on it.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

export function AsnStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`enum.ASN_STATUS_HELP.${status}`)}>
      <span data-testid="asn-status">{t(`enum.ASN_STATUS.${status}`)} <QuestionCircleOutlined /></span>
    </Tooltip>
  );
}

/** The check status column of the ASN tables (list, tracking, dock booking). */
export const ASN_STATUS_COLUMN: CheckColumn = { field: 'checkStatus', render: (row) => <AsnStatus status={String(row.checkStatus)} /> };
