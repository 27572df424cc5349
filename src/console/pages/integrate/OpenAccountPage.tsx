/**
 * System.Integrate account, "open account" (menu 160403): the ERP clients' accounts with their key,
 * the last four characters of their secret and their status. Add (isAdd) opens account/add, Modify
 * (isModify) account/modify/{id} (OpenAccountFormPage); a new secret (isModify) is shown once in a
 * dialog to copy, never again. Enable, disable (isModify) and delete (isDelete) per row. Calls
 * IOpenAccountService.
 */
import { App, Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { useAnswer } from '../../use-answer.ts';
import { showSecretOnce, type AccountRow, type Issued } from './OpenAccountFormPage.tsx';

const SERVICE = 'IOpenAccountService';

export function OpenAccountPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const flags = menu.permissions;
  const saved = useTabs((s) => s.listVersion[menu.path] ?? 0);

  const { answer, reload } = useAnswer(() => call<Page<AccountRow>>(SERVICE, 'getopenaccountlist', { current: 1, size: 200, condition: {} }), [saved]);
  const rows = answer?.records;
  const showSecret = (issued: Issued) => {
    reload();
    showSecretOnce(modal, t, issued);
  };
  const setStatus = async (row: AccountRow, statusCode: number) => {
    await call(SERVICE, 'updateopenaccount', { id: row.id, version: row.version, accountName: row.accountName, statusCode, remark: row.remark ?? undefined });
    void message.success(t('integrate.done'));
    reload();
  };
  const remove = (row: AccountRow) =>
    modal.confirm({
      content: t('integrate.deleteConfirm', { accountNo: row.accountNo }),
      onOk: async () => {
        await call(SERVICE, 'deleteopenaccountbyids', { delList: [{ id: row.id, version: row.version }] });
        reload();
      },
    });

  const columns: TableColumnsType<AccountRow> = [
    { key: 'accountNo', dataIndex: 'accountNo', title: t('field.accountNo') },
    { key: 'accountName', dataIndex: 'accountName', title: t('field.accountName') },
    { key: 'secretHint', dataIndex: 'secretHint', title: t('field.secretHint'), render: (value: string) => `…${value}` },
    { key: 'statusCode', dataIndex: 'statusCode', title: t('integrate.status'), render: (value: number) => <Tag color={value === 1 ? 'green' : 'default'}>{t(value === 1 ? 'integrate.enabled' : 'integrate.disabled')}</Tag> },
    { key: 'updateDate', dataIndex: 'updateDate', title: t('field.updateDate'), render: (value: string) => formatDateTime(value) },
    {
      key: 'actions', title: '',
      render: (_: unknown, row) => (
        <Space>
          {flags.isModify && <Button size="small" onClick={() => navigate(`${menu.path}/modify/${row.id}`)} data-testid={`open-account-modify-${row.accountName}`}>{t('integrate.modify')}</Button>}
          {flags.isModify && <Button size="small" onClick={() => void call<Issued>(SERVICE, 'resetopenaccountsecret', { id: row.id, version: row.version }).then(showSecret)}>{t('integrate.resetSecret')}</Button>}
          {flags.isModify && <Button size="small" onClick={() => void setStatus(row, row.statusCode === 1 ? 0 : 1)}>{t(row.statusCode === 1 ? 'integrate.disable' : 'integrate.enable')}</Button>}
          {flags.isDelete && <Button size="small" danger onClick={() => remove(row)}>{t('integrate.delete')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="open-accounts">
      <Card variant="borderless" extra={flags.isAdd && <Button type="primary" onClick={() => navigate(`${menu.path}/add`)} data-testid="open-account-add">{t('integrate.addAccount')}</Button>}>
        <Table<AccountRow> rowKey="id" size="middle" columns={columns} dataSource={rows ?? []} loading={!rows} pagination={false} data-testid="open-account-table" />
      </Card>
    </div>
  );
}
