/**
 * /setting/password (spec console §2, §7 Users updatepwd): the old password, a new one (the whole
 * policy stated under it, PasswordHint.tsx) and its confirmation, checked with the shared password rules (including the user's own
 * number and name) before the call; the server's field refusals (details.fields on oldPwd, newPwd, confirmPwd; the
 * common-password list and the password policy are checked there only) are put on the fields. While
 * the password must be changed (expired, or the policy's default password) the page says so, and a
 * successful change reloads the user information, which opens the other pages again.
 */
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeIssues, type PasswordChange } from '../../../shared/password-rules.ts';
import { call } from '../../../client/request.ts';
import { useSession, type UserInfo } from '../../../client/session-store.ts';
import { PasswordHint } from './PasswordHint.tsx';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

const FIELDS = ['oldPwd', 'newPwd', 'confirmPwd'] as const;

export function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const user = useSession((s) => s.user);

  /** The shared rule's first issue on one field, in the form's language. */
  const rule = (field: (typeof FIELDS)[number]) => ({
    validator: async () => {
      // Untouched inputs hold undefined; the rule measures strings.
      const raw: Partial<PasswordChange> = form.getFieldsValue();
      const values = { oldPwd: raw.oldPwd ?? '', newPwd: raw.newPwd ?? '', confirmPwd: raw.confirmPwd ?? '' };
      const issue = passwordChangeIssues(values, user ?? undefined).find((one) => one.field === field);
      if (issue) throw new Error(t(issue.message, { field: t(`settings.${field}`), ...issue.params }));
    },
  });

  const submit = async (values: PasswordChange) => {
    setSaving(true);
    try {
      await call('ISysUserService', 'updatepwd', values);
      message.success(t('settings.changed'));
      form.resetFields();
      if (user?.pwdExpired === 1) useSession.getState().setUser(await call<UserInfo>('IBmLoginService', 'getUserInfo'));
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={t('settings.password')}>
      {user?.pwdExpired === 1 && <Alert type="warning" showIcon title={t('security.expired')} className="wms-form-card" data-testid="password-expired" />}
      <Form form={form} layout="vertical" className="wms-password-form" onFinish={(values) => void submit(values)} data-testid="password-form">
        <Form.Item name="oldPwd" label={t('settings.oldPwd')} rules={[rule('oldPwd')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPwd" label={t('settings.newPwd')} rules={[rule('newPwd')]} dependencies={['oldPwd']} extra={<PasswordHint personal />}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPwd" label={t('settings.confirmPwd')} rules={[rule('confirmPwd')]} dependencies={['newPwd']}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
          {t('settings.submit')}
        </Button>
      </Form>
    </Card>
  );
}
