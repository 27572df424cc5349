/**
 * Receive on the handheld (issue 28 "Receive"; record 0930): the dock kiosk's receiving on a
 * 360x640 handheld, through the dock's own calls (IKioskService findTruck, trucksAtDoors,
 * scanPallet, confirmPallet, finishReceiving; src/server/yard/receiving.ts), so a receiver does on
 * the floor what the dock does at the door, with no handheld-only server logic:
 *
 * 1. the truck: tap one of the trucks at the doors, or scan its ASN number, plate or the SSCC of
 *    any of its pallets (bare, as printed "(00) …" or raw GS1: the server reads it with the shared
 *    GS1 parser); a scanned SSCC also opens that pallet;
 * 2. pallets: scan each pallet's SSCC: its expected lines (PalletCount.tsx), As expected, a
 *    discrepancy (short, over, damaged with its reason) with the counted quantities, or the lines
 *    counted by scanning the items' GS1 labels (GTIN and count); each record
 *    goes through the offline queue (the dock's Request-Id replay makes it post once); a wrong
 *    item (the item number found and its quantity) as on the dock; a recorded pallet can be undone
 *    (undoPallet) before Finish, to be scanned and recorded again;
 * 3. Finish receiving: the server posts what was counted (stock = counted) and closes the truck.
 * Refusals (unknown pallet, pallet of another ASN, over the tolerance) show the server's message
 * with the bad-scan signal. Without a truck at a door, "An arrival note or notice" on the first
 * step receives a document by scan (DocumentReceive.tsx, record 0932).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInView, PalletAtDock, ReceivingState } from '../../../shared/yard.ts';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, Notice, Screen } from '../../ui.tsx';
import { confirmWith } from '../flow-calls.ts';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';
import { DocumentReceive } from './DocumentReceive.tsx';
import { PalletCount, type Counted } from './PalletCount.tsx';

type Step = { step: 'truck' } | { step: 'document' } | { step: 'pallets'; truck: ReceivingState } | { step: 'pallet'; truck: ReceivingState; pallet: PalletAtDock } | { step: 'done'; truck: ReceivingState };
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;
const DOCK = 'IKioskService';

/** The quantity counted on a pallet as the dock lists it (the expected quantities when it was as expected), for a record still in the offline queue. */
function countedTotal(pallet: PalletAtDock, counted: Counted): string {
  if (counted.outcome === 'wrongItem') return counted.countedQty;
  const quantities = counted.outcome === 'ok' ? pallet.lines.map((line) => line.qty) : counted.counted.map((line) => line.qty);
  return String(quantities.reduce((sum, qty) => sum + Number(qty), 0));
}

