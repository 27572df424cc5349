/**
 * /login (spec console §2, §5): signs in with a trimmed user number and returns to ?redirect= (the
 * big screen's address by loading its own entry). A user
 * with a second factor is asked for the code of their authenticator app after the password
 * (TOTP_CODE_REQUIRED, src/server/system/totp.ts) and sends both again.
 */
import { LockOutlined, UserOutlined, InboxOutlined, GlobalOutlined, SafetyOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { APP_VERSION } from '../../app-info.ts';
import { applyLanguage } from '../../../client/i18n.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { SCREEN_ROUTE } from '../../../shared/screen-path.ts';
import { call, LOGIN_TIMEOUT_MS, RequestError } from '../../../client/request.ts';
import { useSession } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { useUi } from '../../store/ui-store.ts';

type Credentials = { userNo: string; pwd: string; totpCode?: string };

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

/** Loads another entry's page (the big screen, screen.html): the console's router has no route for it. */
function LeaveFor({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const { language, setLanguage } = useUi();
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);

  // With a token the login page is left: for the redirect target after sign-in, else for /.
  if (token) {
    const target = safeRedirect(params.get('redirect'));
    return SCREEN_ROUTE.test(target) ? <LeaveFor to={target} /> : <Navigate to={target} replace />;
  }

  const submit = async ({ userNo, pwd, totpCode }: Credentials) => {
    setBusy(true);
    try {
      const answer = await call<{ token: string }>('IBmLoginService', 'login', { userNo: userNo.trim(), pwd, ...(askCode && { totpCode }) }, { timeout: LOGIN_TIMEOUT_MS });
      useTabs.getState().clear();
      useSession.getState().setToken(answer.token);
    } catch (error) {
      // request.ts has shown the error; a second factor's turn shows its code field.
      if (error instanceof RequestError && error.code === ERROR_CODES.TOTP_CODE_REQUIRED) setAskCode(true);
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
          {askCode && (
            <Form.Item name="totpCode" label={t('syssec.totpCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('validation.totpCode') }]}>
              <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus data-testid="login-totp" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
        </Form>
        <Typography.Text type="secondary" className="wms-login-version">{t('app.version', { version: APP_VERSION })}</Typography.Text>
      </Card>
    </div>
  );
}
