/**
 * Put-back tasks on the picking page (issue 25 part 2; src/server/outbound/put-back.ts): goods
 * picked for a notice whose allocation was then cancelled, waiting at the staging cell
 * (IOutPutbackService list). The picker selects one, scans the target cell (the proposed cell is
 * filled in) and the item, and confirms (isCheck) with a fresh client request id: the goods move
 * into the cell through the ledger. Refusals (wrong item, not a storage cell) are shown by request.ts.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const TASKS: ListCall = ['IOutPutbackService', 'list'];
const COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'cellNo' }, { field: 'itemNo' }, { field: 'itemName' }, { field: 'lotNo' }, { field: 'qty', kind: 'qty' }, { field: 'proposedCellNo' },
];
const NO_CONDITION = {};

export function PutBackCard({ menu, reloads: outer }: { menu: MenuNode; reloads: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [scan, setScan] = useState({ cellNo: '', item: '' });
  const task = selected.length === 1 ? selected[0] : undefined;

  const choose = (rows: CheckRow[]) => {
    setSelected(rows);
    setScan({ cellNo: rows.length === 1 ? String(rows[0].proposedCellNo ?? '') : '', item: '' });
  };
  const confirm = () =>
    call('IOutPutbackService', 'confirm', { allocationId: task!.id, cellNo: scan.cellNo.trim(), scan: scan.item.trim() }, { requestId: crypto.randomUUID() }).then(() => {
      message.success(t('outbound.putBackDone', { itemNo: task!.itemNo, cellNo: scan.cellNo.trim() }));
      choose([]);
      setReloads((n) => n + 1);
    }, () => undefined);

  const ready = task !== undefined && menu.permissions.isCheck === true && scan.cellNo.trim() !== '' && scan.item.trim() !== '';
  return (
    <Card variant="borderless" className="wms-table-card" title={t('outbound.putBacks')} data-testid="put-back-card">
      <div className="wms-toolbar">
        <Space wrap>
          <Input aria-label={t('outbound.putBackCell')} placeholder={t('outbound.putBackCell')} value={scan.cellNo} disabled={!task} onChange={(e) => setScan({ ...scan, cellNo: e.target.value })} data-testid="put-back-cell" />
          <Input aria-label={t('outbound.scanItem')} placeholder={t('outbound.scanItem')} value={scan.item} disabled={!task} onChange={(e) => setScan({ ...scan, item: e.target.value })} onPressEnter={() => ready && confirm()} data-testid="put-back-item" />
          <Button type="primary" disabled={!ready} onClick={confirm} data-testid="put-back-confirm">
            {t('outbound.putBack')}
          </Button>
        </Space>
      </div>
      <CheckTable list={TASKS} columns={COLUMNS} condition={NO_CONDITION} reloads={reloads + outer} selected={selected} onSelect={choose} testId="put-back-table" />
    </Card>
  );
}
