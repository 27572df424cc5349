/**
 * Inbound / Dock and yard / yard-queue (issue 15): the trucks checked in, newest first, filtered by
 * warehouse; one selected truck moves along with the actions its state allows (YARD_ACTIONS:
 * call to door, at door, start unloading, received, check out; isModify), and "Call next" calls
 * the next truck waiting for a door. The list follows the yard and dock events of the page's hub
 * (src/streams; at most twice a second) and reloads when its socket comes back live, keeping the
 * selected truck selected (with its new state and version). Search clears the selection; a disabled
 * button says why in its tooltip (no truck ticked, several ticked, or the truck's state).
 */
import { App, Button, Card, Input, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditTime, filter, merge } from 'rxjs';
import { openPageHub } from '../../../client/page-hub.ts';
import { YARD_ACTIONS, type YardAction } from '../../../shared/yard.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const QUEUE: ListCall = ['IYardService', 'list'];
const COLUMNS: CheckColumn[] = [
  { field: 'queueNo' }, { field: 'asnNo' }, { field: 'supplierName' }, { field: 'warehouseNo' }, { field: 'doorNo' }, { field: 'plateNo' },
  { field: 'driverName' }, { field: 'driverPhone' }, { field: 'state', enumMid: 'YARD_STATE' }, { field: 'arrival', enumMid: 'YARD_ARRIVAL' }, { field: 'checkedInAt', kind: 'datetime' },
];
const ACTIONS = Object.keys(YARD_ACTIONS) as YardAction[];
const allows = (action: YardAction, row: CheckRow) => (YARD_ACTIONS[action].from as readonly string[]).includes(String(row.state));

export function YardQueuePage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [warehouseNo, setWarehouseNo] = useState('');
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const canModify = menu.permissions.isModify === true;
  useEffect(() => {
    const hub = openPageHub();
    const live$ = hub.state$.pipe(filter((state) => state.status === 'live'));
    const changes = merge(hub.topic('yard.changed'), hub.topic('dock.changed'), live$)
      .pipe(auditTime(500))
      .subscribe(() => setReloads((n) => n + 1));
    return () => {
      changes.unsubscribe();
      hub.close();
    };
  }, []);

  /** Why a button is disabled (its tooltip), or undefined when it is enabled (walk 12-24 defect 9, record 0973). */
  const refusal = (action?: YardAction): string | undefined => {
    if (selected.length === 0) return t('yard.page.pickOne');
    if (selected.length > 1) return t('yard.page.onlyOne', { count: selected.length });
    const [row] = selected;
    if (action && !allows(action, row)) return t('yard.page.notNow', { queueNo: row.queueNo, state: t(`enum.YARD_STATE.${String(row.state)}`) });
    return undefined;
  };
  const button = (key: string, label: string, why: string | undefined, onClick: () => void) => (
    <Tooltip key={key} title={why}>
      <Button disabled={why !== undefined} onClick={onClick} data-testid={`yard-${key}`}>{label}</Button>
    </Tooltip>
  );

  const act = async (action: YardAction) => {
    const [row] = selected;
    await call('IYardService', 'action', { id: row.id, version: row.version, action });
    message.success(t('yard.page.done'));
    setReloads((n) => n + 1);
  };
  const callNext = async () => {
    const [row] = selected;
    await call('IYardService', 'callNext', { warehouseNo: row.warehouseNo, doorNo: row.doorNo });
    message.success(t('yard.page.done'));
    setReloads((n) => n + 1);
  };

  return (
    <div className="wms-list" data-testid="yard-queue-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('yard.page.warehouse')} enterButton={t('yard.page.search')} value={warehouseNo} onChange={(e) => setWarehouseNo(e.target.value)}
          onSearch={(value) => {
            setSelected([]);
            setCondition({ warehouseNo: value.trim() || undefined });
          }} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        {canModify && (
          <div className="wms-toolbar">
            <Space wrap>
              {ACTIONS.map((action) => button(action, t(`yard.action.${action}`), refusal(action), () => void act(action)))}
              {button('callNext', t('yard.page.callNext'), refusal(), () => void callNext())}
            </Space>
          </div>
        )}
        <CheckTable list={QUEUE} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} keepSelection testId="yard-queue-table" />
      </Card>
    </div>
  );
}
