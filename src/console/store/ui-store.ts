/**
 * Client state of the shell (spec console §3 "Shared client state"): the language, the side menu's
 * collapse and lock choices (spec console §2 "can be locked or collapsed and the choice is
 * remembered": per user in localStorage, loaded at sign-in with `loadSider`), whether the
 * all-functions menu is open. A locked side menu stays expanded: the collapse toggle is off while locked.
 */
import { create } from 'zustand';
import type { Language } from '../../shared/i18n/index.ts';

const SIDER_KEY = 'wms_sider:';

type Sider = { collapsed: boolean; locked: boolean };

type UiState = Sider & {
  language: Language;
  isAllMenuOpen: boolean;
  /** The user whose side menu choices are held (and saved). */
  siderUser: string | undefined;
  setLanguage: (language: Language) => void;
  setCollapsed: (collapsed: boolean) => void;
  setLocked: (locked: boolean) => void;
  loadSider: (userNo: string) => void;
  setAllMenuOpen: (isAllMenuOpen: boolean) => void;
};

function readSider(userNo: string): Sider {
  try {
    const saved = JSON.parse(localStorage.getItem(`${SIDER_KEY}${userNo}`) ?? '{}') as Partial<Sider>;
    return { collapsed: saved.collapsed === true && saved.locked !== true, locked: saved.locked === true };
  } catch {
    return { collapsed: false, locked: false };
  }
}

export const useUi = create<UiState>((set, get) => {
  const saveSider = (next: Sider) => {
    const { siderUser } = get();
    if (siderUser) localStorage.setItem(`${SIDER_KEY}${siderUser}`, JSON.stringify(next));
    set(next);
  };
  return {
    language: 'zh-CN',
    collapsed: false,
    locked: false,
    isAllMenuOpen: false,
    siderUser: undefined,
    setLanguage: (language) => set({ language }),
    setCollapsed: (collapsed) => {
      if (!get().locked) saveSider({ collapsed, locked: false });
    },
    setLocked: (locked) => saveSider({ collapsed: locked ? false : get().collapsed, locked }),
    loadSider: (userNo) => set({ siderUser: userNo, ...readSider(userNo) }),
    setAllMenuOpen: (isAllMenuOpen) => set({ isAllMenuOpen }),
  };
});
