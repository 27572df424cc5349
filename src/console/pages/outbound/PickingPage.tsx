/**
 * Outbound picking (spec console §2 Outbound picking; issue 25 part 3): the reservations still to
 * pick of allocated notices on the pick path (IOutPickService list, walking order), searchable by
 * notice number. The current pick is the selected row, else the first one in walking order. The
 * picker scans into one field: the cell first (IOutPickService scancell: a wrong cell is said at
 * once and recorded as a pick exception), then the item (number or label barcode), and the pick
 * confirms itself (isCheck) with the typed quantity or all of it (a lower one is a short pick: the
 * answer says what was re-allocated from other cells and what stays short); the next pick shows at
 * once. With "Collect scans" on, a matched item scan joins the scanned picks instead and the next
 * pick shows; "Confirm scanned" confirms them all in one confirmbatch call with one request id
 * (all or nothing). The scanned cell, item and quantity fields and Pick stay for typing by hand.
 * Each confirm carries a fresh client request id, so a retried request posts once; refusals
 * (wrong cell, wrong item, too much) are shown by request.ts. Below, the put-back tasks a cancel
 * left at the staging cell (PutBackCard) and the pick exceptions (PickExceptionsCard). On task-wave (`byWave`) the
 * list is searched by wave number: the picks of one wave's notices as one batch on the same path.
 * The picking page also carries the replenishment of picking cells (ReplenishCard).
 */
import { App, Button, Card, Input, Space, Switch, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { PickExceptionsCard } from './PickExceptionsCard.tsx';
import { PutBackCard } from './PutBackCard.tsx';
import { ReplenishCard } from './ReplenishCard.tsx';

const PICKS: ListCall = ['IOutPickService', 'list'];
type ScannedPick = { allocationId: number; cellNo: string; scan: string; qty?: string };
type ShortPick = { reallocatedQty: string; shortQty: string; policy: string };
type Picked = { itemNo: string; shortPick: ShortPick | null };
const COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'customerNo' }, { field: 'zoneNo' }, { field: 'cellNo' }, { field: 'itemNo' }, { field: 'itemName' },
  { field: 'lotNo' }, { field: 'qty', kind: 'qty' }, { field: 'carrierNo' }, { field: 'pickerNo' },
];

