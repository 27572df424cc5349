/** Step 1 of a check-in: the ASN number or plate typed on the keypad (or by a USB scanner, ending with Enter) or read from a QR code. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from './Keypad.tsx';
import { QrScanner } from './QrScanner.tsx';

export function StartStep({ busy, onFind }: { busy: boolean; onFind: (code: string) => void }) {
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const scanned = useCallback((text: string) => {
    setScanning(false);
    onFind(text.trim());
  }, [onFind]);
  const find = () => code.trim() && onFind(code.trim());
  return (
    <section className="kiosk-step">
      <h1>{t('start.title')}</h1>
      <p className="kiosk-hint">{t('start.hint')}</p>
      {scanning ? (
        <QrScanner onScan={scanned} onClose={() => setScanning(false)} />
      ) : (
        <>
          <input
            className="kiosk-input"
            data-testid="asn-code"
            value={code}
            autoFocus
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            onKeyDown={(event) => event.key === 'Enter' && find()}
          />
          <Keypad value={code} onChange={setCode} />
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" onClick={() => setScanning(true)}>{t('start.scan')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !code.trim()} onClick={find}>{t('start.find')}</button>
          </div>
        </>
      )}
    </section>
  );
}
