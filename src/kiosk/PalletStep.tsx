/**
 * One pallet at the dock: its expected lines; confirm as expected in one tap, or choose a
 * discrepancy (short, over, damaged, wrong item) and count it: each expected line's counted
 * quantity (prefilled with the expected one), or for a wrong item the item found and its quantity;
 * a damaged pallet needs its reason chosen from DAMAGE_REASONS, with an optional note (the
 * keypad's `text` layout once the note is tapped, or the device's keyboard, as its placeholder
 * says: walk 13-24 #5). Any discrepancy may carry a photo (PhotoCapture: camera or file, none
 * needed), offered for what it is: of the damage on a damaged pallet, of the pallet and its label
 * otherwise (#4). While a photo is sent, Record says Recording… and a line says the photo is being
 * sent and its size (#3). The on-screen keypad edits the field last touched: a count takes digits
 * only, with the decimal point when the line's unit allows decimals; its Clear also clears the
 * error shown (onClearError).
 * Lines with a lot to record show their lot and expiry fields (PalletLots.tsx), sent as `lots`
 * with any outcome; a required expiry date missing keeps the pallet from being recorded.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAMAGE_REASONS, PALLET_OUTCOMES, type DamageReason, type PalletAtDock, type PalletOutcome } from '../shared/yard.ts';
import { Keypad, type KeypadLayout } from './Keypad.tsx';
import { initialLots, lotsInput, lotsMissing, PalletLots } from './PalletLots.tsx';
import { PhotoCapture } from './PhotoCapture.tsx';

export type PalletResult = { outcome: PalletOutcome; counted?: { lineNo: number; qty: string }[]; itemNo?: string; countedQty?: string; photo?: string; reason?: DamageReason; remark?: string; lots?: { lineNo: number; lotNo?: string; expiryDate?: string }[] };
type Discrepancy = Exclude<PalletOutcome, 'ok'>;
/** The keypad's field name of a damaged pallet's note. */
const NOTE = 'note';

type Props = { pallet: PalletAtDock; busy: boolean; onRecord: (result: PalletResult) => void; onBack: () => void; onClearError: () => void };

