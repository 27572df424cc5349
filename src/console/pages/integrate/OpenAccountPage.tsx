/**
 * System.Integrate account, "open account" (menu 160403): the ERP clients' accounts with their key,
 * the last four characters of their secret and their status. Open an account (isAdd) or give one a
 * new secret (isModify): the secret is shown once in a dialog to copy, never again. Enable,
 * disable (isModify) and delete (isDelete) per row. Calls IOpenAccountService.
 */
import { App, Button, Card, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useAnswer } from '../../use-answer.ts';

const SERVICE = 'IOpenAccountService';
type AccountRow = { id: number; version: number; accountNo: string; accountName: string; secretHint: string; statusCode: number; remark: string | null; updateDate: string };
type Issued = { account: AccountRow; secret: string };

export function OpenAccountPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ accountName: string }>();
  const flags = menu.permissions;

  const { answer, reload } = useAnswer(() => call<Page<AccountRow>>(SERVICE, 'getopenaccountlist', { current: 1, size: 200, condition: {} }), []);
  const rows = answer?.records;
  const showSecret = ({ account, secret }: Issued) => {
    reload();
    modal.info({
      title: t('integrate.secretTitle', { accountNo: account.accountNo }),
      content: (
        <>
          <Typography.Paragraph>{t('integrate.secretOnce')}</Typography.Paragraph>
          <Typography.Text code copyable data-testid="open-account-secret">{secret}</Typography.Text>
        </>
      ),
    });
  };
  const add = async ({ accountName }: { accountName: string }) => {
    showSecret(await call<Issued>(SERVICE, 'addopenaccount', { accountName }));
    form.resetFields();
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
          {flags.isModify && <Button size="small" onClick={() => void call<Issued>(SERVICE, 'resetopenaccountsecret', { id: row.id, version: row.version }).then(showSecret)}>{t('integrate.resetSecret')}</Button>}
          {flags.isModify && <Button size="small" onClick={() => void setStatus(row, row.statusCode === 1 ? 0 : 1)}>{t(row.statusCode === 1 ? 'integrate.disable' : 'integrate.enable')}</Button>}
          {flags.isDelete && <Button size="small" danger onClick={() => remove(row)}>{t('integrate.delete')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="open-accounts">
      {flags.isAdd && (
        <Card variant="borderless">
          <Form form={form} layout="inline" onFinish={(values) => void add(values)}>
            <Form.Item name="accountName" label={t('field.accountName')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('field.accountName') }) }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Button type="primary" htmlType="submit">{t('integrate.addAccount')}</Button>
          </Form>
        </Card>
      )}
      <Card variant="borderless">
        <Table<AccountRow> rowKey="id" size="middle" columns={columns} dataSource={rows ?? []} loading={!rows} pagination={false} data-testid="open-account-table" />
      </Card>
    </div>
  );
}
