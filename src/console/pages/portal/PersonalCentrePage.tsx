/**
 * The supplier portal's personal centre (workflows §2 "personal centre", issue 14): the signed-in
 * user's profile (user number and name, supplier, phone, email; from getUserInfo) and the password
 * change of /setting/password (updatepwd with the password rules).
 */
import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../client/session-store.ts';
import { PasswordPage } from '../setting/PasswordPage.tsx';

export function PersonalCentrePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const none = <Typography.Text type="secondary">{t('settings.none')}</Typography.Text>;
  return (
    <Space orientation="vertical" className="wms-wide" data-testid="personal-centre">
      <Card variant="borderless" title={t('portal.profile')}>
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'userNo', label: t('settings.userNo'), children: user.userNo },
            { key: 'userName', label: t('settings.userName'), children: user.userName },
            { key: 'belongSupplier', label: t('portal.belongSupplier'), children: user.belongSupplier ?? none },
            { key: 'organization', label: t('settings.organization'), children: user.orgNo ? `${user.orgNo} - ${user.orgName ?? ''}` : none },
            { key: 'phone', label: t('portal.phone'), children: user.phone ?? none },
            { key: 'email', label: t('portal.email'), children: user.email ?? none },
          ]}
        />
      </Card>
      <PasswordPage />
    </Space>
  );
}
