/** /404: the page of unknown paths, with a way back to the dashboard. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('page.notFound')}
      extra={<Button type="primary" onClick={() => navigate('/dashboard')}>{t('page.backHome')}</Button>}
      className="wms-full-page"
    />
  );
}
