/**
 * Checks and writes of the permission tabs of users, supplier users and roles (spec console §6,
 * workflows §6), inside the caller's transaction.
 *
 * checkGrants answers the field issues of what a save names (unknown menus or menus of another
 * application: PC and PDA for staff users, SUP for supplier users, any of them for roles; unknown
 * or inactive roles, and for a supplier user a role granting more than SUP menus; unknown organisations, warehouses and classify types) and throws GRANT_NOT_HELD when the
 * caller hands out something they do not hold themselves (a flag on a menu, the admin role, a role
 * with a flag they lack, a data value outside their own scope). Only what the save adds is
 * compared with the caller's own access, so an administrator with a narrower scope may still edit
 * a user's name; but nobody changes or deletes an account stronger than their own (assertNotAbove).
 * writeGrants replaces the stored lists a save sends.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { DATA_TYPES, type AccessKind, type DataEntry, type MenuGrant, type SaveInput } from '../../shared/access.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Db, Tx } from '../db/client.ts';
import { bmClassifyType, bmOrg, bmWarehouse, sysMenu, sysRole, sysRoleData, sysRoleMenu, sysUserData, sysUserMenu, sysUserRole } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { hasFlag } from '../rpc/permission.ts';
import { loadAccess, type SessionUser } from '../rpc/session.ts';

/** What an account or role holds now (empty for a new one). */
export type StoredGrants = { dataList: DataEntry[]; roleNos: string[]; menuList: MenuGrant[] };

export const NO_GRANTS: StoredGrants = { dataList: [], roleNos: [], menuList: [] };

/** The owner of grants: a user (by id) or a role (by number). */
export type GrantOwner = { userId: number } | { roleNo: string };

const APPS_OF: Record<AccessKind, string[]> = { user: ['PC', 'PDA'], supplierUser: ['SUP'], role: ['PC', 'PDA', 'SUP'] };

/** The stored data scope, roles and menu grants of a user or role. */
export async function storedGrants(tx: Db | Tx, owner: GrantOwner): Promise<StoredGrants> {
  if ('roleNo' in owner) {
    const data = await tx.select({ dataType: sysRoleData.dataType, dataValue: sysRoleData.dataValue }).from(sysRoleData).where(eq(sysRoleData.roleNo, owner.roleNo));
    const menus = await tx.select({ menuNo: sysRoleMenu.menuNo, flags: sysRoleMenu.flags }).from(sysRoleMenu).where(eq(sysRoleMenu.roleNo, owner.roleNo));
    return { dataList: data as DataEntry[], roleNos: [], menuList: menus as MenuGrant[] };
  }
  const data = await tx.select({ dataType: sysUserData.dataType, dataValue: sysUserData.dataValue }).from(sysUserData).where(eq(sysUserData.userId, owner.userId));
  const roles = await tx.select({ roleNo: sysUserRole.roleNo }).from(sysUserRole).where(eq(sysUserRole.userId, owner.userId));
  const menus = await tx.select({ menuNo: sysUserMenu.menuNo, flags: sysUserMenu.flags }).from(sysUserMenu).where(eq(sysUserMenu.userId, owner.userId));
  return { dataList: data as DataEntry[], roleNos: roles.map((r) => r.roleNo), menuList: menus as MenuGrant[] };
}

function inScope(held: string[] | 'all' | undefined, value: string, emptyMeansAll: boolean): boolean {
  if (held === 'all') return true;
  if (!held || held.length === 0) return emptyMeansAll;
  return held.includes(value);
}