export default function ReceiveFlow({ menu, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('receive');
  const [state, setState] = useState<Step>({ step: 'truck' });
  const [trucks, setTrucks] = useState<CheckInView[]>([]);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const bad = (text: string) => {
    scanner.bad();
    setMessage({ kind: 'bad', text });
  };
  /** Runs a read; a refusal or a lost network is said with the bad-scan signal. */
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      bad(error instanceof PdaRefusal ? error.message : t('common.needsNetwork', { ns: 'pda' }));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (state.step !== 'truck') return;
    pdaCall<CheckInView[]>(DOCK, 'trucksAtDoors', { warehouseNo: warehouse.warehouseNo }).then(setTrucks, () => setTrucks([]));
  }, [state.step, warehouse.warehouseNo]);

  const openPallet = async (truck: ReceivingState, sscc: string) => {
    const pallet = await pdaCall<PalletAtDock>(DOCK, 'scanPallet', { checkInId: truck.checkIn.id, sscc });
    if (pallet.outcome) return bad(t('alreadyRecorded', { sscc: pallet.sscc, outcome: t(`outcome.${pallet.outcome}`) }));
    scanner.good();
    setMessage(null);
    setState({ step: 'pallet', truck, pallet });
  };
  const findTruck = (code: string, sscc?: string) => attempt(async () => {
    const truck = await pdaCall<ReceivingState>(DOCK, 'findTruck', { warehouseNo: warehouse.warehouseNo, code });
    setState({ step: 'pallets', truck });
    if (sscc) return openPallet(truck, code);
    scanner.good();
    setMessage(null);
  });
  const record = async (truck: ReceivingState, pallet: PalletAtDock, counted: Counted) => {
    setBusy(true);
    const result = await confirmWith<ReceivingState>(queue, scanner, {
      service: DOCK, method: 'confirmPallet', body: { checkInId: truck.checkIn.id, sscc: pallet.sscc, ...counted }, flow: menu.url, label: t('label', { sscc: pallet.sscc, asnNo: truck.checkIn.asnNo }),
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    const outcome = t(`outcome.${counted.outcome}`);
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('recorded', { sscc: pallet.sscc, outcome }) });
    const next = result.outcome === 'sent' ? result.data : { ...truck, scanned: truck.scanned + 1, pallets: [...truck.pallets, { sscc: pallet.sscc, outcome: counted.outcome, counted: countedTotal(pallet, counted) }] };
    setState({ step: 'pallets', truck: next });
  };
  const undo = async (truck: ReceivingState, sscc: string) => {
    setBusy(true);
    const result = await confirmWith<ReceivingState>(queue, scanner, {
      service: DOCK, method: 'undoPallet', body: { checkInId: truck.checkIn.id, sscc }, flow: menu.url, label: t('undoLabel', { sscc, asnNo: truck.checkIn.asnNo }),
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('undone', { sscc }) });
    const next = result.outcome === 'sent' ? result.data : { ...truck, scanned: truck.scanned - 1, pallets: truck.pallets.filter((p) => p.sscc !== sscc) };
    setState({ step: 'pallets', truck: next });
  };
  const finish = async (truck: ReceivingState) => {
    setBusy(true);
    const result = await confirmWith<ReceivingState>(queue, scanner, {
      service: DOCK, method: 'finishReceiving', body: { checkInId: truck.checkIn.id }, flow: menu.url, label: t('finishLabel', { asnNo: truck.checkIn.asnNo }),
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : null);
    setState({ step: 'done', truck: result.outcome === 'sent' ? result.data : truck });
  };

  useScans(scanner, (scan) => {
    if (busy || state.step === 'pallet' || state.step === 'done' || state.step === 'document') return;
    if (scan.gs1Error) return bad(t('scan.badCheckDigit', { ns: 'pda', ai: scan.gs1Error.ai }));
    if (state.step === 'truck') return void findTruck(scan.text, scan.gs1?.sscc);
    const truck = state.truck;
    void attempt(() => openPallet(truck, scan.text));
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  const back = t('common.back', { ns: 'pda' });
  if (state.step === 'truck') {
    return (
      <Screen title={t('truckTitle')} onBack={nav.home} backLabel={t('common.home', { ns: 'pda' })} testId="receive-truck">
        {notice}
        <ScanField scanner={scanner} label={t('scanTruck')} />
        <Button onClick={() => { setMessage(null); setState({ step: 'document' }); }} testId="receive-by-document">{t('doc.open')}</Button>
        <p>{trucks.length ? t('atDoors') : t('noTrucks')}</p>
        <div className="pda-list">
          {trucks.map((truck) => (
            <button key={truck.id} type="button" className="pda-button pda-task" data-testid={`truck-${truck.asnNo}`} disabled={busy} onClick={() => void findTruck(truck.asnNo)}>
              <span>{truck.asnNo}</span>
              <small>{t('truck', { doorNo: truck.doorNo, plateNo: truck.plateNo ?? '', supplier: truck.supplierName })}</small>
            </button>
          ))}
        </div>
      </Screen>
    );
  }
  if (state.step === 'document') return <DocumentReceive menu={menu} scanner={scanner} queue={queue} onBack={() => setState({ step: 'truck' })} />;
  if (state.step === 'pallet') {
    const { truck, pallet } = state;
    return <PalletCount pallet={pallet} scanner={scanner} busy={busy} onBack={() => setState({ step: 'pallets', truck })} onRecord={(counted) => void record(truck, pallet, counted)} />;
  }
  const { truck } = state;
  const progress = (
    <Facts rows={[
      [t('asn'), truck.checkIn.asnNo, 'receive-asn'],
      [t('pallets'), t('progress', { scanned: truck.scanned, expected: truck.expectedPallets }), 'receive-progress'],
      [t('discrepancies'), String(truck.discrepancies), 'receive-discrepancies'],
    ]} />
  );
  if (state.step === 'done') {
    return (
      <Screen title={t('doneTitle')} onBack={nav.home} backLabel={t('common.home', { ns: 'pda' })} testId="receive-done"
        actions={<Button primary onClick={() => setState({ step: 'truck' })} testId="receive-next-truck">{t('nextTruck')}</Button>}>
        {notice}
        <Notice kind="good">{t('done', { asnNo: truck.checkIn.asnNo })}</Notice>
        {progress}
      </Screen>
    );
  }
  return (
    <Screen title={t('palletsTitle', { asnNo: truck.checkIn.asnNo })} onBack={() => setState({ step: 'truck' })} backLabel={back} testId="receive-pallets"
      actions={<Button primary disabled={busy || truck.scanned === 0} onClick={() => void finish(truck)} testId="receive-finish">{t('finish')}</Button>}>
      {notice}
      {progress}
      <ScanField scanner={scanner} label={t('scanPallet')} />
      <div className="pda-list" data-testid="receive-recorded">
        {truck.pallets.map((p) => (
          <div key={p.sscc}>
            <p>{p.sscc} · {t(`outcome.${p.outcome}`)}</p>
            <Button disabled={busy} onClick={() => void undo(truck, p.sscc)} testId={`undo-${p.sscc}`}>{t('undo')}</Button>
          </div>
        ))}
      </div>
    </Screen>
  );
}
