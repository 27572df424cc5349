/**
 * Role administration (spec console §6, §7 Roles; workflows §7 ISysRoleService, §6 role tabs: basic
 * information, data permissions, menu permissions with every button flag), on menu role (160104).
 *
 * - getsysrolelist { current, size, condition: { keyword, roleNo, roleName, statusCode } } -> page
 *   of { id, version, roleNo, roleName, isAdmin, statusCode, remark, userCount, audit } (isSearch, lookup).
 * - getsysrolebyid { id } -> the role with dataList and menuList (isSearch, lookup).
 * - saveorupdaterole: without id an add (isAdd), with id and version a modify (isModify); the
 *   declared permission is isSearch and the handler asks isAdd or isModify as the body says.
 * - deletesysrolebyids { delList } -> count (isDelete), all or nothing.
 *
 * A role's grants and data scope apply to its users from their next call (sessions read access per
 * call). Refusals before any write: VALIDATION_FAILED, NOT_FOUND, STALE_VERSION, DUPLICATE_KEY,
 * GRANT_NOT_HELD, ADMIN_PROTECTED (the admin role cannot be disabled or deleted), ROLE_IN_USE.
 * Saves and deletes report the role with its tabs before and after to the operation journal
 * (noteChange, entity `role`).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { saveInputSchema, type SaveInput } from '../../shared/access.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema, type PageRequest } from '../../shared/rpc.ts';
import { likePattern } from '../crud/custom-values.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysRole, sysUserRole } from '../db/schema.ts';
import { noteChange } from '../journal/operation-journal.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { checkGrants, NO_GRANTS, storedGrants, writeGrants } from './access-grants.ts';
import { assertAdministers } from './account-calls.ts';

const SERVICE = 'ISysRoleService';
const MENU_NO = '160104';
const USER_MENU_NO = '160102';

const ROLE_COLUMNS = {
  id: sysRole.id,
  version: sysRole.version,
  roleNo: sysRole.roleNo,
  roleName: sysRole.roleName,
  isAdmin: sysRole.isAdmin,
  statusCode: sysRole.statusCode,
  remark: sysRole.remark,
  // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which the subquery would bind to its own table.
  userCount: sql<number>`(select count(*)::int from sys_user_role ur where ur.role_no = sys_role.role_no)`,
  createName: sysRole.createName,
  createDate: sysRole.createDate,
  updateName: sysRole.updateName,
  updateDate: sysRole.updateDate,
};

function roleWhere(condition: Record<string, unknown>): SQL | undefined {
  const value = (name: string) => (typeof condition[name] === 'string' && (condition[name] as string).trim()) || (typeof condition[name] === 'number' ? String(condition[name]) : '');
  const parts: (SQL | undefined)[] = [];
  if (value('keyword')) parts.push(or(ilike(sysRole.roleNo, likePattern(value('keyword'))), ilike(sysRole.roleName, likePattern(value('keyword')))));
  if (value('roleNo')) parts.push(ilike(sysRole.roleNo, likePattern(value('roleNo'))));
  if (value('roleName')) parts.push(ilike(sysRole.roleName, likePattern(value('roleName'))));
  if (value('statusCode') === '0' || value('statusCode') === '1') parts.push(eq(sysRole.statusCode, Number(value('statusCode'))));
  return and(...parts);
}

async function listRoles(db: Db, request: PageRequest) {
  const where = roleWhere(request.condition);
  const byRoleNo = request.sorter?.field === 'roleNo';
  const direction = request.sorter?.order === 'ascend' ? asc : desc;
  const [records, total] = await Promise.all([
    db.select(ROLE_COLUMNS).from(sysRole).where(where)
      .orderBy(byRoleNo ? direction(sysRole.roleNo) : desc(sysRole.updateDate), desc(sysRole.id))
      .limit(request.size)
      .offset((request.current - 1) * request.size),
    db.$count(sysRole, where),
  ]);
  return { records, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

async function roleById(db: Db | Tx, id: number) {
  const [row] = await db.select(ROLE_COLUMNS).from(sysRole).where(eq(sysRole.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const { dataList, menuList } = await storedGrants(db, { roleNo: row.roleNo });
  return { ...row, dataList, menuList };
}

async function saveRole(input: SaveInput, ctx: UserContext) {
  const isAdd = input.id === undefined;
  assertAdministers(ctx, MENU_NO, isAdd ? 'isAdd' : 'isModify');
  return ctx.database.db.transaction(async (tx) => {
    const [existing] = isAdd ? [] : await tx.select().from(sysRole).where(eq(sysRole.id, input.id!)).for('update');
    if (!isAdd && !existing) throw new AppError('NOT_FOUND');
    if (existing && existing.version !== input.version) throw new AppError('STALE_VERSION');
    const stored = existing ? await storedGrants(tx, { roleNo: existing.roleNo }) : NO_GRANTS;
    const issues = await checkGrants(tx, ctx.user, 'role', input, stored);
    if (issues.length) throw fieldError(issues);
    if (existing?.isAdmin && input.fields.statusCode === 0) throw new AppError('ADMIN_PROTECTED', { name: existing.roleNo });
    const before = existing ? await roleById(tx, existing.id) : null;
    let role: { id: number; roleNo: string };
    if (existing) {
      await tx.update(sysRole).set({ ...input.fields, version: sql`${sysRole.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` }).where(eq(sysRole.id, existing.id));
      role = existing;
    } else {
      [role] = await tx
        .insert(sysRole)
        .values({ ...(input.fields as typeof sysRole.$inferInsert), createName: ctx.user.userNo, updateName: ctx.user.userNo })
        .returning({ id: sysRole.id, roleNo: sysRole.roleNo });
    }
    await writeGrants(tx, { roleNo: role.roleNo }, input);
    const after = await roleById(tx, role.id);
    noteChange('role', before, after);
    return after;
  });
}

async function deleteRoles(delList: { id: number; version: number }[], ctx: UserContext): Promise<number> {
  assertAdministers(ctx, MENU_NO, 'isDelete');
  return ctx.database.db.transaction(async (tx) => {
    const ids = delList.map((row) => row.id);
    const rows = await tx.select({ id: sysRole.id, version: sysRole.version, roleNo: sysRole.roleNo, isAdmin: sysRole.isAdmin }).from(sysRole).where(inArray(sysRole.id, ids)).for('update');
    for (const { id, version } of delList) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.version !== version) throw new AppError('STALE_VERSION');
      if (row.isAdmin) throw new AppError('ADMIN_PROTECTED', { name: row.roleNo });
      const count = await tx.$count(sysUserRole, eq(sysUserRole.roleNo, row.roleNo));
      if (count > 0) throw new AppError('ROLE_IN_USE', { roleNo: row.roleNo, count });
    }
    for (const id of ids) noteChange('role', await roleById(tx, id), null);
    await tx.delete(sysRole).where(inArray(sysRole.id, ids));
    return ids.length;
  });
}

export const roleCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getsysrolelist',
    summary: 'List roles (paged; keyword, roleNo, roleName, statusCode) with their user counts',
    // The user form's role tab lists the roles to grant.
    permission: { menuNo: MENU_NO, flag: 'isSearch', alsoOn: [USER_MENU_NO] },
    input: pageRequestSchema,
    handle: (input, ctx) => listRoles(ctx.database.db, input),
  }),
  defineCall({
    service: SERVICE,
    method: 'getsysrolebyid',
    summary: 'Get one role with its data scope and menu grants',
    permission: { menuNo: MENU_NO, flag: 'isSearch' },
    input: byIdSchema,
    handle: ({ id }, ctx) => roleById(ctx.database.db, id),
  }),
  defineCall({
    service: SERVICE,
    method: 'saveorupdaterole',
    write: true,
    summary: 'Add (no id: isAdd) or modify (id, version: isModify) a role with its data scope and menu grants',
    permission: { menuNo: MENU_NO, flag: 'isSearch' },
    input: saveInputSchema('role'),
    handle: (input, ctx) => saveRole(input, ctx),
  }),
  defineCall({
    service: SERVICE,
    method: 'deletesysrolebyids',
    summary: 'Delete roles by id and version, all or nothing; refused while users hold them (isDelete)',
    permission: { menuNo: MENU_NO, flag: 'isDelete' },
    input: deleteRequestSchema,
    handle: (input, ctx) => deleteRoles(input.delList, ctx),
  }),
];
