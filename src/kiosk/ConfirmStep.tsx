/** Step 2: the driver confirms the supplier, expected pallets and appointment (its time in the warehouse's zone) of the ASN found. */
import { useTranslation } from 'react-i18next';
import { zonedHourMinute } from '../shared/door-hours.ts';
import type { AsnAtGate } from '../shared/yard.ts';

export function ConfirmStep({ asn, onYes, onNo }: { asn: AsnAtGate; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('kiosk');
  const slot = asn.appointment ? zonedHourMinute(asn.appointment.slotStart, asn.timeZone) : null;
  return (
    <section className="kiosk-step">
      <h1>{t('confirm.title')}</h1>
      <dl className="kiosk-facts" data-testid="asn-facts">
        <dt>ASN</dt><dd>{asn.asnNo}</dd>
        <dt>{t('confirm.supplier')}</dt><dd>{asn.supplierName}</dd>
        <dt>{t('confirm.pallets')}</dt><dd>{asn.expectedPallets}</dd>
        <dt>{t('confirm.appointment')}</dt><dd>{slot ? `${slot} · ${asn.appointment!.doorNo}` : t('confirm.none')}</dd>
      </dl>
      <p className="kiosk-note">{t(`confirm.arrival.${asn.arrival}`)}</p>
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button" onClick={onNo}>{t('confirm.no')}</button>
        <button type="button" className="kiosk-button kiosk-primary" onClick={onYes}>{t('confirm.yes')}</button>
      </div>
    </section>
  );
}
