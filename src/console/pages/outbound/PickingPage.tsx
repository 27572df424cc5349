/**
 * Outbound picking (spec console §2 Outbound picking): the reservations still to pick of allocated
 * notices on the pick path (IOutPickService list), searchable by notice number. The picker selects
 * one, scans its cell and its item (number or label barcode), keeps or lowers the quantity (a
 * lower one is a short pick) and confirms (isCheck): the goods and their reservation move to the
 * staging cell. Each confirm carries a fresh client request id, so a retried request posts once;
 * refusals (wrong cell, wrong item, too much) are shown by request.ts. On task-wave (`byWave`) the
 * list is searched by wave number: the picks of one wave's notices as one batch on the same path.
 * The picking page also carries the replenishment of picking cells (ReplenishCard).
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { ReplenishCard } from './ReplenishCard.tsx';

const PICKS: ListCall = ['IOutPickService', 'list'];
const COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'customerNo' }, { field: 'zoneNo' }, { field: 'cellNo' }, { field: 'itemNo' }, { field: 'itemName' },
  { field: 'lotNo' }, { field: 'qty', kind: 'qty' }, { field: 'carrierNo' },
];

export function PickingPage({ menu, byWave = false }: { menu: MenuNode; byWave?: boolean }) {
  const searchField = byWave ? 'waveNo' : 'outNoticeNo';
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [scan, setScan] = useState({ cellNo: '', item: '', qty: '' });
  const pick = selected.length === 1 ? selected[0] : undefined;

  const choose = (rows: CheckRow[]) => {
    setSelected(rows);
    setScan({ cellNo: '', item: '', qty: rows.length === 1 ? String(rows[0].qty) : '' });
  };
  const confirm = async () => {
    if (!pick) return;
    await call('IOutPickService', 'confirm', { allocationId: pick.id, cellNo: scan.cellNo.trim(), scan: scan.item.trim(), qty: scan.qty.trim() || undefined }, { requestId: crypto.randomUUID() });
    message.success(t('outbound.picked', { itemNo: pick.itemNo }));
    choose([]);
    setReloads((n) => n + 1);
  };

  const ready = pick !== undefined && menu.permissions.isCheck === true && scan.cellNo.trim() !== '' && scan.item.trim() !== '';
  return (
    <div className="wms-list" data-testid="picking-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t(`field.${searchField}`)} enterButton={t('inbound.search')} onSearch={(value) => setCondition({ [searchField]: value.trim() || undefined })} data-testid="picking-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('outbound.picks')}>
        <div className="wms-toolbar">
          <Space wrap>
            <Input aria-label={t('outbound.scanCell')} placeholder={t('outbound.scanCell')} value={scan.cellNo} disabled={!pick} onChange={(e) => setScan({ ...scan, cellNo: e.target.value })} data-testid="picking-cell" />
            <Input aria-label={t('outbound.scanItem')} placeholder={t('outbound.scanItem')} value={scan.item} disabled={!pick} onChange={(e) => setScan({ ...scan, item: e.target.value })} data-testid="picking-item" />
            <Input aria-label={t('outbound.pickQty')} placeholder={t('outbound.pickQty')} value={scan.qty} disabled={!pick} onChange={(e) => setScan({ ...scan, qty: e.target.value })} style={{ width: 120 }} data-testid="picking-qty" />
            <Button type="primary" disabled={!ready} onClick={confirm} data-testid="picking-confirm">
              {t('outbound.pick')}
            </Button>
          </Space>
        </div>
        <CheckTable list={PICKS} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={choose} testId="picking-table" />
      </Card>
      {!byWave && <ReplenishCard menu={menu} />}
    </div>
  );
}
