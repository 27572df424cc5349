/**
 * Step 3: the driver's name, phone and plate, prefilled from the ASN when the supplier gave them
 * (confirm in one tap, or correct). The name is typed with the device's own keyboard and input
 * method (CJK names); phone and plate get the large keypad (a phone pad with "+", the plate pad
 * with the province characters of Chinese plates), which edits the field last touched; the hint to
 * type the name with the device's keyboard shows only while the name field has the focus. Check in
 * waits for a phone the server takes (DRIVER_PHONE_PATTERN), saying why under the fields.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVER_PHONE_PATTERN, type DriverDetails } from '../shared/yard.ts';
import { Keypad } from './Keypad.tsx';

const FIELDS = [['driverName', 'name'], ['driverPhone', 'phone'], ['plateNo', 'plate']] as const;

export function DriverStep({ busy, initial, onSubmit, onBack }: { busy: boolean; initial: DriverDetails; onSubmit: (driver: DriverDetails) => void; onBack: () => void }) {
  const { t } = useTranslation('kiosk');
  const [driver, setDriver] = useState(initial);
  const firstEmpty = FIELDS.find(([field]) => !initial[field].trim())?.[0];
  const [active, setActive] = useState<keyof DriverDetails>(firstEmpty ?? 'driverName');
  const [nameFocused, setNameFocused] = useState(firstEmpty === 'driverName');
  const phoneOk = DRIVER_PHONE_PATTERN.test(driver.driverPhone.trim());
  const complete = FIELDS.every(([field]) => driver[field].trim()) && phoneOk;
  const set = (field: keyof DriverDetails, value: string) => setDriver((d) => ({ ...d, [field]: field === 'plateNo' ? value.toUpperCase() : value }));
  return (
    <section className="kiosk-step">
      <h1>{t('driver.title')}</h1>
      {firstEmpty === undefined && <p className="kiosk-hint">{t('driver.prefilled')}</p>}
      {FIELDS.map(([field, label]) => (
        <label key={field} className="kiosk-field">
          <span>{t(`driver.${label}`)}</span>
          <input
            className={`kiosk-input${active === field ? ' kiosk-input-active' : ''}`}
            data-testid={field}
            value={driver[field]}
            autoFocus={field === firstEmpty}
            lang={field === 'driverName' ? undefined : 'en'}
            inputMode={field === 'driverPhone' ? 'tel' : 'text'}
            autoComplete="off"
            onFocus={() => {
              setActive(field);
              setNameFocused(field === 'driverName');
            }}
            onBlur={() => field === 'driverName' && setNameFocused(false)}
            onChange={(event) => set(field, event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && !event.nativeEvent.isComposing && complete && onSubmit(driver)}
          />
        </label>
      ))}
      {active === 'driverName'
        ? nameFocused && <p className="kiosk-note" data-testid="name-hint">{t('driver.nameHint')}</p>
        : <Keypad value={driver[active]} onChange={(value) => set(active, value)} layout={active === 'driverPhone' ? 'phone' : 'plate'} />}
      {driver.driverPhone.trim() && !phoneOk && <p className="kiosk-note" data-testid="phone-format">{t('driver.phoneFormat')}</p>}
      {!FIELDS.every(([field]) => driver[field].trim()) && <p className="kiosk-note">{t('driver.required')}</p>}
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button" onClick={onBack}>{t('back')}</button>
        <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !complete} onClick={() => onSubmit(driver)}>{t('driver.submit')}</button>
      </div>
    </section>
  );
}
