/**
 * The handheld's session (issue 28 "Sign-in"): who is signed in (getUserInfo), the warehouses of
 * their data scope, the warehouse chosen once on this device (localStorage, per user) and their
 * PDA menu tree (ISysMenuService/getsysmenulist { appNo: 'PDA' }: only pages they hold a flag on).
 * The last loaded session is kept in localStorage too, so a handheld restarted without network
 * opens its menu and its queued work.
 */
import { pdaCall } from './pda-api.ts';

/** A page or group of the user's PDA menu tree (menuNo, url of the seeded tree, localized name). */
export type PdaMenuNode = { menuNo: string; menuName: string; url: string; permissions: Record<string, boolean>; children: PdaMenuNode[] };

export type Warehouse = { warehouseNo: string; warehouseName: string; orgNo: string };

export type PdaSession = {
  userNo: string;
  userName: string;
  /** The user's default organisation. */
  orgNo: string | null;
  warehouses: Warehouse[];
  menu: PdaMenuNode[];
};

type UserInfo = { userNo: string; userName: string; orgNo: string | null; warehouseNo: string | null; sysUserWarehouseResDtoList: Warehouse[] };

const SESSION_KEY = 'wms-pda-session';
const warehouseKey = (userNo: string) => `wms-pda-warehouse:${userNo}`;

/** Loads the signed-in user's session from the server and keeps it for offline starts. */
export async function loadSession(): Promise<PdaSession> {
  const [info, menu] = await Promise.all([
    pdaCall<UserInfo>('IBmLoginService', 'getUserInfo', {}),
    pdaCall<PdaMenuNode[]>('ISysMenuService', 'getsysmenulist', { appNo: 'PDA' }),
  ]);
  const session: PdaSession = { userNo: info.userNo, userName: info.userName, orgNo: info.orgNo, warehouses: info.sysUserWarehouseResDtoList, menu };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}

/** The session kept by the last loadSession, or null. */
export function keptSession(): PdaSession | null {
  const kept = localStorage.getItem(SESSION_KEY);
  return kept ? (JSON.parse(kept) as PdaSession) : null;
}

export function forgetSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

/** The warehouse chosen on this device by the user, when still in their scope; the only one when they have one. */
export function chosenWarehouse(session: PdaSession): Warehouse | null {
  const kept = localStorage.getItem(warehouseKey(session.userNo));
  return session.warehouses.find((w) => w.warehouseNo === kept) ?? (session.warehouses.length === 1 ? session.warehouses[0] : null);
}

export function chooseWarehouse(session: PdaSession, warehouse: Warehouse | null): void {
  if (warehouse) localStorage.setItem(warehouseKey(session.userNo), warehouse.warehouseNo);
  else localStorage.removeItem(warehouseKey(session.userNo));
}
