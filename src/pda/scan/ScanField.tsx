/**
 * The scan field of a scanning step: shows the scanner's draft (scanner.ts holds it, so a wedge
 * burst is never lost to a re-render), keeps the focus (it takes it back when it loses it to
 * anything but another text field), can be typed on with a soft keyboard (OK sends it) and opens
 * the camera (CameraScan.tsx) as the fallback of a handheld without a hardware scanner.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../client/use-observable.ts';
import { CameraScan } from './CameraScan.tsx';
import type { Scanner } from './scanner.ts';

type Props = { scanner: Scanner; label: string; testId?: string };

export function ScanField({ scanner, label, testId = 'scan-field' }: Props) {
  const { t } = useTranslation('pda');
  const draft = useObservable(scanner.draft$, scanner.draft$.value);
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!camera) input.current?.focus();
  }, [camera]);
  const keepFocus = () => {
    window.setTimeout(() => {
      const active = document.activeElement;
      const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
      if (!typing && !camera) input.current?.focus();
    }, 0);
  };
  const submit = () => {
    scanner.draft$.next('');
    scanner.emit(draft, 'keys');
  };
  return (
    <div className="pda-scan">
      <label className="pda-field">
        <span>{label}</span>
        <input
          ref={input}
          className="pda-input pda-scan-input"
          data-scan-field=""
          data-testid={testId}
          value={draft}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          placeholder={t('scan.hint')}
          onChange={(event) => scanner.draft$.next(event.target.value)}
          onBlur={keepFocus}
        />
      </label>
      <div className="pda-row">
        <button type="button" className="pda-button pda-primary" onClick={submit} disabled={!draft.trim()}>{t('scan.ok')}</button>
        <button type="button" className="pda-button" onClick={() => setCamera(true)}>{t('scan.camera')}</button>
      </div>
      {camera && (
        <CameraScan
          onScan={(text) => {
            setCamera(false);
            scanner.emit(text, 'camera');
          }}
          onClose={() => setCamera(false)}
        />
      )}
    </div>
  );
}
