/**
 * The gate kiosk (issue 15; DESIGN.md surfaces: `/kiosk`): a header with the warehouse, the
 * offline badge (the stream hub's state and the queued calls) and the one-tap language switch;
 * the set-up sign-in until the kiosk holds a token; then the driver's check-in, reset after each
 * driver and by the idle guard, or the dock receiving mode (a kiosk or tablet at a door), which a
 * reload keeps (dock-memory.ts) and whose list of trucks at the doors follows the hub's yard events. The warehouse is `?warehouseNo=` or the kiosk user's default.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merge } from 'rxjs';
import type { Hub } from '../streams/index.ts';
import { CheckInFlow } from './CheckInFlow.tsx';
import { dockMemory } from './dock-memory.ts';
import { IdleWarning } from './IdleWarning.tsx';
import { KIOSK_LANGUAGES, LANGUAGE_LABELS, type KioskLanguage } from './i18n/index.ts';
import { kioskCall, kioskToken, setCallLanguage } from './kiosk-api.ts';
import { openKioskHub } from './kiosk-hub.ts';
import { pending$ } from './offline-queue.ts';
import { ReceivingFlow } from './ReceivingFlow.tsx';
import { SignIn } from './SignIn.tsx';
import { useIdle } from './use-idle.ts';
import { useSubject } from './use-subject.ts';

const LANGUAGE_KEY = 'wms-kiosk-language';

export function KioskApp() {
  const { t, i18n } = useTranslation('kiosk');
  const [signedIn, setSignedIn] = useState(() => kioskToken.get() !== null);
  const [warehouseNo, setWarehouseNo] = useState(() => new URLSearchParams(window.location.search).get('warehouseNo'));
  const [resetKey, setResetKey] = useState(0);
  const [started, setStarted] = useState(false);
  const [mode, setMode] = useState<'checkIn' | 'receiving'>(() => (dockMemory.get() ? 'receiving' : 'checkIn'));
  const hub = useMemo<Hub | null>(() => (signedIn ? openKioskHub() : null), [signedIn]);
  useEffect(() => () => hub?.close(), [hub]);
  const yardChanges$ = useMemo(() => (hub ? merge(hub.topic('yard.changed'), hub.resync$) : undefined), [hub]);
  const state = useSubject(hub?.state$, { status: navigator.onLine ? 'live' : 'offline', lastGoodAt: null });
  const pending = useSubject(pending$, 0);
  const reset = useCallback(() => {
    setStarted(false);
    setResetKey((key) => key + 1);
  }, []);
  const idle = useIdle(started, reset);
  const leaveReceiving = useCallback(() => setMode('checkIn'), []);

  useEffect(() => {
    if (!signedIn || warehouseNo) return;
    kioskCall<{ warehouseNo: string | null }>('IBmLoginService', 'getUserInfo', {})
      .then((info) => setWarehouseNo(info.warehouseNo))
      .catch(() => setSignedIn(kioskToken.get() !== null));
  }, [signedIn, warehouseNo]);

  const switchLanguage = (language: KioskLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, language);
    setCallLanguage(language);
    void i18n.changeLanguage(language);
  };

  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <span className="kiosk-title">{t('title')}{warehouseNo ? ` · ${warehouseNo}` : ''}</span>
        {(state.status === 'offline' || pending > 0) && (
          <span className="kiosk-offline" data-testid="offline-badge">
            {state.status === 'offline' ? t('offline') : ''} {pending > 0 ? t('pending', { count: pending }) : ''}
          </span>
        )}
        {signedIn && mode === 'checkIn' && (
          <button type="button" className="kiosk-language" onClick={() => {
            dockMemory.set({ asnNo: null });
            setMode('receiving');
          }}>{t('receiving.title')}</button>
        )}
        <nav className="kiosk-languages" aria-label={t('language')}>
          {KIOSK_LANGUAGES.map((language) => (
            <button key={language} type="button" lang={language} className={`kiosk-language${i18n.language === language ? ' kiosk-language-on' : ''}`} onClick={() => switchLanguage(language)}>
              {LANGUAGE_LABELS[language]}
            </button>
          ))}
        </nav>
      </header>
      <main className="kiosk-main">
        {!signedIn && <SignIn onSignedIn={() => setSignedIn(true)} />}
        {signedIn && warehouseNo && mode === 'checkIn' && <CheckInFlow key={resetKey} warehouseNo={warehouseNo} onFinish={reset} onStarted={setStarted} />}
        {signedIn && warehouseNo && mode === 'receiving' && <ReceivingFlow warehouseNo={warehouseNo} yardChanges$={yardChanges$} onLeave={leaveReceiving} />}
      </main>
      <IdleWarning secondsLeft={idle.secondsLeft} text="idle.text" onStay={idle.stay} />
    </div>
  );
}

/** The language chosen on this kiosk, else the browser's if it is one of the three, else en-US. */
export function initialLanguage(): KioskLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const candidates = [stored, navigator.language];
  return (candidates.find((c) => KIOSK_LANGUAGES.includes(c as KioskLanguage)) as KioskLanguage | undefined) ?? 'en-US';
}
