/**
 * The tab strip of visited pages (spec console §2 "Tabs"): the dashboard is pinned; every tab
 * keeps its page mounted (kept alive) until closed. `reloadKey` remounts a page (refresh),
 * `dirty` marks a form with unsaved changes, and `listVersion` tells a list page to reload after
 * its form saved.
 */
import { create } from 'zustand';

export const DASHBOARD_PATH = '/dashboard';

/**
 * The one spelling of a page path that keys its tab: repeated and trailing slashes dropped, so two
 * quick navigations to the same page under different spellings (`/a/b/`, `/a//b`) share one tab.
 */
export function tabPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
}

export type Tab = { path: string; search: string; reloadKey: number; dirty: boolean };

type TabsState = {
  tabs: Tab[];
  listVersion: Record<string, number>;
  /** Opens a tab for a path, or updates the query of its open tab. */
  open: (path: string, search: string) => void;
  close: (paths: string[]) => void;
  reload: (path: string) => void;
  setDirty: (path: string, dirty: boolean) => void;
  bumpList: (path: string) => void;
  clear: () => void;
};

const pinned = (): Tab => ({ path: DASHBOARD_PATH, search: '', reloadKey: 0, dirty: false });

export const useTabs = create<TabsState>((set) => ({
  tabs: [pinned()],
  listVersion: {},
  open: (raw, search) =>
    set((state) => {
      const path = tabPath(raw);
      const existing = state.tabs.find((tab) => tab.path === path);
      if (existing) {
        return existing.search === search ? state : { tabs: state.tabs.map((tab) => (tab.path === path ? { ...tab, search } : tab)) };
      }
      return { tabs: [...state.tabs, { path, search, reloadKey: 0, dirty: false }] };
    }),
  close: (paths) => set((state) => ({ tabs: state.tabs.filter((tab) => tab.path === DASHBOARD_PATH || !paths.includes(tab.path)) })),
  reload: (path) => set((state) => ({ tabs: state.tabs.map((tab) => (tab.path === path ? { ...tab, reloadKey: tab.reloadKey + 1, dirty: false } : tab)) })),
  setDirty: (path, dirty) =>
    set((state) => ({ tabs: state.tabs.map((tab) => (tab.path === path && tab.dirty !== dirty ? { ...tab, dirty } : tab)) })),
  bumpList: (path) => set((state) => ({ listVersion: { ...state.listVersion, [path]: (state.listVersion[path] ?? 0) + 1 } })),
  clear: () => set({ tabs: [pinned()], listVersion: {} }),
}));
