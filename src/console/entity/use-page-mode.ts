/**
 * The page mode switch of a list page (spec console §2 "page mode switcher", §4 "Page mode toggles
 * between '0' and '1'"): '0' the full page (every search field, saved tags, default row height),
 * '1' compact (keyword row only, small rows) for working through long lists. Remembered per user
 * and page in localStorage.
 */
import { useState } from 'react';
import { useSession } from '../../client/session-store.ts';

export type PageMode = '0' | '1';

export function usePageMode(menuNo: string): [PageMode, (mode: PageMode) => void] {
  const userNo = useSession((s) => s.user?.userNo ?? '');
  const key = `wms_page_mode:${userNo}:${menuNo}`;
  const [mode, setMode] = useState<PageMode>(() => (localStorage.getItem(key) === '1' ? '1' : '0'));
  const change = (next: PageMode) => {
    localStorage.setItem(key, next);
    setMode(next);
  };
  return [mode, change];
}