export function PalletStep({ pallet, busy, onRecord, onBack, onClearError }: Props) {
  const { t } = useTranslation('kiosk');
  const [outcome, setOutcome] = useState<Discrepancy | null>(null);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(pallet.lines.map((line) => [`line-${line.lineNo}`, line.qty])));
  const [active, setActive] = useState(`line-${pallet.lines[0]?.lineNo}`);
  const [photo, setPhoto] = useState<string | undefined>();
  const [reason, setReason] = useState<DamageReason | undefined>();
  const [note, setNote] = useState('');
  const [lots, setLots] = useState(() => initialLots(pallet));
  const lotsOk = !lotsMissing(pallet, lots);
  const withLots = (result: PalletResult): PalletResult => (lotsInput(lots).length ? { ...result, lots: lotsInput(lots) } : result);
  /** The keypad of a field: letters for the item found, letters and space for the note, digits (and the point when the unit allows decimals) for a count. */
  const layoutOf = (field: string): KeypadLayout => {
    if (field === 'found-item') return 'code';
    if (field === NOTE) return 'text';
    const line = pallet.lines.find((l) => `line-${l.lineNo}` === field);
    return line && line.digits === 0 ? 'whole' : 'count';
  };
  const set = (field: string, value: string) => (field === NOTE ? setNote(value.slice(0, 99)) : setValues((v) => ({
    ...v, [field]: field === 'found-item' ? value.toUpperCase() : value.replace(layoutOf(field) === 'whole' ? /\D/g : /[^\d.]/g, ''),
  })));
  const fields = outcome === 'wrongItem'
    ? [['found-item', t('receiving.foundItem')], ['found-qty', t('receiving.counted')]]
    : pallet.lines.map((line) => [`line-${line.lineNo}`, t('receiving.countedLine', { itemNo: line.itemNo, qty: `${line.qty} ${line.unitNo}`.trim() })]);
  const complete = fields.every(([field]) => values[field]?.trim());
  const result = (chosen: Discrepancy): PalletResult => (chosen === 'wrongItem'
    ? { outcome: chosen, itemNo: values['found-item'], countedQty: values['found-qty'], photo }
    : { outcome: chosen, counted: pallet.lines.map((line) => ({ lineNo: line.lineNo, qty: values[`line-${line.lineNo}`] })), photo,
      ...(chosen === 'damaged' ? { reason, remark: note.trim() || undefined } : {}) });
  const choose = (chosen: Discrepancy) => {
    setOutcome(chosen);
    setActive(chosen === 'wrongItem' ? 'found-item' : `line-${pallet.lines[0]?.lineNo}`);
  };
  return (
    <section className="kiosk-step">
      <h1>SSCC {pallet.sscc}</h1>
      <table className="kiosk-lines" data-testid="pallet-lines">
        <thead><tr><th>{t('receiving.item')}</th><th>{t('receiving.qty')}</th></tr></thead>
        <tbody>
          {pallet.lines.map((line) => (
            <tr key={line.lineNo}><td>{line.itemNo} {line.itemName}</td><td>{line.qty} {line.unitNo}</td></tr>
          ))}
        </tbody>
      </table>
      <PalletLots pallet={pallet} lots={lots} onChange={setLots} />
      {outcome === null ? (
        <>
          <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !lotsOk} onClick={() => onRecord(withLots({ outcome: 'ok' }))}>{t('receiving.ok')}</button>
          <div className="kiosk-actions">
            {PALLET_OUTCOMES.filter((o) => o !== 'ok').map((o) => (
              <button key={o} type="button" className="kiosk-button" onClick={() => choose(o as Discrepancy)}>{t(`receiving.outcome.${o}`)}</button>
            ))}
          </div>
          <button type="button" className="kiosk-button" onClick={onBack}>{t('back')}</button>
        </>
      ) : (
        <>
          <h2>{t(`receiving.outcome.${outcome}`)}</h2>
          {fields.map(([field, label]) => (
            <label key={field} className="kiosk-field">
              <span>{label}</span>
              <input className={`kiosk-input${active === field ? ' kiosk-input-active' : ''}`} data-testid={field} inputMode={field === 'found-item' ? 'text' : 'decimal'}
                value={values[field] ?? ''} onFocus={() => setActive(field)} onChange={(e) => set(field, e.target.value.trim())} />
            </label>
          ))}
          <Keypad value={active === NOTE ? note : values[active] ?? ''} onChange={(value) => set(active, value)} layout={layoutOf(active)} onClear={onClearError} />
          {outcome === 'damaged' && (
            <>
              <div className="kiosk-field" role="group" aria-label={t('receiving.reason')} data-testid="damage-reasons">
                <span>{t('receiving.reason')}</span>
                <div className="kiosk-choices">
                  {DAMAGE_REASONS.map((r) => (
                    <button key={r} type="button" aria-pressed={reason === r} className={`kiosk-button${reason === r ? ' kiosk-primary' : ''}`} onClick={() => setReason(r)}>{t(`receiving.reasons.${r}`)}</button>
                  ))}
                </div>
              </div>
              <label className="kiosk-field">
                <span>{t('receiving.note')}</span>
                <input className={`kiosk-input${active === NOTE ? ' kiosk-input-active' : ''}`} data-testid="damage-note" inputMode="text" maxLength={99} value={note}
                  placeholder={t('receiving.noteHint')} onFocus={() => setActive(NOTE)} onChange={(e) => setNote(e.target.value)} />
              </label>
            </>
          )}
          <PhotoCapture photo={photo} onPhoto={setPhoto} hint={t(outcome === 'damaged' ? 'receiving.photoFile' : 'receiving.photoPallet')} />
          {busy && photo && <p className="kiosk-note" role="status" data-testid="photo-sending">{t('receiving.sending', { size: Math.ceil((photo.length * 3) / 4 / 1024) })}</p>}
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" onClick={() => setOutcome(null)}>{t('back')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !complete || !lotsOk || (outcome === 'damaged' && !reason)}
              aria-busy={busy} onClick={() => onRecord(withLots(result(outcome)))}>{t(busy ? 'receiving.recording' : 'receiving.record')}</button>
          </div>
        </>
      )}
    </section>
  );
}
