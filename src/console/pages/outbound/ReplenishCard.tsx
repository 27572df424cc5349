/**
 * Replenishment of picking cells on the picking page (Outbound replenishment, issue 13;
 * docs/decisions/ "Outbound"): the open replenishment moves (IOutReplenishService list); with the
 * organisation and warehouse typed as codes, "Compute replenishment" (isAdd) plans the moves of the
 * cells below their minimum or short for notices in progress; "Confirm replenishment" (isCheck) posts
 * the selected moves, once per fresh client request id; "Cancel moves" (isCancelInvalid) closes the
 * selected moves unposted after a confirmation, so they stop counting. Refusals are shown by request.ts.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const MOVES: ListCall = ['IOutReplenishService', 'list'];
const COLUMNS: CheckColumn[] = [
  { field: 'warehouseNo' }, { field: 'toCellNo' }, { field: 'itemNo' }, { field: 'itemName' }, { field: 'cellNo' }, { field: 'lotNo' }, { field: 'qty', kind: 'qty' },
];
const NO_CONDITION = {};

export function ReplenishCard({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [target, setTarget] = useState({ orgNo: '', warehouseNo: '' });
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);

  const compute = async () => {
    const answer = await call<{ moves: unknown[] }>('IOutReplenishService', 'plan', { orgNo: target.orgNo.trim(), warehouseNo: target.warehouseNo.trim() });
    message.success(answer.moves.length > 0 ? t('outbound.replenishPlanned', { count: answer.moves.length }) : t('outbound.replenishNothing'));
    setReloads((n) => n + 1);
  };
  const confirm = async () => {
    const done = await call<unknown[]>('IOutReplenishService', 'confirm', { list: selected.map((row) => ({ id: row.id, version: row.version })) }, { requestId: crypto.randomUUID() });
    message.success(t('outbound.replenishConfirmed', { count: done.length }));
    setReloads((n) => n + 1);
  };

  const cancel = () => {
    modal.confirm({
      title: t('outbound.cancelReplenishAsk', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const cancelled = await call<unknown[]>('IOutReplenishService', 'cancel', { list: selected.map((row) => ({ id: row.id, version: row.version })) });
        message.success(t('outbound.replenishCancelled', { count: cancelled.length }));
        setReloads((n) => n + 1);
      },
    });
  };

  const canCompute = menu.permissions.isAdd === true && target.orgNo.trim() !== '' && target.warehouseNo.trim() !== '';
  return (
    <Card variant="borderless" className="wms-table-card" title={t('outbound.replenishments')} data-testid="replenish-card">
      <div className="wms-toolbar">
        <Space wrap>
          <Input aria-label={t('outbound.replenishOrg')} placeholder={t('outbound.replenishOrg')} value={target.orgNo} onChange={(e) => setTarget({ ...target, orgNo: e.target.value })} style={{ width: 160 }} data-testid="replenish-org" />
          <Input aria-label={t('outbound.replenishWarehouse')} placeholder={t('outbound.replenishWarehouse')} value={target.warehouseNo} onChange={(e) => setTarget({ ...target, warehouseNo: e.target.value })} style={{ width: 160 }} data-testid="replenish-warehouse" />
          <Button disabled={!canCompute} onClick={compute} data-testid="replenish-compute">
            {t('outbound.computeReplenish')}
          </Button>
          <Button type="primary" disabled={selected.length === 0 || menu.permissions.isCheck !== true} onClick={confirm} data-testid="replenish-confirm">
            {t('outbound.confirmReplenish')}
          </Button>
          <Button danger disabled={selected.length === 0 || menu.permissions.isCancelInvalid !== true} onClick={cancel} data-testid="replenish-cancel">
            {t('outbound.cancelReplenish')}
          </Button>
        </Space>
      </div>
      <CheckTable list={MOVES} columns={COLUMNS} condition={NO_CONDITION} reloads={reloads} selected={selected} onSelect={setSelected} testId="replenish-table" />
    </Card>
  );
}
