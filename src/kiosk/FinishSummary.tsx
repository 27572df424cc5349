/**
 * The check before Finish receiving (issue 24, record 0911): per ASN line the quantity declared
 * (still open), what the recorded pallets counted, and each separately: short (the sum of the
 * pallets' shortfalls), over (the sum of their excesses) and damaged, so a short and an over pallet
 * of one line never net to nothing (walk 12-24); an item found that the ASN does not hold says so.
 * From ReceivingState.lines. One tap on Confirm posts (IKioskService/finishReceiving, by the
 * flow), one on Back returns to the pallets.
 */
import { useTranslation } from 'react-i18next';
import type { ReceivingLine, ReceivingState } from '../shared/yard.ts';

/** A quantity with its unit, or a dash for none. */
const quantity = (qty: string, unitNo: string) => (Number(qty) === 0 ? '–' : `${qty} ${unitNo}`.trim());

export function FinishSummary({ truck, busy, onBack, onConfirm }: { truck: ReceivingState; busy: boolean; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('kiosk');
  const columns: (keyof ReceivingLine)[] = ['short', 'over', 'damaged'];
  return (
    <section className="kiosk-step" role="alertdialog" aria-label={t('receiving.summary.title')}>
      <h1>{t('receiving.summary.title')}</h1>
      <p className="kiosk-hint">{t('receiving.summary.hint')}</p>
      <table className="kiosk-lines" data-testid="finish-summary">
        <thead>
          <tr>
            <th>{t('receiving.item')}</th><th>{t('receiving.summary.declared')}</th><th>{t('receiving.summary.counted')}</th>
            {columns.map((column) => <th key={column}>{t(`receiving.summary.${column}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {truck.lines.map((line) => (
            <tr key={`${line.lineNo ?? 'found'}-${line.itemNo}`}>
              <td>{line.itemNo}{line.lineNo === null && <div className="kiosk-note">{t('receiving.summary.notOnAsn')}</div>}</td>
              <td>{line.declared} {line.unitNo}</td>
              <td>{line.counted} {line.unitNo}</td>
              {columns.map((column) => <td key={column}>{quantity(String(line[column]), line.unitNo)}</td>)}
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
