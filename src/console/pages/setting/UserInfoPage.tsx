/** /setting/user-info (spec console §2): a read-only view of the signed-in user's getUserInfo fields. */
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../client/session-store.ts';
import { limitOf } from '../../entity/list-limit.ts';

export function UserInfoPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const none = <Typography.Text type="secondary">{t('settings.none')}</Typography.Text>;
  const pair = (no: string | null | undefined, name: string | null | undefined): ReactNode => (no ? `${no} - ${name ?? ''}` : none);
  if (!user) return null;
  return (
    <Card variant="borderless" title={t('settings.userInfo')} data-testid="user-info">
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'userNo', label: t('settings.userNo'), children: user.userNo },
          { key: 'userName', label: t('settings.userName'), children: user.userName },
          { key: 'organization', label: t('settings.organization'), children: pair(user.orgNo, user.orgName) },
          { key: 'warehouse', label: t('settings.warehouse'), children: pair(user.warehouseNo, user.warehouseName) },
          { key: 'employeeId', label: t('settings.employeeId'), children: user.employeeId ?? none },
          { key: 'limitCount', label: t('settings.limitCount'), children: limitOf(user.limitCount) },
        ]}
      />
    </Card>
  );
}
