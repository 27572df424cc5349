/**
 * Reads a QR code from the camera (@zxing/browser) and answers its text once; the camera stops
 * when a code is read or the scanner closes. When the camera cannot start (no device, refused,
 * busy) it calls `onUnavailable` once and stops: no retry loop. A USB scanner needs none of this:
 * it types into the ASN field like a keyboard and ends with Enter.
 */
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the device has a camera at all (false without mediaDevices, as on plain HTTP). */
export async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices) return false;
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
  return devices.some((device) => device.kind === 'videoinput');
}

export function QrScanner({ onScan, onClose, onUnavailable }: { onScan: (text: string) => void; onClose: () => void; onUnavailable: () => void }) {
  const { t } = useTranslation('kiosk');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    new BrowserQRCodeReader()
      .decodeFromVideoDevice(undefined, video.current!, (result, _error, running) => {
        if (result && !stopped) {
          stopped = true;
          running.stop();
          onScan(result.getText());
        }
      })
      .then((running) => {
        controls = running;
        if (stopped) running.stop();
      }, () => {
        if (!stopped) onUnavailable();
        stopped = true;
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [onScan, onUnavailable]);
  return (
    <div className="kiosk-scanner">
      <p>{t('start.scanning')}</p>
      <video ref={video} className="kiosk-video" muted playsInline data-testid="scanner-video" />
      <button type="button" className="kiosk-button" onClick={onClose}>{t('start.stopScan')}</button>
    </div>
  );
}
