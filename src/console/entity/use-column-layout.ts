/**
 * The user's column layout of one list page, kept on the server per user and module (the page's
 * menu number, spec console §7 Frame define): loaded on mount, saved whole on every change, reset
 * by deleting it. A change made before the stored layout has arrived wins over it: the late answer
 * of the load is dropped, not laid over the user's change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../client/request.ts';
import { mergeLayout, type ColumnSetting } from './column-layout.ts';

const SERVICE = 'ISysFrameDefineService';

export function useColumnLayout(module: string, keys: string[]) {
  const [saved, setSaved] = useState<ColumnSetting[]>([]);
  const changed = useRef(false);

  useEffect(() => {
    let cancelled = false;
    changed.current = false;
    call<ColumnSetting[]>(SERVICE, 'getSysFrameDefineListByModule', { module }, { quiet: true })
      .then((rows) => !cancelled && !changed.current && setSaved(rows))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [module]);

  const layout = useMemo(() => mergeLayout(keys, saved), [keys, saved]);

  const save = useCallback(
    async (next: ColumnSetting[]) => {
      // Shown at once; a refused save (request.ts shows why) puts the layout back.
      changed.current = true;
      setSaved(next);
      const columns = next.map((setting, sort) => ({ ...setting, sort }));
      try {
        setSaved(await call<ColumnSetting[]>(SERVICE, 'saveSysFrameDefineByModule', { module, columns }));
      } catch {
        setSaved(layout);
      }
    },
    [module, layout],
  );

  const reset = useCallback(async () => {
    changed.current = true;
    await call(SERVICE, 'deleteSysFrameDefineByModule', { module });
    setSaved([]);
  }, [module]);

  return { layout, save, reset };
}
