/**
 * What a stock query page was last asked, per tab (walk 12-24: the Stock balances tab lost its
 * Material no. filter when the person came back to it). Query pages are not kept alive (routes.ts
 * isNoCache: they query afresh when brought to the front), so the search form's values and the
 * request (page, size, condition) are remembered here by the tab's path and restored on mount;
 * closing the tab forgets them.
 */
import { useTabs } from '../../store/tabs-store.ts';

export type QueryRequest = { current: number; size: number; condition: Record<string, unknown> };
export type RememberedQuery = { values: Record<string, unknown>; request: QueryRequest };

const remembered = new Map<string, RememberedQuery>();

useTabs.subscribe((state) => {
  for (const path of remembered.keys()) if (!state.tabs.some((tab) => tab.path === path)) remembered.delete(path);
});

/** The query last run on the tab at `path`, if any. */
export const rememberedQuery = (path: string): RememberedQuery | undefined => remembered.get(path);

/** Remembers the tab's form values and request (replacing what was remembered). */
export const rememberQuery = (path: string, query: RememberedQuery): void => {
  remembered.set(path, query);
};
