/**
 * One scanned pallet of the Receive flow (ReceiveFlow.tsx): its expected lines (item, quantity,
 * unit), then
 * - As expected in one tap;
 * - a discrepancy as on the dock kiosk (short, over, damaged: the counted quantity of each line,
 *   prefilled with the expected one; a damaged pallet its reason from DAMAGE_REASONS);
 * - or the lines counted by scanning the items' GS1 labels (GTIN, the label's count (37) or 1 a
 *   scan; the item's GTIN comes with the pallet's lines): counting starts every line at 0, each
 *   scan adds to its line (a label of no line is refused with the bad-scan signal), and Record
 *   says short, over or as expected by comparing the counts with the expected quantities;
 * - or a wrong item: the item number found on the pallet and its quantity (the dock's wrongItem).
 * A counted line also takes its lot and expiry date, typed or read from the item label's AIs 10
 * and 17 (record 0932), sent as the dock's `lots`.
 * Answers the dock's confirmPallet fields (src/shared/yard.ts confirmPalletInput: outcome,
 * counted [{ lineNo, qty }] in the line's unit, reason; itemNo and countedQty of a wrong item).
 */
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toGtin14 } from '../../../shared/gs1.ts';
import { DAMAGE_REASONS, type DamageReason, type PalletAtDock } from '../../../shared/yard.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import type { Scanner } from '../../scan/scanner.ts';
import { Button, Facts, Notice, QtyField, Screen } from '../../ui.tsx';
import { useScans } from '../use-scans.ts';
import { isDate } from './doc-counts.ts';

type Lots = { lots?: { lineNo: number; lotNo?: string; expiryDate?: string }[] };
export type Counted = ({ outcome: 'ok' } & Lots) | ({ outcome: Discrepancy; counted: { lineNo: number; qty: string }[]; reason?: DamageReason } & Lots) | { outcome: 'wrongItem'; itemNo: string; countedQty: string };
type Discrepancy = 'short' | 'over' | 'damaged';
type Mode = Discrepancy | 'wrongItem' | 'scan';
type Line = PalletAtDock['lines'][number];
const DISCREPANCIES: (Discrepancy | 'wrongItem')[] = ['short', 'over', 'damaged', 'wrongItem'];
/** A counted quantity: 0 or more, at most 5 decimals (the dock's count schema). */
const COUNT = /^\d{1,12}(\.\d{1,5})?$/;

/** Whether two GTINs (8 to 14 digits) name the same trade item; false when either is no GTIN. */
export const sameGtin = (a: string, b: string) => {
  try {
    return toGtin14(a) === toGtin14(b);
  } catch {
    return false;
  }
};
/** The outcome of lines counted by scan: short when any line is below what is expected, else over when any is above, else as expected. */
function scannedOutcome(lines: Line[], counted: { lineNo: number; qty: string }[]): 'ok' | 'short' | 'over' {
  const diff = lines.map((line, i) => new Decimal(counted[i].qty).comparedTo(line.qty));
  return diff.some((d) => d < 0) ? 'short' : diff.some((d) => d > 0) ? 'over' : 'ok';
}

type Props = { pallet: PalletAtDock; scanner: Scanner; busy: boolean; onRecord: (counted: Counted) => void; onBack: () => void };