async function dataIssues(tx: Tx, caller: SessionUser, dataList: DataEntry[], stored: DataEntry[]): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const sources = {
    [DATA_TYPES.org]: { table: bmOrg, column: bmOrg.orgNo },
    [DATA_TYPES.warehouse]: { table: bmWarehouse, column: bmWarehouse.warehouseNo },
    [DATA_TYPES.classifyType]: { table: bmClassifyType, column: bmClassifyType.classifyType },
  };
  for (const [type, { table, column }] of Object.entries(sources)) {
    const values = [...new Set(dataList.filter((d) => d.dataType === Number(type)).map((d) => d.dataValue))];
    if (!values.length) continue;
    const found = new Set((await tx.select({ value: column }).from(table).where(inArray(column, values))).map((r) => String(r.value)));
    dataList.forEach((entry, index) => {
      if (entry.dataType === Number(type) && !found.has(entry.dataValue)) issues.push({ field: `dataList.${index}.dataValue`, message: 'validation.unknownRef', params: { value: entry.dataValue } });
    });
  }
  const had = new Set(stored.map((d) => `${d.dataType}:${d.dataValue}`));
  for (const entry of dataList) {
    if (had.has(`${entry.dataType}:${entry.dataValue}`)) continue;
    const allowed =
      entry.dataType === DATA_TYPES.org ? inScope(caller.orgs, entry.dataValue, false)
      : entry.dataType === DATA_TYPES.warehouse ? inScope(caller.warehouses, entry.dataValue, true)
      : inScope(caller.classifyTypes, entry.dataValue, true);
    if (!allowed) throw new AppError('GRANT_NOT_HELD', { what: entry.dataValue });
  }
  return issues;
}

async function menuIssues(tx: Tx, caller: SessionUser, kind: AccessKind, menuList: MenuGrant[], stored: MenuGrant[]): Promise<FieldIssue[]> {
  const menuNos = [...new Set(menuList.map((m) => m.menuNo))];
  const known = new Set(
    menuNos.length ? (await tx.select({ menuNo: sysMenu.menuNo }).from(sysMenu).where(and(inArray(sysMenu.menuNo, menuNos), inArray(sysMenu.appNo, APPS_OF[kind] as ('PC' | 'PDA' | 'SUP')[])))).map((m) => m.menuNo) : [],
  );
  const issues: FieldIssue[] = [];
  menuList.forEach((grant, index) => {
    if (!known.has(grant.menuNo)) issues.push({ field: `menuList.${index}.menuNo`, message: 'validation.unknownRef', params: { value: grant.menuNo } });
  });
  const had = new Map(stored.map((m) => [m.menuNo, new Set(m.flags)]));
  for (const grant of menuList) {
    const missing = grant.flags.find((flag) => !had.get(grant.menuNo)?.has(flag) && !hasFlag(caller, grant.menuNo, flag));
    if (missing) throw new AppError('GRANT_NOT_HELD', { what: `${grant.menuNo} ${missing}` });
  }
  return issues;
}

/** A supplier user holds only roles of supplier portal menus: a role granting a PC or PDA menu (or the admin role) is refused. */
async function staffRoleIssues(tx: Tx, roleNos: string[]): Promise<FieldIssue[]> {
  const staff = await tx.selectDistinct({ roleNo: sysRole.roleNo }).from(sysRole)
    .leftJoin(sysRoleMenu, eq(sysRoleMenu.roleNo, sysRole.roleNo)).leftJoin(sysMenu, eq(sysMenu.menuNo, sysRoleMenu.menuNo))
    .where(and(inArray(sysRole.roleNo, roleNos), or(eq(sysRole.isAdmin, true), ne(sysMenu.appNo, 'SUP'))));
  return roleNos.flatMap((roleNo, index) => (staff.some((r) => r.roleNo === roleNo) ? [{ field: `roleNos.${index}`, message: 'validation.supplierRoleOnly', params: { value: roleNo } }] : []));
}

async function roleIssues(tx: Tx, caller: SessionUser, kind: AccessKind, roleNos: string[], stored: string[]): Promise<FieldIssue[]> {
  if (!roleNos.length) return [];
  const roles = await tx.select({ roleNo: sysRole.roleNo, isAdmin: sysRole.isAdmin }).from(sysRole).where(and(inArray(sysRole.roleNo, roleNos), eq(sysRole.statusCode, 1)));
  const issues: FieldIssue[] = roleNos
    .map((roleNo, index) => ({ roleNo, index }))
    .filter(({ roleNo }) => !roles.some((r) => r.roleNo === roleNo))
    .map(({ roleNo, index }) => ({ field: `roleNos.${index}`, message: 'validation.unknownRef', params: { value: roleNo } }));
  if (kind === 'supplierUser') issues.push(...await staffRoleIssues(tx, roleNos));
  const added = roles.filter((r) => !stored.includes(r.roleNo));
  if (caller.isAdmin || !added.length) return issues;
  if (added.some((r) => r.isAdmin)) throw new AppError('GRANT_NOT_HELD', { what: added.find((r) => r.isAdmin)!.roleNo });
  const grants = await tx.select().from(sysRoleMenu).where(inArray(sysRoleMenu.roleNo, added.map((r) => r.roleNo)));
  for (const grant of grants) {
    const missing = grant.flags.find((flag) => !hasFlag(caller, grant.menuNo, flag as MenuGrant['flags'][number]));
    if (missing) throw new AppError('GRANT_NOT_HELD', { what: `${grant.roleNo}: ${grant.menuNo} ${missing}` });
  }
  return issues;
}

