/** Step 2: the driver confirms the supplier, expected pallets and appointment of the ASN found. */
import { useTranslation } from 'react-i18next';
import type { AsnAtGate } from '../shared/yard.ts';

export function ConfirmStep({ asn, onYes, onNo }: { asn: AsnAtGate; onYes: () => void; onNo: () => void }) {
  const { t, i18n } = useTranslation('kiosk');
  const slot = asn.appointment ? new Date(asn.appointment.slotStart).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) : null;
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
