/**
 * SM.Inventory task (spec console §4 stock-check task actions): the count tasks with their
 * progress; toolbar Count (one task: the count drawer, with "Add found stock"), close (isClose), end (isEnd), reassign,
 * suspend and release (isModify), each enabled when every selected task allows it. Refusals are
 * shown by request.ts.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_OPEN } from '../../../shared/documents/check-codes.ts';
import type { PermissionFlag } from '../../../shared/permissions.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { taskAction, TASK_LIST, type CheckRow } from './check-api.ts';
import { CheckTable, type CheckColumn } from './CheckTable.tsx';
import { CountDrawer } from './CountDrawer.tsx';

const COLUMNS: CheckColumn[] = [
  { field: 'taskNo' }, { field: 'checkNo' }, { field: 'warehouseNo' }, { field: 'zoneNo' }, { field: 'round' },
  { field: 'statusCode', enumMid: 'CHECK_TASK_STATUS' }, { field: 'isSuspend', kind: 'bool' }, { field: 'checkModeNo', enumMid: 'CHECK_MODE' },
  { field: 'counterNo' }, { field: 'lineCount' }, { field: 'countedCount' }, { field: 'updateDate', kind: 'datetime' },
];

const ACTIONS: { action: string; flag: PermissionFlag; allows: (row: CheckRow) => boolean }[] = [
  { action: 'end', flag: 'isEnd', allows: (row) => TASK_OPEN.includes(String(row.statusCode)) && !row.isSuspend },
  { action: 'close', flag: 'isClose', allows: (row) => TASK_OPEN.includes(String(row.statusCode)) },
  { action: 'reassign', flag: 'isModify', allows: (row) => TASK_OPEN.includes(String(row.statusCode)) },
  { action: 'suspend', flag: 'isModify', allows: (row) => TASK_OPEN.includes(String(row.statusCode)) && !row.isSuspend },
  { action: 'release', flag: 'isModify', allows: (row) => TASK_OPEN.includes(String(row.statusCode)) && Boolean(row.isSuspend) },
];

export function CountTaskPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [counting, setCounting] = useState<CheckRow | undefined>();

  const run = (action: string) => {
    const label = t(`check.taskAction.${action}`);
    let counterNo = '';
    modal.confirm({
      title: t('check.confirmTask', { action: label, count: selected.length }),
      content: action === 'reassign' ? <Input placeholder={t('field.counterNo')} onChange={(e) => (counterNo = e.target.value)} data-testid="reassign-counter" /> : undefined,
      onOk: async () => {
        if (action === 'reassign' && !counterNo.trim()) {
          message.warning(t('check.counterRequired'));
          throw new Error('counter required');
        }
        await taskAction(action, selected, action === 'reassign' ? counterNo.trim() : undefined);
        message.success(t('check.taskDone', { action: label, count: selected.length }));
        setReloads((n) => n + 1);
      },
    });
  };

  const canCount = selected.length === 1 && TASK_OPEN.includes(String(selected[0].statusCode)) && !selected[0].isSuspend && menu.permissions.isModify === true;
  return (
    <div className="wms-list" data-testid="count-task-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={`${t('field.taskNo')} / ${t('field.checkNo')}`} enterButton={t('check.search')} onSearch={(value) => setCondition({ keyword: value.trim() || undefined })} data-testid="task-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space wrap>
            <Button type="primary" disabled={!canCount} onClick={() => setCounting(selected[0])} data-testid="task-count">
              {t('check.count')}
            </Button>
            {ACTIONS.filter((a) => menu.permissions[a.flag] === true).map(({ action, allows }) => (
              <Button key={action} disabled={selected.length === 0 || !selected.every(allows)} onClick={() => run(action)} data-testid={`task-${action}`}>
                {t(`check.taskAction.${action}`)}
              </Button>
            ))}
          </Space>
        </div>
        <CheckTable list={TASK_LIST} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} testId="task-table" />
      </Card>
      <CountDrawer task={counting} canModify={menu.permissions.isModify === true} onClose={() => { setCounting(undefined); setReloads((n) => n + 1); }} />
    </div>
  );
}
