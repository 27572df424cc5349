/**
 * Pick on the handheld (issue 28 "Pick: my tasks or a wave, walking order, scan cell then item,
 * short pick in place"; console picking 120109 / task-wave calls): the user's picks still open in
 * the warehouse (IOutPickService/list `mine`: notices they pick or nobody picks yet, docs/decisions/1050;
 * in the server's walking order: zone, the cells' pick sequence, cell), all of them or those of a
 * scanned wave or notice number; then one pick per screen: scan its cell (the right cell starts an
 * unassigned notice: IOutPickService/take; another picker's is dropped with the server's word; a
 * wrong cell is refused on the device and, when online, sent to IOutPickService/scancell, which
 * records it as a wrong-cell pick exception as the console's scan does), then its item (number, label barcode or GS1
 * label: the server judges) to confirm the whole quantity (IOutPickService/confirm { allocationId,
 * cellNo, scan }), or first Short pick to enter the quantity found (confirm with `qty`, the rest
 * re-allocated or left short by the server; 0 found is sent at once with the item's number as the
 * scan, record 1040). Confirmations go through the offline queue, so picking goes on without
 * network and each pick is sent once later.
 */
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, Notice, Screen } from '../../ui.tsx';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { confirmWith, listRows } from '../flow-calls.ts';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';

type Pick = { id: number; outNoticeNo: string; pickerNo: string | null; cellNo: string; itemNo: string; itemName: string | null; lotNo: string; qty: string };
type Step = 'source' | 'cell' | 'item' | 'short';
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;
const PICK = 'IOutPickService';

