/**
 * The websocket of an open print dialog (spec console §7 real time, §9 local printer timeout):
 * while `open` it keeps a page hub and turns the server's result text ('√key' lines, or
 * checkFailed) into `result` { ok, text: the keys joined by ', ' }; `whenLive()` waits for the
 * socket at most LOCAL_PRINTER_TIMEOUT_MS (1500 ms) before a print is sent, so its text is not
 * missed; `ready` is false until the hub exists.
 */
import { useCallback, useEffect, useState } from 'react';
import { filter, firstValueFrom, race, timer } from 'rxjs';
import { isPrintSuccessText, LOCAL_PRINTER_TIMEOUT_MS } from '../../../shared/print.ts';
import { openPageHub } from '../../../client/page-hub.ts';
import type { Hub } from '../../../streams/index.ts';

export type PrintResult = { ok: boolean; text: string };

export function usePrintHub(open: boolean) {
  const [hub, setHub] = useState<Hub | undefined>();
  const [result, setResult] = useState<PrintResult | undefined>();

  useEffect(() => {
    if (!open) return undefined;
    setResult(undefined);
    const next = openPageHub();
    setHub(next);
    const texts = next.texts$.subscribe((text) => setResult({ ok: isPrintSuccessText(text), text: text.split('\n').map((line) => line.replace(/^[$√]/, '')).join(', ') }));
    return () => {
      texts.unsubscribe();
      next.close();
    };
  }, [open]);

  const whenLive = useCallback(async () => {
    setResult(undefined);
    if (hub) await firstValueFrom(race(hub.state$.pipe(filter((state) => state.status === 'live')), timer(LOCAL_PRINTER_TIMEOUT_MS)));
  }, [hub]);

  return { ready: hub !== undefined, result, whenLive };
}
