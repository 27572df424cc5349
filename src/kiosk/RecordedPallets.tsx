/**
 * The pallets recorded so far for a truck (ReceivingState.pallets), each with the quantity counted
 * on it, its outcome and Correct: after a confirmation ("forget this record?") the record is
 * forgotten (IKioskService/undoPallet, by the flow) and the pallet opens again to be recorded as it
 * really is.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingState } from '../shared/yard.ts';

export function RecordedPallets({ pallets, busy, onCorrect }: { pallets: ReceivingState['pallets']; busy: boolean; onCorrect: (sscc: string) => void }) {
  const { t } = useTranslation('kiosk');
  const [asking, setAsking] = useState<string | null>(null);
  if (pallets.length === 0) return null;
  return (
    <table className="kiosk-lines" data-testid="recorded-pallets">
      <tbody>
        {pallets.map((pallet) => (
          <tr key={pallet.sscc}>
            <td>{pallet.sscc}</td>
            <td>{t('receiving.palletCounted', { qty: pallet.counted })}</td>
            <td>{pallet.outcome === 'ok' ? t('receiving.asExpected') : t(`receiving.outcome.${pallet.outcome}`)}</td>
            <td>
              {asking === pallet.sscc ? (
                <div className="kiosk-actions" role="alertdialog" aria-label={t('receiving.correctAsk', { sscc: pallet.sscc })}>
                  <span>{t('receiving.correctAsk', { sscc: pallet.sscc })}</span>
                  <button type="button" className="kiosk-button" onClick={() => setAsking(null)}>{t('receiving.keep')}</button>
                  <button type="button" className="kiosk-button kiosk-primary" disabled={busy} onClick={() => { setAsking(null); onCorrect(pallet.sscc); }}>{t('receiving.forget')}</button>
                </div>
              ) : (
                <button type="button" className="kiosk-button" disabled={busy} onClick={() => setAsking(pallet.sscc)}>{t('receiving.correct')}</button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
