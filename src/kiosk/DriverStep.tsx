/** Step 3: driver name, phone and plate, typed or on the keypad (which edits the field last touched). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from './Keypad.tsx';

export type Driver = { driverName: string; driverPhone: string; plateNo: string };
const FIELDS = [['driverName', 'name'], ['driverPhone', 'phone'], ['plateNo', 'plate']] as const;

export function DriverStep({ busy, initial, onSubmit, onBack }: { busy: boolean; initial: Driver; onSubmit: (driver: Driver) => void; onBack: () => void }) {
  const { t } = useTranslation('kiosk');
  const [driver, setDriver] = useState(initial);
  const [active, setActive] = useState<keyof Driver>('driverName');
  const complete = FIELDS.every(([field]) => driver[field].trim());
  const set = (field: keyof Driver, value: string) => setDriver((d) => ({ ...d, [field]: field === 'plateNo' ? value.toUpperCase() : value }));
  return (
    <section className="kiosk-step">
      <h1>{t('driver.title')}</h1>
      {FIELDS.map(([field, label], index) => (
        <label key={field} className="kiosk-field">
          <span>{t(`driver.${label}`)}</span>
          <input
            className={`kiosk-input${active === field ? ' kiosk-input-active' : ''}`}
            data-testid={field}
            value={driver[field]}
            autoFocus={index === 0}
            inputMode={field === 'driverPhone' ? 'tel' : 'text'}
            onFocus={() => setActive(field)}
            onChange={(event) => set(field, event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && complete && onSubmit(driver)}
          />
        </label>
      ))}
      <Keypad value={driver[active]} onChange={(value) => set(active, value)} withSpace />
      {!complete && <p className="kiosk-note">{t('driver.required')}</p>}
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button" onClick={onBack}>{t('back')}</button>
        <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !complete} onClick={() => onSubmit(driver)}>{t('driver.submit')}</button>
      </div>
    </section>
  );
}