export default function PickFlow({ menu, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('pick');
  const [picks, setPicks] = useState<Pick[]>([]);
  const [done, setDone] = useState(0);
  const [step, setStep] = useState<Step>('source');
  const [shortQty, setShortQty] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const pick = picks[0];
  const total = picks.length + done;

  const load = async (condition: Record<string, string>) => {
    const rows = await listRows<Pick>(PICK, 'list', { warehouseNo: warehouse.warehouseNo, mine: '1', ...condition });
    setPicks(rows);
    setDone(0);
    setStep('cell');
    return rows.length;
  };
  const loadScanned = async (code: string) => {
    const found = (await load({ waveNo: code })) || (await load({ outNoticeNo: code }));
    if (found) return scanner.good();
    scanner.bad();
    setStep('source');
    setMessage({ kind: 'bad', text: t('unknownSource', { code }) });
  };

  /** Confirms the pick with `scan`; `found` (a short pick) is the quantity found, '0' when none (sent with the item's number as its scan). */
  const confirm = async (scan: string, found = shortQty) => {
    if (!pick || busy) return;
    setBusy(true);
    const none = found !== null && new Decimal(found).isZero();
    const facts = { itemNo: pick.itemNo, qty: found ?? pick.qty, cellNo: pick.cellNo, outNoticeNo: pick.outNoticeNo, reserved: pick.qty };
    const result = await confirmWith(queue, scanner, {
      service: PICK, method: 'confirm', body: { allocationId: pick.id, cellNo: pick.cellNo, scan, ...(found !== null ? { qty: found } : {}) }, flow: menu.url, label: t('label', facts), undo: t(none ? 'noneUndo' : 'putBack', facts),
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t(none ? 'pickedNone' : 'picked', facts) });
    setPicks((rest) => rest.slice(1));
    setDone((n) => n + 1);
    setShortQty(null);
    setStep('cell');
  };

  // The right cell starts the pick's notice: an unassigned one becomes the picker's (take); one another
  // picker took meanwhile leaves the list with its picks. Offline the confirm takes it when sent.
  const start = async (first: Pick) => {
    if (first.pickerNo === null) {
      setBusy(true);
      try {
        await pdaCall(PICK, 'take', { allocationId: first.id });
        setPicks((rest) => rest.map((p) => (p.outNoticeNo === first.outNoticeNo ? { ...p, pickerNo: 'me' } : p)));
      } catch (error) {
        if (error instanceof PdaRefusal) {
          setBusy(false);
          scanner.bad();
          setPicks((rest) => rest.filter((p) => p.outNoticeNo !== first.outNoticeNo));
          return setMessage({ kind: 'bad', text: error.message });
        }
      }
      setBusy(false);
    }
    scanner.good();
    setMessage(null);
    setStep('item');
  };

  useScans(scanner, (scan) => {
    if (busy) return;
    if (scan.gs1Error) {
      scanner.bad();
      return setMessage({ kind: 'bad', text: t('scan.badCheckDigit', { ns: 'pda', ai: scan.gs1Error.ai }) });
    }
    if (step === 'source') return void loadScanned(scan.text);
    if (!pick || step === 'short') return;
    if (step === 'cell') {
      if (scan.text !== pick.cellNo) {
        // Recorded on the server (its refusal is the expected answer); offline the device's word stands alone.
        pdaCall(PICK, 'scancell', { allocationId: pick.id, cellNo: scan.text }).catch(() => undefined);
        scanner.bad();
        return setMessage({ kind: 'bad', text: t('wrongCell', { scanned: scan.text, cellNo: pick.cellNo }) });
      }
      return void start(pick);
    }
    void confirm(scan.text);
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  const home = t('common.home', { ns: 'pda' });
  if (step === 'source') {
    return (
      <Screen title={t('source')} onBack={nav.home} backLabel={home} testId="pick-source">
        {notice}
        <Button primary onClick={() => void load({})} testId="pick-all">{t('all')}</Button>
        <ScanField scanner={scanner} label={t('scanSource')} />
      </Screen>
    );
  }
  if (!pick) {
    return (
      <Screen title={t('allDone')} onBack={nav.home} backLabel={home} testId="pick-done" actions={<Button primary onClick={() => setStep('source')}>{t('again')}</Button>}>
        {notice}
        <Notice kind="good">{total > 0 ? t('allDone') : t('none')}</Notice>
      </Screen>
    );
  }
  const facts = (
    <Facts rows={[
      [t('cell'), pick.cellNo, 'pick-cell'],
      [t('item'), pick.itemNo, 'pick-item'],
      [t('qty'), shortQty ? `${shortQty} / ${pick.qty}` : pick.qty, 'pick-qty'],
      ...(pick.itemName ? [[t('name'), pick.itemName] as [string, string]] : []),
      ...(pick.lotNo ? [[t('lot'), pick.lotNo] as [string, string]] : []),
      [t('notice'), pick.outNoticeNo],
    ]} />
  );
  const title = t('progress', { n: done + 1, count: total });
  if (step === 'short') {
    const valid = /^\d+(\.\d+)?$/.test(typed) && new Decimal(typed).lt(pick.qty);
    const apply = () => {
      if (!valid) return setMessage({ kind: 'bad', text: t('shortBad', { qty: pick.qty }) });
      // None found: nothing to scan, the short pick of 0 is sent at once (the server re-allocates the pick, record 1040).
      if (new Decimal(typed).isZero()) return void confirm(pick.itemNo, '0');
      setShortQty(new Decimal(typed).toFixed());
      setMessage({ kind: 'info', text: t('shortSet', { found: typed, qty: pick.qty }) });
      setStep('item');
    };
    return (
      <Screen title={t('shortTitle')} onBack={() => setStep('item')} backLabel={t('common.back', { ns: 'pda' })} testId="pick-short"
        actions={<><Button primary onClick={apply} testId="short-apply">{t('common.next', { ns: 'pda' })}</Button><Button onClick={() => setStep('item')}>{t('common.cancel', { ns: 'pda' })}</Button></>}>
        {notice}
        <p>{t('shortHint', { qty: pick.qty })}</p>
        <label className="pda-field">
          <span>{t('shortQty')}</span>
          <input className="pda-input" inputMode="decimal" data-testid="short-qty" value={typed} onChange={(e) => setTyped(e.target.value.trim())} onKeyDown={(e) => e.key === 'Enter' && apply()} />
        </label>
      </Screen>
    );
  }
  return (
    <Screen title={title} onBack={() => setStep('source')} backLabel={t('common.back', { ns: 'pda' })} testId={`pick-step-${step}`}
      actions={step === 'item' ? <Button onClick={() => { setTyped(''); setMessage(null); setStep('short'); }} testId="pick-short-open">{t('short')}</Button> : undefined}>
      {notice}
      {facts}
      <ScanField scanner={scanner} label={step === 'cell' ? t('scanCell') : t('scanItem')} />
    </Screen>
  );
}
