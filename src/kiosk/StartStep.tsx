/**
 * Step 1 of a check-in: the ASN number or plate typed (keypad with the province characters of
 * Chinese plates, or a USB scanner ending with Enter) or read from a QR code. Without a camera
 * (none found, or it fails to start) the Scan button says so and puts the cursor in the typing
 * field instead; the camera is never tried again on this screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from './Keypad.tsx';
import { hasCamera, QrScanner } from './QrScanner.tsx';

export function StartStep({ busy, onFind }: { busy: boolean; onFind: (code: string) => void }) {
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [camera, setCamera] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void hasCamera().then((found) => live && setCamera(found));
    return () => {
      live = false;
    };
  }, []);
  const scanned = useCallback((text: string) => {
    setScanning(false);
    onFind(text.trim());
  }, [onFind]);
  const unavailable = useCallback(() => {
    setScanning(false);
    setCamera(false);
  }, []);
  const find = () => code.trim() && onFind(code.trim());
  const scan = () => (camera === false ? input.current?.focus() : setScanning(true));
  return (
    <section className="kiosk-step">
      <h1>{t('start.title')}</h1>
      <p className="kiosk-hint">{t('start.hint')}</p>
      {scanning ? (
        <QrScanner onScan={scanned} onClose={() => setScanning(false)} onUnavailable={unavailable} />
      ) : (
        <>
          <input
            ref={input}
            className="kiosk-input"
            data-testid="asn-code"
            value={code}
            autoFocus
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            onKeyDown={(event) => event.key === 'Enter' && !event.nativeEvent.isComposing && find()}
          />
          {camera === false && <p className="kiosk-note" data-testid="no-camera">{t('start.noCamera')}</p>}
          <Keypad value={code} onChange={setCode} layout="plate" />
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" disabled={camera === null} onClick={scan}>{camera === false ? t('start.typeInstead') : t('start.scan')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !code.trim()} onClick={find}>{t('start.find')}</button>
          </div>
        </>
      )}
    </section>
  );
}
