/**
 * The signed-in session: the token (kept in localStorage and sent as Authentication-Info), the
 * user info of getUserInfo and the menu tree of getsysmenulist.
 */
import { create } from 'zustand';
import type { MenuPermissions } from '../shared/permissions.ts';

const TOKEN_KEY = 'wms_token';

/** One node of the signed-in user's menu tree (ISysMenuService/getsysmenulist). */
export type MenuNode = {
  menuNo: string;
  menuName: string;
  menuNameMap: Record<string, string>;
  menuLevel: number;
  /** The application of the tree: PC, or SUP for a supplier user (getSupMenuAuth). */
  appNo?: string;
  url: string;
  path: string;
  sort: number;
  icon: string | null;
  permissions: MenuPermissions;
  children: MenuNode[];
};

/** The fields of IBmLoginService/getUserInfo the console shows. */
export type UserInfo = {
  id: number;
  userNo: string;
  userName: string;
  orgNo: string | null;
  orgName: string | null;
  warehouseNo: string | null;
  warehouseName: string | null;
  isLicense: number;
  /** 1: the password has expired or is the policy's default password; every page but the password change is closed. */
  pwdExpired?: number;
  /** 1: the policy requires a second factor the user has not set up yet: only the password page (where it is set up) opens. */
  totpMissing?: number;
  /** Days until the password expires, when the policy warns and that is near; else null. */
  pwdExpireDays?: number | null;
  /** The password policy's length (characters) and composition ('0' any … '3' upper, lower, digit and symbol), for the password hints. */
  pwdRule?: { minLength: number; maxLength: number; passwordConstitute: string };
  employeeId: number | null;
  limitCount: number | null;
  isAdmin: boolean;
  /** The user's active roles (a gate kiosk holds `kiosk`). */
  roles?: string[];
  tenantsid?: string | null;
  /** Staff, supplier (who gets the SUP menu tree) or screen user, the supplier a supplier user belongs to, and the contact fields (the personal centre). */
  userType?: 'staff' | 'supplier' | 'screen';
  belongSupplier?: string | null;
  phone?: string | null;
  email?: string | null;
  /** The user's data scope entries (dataType 1 organisation, 2 classify type, 3 warehouse). */
  userDataList?: { dataType: number; dataValue: string }[];
  /** The organisations of the user's data scope (all of them for an unrestricted user). */
  sysUserOrgResDtoList?: { orgNo: string; orgName: string }[];
};

type SessionState = {
  token: string | null;
  user: UserInfo | null;
  menus: MenuNode[] | null;
  setToken: (token: string) => void;
  setUser: (user: UserInfo) => void;
  setMenus: (menus: MenuNode[]) => void;
  /** Forgets the token, user and menus (logout, expiry, failed user-info check). */
  reset: () => void;
};

export const useSession = create<SessionState>((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  user: null,
  menus: null,
  setToken: (token) => {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token });
  },
  setUser: (user) => set({ user }),
  setMenus: (menus) => set({ menus }),
  reset: () => {
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null, menus: null });
  },
}));
