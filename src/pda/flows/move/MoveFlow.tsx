/**
 * Move on the handheld (issue 28 "Move: scan from cell, item/container, to cell"; console SM.Stock
 * transfer 130106, IInvTransferService): scan the cell to move from (its balances, stock-lookup.ts;
 * a cell whose stock a count plan froze says so, naming the plan),
 * scan or tap the item or container, type the quantity (at most what is available), scan the cell to
 * move to. The move is a cell-to-cell transfer (transferType 3) added, submitted and completed as the
 * console does, sent as one queued confirmation (offline-queue.ts `then`): without network it waits
 * on the device and is sent once later; the server's rules (cell, status, quantity) still judge it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkDown } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, isQtyUpTo, Notice, QtyField, Screen } from '../../ui.tsx';
import { confirmWith } from '../flow-calls.ts';
import type { FlowProps } from '../flow-types.ts';
import { countPlanOf, stockBy, type StockRow } from '../stock-lookup.ts';
import { useScans } from '../use-scans.ts';

type Step = 'from' | 'what' | 'qty' | 'to';
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;
const TRANSFER = 'IInvTransferService';
const CELL_TO_CELL = '3';

export default function MoveFlow({ menu, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('move');
  const [step, setStep] = useState<Step>('from');
  const [rows, setRows] = useState<StockRow[]>([]);
  const [row, setRow] = useState<StockRow | null>(null);
  const [qty, setQty] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const from = rows[0]?.cellNo ?? '';
  const bad = (text: string) => {
    scanner.bad();
    setMessage({ kind: 'bad', text });
  };

  const choose = (chosen: StockRow) => {
    setRow(chosen);
    setQty(chosen.available ?? '0');
    setMessage(null);
    setStep('qty');
  };
  const scanFrom = async (cellNo: string) => {
    const all = await stockBy(warehouse.warehouseNo, 'cellNo', cellNo);
    const found = all.filter((r) => Number(r.available) > 0);
    if (found.length === 0) {
      const checkNo = countPlanOf(all);
      return bad(checkNo ? t('frozenByCount', { cellNo, checkNo }) : t('emptyCell', { cellNo }));
    }
    scanner.good();
    setRows(found);
    setMessage(null);
    setStep('what');
  };
  const move = async (toCellNo: string) => {
    if (!row || busy) return;
    setBusy(true);
    const facts = { itemNo: row.itemNo, qty, from: row.cellNo, to: toCellNo };
    const result = await confirmWith(queue, scanner, {
      service: TRANSFER, method: 'addinvtransfer', then: ['submitinvtransfer', 'completeinvtransfer'], flow: menu.url, label: t('label', facts),
      body: { orgNo: warehouse.orgNo, warehouseNo: warehouse.warehouseNo, toWarehouseNo: warehouse.warehouseNo, transferType: CELL_TO_CELL, lines: [{ cellNo: row.cellNo, itemNo: row.itemNo, lotNo: row.lotNo, containerNo: row.containerNo, stockStatus: row.stockStatus, toCellNo, qty }] },
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('moved', facts) });
    setRow(null);
    setStep('from');
  };

  useScans(scanner, (scan) => {
    if (busy) return;
    if (step === 'from') {
      return void scanFrom(scan.text).catch((error: unknown) => bad(error instanceof NetworkDown ? t('common.needsNetwork', { ns: 'pda' }) : String((error as Error).message)));
    }
    if (step === 'what') {
      const code = scan.gs1?.sscc ?? scan.text;
      const matching = rows.filter((r) => r.itemNo === code || r.containerNo === code || r.lotNo === code);
      if (matching.length === 0) return bad(t('notInCell', { code, cellNo: from }));
      scanner.good();
      if (matching.length === 1) return choose(matching[0]);
      return setRows(matching);
    }
    if (step === 'to') {
      if (scan.text === row?.cellNo) return bad(t('sameCell'));
      void move(scan.text);
    }
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  const back = t('common.back', { ns: 'pda' });
  if (step === 'from') {
    return (
      <Screen title={t('fromTitle')} onBack={nav.home} backLabel={t('common.home', { ns: 'pda' })} testId="move-from">
        {notice}
        <ScanField scanner={scanner} label={t('scanFrom')} />
      </Screen>
    );
  }
  if (step === 'what' || !row) {
    return (
      <Screen title={t('whatTitle', { cellNo: from })} onBack={() => setStep('from')} backLabel={back} testId="move-what">
        {notice}
        <ScanField scanner={scanner} label={t('scanWhat')} />
        <div className="pda-list">
          {rows.map((r) => (
            <button key={`${r.itemNo}|${r.lotNo}|${r.containerNo}|${r.stockStatus}`} type="button" className="pda-button pda-task" data-testid={`move-row-${r.itemNo}`} onClick={() => choose(r)}>
              <span>{r.itemNo}{r.itemName ? ` · ${r.itemName}` : ''}</span>
              <small>{[r.lotNo, r.containerNo].filter(Boolean).join(' · ')} {t('available')} {r.available}</small>
            </button>
          ))}
        </div>
      </Screen>
    );
  }
  const facts = (
    <Facts rows={[
      [t('cell'), row.cellNo],
      [t('item'), row.itemNo, 'move-item'],
      ...(row.lotNo ? [[t('lot'), row.lotNo] as [string, string]] : []),
      ...(row.containerNo ? [[t('container'), row.containerNo] as [string, string]] : []),
      [step === 'qty' ? t('available') : t('qty'), step === 'qty' ? row.available : qty, 'move-qty'],
    ]} />
  );
  if (step === 'qty') {
    const next = () => {
      if (!isQtyUpTo(qty, row.available ?? '0')) return setMessage({ kind: 'bad', text: t('qtyBad', { available: row.available }) });
      setMessage(null);
      setStep('to');
    };
    return (
      <Screen title={t('qtyTitle')} onBack={() => setStep('what')} backLabel={back} testId="move-qty-step"
        actions={<Button primary onClick={next} testId="move-qty-next">{t('common.next', { ns: 'pda' })}</Button>}>
        {notice}
        {facts}
        <QtyField label={t('qtyHint', { available: row.available })} value={qty} onChange={setQty} onEnter={next} testId="move-qty-input" />
      </Screen>
    );
  }
  return (
    <Screen title={t('toTitle')} onBack={() => setStep('qty')} backLabel={back} testId="move-to">
      {notice}
      {facts}
      <ScanField scanner={scanner} label={t('scanTo')} />
    </Screen>
  );
}
