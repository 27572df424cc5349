/**
 * Client state of the shell (spec console §3 "Shared client state"): the language, the side-menu
 * collapse choice (remembered), whether the all-functions menu is open and the menu number of the page in front, which request.ts sends as
 * App-Module-Number.
 */
import { create } from 'zustand';
import type { Language } from '../../shared/i18n/index.ts';

const COLLAPSED_KEY = 'wms_sidebar_collapsed';

type UiState = {
  language: Language;
  collapsed: boolean;
  moduleNo: string | undefined;
  isAllMenuOpen: boolean;
  setLanguage: (language: Language) => void;
  setCollapsed: (collapsed: boolean) => void;
  setModuleNo: (moduleNo: string | undefined) => void;
  setAllMenuOpen: (isAllMenuOpen: boolean) => void;
};

export const useUi = create<UiState>((set) => ({
  language: 'zh-CN',
  collapsed: localStorage.getItem(COLLAPSED_KEY) === '1',
  moduleNo: undefined,
  isAllMenuOpen: false,
  setLanguage: (language) => set({ language }),
  setCollapsed: (collapsed) => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    set({ collapsed });
  },
  setModuleNo: (moduleNo) => set({ moduleNo }),
  setAllMenuOpen: (isAllMenuOpen) => set({ isAllMenuOpen }),
}));
