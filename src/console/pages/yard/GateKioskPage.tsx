/**
 * Inbound / Dock and yard / gate-kiosk (issue 15): how to set a kiosk up, a button opening the
 * kiosk (/kiosk, its own entry), and signing a kiosk user out (IKioskService/revokeSessions; needs
 * isModify on the users page, checked by the server).
 */
import { App, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';

export function GateKioskPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [userNo, setUserNo] = useState('');
  const revoke = async () => {
    const { revoked } = await call<{ revoked: number }>('IKioskService', 'revokeSessions', { userNo: userNo.trim() });
    message.success(t('yard.page.revoked', { count: revoked }));
  };
  return (
    <Card variant="borderless" data-testid="gate-kiosk-page">
      <Space orientation="vertical" size="large">
        <Typography.Paragraph>{t('yard.page.kioskHelp')}</Typography.Paragraph>
        <Button type="primary" href="/kiosk" target="_blank">{t('yard.page.openKiosk')}</Button>
        <Space.Compact>
          <Input placeholder={t('yard.page.revokeUser')} value={userNo} onChange={(e) => setUserNo(e.target.value)} />
          <Button danger disabled={!userNo.trim()} onClick={() => void revoke()}>{t('yard.page.revoke')}</Button>
        </Space.Compact>
      </Space>
    </Card>
  );
}
