/**
 * "A new version is available" (issue 26): after a rebuild the hashed chunks an open console was
 * built against are gone (the server answers 404, console-delivery.ts), so a page, widget or
 * dictionary loaded lazily fails to load. Instead of a blank page the console then shows one prompt,
 * in the user's language, whose button reloads the page (and so the new build). Sources: vite's
 * `vite:preloadError` event (a failed dynamic import or its preloads) and the router's error
 * boundary for a route whose lazy page failed to load (docs/decisions/0770).
 *
 * Plain React and CSS (shell.css), no antd: the prompt must show on the login page too, which loads
 * no antd (docs/decisions/0781), and when the chunk that failed was antd's own layer.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { create } from 'zustand';

const useNewVersion = create<{ available: boolean }>(() => ({ available: false }));

/** Messages of a failed dynamic import in Chromium, Firefox and Safari. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

/** True when `error` is the failure of a lazily loaded chunk (not a bug of the page itself). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Shows the prompt from now on (idempotent). */
export function markNewVersion(): void {
  useNewVersion.setState({ available: true });
}

/** Registers the `vite:preloadError` listener once, at start; the failure still reaches its caller. */
export function listenForNewVersion(target: Window = window): void {
  target.addEventListener('vite:preloadError', markNewVersion);
}

const reload = () => window.location.reload();

/** The prompt itself: a modal dialog that only a reload closes. */
export function NewVersionPrompt() {
  const { t } = useTranslation();
  const available = useNewVersion((s) => s.available);
  if (!available) return null;
  return (
    <div className="wms-new-version-mask">
      <div className="wms-new-version" role="dialog" aria-modal="true" aria-labelledby="wms-new-version-title">
        <h2 id="wms-new-version-title">{t('newVersion.title')}</h2>
        <p>{t('newVersion.hint')}</p>
        <button type="button" autoFocus data-testid="new-version-reload" onClick={reload}>{t('newVersion.reload')}</button>
      </div>
    </div>
  );
}

/** errorElement of the routes: a chunk that failed to load raises the prompt; any other error shows its message and a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) markNewVersion();
  }, [chunk]);
  if (chunk) return null;
  return (
    <div className="wms-route-error wms-full-page" role="alert">
      <h2>{t('newVersion.failed')}</h2>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={reload}>{t('newVersion.reload')}</button>
    </div>
  );
}
