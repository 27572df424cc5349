/** A large on-screen keypad (digits, letters, dash) editing one text value; keys are 64 px or more. */
import { useTranslation } from 'react-i18next';

const ROWS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL-', 'ZXCVBNM'];

export function Keypad({ value, onChange, withSpace = false }: { value: string; onChange: (value: string) => void; withSpace?: boolean }) {
  const { t } = useTranslation('kiosk');
  return (
    <div className="kiosk-keypad" data-testid="keypad">
      {ROWS.map((row) => (
        <div key={row} className="kiosk-keypad-row">
          {[...row].map((key) => (
            <button key={key} type="button" className="kiosk-key" onClick={() => onChange(value + key)}>{key}</button>
          ))}
        </div>
      ))}
      <div className="kiosk-keypad-row">
        {withSpace && <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => onChange(`${value} `)}>{t('keypad.space')}</button>}
        <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => onChange(value.slice(0, -1))}>{t('keypad.back')}</button>
        <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => onChange('')}>{t('keypad.clear')}</button>
      </div>
    </div>
  );
}
