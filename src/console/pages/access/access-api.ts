/**
 * Calls of the user, supplier-user and role pages (spec console §7 Users, Roles; workflows §7
 * ISysUserService, ISrmSysUserService, ISysRoleService) over request.ts: paged list, get by id
 * with the tabs (dataList, roleNos, menuList), save (add without id, modify with id and version),
 * delete by ids; and the menu trees the menu permissions tab offers (the caller's own tree of an
 * application: what they hold is what they may grant).
 */
import { refLabel } from '../../entity/ref-label.ts';
import type { AccessKind, DataEntry, MenuGrant } from '../../../shared/access.ts';
import type { AppNo } from '../../../shared/app-menus.ts';
import type { Page } from '../../../shared/rpc.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';

export type AccessRow = Record<string, unknown> & { id: number; version: number };
export type AccessRecord = AccessRow & { dataList?: DataEntry[]; roleNos?: string[]; menuList?: MenuGrant[] };

export const SERVICE_OF: Record<AccessKind, string> = { user: 'ISysUserService', supplierUser: 'ISrmSysUserService', role: 'ISysRoleService' };
const METHODS: Record<'list' | 'get' | 'save' | 'remove', [user: string, role: string]> = {
  list: ['getsysuserlist', 'getsysrolelist'],
  get: ['getsysuserbyid', 'getsysrolebyid'],
  save: ['saveorupdatesysuser', 'saveorupdaterole'],
  remove: ['deletesysuserbyids', 'deletesysrolebyids'],
};

const method = (kind: AccessKind, name: keyof typeof METHODS) => METHODS[name][kind === 'role' ? 1 : 0];

/** The key field of a kind's rows (shown in titles and modify paths). */
export const KEY_OF: Record<AccessKind, 'userNo' | 'roleNo'> = { user: 'userNo', supplierUser: 'userNo', role: 'roleNo' };

/** The applications whose menus a kind may be granted. */
export const APPS_OF: Record<AccessKind, AppNo[]> = { user: ['PC', 'PDA'], supplierUser: ['SUP'], role: ['PC', 'PDA', 'SUP'] };

export function listAccess(kind: AccessKind, current: number, size: number, condition: Record<string, unknown>): Promise<Page<AccessRow>> {
  return call(SERVICE_OF[kind], method(kind, 'list'), { current, size, condition });
}

export function getAccess(kind: AccessKind, id: number): Promise<AccessRecord> {
  return call(SERVICE_OF[kind], method(kind, 'get'), { id });
}

export function saveAccess(kind: AccessKind, body: Record<string, unknown>): Promise<AccessRecord> {
  return call(SERVICE_OF[kind], method(kind, 'save'), body);
}

export function deleteAccess(kind: AccessKind, rows: AccessRow[]): Promise<number> {
  return call(SERVICE_OF[kind], method(kind, 'remove'), { delList: rows.map(({ id, version }) => ({ id, version })) });
}

/** Removes a user's second factor (ISysTotpService/resetusertotp, isModify on users); quiet: the caller says NOT_FOUND (no factor) in words. */
export function resetTotp(id: number): Promise<boolean> {
  return call('ISysTotpService', 'resetusertotp', { id }, { quiet: true });
}

/** The caller's own menu tree of an application, with the flags they hold per page. */
export function ownMenuTree(appNo: AppNo): Promise<MenuNode[]> {
  return call('ISysMenuService', 'getsysmenulist', { appNo });
}

/** Keys and names of an entity's active rows for the data permission choices (organisations, warehouses, classify types). */
export async function dataOptions(service: string, method: string, key: string, name: string): Promise<{ value: string; label: string }[]> {
  const page = await call<Page<Record<string, unknown>>>(service, method, { current: 1, size: 1000, condition: { statusCode: 1 } });
  return page.records.map((row) => ({ value: String(row[key]), label: refLabel(row[key], row[name]) }));
}
