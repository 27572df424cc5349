/**
 * Inbound shelf-task (putaway tasks): the tasks with their progress; "Put away" (one open, not
 * suspended task; isCheck) opens the putaway drawer, "Confirm selected" (isCheck; every selected
 * task open and not suspended) puts every open line of the selected tasks into its proposed cell
 * in one call after a confirmation (one request id per confirmation, so a retry posts once), and suspend, release (isModify), close
 * (isClose) and void (isCancelInvalid), each enabled when every selected task allows it by the
 * task rules (src/shared/documents/putaway-task.ts). Refusals are shown by request.ts.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canTaskAct, type PutawayTaskAction } from '../../../shared/documents/putaway-task.ts';
import type { PermissionFlag } from '../../../shared/permissions.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { confirmTasks, putawayTaskAction, PUTAWAY_TASKS } from './putaway-api.ts';
import { PutawayDrawer } from './PutawayDrawer.tsx';

const COLUMNS: CheckColumn[] = [
  { field: 'taskNo' }, { field: 'docNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' }, { field: 'isSuspend', kind: 'bool' },
  { field: 'lineCount' }, { field: 'doneCount' }, { field: 'updateDate', kind: 'datetime' },
];

const ACTIONS: { action: Exclude<PutawayTaskAction, 'confirm' | 'reassign'>; flag: PermissionFlag }[] = [
  { action: 'suspend', flag: 'isModify' }, { action: 'release', flag: 'isModify' }, { action: 'close', flag: 'isClose' }, { action: 'void', flag: 'isCancelInvalid' },
];

const allows = (action: PutawayTaskAction, row: CheckRow) => canTaskAct(action, String(row.statusCode), Boolean(row.isSuspend));

export function ShelfTaskPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [working, setWorking] = useState<CheckRow | undefined>();

  const run = (action: string) => {
    const label = t(`inbound.taskAction.${action}`);
    modal.confirm({
      title: t('inbound.confirmTask', { action: label, count: selected.length }),
      onOk: async () => {
        await putawayTaskAction(action, selected);
        message.success(t('inbound.taskDone', { action: label, count: selected.length }));
        setReloads((n) => n + 1);
      },
    });
  };

  const confirmSelected = () => {
    const requestId = crypto.randomUUID();
    modal.confirm({
      title: t('inbound.batchPutAwayConfirm', { count: selected.length }),
      onOk: async () => {
        const answer = await confirmTasks(selected, requestId);
        message.success(t('inbound.putAwayDone', { count: answer.lines }));
        setReloads((n) => n + 1);
      },
    });
  };

  const canPut = selected.length === 1 && allows('confirm', selected[0]) && menu.permissions.isCheck === true;
  const canConfirmAll = selected.length > 0 && selected.every((row) => allows('confirm', row)) && menu.permissions.isCheck === true;
  return (
    <div className="wms-list" data-testid="shelf-task-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={`${t('field.taskNo')} / ${t('field.docNo')}`} enterButton={t('inbound.search')} onSearch={(value) => setCondition({ keyword: value.trim() || undefined })} data-testid="shelf-task-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space wrap>
            <Button type="primary" disabled={!canPut} onClick={() => setWorking(selected[0])} data-testid="shelf-task-put">
              {t('inbound.putAway')}
            </Button>
            {menu.permissions.isCheck === true && (
              <Button disabled={!canConfirmAll} onClick={confirmSelected} data-testid="shelf-task-confirm-selected">
                {t('inbound.batchPutAway')}
              </Button>
            )}
            {ACTIONS.filter((a) => menu.permissions[a.flag] === true).map(({ action }) => (
              <Button key={action} disabled={selected.length === 0 || !selected.every((row) => allows(action, row))} onClick={() => run(action)} data-testid={`shelf-task-${action}`}>
                {t(`inbound.taskAction.${action}`)}
              </Button>
            ))}
          </Space>
        </div>
        <CheckTable list={PUTAWAY_TASKS} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} testId="shelf-task-table" />
      </Card>
      <PutawayDrawer task={working} canConfirm={menu.permissions.isCheck === true} onClose={() => { setWorking(undefined); setReloads((n) => n + 1); }} />
    </div>
  );
}