export function PalletCount({ pallet, scanner, busy, onRecord, onBack }: Props) {
  const { t } = useTranslation('receive');
  const [mode, setMode] = useState<Mode | null>(null);
  const [values, setValues] = useState<Record<number, string>>(() => Object.fromEntries(pallet.lines.map((line) => [line.lineNo, line.qty])));
  const [reason, setReason] = useState<DamageReason | undefined>();
  const [found, setFound] = useState({ itemNo: '', qty: '' });
  const [lots, setLots] = useState<Record<number, { lotNo: string; expiryDate: string }>>({});
  const setLot = (lineNo: number, change: { lotNo?: string; expiryDate?: string }) =>
    setLots((all) => ({ ...all, [lineNo]: { ...(all[lineNo] ?? { lotNo: '', expiryDate: '' }), ...change } }));
  const [message, setMessage] = useState<{ kind: 'good' | 'bad'; text: string } | null>(null);
  const back = t('common.back', { ns: 'pda' });

  useScans(scanner, (scan) => {
    if (mode !== null && mode !== 'scan') return;
    const gtin = scan.gs1?.gtin;
    const line = gtin ? pallet.lines.find((l) => l.gtin && sameGtin(l.gtin, gtin)) : undefined;
    if (!line) {
      scanner.bad();
      return setMessage({ kind: 'bad', text: t('notOnPallet', { code: scan.text }) });
    }
    scanner.good();
    const add = scan.gs1?.count ?? '1';
    const base = mode === 'scan' ? values : Object.fromEntries(pallet.lines.map((l) => [l.lineNo, '0']));
    const qty = new Decimal(base[line.lineNo] || '0').plus(add).toFixed();
    setValues({ ...base, [line.lineNo]: qty });
    if (scan.gs1?.lot || scan.gs1?.expiry) setLot(line.lineNo, { ...(scan.gs1.lot ? { lotNo: scan.gs1.lot } : {}), ...(scan.gs1.expiry ? { expiryDate: scan.gs1.expiry } : {}) });
    setMode('scan');
    setMessage({ kind: 'good', text: t('countedScan', { itemNo: line.itemNo, qty }) });
  });

  const sscc = <Facts rows={[[t('sscc'), pallet.sscc, 'receive-sscc']]} />;
  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  if (mode === null) {
    return (
      <Screen title={t('palletTitle')} onBack={onBack} backLabel={back} testId="receive-pallet"
        actions={<Button primary disabled={busy} onClick={() => onRecord({ outcome: 'ok' })} testId="receive-ok">{t('asExpected')}</Button>}>
        {notice}
        {sscc}
        <p>{t('expected')}</p>
        <Facts rows={pallet.lines.map((line) => [`${line.itemNo}${line.itemName ? ` · ${line.itemName}` : ''}`, `${line.qty} ${line.unitNo}`, `expected-${line.lineNo}`] as [string, string, string])} />
        <ScanField scanner={scanner} label={t('scanItems')} />
        <div className="pda-list">
          {DISCREPANCIES.map((o) => <Button key={o} onClick={() => setMode(o)} testId={`receive-${o}`}>{t(`outcome.${o}`)}</Button>)}
        </div>
      </Screen>
    );
  }
  const record = () => {
    if (mode === 'wrongItem') {
      if (!found.itemNo || !COUNT.test(found.qty) || new Decimal(found.qty).isZero()) return setMessage({ kind: 'bad', text: t('wrongItemBad') });
      setMessage(null);
      return onRecord({ outcome: 'wrongItem', itemNo: found.itemNo, countedQty: found.qty });
    }
    const counted = pallet.lines.map((line) => ({ lineNo: line.lineNo, qty: (values[line.lineNo] ?? '').trim() }));
    if (counted.some((line) => !COUNT.test(line.qty))) return setMessage({ kind: 'bad', text: t('countBad') });
    if (mode === 'damaged' && !reason) return setMessage({ kind: 'bad', text: t('reasonNeeded') });
    const given = pallet.lines.flatMap(({ lineNo }) => (lots[lineNo]?.lotNo || lots[lineNo]?.expiryDate ? [{ lineNo, ...lots[lineNo] }] : []));
    if (given.some((lot) => lot.expiryDate && !isDate(lot.expiryDate))) return setMessage({ kind: 'bad', text: t('expiryBad') });
    setMessage(null);
    const lotsOut = given.length ? { lots: given.map(({ lineNo, lotNo, expiryDate }) => ({ lineNo, ...(lotNo ? { lotNo } : {}), ...(expiryDate ? { expiryDate } : {}) })) } : {};
    const outcome = mode === 'scan' ? scannedOutcome(pallet.lines, counted) : mode;
    onRecord(outcome === 'ok' ? { outcome, ...lotsOut } : { outcome, counted, ...(outcome === 'damaged' ? { reason } : {}), ...lotsOut });
  };
  return (
    <Screen title={mode === 'scan' ? t('countTitle') : t(`outcome.${mode}`)} onBack={() => setMode(null)} backLabel={back} testId="receive-count"
      actions={<Button primary disabled={busy} onClick={record} testId="receive-record">{t('record')}</Button>}>
      {notice}
      {sscc}
      {mode === 'scan' && <ScanField scanner={scanner} label={t('scanItems')} />}
      {mode === 'wrongItem' && (
        <>
          <label className="pda-field">
            <span>{t('wrongItemNo')}</span>
            <input className="pda-input" autoComplete="off" data-testid="found-item" value={found.itemNo} onChange={(e) => setFound((f) => ({ ...f, itemNo: e.target.value.trim() }))} />
          </label>
          <QtyField label={t('wrongItemQty')} value={found.qty} onChange={(qty) => setFound((f) => ({ ...f, qty }))} onEnter={record} testId="found-qty" />
        </>
      )}
      {mode !== 'wrongItem' && pallet.lines.map((line) => (
        <div key={line.lineNo} className="pda-list">
          <QtyField label={t('counted', { itemNo: line.itemNo, qty: line.qty, unitNo: line.unitNo })} value={values[line.lineNo] ?? ''}
            onChange={(value) => setValues((v) => ({ ...v, [line.lineNo]: value }))} onEnter={record} testId={`counted-${line.lineNo}`} />
          <label className="pda-field">
            <span>{t('doc.lot')}</span>
            <input className="pda-input" autoComplete="off" data-testid={`lot-${line.lineNo}`} value={lots[line.lineNo]?.lotNo ?? ''} onChange={(e) => setLot(line.lineNo, { lotNo: e.target.value.trim() })} />
          </label>
          <label className="pda-field">
            <span>{t('doc.expiry')}</span>
            <input className="pda-input" autoComplete="off" placeholder="YYYY-MM-DD" data-testid={`expiry-${line.lineNo}`} value={lots[line.lineNo]?.expiryDate ?? ''} onChange={(e) => setLot(line.lineNo, { expiryDate: e.target.value.trim() })} />
          </label>
        </div>
      ))}
      {mode === 'damaged' && (
        <div className="pda-list" role="group" aria-label={t('reason')}>
          <p>{t('reason')}</p>
          {DAMAGE_REASONS.map((r) => (
            <Button key={r} primary={reason === r} onClick={() => setReason(r)} testId={`reason-${r}`}>{t(`reasons.${r}`)}</Button>
          ))}
        </div>
      )}
    </Screen>
  );
}