export function PickingPage({ menu, byWave = false }: { menu: MenuNode; byWave?: boolean }) {
  const searchField = byWave ? 'waveNo' : 'outNoticeNo';
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [scan, setScan] = useState({ cellNo: '', item: '', qty: '' });
  const [rows, setRows] = useState<CheckRow[]>([]);
  const [scanned, setScanned] = useState('');
  const [collect, setCollect] = useState(false);
  const [batch, setBatch] = useState<ScannedPick[]>([]);
  const pick = selected.length === 1 ? selected[0] : rows.find((row) => !batch.some((b) => b.allocationId === row.id));
  // Stable: the table keeps the page's rows here, so the next pick in walking order is known.
  const keepRows = useCallback(async (page: CheckRow[]) => {
    setRows(page);
    return page;
  }, []);

  const choose = (chosen: CheckRow[]) => {
    setSelected(chosen);
    setScan({ cellNo: '', item: '', qty: chosen.length === 1 ? String(chosen[0].qty) : '' });
  };
  // A short pick says what was re-allocated from other cells and what stays short under the category's rule.
  const tellShort = (picked: Picked) => {
    if (!picked.shortPick) return;
    const { reallocatedQty, shortQty, policy } = picked.shortPick;
    message.warning(`${t('outbound.shortPicked', { itemNo: picked.itemNo, reallocatedQty, shortQty })}${Number(shortQty) > 0 ? ` — ${t(`outbound.alloc.policy.${policy}`)}` : ''}`);
  };
  const done = () => {
    choose([]);
    setReloads((n) => n + 1);
  };
  const confirm = (cellNo: string, item: string) =>
    call<Picked>('IOutPickService', 'confirm', { allocationId: pick!.id, cellNo, scan: item, qty: scan.qty.trim() || undefined }, { requestId: crypto.randomUUID() }).then((picked) => {
      message.success(t('outbound.picked', { itemNo: pick!.itemNo }));
      tellShort(picked);
      done();
    }, () => undefined);
  const confirmScanned = () =>
    call<Picked[]>('IOutPickService', 'confirmbatch', { list: batch }, { requestId: crypto.randomUUID() }).then((picked) => {
      message.success(t('outbound.scannedConfirmed', { count: picked.length }));
      picked.forEach(tellShort);
      setBatch([]);
      done();
    }, () => undefined);
  const collectItem = (item: string) => {
    setBatch([...batch, { allocationId: pick!.id as number, cellNo: scan.cellNo, scan: item, qty: scan.qty.trim() || undefined }]);
    message.success(t('outbound.scannedAdded', { itemNo: pick!.itemNo, cellNo: scan.cellNo }));
    choose([]);
  };
  // One field for the scanner: the cell (checked and, when wrong, recorded by the server), then the item, which confirms the pick or joins the scanned ones.
  const onScan = () => {
    const value = scanned.trim();
    setScanned('');
    if (!pick || !value) return;
    if (!scan.cellNo) {
      // Taken at once so an item scanned before the check answers is read as the item; a refused cell is let go again.
      setScan({ ...scan, cellNo: value });
      call('IOutPickService', 'scancell', { allocationId: pick.id, cellNo: value }).catch(() => setScan((now) => (now.cellNo === value ? { ...now, cellNo: '' } : now)));
      return;
    }
    if (collect) collectItem(value);
    else {
      setScan({ ...scan, item: value });
      void confirm(scan.cellNo, value);
    }
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
            {pick && (
              <Tag color="blue" data-testid="picking-current">
                {t('outbound.nextPick', { cellNo: pick.cellNo, itemNo: pick.itemNo, qty: scan.qty || pick.qty })}
              </Tag>
            )}
            <Input
              autoFocus aria-label={t('outbound.scan')} placeholder={t(scan.cellNo ? 'outbound.scanItemNow' : 'outbound.scanCellNow')} value={scanned} disabled={!pick || menu.permissions.isCheck !== true}
              onChange={(e) => setScanned(e.target.value)} onPressEnter={onScan} style={{ width: 260 }} data-testid="picking-scan"
            />
            <Input aria-label={t('outbound.scanCell')} placeholder={t('outbound.scanCell')} value={scan.cellNo} disabled={!pick} onChange={(e) => setScan({ ...scan, cellNo: e.target.value })} data-testid="picking-cell" />
            <Input aria-label={t('outbound.scanItem')} placeholder={t('outbound.scanItem')} value={scan.item} disabled={!pick} onChange={(e) => setScan({ ...scan, item: e.target.value })} data-testid="picking-item" />
            <Input aria-label={t('outbound.pickQty')} placeholder={t('outbound.pickQty')} value={scan.qty} disabled={!pick} onChange={(e) => setScan({ ...scan, qty: e.target.value })} style={{ width: 120 }} data-testid="picking-qty" />
            <Button type="primary" disabled={!ready} onClick={() => confirm(scan.cellNo.trim(), scan.item.trim())} data-testid="picking-confirm">
              {t('outbound.pick')}
            </Button>
            <Switch checked={collect} onChange={setCollect} disabled={batch.length > 0} aria-label={t('outbound.collectScans')} data-testid="picking-collect" />
            <span>{t('outbound.collectScans')}</span>
            <Button type="primary" disabled={batch.length === 0 || menu.permissions.isCheck !== true} onClick={() => void confirmScanned()} data-testid="picking-confirm-scanned">
              {t('outbound.confirmScanned', { count: batch.length })}
            </Button>
            <Button disabled={batch.length === 0} onClick={() => setBatch([])} data-testid="picking-clear-scanned">
              {t('outbound.clearScanned')}
            </Button>
          </Space>
        </div>
        <CheckTable list={PICKS} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={choose} complete={keepRows} testId="picking-table" />
      </Card>
      <PutBackCard menu={menu} reloads={reloads} />
      <PickExceptionsCard reloads={reloads} />
      {!byWave && <ReplenishCard menu={menu} reloads={reloads} />}
    </div>
  );
}
