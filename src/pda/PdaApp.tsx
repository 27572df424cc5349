/**
 * The handheld /pda (issue 28; DESIGN.md surfaces): a header (warehouse, offline badge with what
 * waits to be sent, menu button, language switch), then one screen at a time: sign-in, the
 * warehouse chosen once (offline: the browser says so or the hub's socket is down), the user's PDA menu, a flow (flows/registry.ts), what waits to be sent,
 * the version page. Scans reach the flow in front through the scanner (scan/scanner.ts), whose
 * keyboard listener is attached for the app's life.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../client/use-observable.ts';
import type { Hub } from '../streams/index.ts';
import { FlowHost } from './flows/FlowHost.tsx';
import { LANGUAGE_LABELS, PDA_LANGUAGES, type PdaLanguage } from './i18n/index.ts';
import { offlineQueue } from './offline-queue.ts';
import { onSignedOut, pdaCall, pdaToken, setCallLanguage } from './pda-api.ts';
import { openPdaHub } from './pda-hub.ts';
import { createScanner } from './scan/scanner.ts';
import { chooseWarehouse, chosenWarehouse, forgetSession, keptSession, loadSession, type PdaMenuNode, type PdaSession } from './session.ts';
import { MenuScreen } from './shell/MenuScreen.tsx';
import { QueueScreen } from './shell/QueueScreen.tsx';
import { SignIn, WarehouseChoice } from './shell/SignIn.tsx';
import { VersionScreen } from './shell/VersionScreen.tsx';

const LANGUAGE_KEY = 'wms-pda-language';

/** The browser's own network state (navigator.onLine with its online and offline events). */
function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

type View = { kind: 'menu' } | { kind: 'flow'; page: PdaMenuNode } | { kind: 'queue' } | { kind: 'version' } | { kind: 'warehouse' };

export function PdaApp() {
  const { t, i18n } = useTranslation('pda');
  const [signedIn, setSignedIn] = useState(() => pdaToken.get() !== null);
  const [session, setSession] = useState<PdaSession | null>(() => (signedIn ? keptSession() : null));
  const [view, setView] = useState<View>({ kind: 'menu' });
  const [, setWarehouseChanges] = useState(0);
  const scanner = useMemo(createScanner, []);
  useEffect(() => scanner.attach(document), [scanner]);
  const hub = useMemo<Hub | null>(() => (signedIn ? openPdaHub() : null), [signedIn]);
  useEffect(() => () => hub?.close(), [hub]);
  const state = useObservable(hub?.state$, { status: navigator.onLine ? 'live' : 'offline', lastGoodAt: null });
  // Signed out, no hub runs: the closed hub's last state ('offline') says nothing about the network.
  const offline = !useSyncExternalStore(subscribeOnline, () => navigator.onLine) || (hub !== null && state.status === 'offline');
  const entries = useObservable(offlineQueue.entries$, []);
  const waiting = entries.filter((e) => e.state === 'waiting').length;
  const conflicts = entries.length - waiting;

  const signOut = useCallback(() => {
    pdaToken.set(null);
    forgetSession();
    setSession(null);
    setSignedIn(false);
    setView({ kind: 'menu' });
  }, []);
  useEffect(() => onSignedOut(signOut), [signOut]);
  useEffect(() => {
    if (!signedIn) return;
    loadSession().then(setSession).catch(() => undefined);
  }, [signedIn]);

  const switchLanguage = (language: PdaLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, language);
    setCallLanguage(language);
    void i18n.changeLanguage(language);
    if (signedIn) loadSession().then(setSession).catch(() => undefined);
  };
  const home = useCallback(() => setView({ kind: 'menu' }), []);
  const nav = useMemo(() => ({ home }), [home]);
  const warehouse = session ? chosenWarehouse(session) : null;

  const body = () => {
    if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;
    if (!session) return <p className="pda-loading">{t('common.loading')}</p>;
    if (!warehouse || view.kind === 'warehouse') {
      return (
        <WarehouseChoice warehouses={session.warehouses} onChoose={(no) => {
          chooseWarehouse(session, session.warehouses.find((w) => w.warehouseNo === no) ?? null);
          setWarehouseChanges((n) => n + 1);
          home();
        }} />
      );
    }
    switch (view.kind) {
      case 'flow':
        return <FlowHost key={view.page.menuNo} menu={view.page} session={session} warehouse={warehouse} scanner={scanner} queue={offlineQueue} nav={nav} />;
      case 'queue':
        return <QueueScreen queue={offlineQueue} onBack={home} />;
      case 'version':
        return <VersionScreen onBack={home} />;
      default:
        return (
          <MenuScreen menu={session.menu} scanner={scanner} onOpen={(page) => setView({ kind: 'flow', page })} onQueue={() => setView({ kind: 'queue' })}
            onVersion={() => setView({ kind: 'version' })} onWarehouse={() => setView({ kind: 'warehouse' })}
            onSignOut={() => void pdaCall('IBmLoginService', 'logout', {}).catch(() => undefined).finally(signOut)} />
        );
    }
  };

  return (
    <div className="pda">
      <header className="pda-header">
        {signedIn && view.kind !== 'menu' && <button type="button" className="pda-head-button" onClick={home} data-testid="header-menu">{t('common.home')}</button>}
        <span className="pda-title">{warehouse ? warehouse.warehouseNo : t('title')}</span>
        {(offline || entries.length > 0) && (
          <button type="button" className="pda-badge" data-testid="offline-badge" onClick={() => signedIn && setView({ kind: 'queue' })}>
            {offline ? t('offline') : ''} {waiting > 0 ? t('pending', { count: waiting }) : ''} {conflicts > 0 ? t('conflicts', { count: conflicts }) : ''}
          </button>
        )}
        <nav className="pda-languages" aria-label={t('language')}>
          {PDA_LANGUAGES.map((language) => (
            <button key={language} type="button" lang={language} className={`pda-head-button${i18n.language === language ? ' pda-on' : ''}`} onClick={() => switchLanguage(language)}>
              {LANGUAGE_LABELS[language]}
            </button>
          ))}
        </nav>
      </header>
      <main className="pda-main">{body()}</main>
    </div>
  );
}

/** The language chosen on this handheld, else the browser's if it is one of the three, else en-US. */
export function initialLanguage(): PdaLanguage {
  const candidates = [localStorage.getItem(LANGUAGE_KEY), navigator.language];
  return (candidates.find((c) => PDA_LANGUAGES.includes(c as PdaLanguage)) as PdaLanguage | undefined) ?? 'en-US';
}
