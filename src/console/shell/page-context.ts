/** What a kept-alive page knows about its tab: its path and query, whether it is in front, and how to leave. */
import { createContext, useContext } from 'react';

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
