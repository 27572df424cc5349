/**
 * The caller's TOTP second factor, below the password change (issue 16, syssec; src/server/system/totp.ts):
 * its state (ISysTotpService/getmytotp), setting it up (starttotpenrolment answers a QR code and the
 * key once; confirmtotpenrolment takes the first code) and removing it with a current code
 * (removemytotp; not while the policy requires it). When the policy holds the caller to enrol
 * (getUserInfo totpMissing), the shell opens only this page until the factor is confirmed.
 */
import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import { useSession } from '../../../client/session-store.ts';

type TotpState = { enrolled: boolean; pending: boolean; required: boolean };
type Enrolment = { secret: string; uri: string; qr: string };

export function TotpCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<TotpState>();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [busy, setBusy] = useState(false);

  const load = () => call<TotpState>('ISysTotpService', 'getmytotp', {}).then(setState);
  useEffect(() => {
    void load();
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // request.ts has shown the error.
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setEnrolment(await call<Enrolment>('ISysTotpService', 'starttotpenrolment', {})));
  const confirm = ({ code }: { code: string }) =>
    run(async () => {
      await call('ISysTotpService', 'confirmtotpenrolment', { code });
      setEnrolment(undefined);
      message.success(t('syssec.totpEnrolled'));
      const user = useSession.getState().user;
      if (user?.totpMissing) useSession.getState().setUser({ ...user, totpMissing: 0 });
      await load();
    });
  const remove = ({ code }: { code: string }) =>
    run(async () => {
      await call('ISysTotpService', 'removemytotp', { code });
      message.success(t('syssec.totpRemoved'));
      await load();
    });

  if (!state) return null;
  const codeField = (
    <Form.Item name="code" label={t('syssec.totpCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('validation.totpCode') }]}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} placeholder={t('syssec.totpCodeHint')} data-testid="totp-code" />
    </Form.Item>
  );
  return (
    <Card variant="borderless" title={t('syssec.totpTitle')} data-testid="totp-card" style={{ marginTop: 16 }}>
      {state.required && !state.enrolled && <Alert type="warning" showIcon title={t('syssec.totpRequired')} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>{t(state.enrolled ? 'syssec.totpOn' : 'syssec.totpOff')}</Typography.Paragraph>
      {!state.enrolled && !enrolment && <Button type="primary" onClick={() => void start()} loading={busy} data-testid="totp-start">{t('syssec.totpStart')}</Button>}
      {enrolment && (
        <Space orientation="vertical">
          <Typography.Text>{t('syssec.totpScan')}</Typography.Text>
          <img src={enrolment.qr} alt={enrolment.uri} width={220} height={220} data-testid="totp-qr" />
          <Typography.Text>{t('syssec.totpKey')}: <Typography.Text code copyable data-testid="totp-secret">{enrolment.secret}</Typography.Text></Typography.Text>
          <Form layout="inline" onFinish={(values: { code: string }) => void confirm(values)}>
            {codeField}
            <Button type="primary" htmlType="submit" loading={busy} data-testid="totp-confirm">{t('syssec.totpConfirm')}</Button>
          </Form>
        </Space>
      )}
      {state.enrolled && !state.required && (
        <Form layout="inline" onFinish={(values: { code: string }) => void remove(values)}>
          {codeField}
          <Button danger htmlType="submit" loading={busy}>{t('syssec.totpRemove')}</Button>
        </Form>
      )}
    </Card>
  );
}
