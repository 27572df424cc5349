/** What a kept-alive page knows about its tab: its path and query, whether it is in front, and how to leave. */
import { createContext, useContext, useEffect, useRef, useState } from 'react';

export type PageContextValue = {
  path: string;
  search: string;
  active: boolean;
  /** Closes this page's tab (without the unsaved-changes question) and shows `to`. */
  leave: (to: string) => void;
};

export const PageContext = createContext<PageContextValue>({ path: '/', search: '', active: true, leave: () => undefined });

export function usePage(): PageContextValue {
  return useContext(PageContext);
}

/** The row a link asked this page to show (`?focus=<id>`, e.g. from the supplier's to-do list), if any. */
export function useFocusId(): number | undefined {
  const focus = Number(new URLSearchParams(usePage().search).get('focus'));
  return Number.isSafeInteger(focus) && focus > 0 ? focus : undefined;
}

/**
 * A counter that grows each time this page comes back to the front: its tab chosen again after
 * another (not on the first showing), or the browser tab made visible again while the page is in
 * front. A page puts it in the dependencies of its load, so what changed meanwhile shows.
 */
export function useBackInFront(): number {
  const { active } = usePage();
  const [returns, setReturns] = useState(0);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) setReturns((n) => n + 1);
    wasActive.current = active;
  }, [active]);
  useEffect(() => {
    if (!active) return undefined;
    const shown = () => {
      if (document.visibilityState === 'visible') setReturns((n) => n + 1);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [active]);
  return returns;
}
