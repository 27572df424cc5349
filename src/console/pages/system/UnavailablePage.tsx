/** The page of a menu whose screen is not built yet: a localized empty state. */
import { Card, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function UnavailablePage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result icon={<ClockCircleOutlined />} title={t('page.unavailable')} subTitle={t('page.unavailableHint', { name })} />
    </Card>
  );
}
