/**
 * The camera as the scanner's fallback (@zxing/browser, loaded only when opened so the handheld's
 * first load stays small): any 1D or 2D code it reads is answered once and the camera stops. A
 * device without a camera (no video input) or one whose camera cannot be opened says so and offers
 * typing: the scan field stays usable under the notice.
 */
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'starting' | 'running' | 'noCamera' | 'refused';

async function hasCamera(): Promise<boolean> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return devices.some((device) => device.kind === 'videoinput');
}

export function CameraScan({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('pda');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('starting');
  const answer = useRef(onScan);
  answer.current = onScan;
  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    void (async () => {
      if (!(await hasCamera())) return setState('noCamera');
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      if (stopped) return;
      setState('running');
      controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(undefined, video.current!, (result, _error, running) => {
        if (!result || stopped) return;
        stopped = true;
        running.stop();
        answer.current(result.getText());
      });
      if (stopped) controls.stop();
    })().catch(() => setState('refused'));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);
  const notice = state === 'noCamera' ? t('scan.noCamera') : state === 'refused' ? t('scan.cameraRefused') : null;
  return (
    <div className="pda-camera" data-testid="camera">
      {notice ? <p className="pda-notice pda-bad" role="alert">{notice}</p> : <p>{t(state === 'starting' ? 'scan.cameraStarting' : 'scan.cameraHint')}</p>}
      {!notice && <video ref={video} className="pda-video" muted playsInline />}
      <button type="button" className="pda-button" onClick={onClose}>{notice ? t('common.back') : t('scan.close')}</button>
    </div>
  );
}
