/** /login (spec console §2, §5): signs in with a trimmed user number and returns to ?redirect=. */
import { LockOutlined, UserOutlined, InboxOutlined, GlobalOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { APP_VERSION } from '../../app-info.ts';
import { applyLanguage } from '../../i18n.ts';
import { call, LOGIN_TIMEOUT_MS } from '../../request.ts';
import { useSession } from '../../store/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { useUi } from '../../store/ui-store.ts';

type Credentials = { userNo: string; pwd: string };

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const { language, setLanguage } = useUi();
  const [busy, setBusy] = useState(false);

  // With a token the login page is left: for the redirect target after sign-in, else for /.
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const submit = async ({ userNo, pwd }: Credentials) => {
    setBusy(true);
    try {
      const answer = await call<{ token: string }>('IBmLoginService', 'login', { userNo: userNo.trim(), pwd }, { timeout: LOGIN_TIMEOUT_MS });
      useTabs.getState().clear();
      useSession.getState().setToken(answer.token);
    } catch {
      // request.ts has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const changeLanguage = async (next: Language) => {
    await applyLanguage(next);
    setLanguage(next);
    message.success(t('shell.languageChanged'));
  };

  return (
    <div className="wms-login">
      <Dropdown
        menu={{ items: LANGUAGES.map((lng) => ({ key: lng, label: LANGUAGE_NAMES[lng] })), onClick: ({ key }) => void changeLanguage(key as Language) }}
      >
        <Button type="text" icon={<GlobalOutlined />} className="wms-login-language">{LANGUAGE_NAMES[language]}</Button>
      </Dropdown>
      <Card className="wms-login-card" variant="borderless">
        <div className="wms-login-brand">
          <InboxOutlined className="wms-login-logo" />
          <Typography.Title level={2}>{t('app.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('app.fullTitle')}</Typography.Text>
        </div>
        <Form<Credentials> layout="vertical" size="large" onFinish={submit} requiredMark={false}>
          <Form.Item name="userNo" label={t('login.userNo')} rules={[{ required: true, whitespace: true, message: t('login.userNoRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="pwd" label={t('login.pwd')} rules={[{ required: true, message: t('login.pwdRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
        </Form>
        <Typography.Text type="secondary" className="wms-login-version">{t('app.version', { version: APP_VERSION })}</Typography.Text>
      </Card>
    </div>
  );
}
