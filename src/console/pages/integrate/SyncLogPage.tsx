/**
 * System.Integrate source-integration (160404): the sync log of every configuration and target
 * (ISyncService/getsyncloglist). Add (isAdd) opens source-integration/add, a new source; a run's
 * source (isModify) opens source-integration/modify/{id}, that source's form (docs/decisions/0771).
 */
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../../../client/session-store.ts';
import { SyncLogTable } from './SyncLogTable.tsx';

export function SyncLogPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAdd, isModify } = menu.permissions;
  return (
    <Card variant="borderless" extra={isAdd && <Button type="primary" onClick={() => navigate(`${menu.path}/add`)} data-testid="sync-log-add-source">{t('integrate.addSource')}</Button>}>
      <SyncLogTable method="getsyncloglist" reloads={0} openSource={isModify ? (id) => navigate(`${menu.path}/modify/${id}`) : undefined} />
    </Card>
  );
}
