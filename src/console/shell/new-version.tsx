/**
 * "A new version is available" (issue 26): after a rebuild the hashed chunks an open console was
 * built against are gone (the server answers 404, console-delivery.ts), so a page, widget or
 * dictionary loaded lazily fails to load. Instead of a blank page the console then shows one prompt,
 * in the user's language, whose button reloads the page (and so the new build). Sources: vite's
 * `vite:preloadError` event (a failed dynamic import or its preloads) and the router's error
 * boundary for a route whose lazy page failed to load (docs/decisions/0770).
 */
import { Button, Modal, Result } from 'antd';
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

/** The prompt itself: a modal that only a reload closes. */
export function NewVersionPrompt() {
  const { t } = useTranslation();
  const available = useNewVersion((s) => s.available);
  return (
    <Modal
      open={available}
      title={t('newVersion.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={<Button type="primary" autoFocus data-testid="new-version-reload" onClick={reload}>{t('newVersion.reload')}</Button>}
    >
      {t('newVersion.hint')}
    </Modal>
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
    <Result
      status="error"
      title={t('newVersion.failed')}
      subTitle={error instanceof Error ? error.message : String(error)}
      extra={<Button type="primary" onClick={reload}>{t('newVersion.reload')}</Button>}
      className="wms-full-page"
    />
  );
}
