/**
 * System.Integrate account/add and account/modify/{id} (spec console §2; docs/decisions/0771): the
 * form of an ERP client's open account. Add asks for the name and a remark, opens the account
 * (IOpenAccountService/addopenaccount) and shows its secret once to copy; modify loads the account
 * (getopenaccountbyid) and saves its name, status and remark (updateopenaccount, version checked).
 * The server's field refusals land on their fields; both go back to the account list.
 */
import { App, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { usePage } from '../../shell/page-context.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

const SERVICE = 'IOpenAccountService';
export type AccountRow = { id: number; version: number; accountNo: string; accountName: string; secretHint: string; statusCode: number; remark: string | null; updateDate: string };
type Values = { accountName: string; statusCode: number; remark?: string };
/** An account as opened or given a new secret: the secret is in this answer only. */
export type Issued = { account: AccountRow; secret: string };

/** Shows an account's new secret in a dialog to copy: the one time it is shown. */
export function showSecretOnce(modal: ReturnType<typeof App.useApp>['modal'], t: TFunction, { account, secret }: Issued): void {
  modal.info({
    title: t('integrate.secretTitle', { accountNo: account.accountNo }),
    content: (
      <>
        <Typography.Paragraph>{t('integrate.secretOnce')}</Typography.Paragraph>
        <Typography.Text code copyable data-testid="open-account-secret">{secret}</Typography.Text>
      </>
    ),
  });
}

export function OpenAccountFormPage({ menu, id }: { menu: MenuNode; id?: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<AccountRow>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === undefined) return;
    void call<AccountRow>(SERVICE, 'getopenaccountbyid', { id }).then((account) => {
      setRecord(account);
      form.setFieldsValue({ accountName: account.accountName, statusCode: account.statusCode, remark: account.remark ?? undefined });
    });
  }, [id]);

  const done = () => {
    useTabs.getState().bumpList(menu.path);
    useTabs.getState().setDirty(path, false);
    leave(menu.path);
  };
  const submit = async ({ accountName, statusCode, remark }: Values) => {
    setSaving(true);
    try {
      if (record) {
        await call(SERVICE, 'updateopenaccount', { id: record.id, version: record.version, accountName, statusCode, ...(remark && { remark }) });
        void message.success(t('integrate.done'));
      } else {
        const { account, secret } = await call<Issued>(SERVICE, 'addopenaccount', { accountName, ...(remark && { remark }) });
        showSecretOnce(modal, t, { account, secret });
      }
      done();
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={t(record ? 'integrate.modifyAccount' : 'integrate.addAccount')} loading={id !== undefined && !record} data-testid="open-account-form">
      <Form form={form} layout="vertical" className="wms-policy-form" initialValues={{ statusCode: 1 }} onFinish={(values) => void submit(values)} onValuesChange={() => useTabs.getState().setDirty(path, true)}>
        {record && <Form.Item label={t('field.accountNo')}><Typography.Text code>{record.accountNo}</Typography.Text></Form.Item>}
        <Form.Item name="accountName" label={t('field.accountName')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('field.accountName') }) }]}>
          <Input maxLength={64} />
        </Form.Item>
        {record && (
          <Form.Item name="statusCode" label={t('integrate.status')}>
            <Radio.Group options={[{ value: 1, label: t('integrate.enabled') }, { value: 0, label: t('integrate.disabled') }]} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="open-account-save">{t('form.save')}</Button>
          <Button onClick={() => leave(menu.path)}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
