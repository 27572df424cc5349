/**
 * The check before Finish receiving (issue 24, record 0911): per ASN line the quantity declared
 * (still open), what the recorded pallets counted, and each separately: short (the sum of the
 * pallets' shortfalls), over (the sum of their excesses) and damaged, so a short and an over pallet
 * of one line never net to nothing (walk 12-24); each line names its item (number and name) and,
 * in a row under it, which pallets were short and which over, each with its difference (walk 13-24
 * #6); an item found that the ASN does not hold says so. From ReceivingState.lines. One tap on Confirm posts (IKioskService/finishReceiving, by the
 * flow), one on Back returns to the pallets.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PalletDifference, ReceivingLine, ReceivingState } from '../shared/yard.ts';

/** A quantity with its unit, or a dash for none. */
const quantity = (qty: string, unitNo: string) => (Number(qty) === 0 ? '–' : `${qty} ${unitNo}`.trim());

/** "Short: pallet … 3 EA, pallet … 2 EA" (nothing when no pallet). */
function palletList(label: string, pallets: PalletDifference[], unitNo: string) {
  if (pallets.length === 0) return null;
  return <div>{label} {pallets.map((p) => `${p.sscc} (${`${p.qty} ${unitNo}`.trim()})`).join(', ')}</div>;
}

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
            <Fragment key={`${line.lineNo ?? 'found'}-${line.itemNo}`}>
              <tr data-testid="summary-line">
                <td>{line.itemNo} {line.itemName}{line.lineNo === null && <div className="kiosk-note">{t('receiving.summary.notOnAsn')}</div>}</td>
                <td>{line.declared} {line.unitNo}</td>
                <td>{line.counted} {line.unitNo}</td>
                {columns.map((column) => <td key={column}>{quantity(String(line[column]), line.unitNo)}</td>)}
              </tr>
              {line.shortPallets.length + line.overPallets.length > 0 && (
                <tr className="kiosk-summary-pallets" data-testid="summary-pallets">
                  <td colSpan={3 + columns.length}>
                    {palletList(t('receiving.summary.shortPallets'), line.shortPallets, line.unitNo)}
                    {palletList(t('receiving.summary.overPallets'), line.overPallets, line.unitNo)}
                  </td>
                </tr>
              )}
            </Fragment>
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