/**
 * Refuses (GRANT_NOT_HELD) changing or deleting an account that holds more than the caller: the
 * admin role, a flag the caller lacks, or an organisation or warehouse outside the caller's scope;
 * otherwise a narrower administrator could reset a stronger account's password and sign in as it.
 */
export async function assertNotAbove(tx: Tx, caller: SessionUser, userId: number): Promise<void> {
  if (caller.isAdmin) return;
  const target = await loadAccess(tx, userId);
  if (target.isAdmin) throw new AppError('GRANT_NOT_HELD', { what: target.roles.join(', ') });
  for (const [menuNo, flags] of target.permissions) {
    const missing = [...flags].find((flag) => !hasFlag(caller, menuNo, flag));
    if (missing) throw new AppError('GRANT_NOT_HELD', { what: `${menuNo} ${missing}` });
  }
  const outside = [
    ...(target.orgs as string[]).filter((org) => !inScope(caller.orgs, org, false)),
    ...(target.warehouses as string[]).filter((warehouse) => !inScope(caller.warehouses, warehouse, true)),
  ];
  if (outside.length) throw new AppError('GRANT_NOT_HELD', { what: outside.join(', ') });
}

/** Field issues of the permission tabs a save sends; throws GRANT_NOT_HELD (see the module's docblock). */
export async function checkGrants(tx: Tx, caller: SessionUser, kind: AccessKind, input: SaveInput, stored: StoredGrants): Promise<FieldIssue[]> {
  return [
    ...(input.dataList ? await dataIssues(tx, caller, input.dataList, stored.dataList) : []),
    ...(input.roleNos ? await roleIssues(tx, caller, kind, input.roleNos, stored.roleNos) : []),
    ...(input.menuList ? await menuIssues(tx, caller, kind, input.menuList, stored.menuList) : []),
  ];
}

/** Replaces the lists a save sends (absent ones are kept). */
export async function writeGrants(tx: Tx, owner: GrantOwner, input: SaveInput): Promise<void> {
  const dataList = input.dataList && [...new Map(input.dataList.map((d) => [`${d.dataType}:${d.dataValue}`, d])).values()];
  const menuList = input.menuList && [...new Map(input.menuList.map((m) => [m.menuNo, m])).values()];
  if ('roleNo' in owner) {
    const { roleNo } = owner;
    if (dataList) {
      await tx.delete(sysRoleData).where(eq(sysRoleData.roleNo, roleNo));
      if (dataList.length) await tx.insert(sysRoleData).values(dataList.map((d) => ({ roleNo, ...d })));
    }
    if (menuList) {
      await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleNo, roleNo));
      if (menuList.length) await tx.insert(sysRoleMenu).values(menuList.map((m) => ({ roleNo, ...m })));
    }
    return;
  }
  const { userId } = owner;
  if (dataList) {
    await tx.delete(sysUserData).where(eq(sysUserData.userId, userId));
    if (dataList.length) await tx.insert(sysUserData).values(dataList.map((d) => ({ userId, ...d })));
  }
  if (input.roleNos) {
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (input.roleNos.length) await tx.insert(sysUserRole).values(input.roleNos.map((roleNo) => ({ userId, roleNo })));
  }
  if (menuList) {
    await tx.delete(sysUserMenu).where(eq(sysUserMenu.userId, userId));
    if (menuList.length) await tx.insert(sysUserMenu).values(menuList.map((m) => ({ userId, ...m })));
  }
}
