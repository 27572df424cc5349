/**
 * One pallet at the dock: its expected lines; confirm as expected in one tap, or choose a
 * discrepancy (short, over, damaged, wrong item), count it and take a photo, then record it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PALLET_OUTCOMES, type PalletAtDock, type PalletOutcome } from '../shared/yard.ts';
import { PhotoCapture } from './PhotoCapture.tsx';

export type PalletResult = { outcome: PalletOutcome; countedQty?: string; photo?: string };

export function PalletStep({ pallet, busy, onRecord, onBack }: { pallet: PalletAtDock; busy: boolean; onRecord: (result: PalletResult) => void; onBack: () => void }) {
  const { t } = useTranslation('kiosk');
  const [outcome, setOutcome] = useState<Exclude<PalletOutcome, 'ok'> | null>(null);
  const [countedQty, setCountedQty] = useState('');
  const [photo, setPhoto] = useState<string | undefined>();
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
      {outcome === null ? (
        <>
          <button type="button" className="kiosk-button kiosk-primary" disabled={busy} onClick={() => onRecord({ outcome: 'ok' })}>{t('receiving.ok')}</button>
          <div className="kiosk-actions">
            {PALLET_OUTCOMES.filter((o) => o !== 'ok').map((o) => (
              <button key={o} type="button" className="kiosk-button" onClick={() => setOutcome(o as Exclude<PalletOutcome, 'ok'>)}>{t(`receiving.outcome.${o}`)}</button>
            ))}
          </div>
          <button type="button" className="kiosk-button" onClick={onBack}>{t('back')}</button>
        </>
      ) : (
        <>
          <h2>{t(`receiving.outcome.${outcome}`)}</h2>
          <label className="kiosk-field">
            <span>{t('receiving.counted')}</span>
            <input className="kiosk-input" data-testid="counted-qty" inputMode="decimal" value={countedQty} onChange={(e) => setCountedQty(e.target.value.trim())} />
          </label>
          <PhotoCapture photo={photo} onPhoto={setPhoto} />
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" onClick={() => setOutcome(null)}>{t('back')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || (outcome === 'damaged' && !photo)}
              onClick={() => onRecord({ outcome, countedQty: countedQty || undefined, photo })}>{t('receiving.record')}</button>
          </div>
        </>
      )}
    </section>
  );
}
