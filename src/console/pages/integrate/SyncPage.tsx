/**
 * System.Integrate item-synchronization (160406) and basic-synchronization (160407): the source
 * configurations this page synchronises (items; suppliers and customers) with their last run, a
 * "Synchronise now" button per configuration when the page grants isImport, and the page's sync
 * log below (SyncLogTable), reloaded after each run. A refused run shows its reason and writes
 * nothing (the server's all-or-nothing import). Item synchronisation also adds (isAdd) and modifies
 * (isModify) its configurations: item-synchronization/add and modify/{id} (docs/decisions/0771).
 */
import { App, Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SyncGroup } from '../../../shared/integration.ts';
import type { Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { SyncLogTable, type SyncLogRow } from './SyncLogTable.tsx';

type ConfigRow = { id: number; configNo: string; configName: string; integrationNo: string; target: string; autoSync: boolean | null; statusCode: number | null; lastRunAt: string | null; lastSuccess: boolean | null };

export function SyncPage({ menu, group }: { menu: MenuNode; group: SyncGroup }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [configs, setConfigs] = useState<ConfigRow[]>();
  const [running, setRunning] = useState<number>();
  const [reloads, setReloads] = useState(0);
  const navigate = useNavigate();
  const saved = useTabs((s) => s.listVersion[menu.path] ?? 0);
  const editable = group === 'item';
  const { isAdd, isImport, isModify } = menu.permissions;

  useEffect(() => {
    let cancelled = false;
    void call<Page<ConfigRow>>('ISyncService', `get${group}syncconfiglist`, { current: 1, size: 200, condition: {} }).then((answer) => {
      if (!cancelled) setConfigs(answer.records);
    });
    return () => {
      cancelled = true;
    };
  }, [group, reloads, saved]);

  const runNow = async (row: ConfigRow) => {
    setRunning(row.id);
    try {
      const log = await call<SyncLogRow>('ISyncService', `run${group}sync`, { id: row.id });
      if (log.success) void message.success(t('integrate.ran', { ...log }));
      else void message.error(`${t('integrate.refused', { configNo: log.configNo })} ${log.message ?? ''}`);
      setReloads((n) => n + 1);
    } finally {
      setRunning(undefined);
    }
  };

  const columns: TableColumnsType<ConfigRow> = [
    { key: 'configNo', dataIndex: 'configNo', title: t('field.configNo') },
    { key: 'configName', dataIndex: 'configName', title: t('field.configName') },
    { key: 'integrationNo', dataIndex: 'integrationNo', title: t('integrate.integrationNo') },
    { key: 'target', dataIndex: 'target', title: t('integrate.target'), render: (value: string) => t(`enum.SYNC_TARGET.${value}`) },
    { key: 'autoSync', dataIndex: 'autoSync', title: t('integrate.autoSync'), render: (value: boolean | null) => t(value ? 'integrate.yes' : 'integrate.no') },
    { key: 'statusCode', dataIndex: 'statusCode', title: t('integrate.status'), render: (value: number | null) => <Tag color={value === 1 ? 'green' : 'default'}>{t(value === 1 ? 'integrate.enabled' : 'integrate.disabled')}</Tag> },
    {
      key: 'lastRunAt', dataIndex: 'lastRunAt', title: t('integrate.lastRunAt'),
      render: (value: string | null, row) => value && <>{formatDateTime(value)} <Tag color={row.lastSuccess ? 'green' : 'red'}>{t(row.lastSuccess ? 'integrate.succeeded' : 'integrate.failed')}</Tag></>,
    },
    ...(isImport || (editable && isModify)
      ? [{
          key: 'run', title: '',
          render: (_: unknown, row: ConfigRow) => (
            <Space>
              {editable && isModify && <Button size="small" onClick={() => navigate(`${menu.path}/modify/${row.id}`)} data-testid={`sync-modify-${row.configNo}`}>{t('integrate.modify')}</Button>}
              {isImport && (
                <Button type="primary" size="small" disabled={row.statusCode !== 1 || (running !== undefined && running !== row.id)} loading={running === row.id} onClick={() => void runNow(row)} data-testid={`sync-run-${row.configNo}`}>
                  {t('integrate.runNow')}
                </Button>
              )}
            </Space>
          ),
        }]
      : []),
  ];

  return (
    <div data-testid={`sync-page-${group}`}>
      <Card variant="borderless" title={t('integrate.configsTitle')} extra={editable && isAdd && <Button type="primary" onClick={() => navigate(`${menu.path}/add`)} data-testid="sync-add-config">{t('integrate.addConfig')}</Button>}>
        <Table<ConfigRow> rowKey="id" size="middle" columns={columns} dataSource={configs ?? []} loading={!configs} pagination={false} data-testid="sync-configs" />
      </Card>
      <Card variant="borderless" title={t('integrate.logTitle')}>
        <SyncLogTable method={`get${group}syncloglist`} reloads={reloads} />
      </Card>
    </div>
  );
}
