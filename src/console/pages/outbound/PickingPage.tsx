/**
 * Outbound picking (spec console §2 Outbound picking; issue 25 part 3): the reservations still to
 * pick of allocated notices on the pick path (IOutPickService list, walking order), searchable by
 * notice number. The current pick is the selected row, else the first one in walking order. The
 * picker scans into one field: the cell first (a wrong cell is said at once), then the item
 * (number or label barcode), and the pick confirms itself (isCheck) with the typed quantity or all
 * of it (a lower one is a short pick); the next pick shows at once. The scanned cell, item and
 * quantity fields and Pick stay for typing by hand. Each confirm carries a fresh client request
 * id, so a retried request posts once; refusals (wrong cell, wrong item, too much) are shown by
 * request.ts. Below, the put-back tasks a cancel left at the staging cell (PutBackCard). On task-wave (`byWave`) the
 * list is searched by wave number: the picks of one wave's notices as one batch on the same path.
 * The picking page also carries the replenishment of picking cells (ReplenishCard).
 */
import { App, Button, Card, Input, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { PutBackCard } from './PutBackCard.tsx';
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
  const [rows, setRows] = useState<CheckRow[]>([]);
  const [scanned, setScanned] = useState('');
  const pick = selected.length === 1 ? selected[0] : rows[0];
  // Stable: the table keeps the page's rows here, so the next pick in walking order is known.
  const keepRows = useCallback(async (page: CheckRow[]) => {
    setRows(page);
    return page;
  }, []);

  const choose = (chosen: CheckRow[]) => {
    setSelected(chosen);
    setScan({ cellNo: '', item: '', qty: chosen.length === 1 ? String(chosen[0].qty) : '' });
  };
  const confirm = (cellNo: string, item: string) =>
    call('IOutPickService', 'confirm', { allocationId: pick!.id, cellNo, scan: item, qty: scan.qty.trim() || undefined }, { requestId: crypto.randomUUID() }).then(() => {
      message.success(t('outbound.picked', { itemNo: pick!.itemNo }));
      choose([]);
      setReloads((n) => n + 1);
    }, () => undefined);
  // One field for the scanner: the cell, then the item, which confirms the pick.
  const onScan = () => {
    const value = scanned.trim();
    setScanned('');
    if (!pick || !value) return;
    if (!scan.cellNo) {
      if (value === pick.cellNo) setScan({ ...scan, cellNo: value });
      else message.error(t('outbound.wrongCell', { cellNo: value, expected: pick.cellNo }));
      return;
    }
    setScan({ ...scan, item: value });
    void confirm(scan.cellNo, value);
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
          </Space>
        </div>
        <CheckTable list={PICKS} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={choose} complete={keepRows} testId="picking-table" />
      </Card>
      <PutBackCard menu={menu} reloads={reloads} />
      {!byWave && <ReplenishCard menu={menu} />}
    </div>
  );
}
