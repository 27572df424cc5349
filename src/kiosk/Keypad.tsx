/**
 * A large on-screen keypad (keys 64 px or more) editing one text value, in six layouts: `code`
 * (digits, Latin letters, dash and dot: ASN numbers, SSCCs, user numbers), `phone` (a phone pad with "+"),
 * `plate` (the province characters of Chinese plates above digits, letters and the dash of plates such as W24-TRK), `count` (digits and
 * the decimal point: a quantity whose unit allows decimals) and `whole` (digits only: a quantity
 * counted in whole units) and `text` (digits, lower-case Latin letters, comma, dot and a Space
 * key: a short note at the dock, walk 13-24 #5). Names are not typed here: the device's own
 * keyboard and input method handle them (CJK names). Clear empties the value and calls `onClear`
 * (the caller drops the field's error).
 */
import { useTranslation } from 'react-i18next';

/** The provinces, municipalities and regions that begin a Chinese plate (GA 36). */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const LETTERS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM-'];
const LAYOUTS = {
  code: ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL-', 'ZXCVBNM.'],
  phone: ['123', '456', '789', '+0'],
  count: ['123', '456', '789', '.0'],
  whole: ['123', '456', '789', '0'],
  plate: [PLATE_PROVINCES.slice(0, 11), PLATE_PROVINCES.slice(11, 22), PLATE_PROVINCES.slice(22), ...LETTERS],
  text: ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm,.'],
} as const;
export type KeypadLayout = keyof typeof LAYOUTS;

type Props = { value: string; onChange: (value: string) => void; layout?: KeypadLayout; onClear?: () => void };

export function Keypad({ value, onChange, layout = 'code', onClear }: Props) {
  const { t } = useTranslation('kiosk');
  return (
    // Keys never take the focus: it stays in the field being edited, so a badge or barcode scanner typing next still lands there.
    <div className={`kiosk-keypad kiosk-keypad-${layout}`} data-testid="keypad" onMouseDown={(event) => event.preventDefault()}>
      {LAYOUTS[layout].map((row) => (
        <div key={row} className="kiosk-keypad-row">
          {[...row].map((key) => (
            <button key={key} type="button" className="kiosk-key" onClick={() => onChange(value + key)}>{key}</button>
          ))}
        </div>
      ))}
      <div className="kiosk-keypad-row">
        {layout === 'text' && <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => onChange(`${value} `)}>{t('keypad.space')}</button>}
        <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => onChange(value.slice(0, -1))}>{t('keypad.back')}</button>
        <button type="button" className="kiosk-key kiosk-key-wide" onClick={() => {
          onChange('');
          onClear?.();
        }}>{t('keypad.clear')}</button>
      </div>
    </div>
  );
}
