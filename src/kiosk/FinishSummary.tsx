/**
 * The check before Finish receiving (issue 24, record 0911): per ASN line the quantity declared
 * (still open), what the recorded pallets counted and the result (as expected, short, over,
 * damaged; an item found that the ASN does not hold says so), from ReceivingState.lines. One tap
 * on Confirm posts (IKioskService/finishReceiving, by the flow), one on Back returns to the pallets.
 */
import { useTranslation } from 'react-i18next';
import type { ReceivingLine, ReceivingState } from '../shared/yard.ts';

/** The result of a line in words: damaged, short or over quantities, else as expected. */
function useResult() {
  const { t } = useTranslation('kiosk');
  return (line: ReceivingLine): string => {
    const difference = Number(line.difference);
    const parts = [
      ...(line.lineNo === null ? [t('receiving.summary.notOnAsn')] : []),
      ...(difference < 0 ? [t('receiving.summary.short', { qty: line.difference.slice(1) })] : []),
      ...(difference > 0 && line.lineNo !== null ? [t('receiving.summary.over', { qty: line.difference })] : []),
      ...(Number(line.damaged) > 0 ? [t('receiving.summary.damaged', { qty: line.damaged })] : []),
    ];
    return parts.length ? parts.join(', ') : t('receiving.asExpected');
  };
}

export function FinishSummary({ truck, busy, onBack, onConfirm }: { truck: ReceivingState; busy: boolean; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('kiosk');
  const result = useResult();
  return (
    <section className="kiosk-step" role="alertdialog" aria-label={t('receiving.summary.title')}>
      <h1>{t('receiving.summary.title')}</h1>
      <p className="kiosk-hint">{t('receiving.summary.hint')}</p>
      <table className="kiosk-lines" data-testid="finish-summary">
        <thead>
          <tr><th>{t('receiving.item')}</th><th>{t('receiving.summary.declared')}</th><th>{t('receiving.summary.counted')}</th><th>{t('receiving.summary.result')}</th></tr>
        </thead>
        <tbody>
          {truck.lines.map((line) => (
            <tr key={`${line.lineNo ?? 'found'}-${line.itemNo}`}>
              <td>{line.itemNo}</td>
              <td>{line.declared} {line.unitNo}</td>
              <td>{line.counted} {line.unitNo}</td>
              <td>{result(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button" onClick={onBack}>{t('back')}</button>
        <button type="button" className="kiosk-button kiosk-primary" disabled={busy} onClick={onConfirm}>{t('receiving.summary.confirm')}</button>
      </div>
    </section>
  );
}
