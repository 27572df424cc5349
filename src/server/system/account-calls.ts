/**
 * User administration (spec console §7 Users, workflows §7 ISysUserService and ISrmSysUserService,
 * §6 user tabs). Staff users live under ISysUserService on menu user (160102), supplier users under
 * ISrmSysUserService on menu supplierUser (160103); both are rows of sys_user, told apart by userType.
 *
 * - getsysuserlist { current, size, condition: { keyword, userNo, userName, statusCode, belongSupplier, orgNo } } -> page (isSearch, lookup).
 * - getsysuserbyid { id } -> the account with dataList, roleNos, menuList (isSearch, lookup).
 * - saveorupdatesysuser: without id an add (isAdd; pwd checked by the password rules in the input
 *   schema, src/shared/access.ts, then by the password policy, password-policy.ts; left out, the
 *   user gets the policy's default password and must change it at first sign-in, and without a
 *   default password it is required),
 *   with id and version a modify (isModify; a sent pwd resets the password and signs the user out
 *   everywhere; a sent pin, 4-8 digits, sets the staff user's dock / floor PIN, stored as a scrypt
 *   hash like the password and answered only as hasPin). The declared permission is isSearch; the handler asks isAdd or isModify as the
 *   body says. Supplier users: belongSupplier required, only SUP menus, no roles or data scope.
 * - deletesysuserbyids { delList: [{ id, version }] } -> count (isDelete), all or nothing.
 * - ISysUserService/getAuthUserList { condition: { orgNo, warehouseNo, classifyType, statusCode, keyword } }:
 *   the user picker (spec console §7 Lookups): active staff users whose data scope (own or a
 *   role's) holds the organisation, warehouse and classify type asked for, plus administrators.
 *
 * Only staff may administer accounts (FORBIDDEN for a supplier user). Refusals, all before any
 * write: VALIDATION_FAILED (field issues), NOT_FOUND, STALE_VERSION, DUPLICATE_KEY (userNo),
 * GRANT_NOT_HELD (access-grants.ts: also for changing or deleting an account stronger than the
 * caller's), ACCOUNT_SELF_DELETE, ADMIN_PROTECTED (the admin user cannot be
 * deleted, disabled or lose the admin role). No answer carries a password hash or a token.
 * Saves and deletes report the account with its tabs before and after to the operation journal
 * (noteChange, entity `user` or `supplierUser`); the password never enters it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATA_TYPES, saveInputSchema, type SaveInput } from '../../shared/access.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { sysUser } from '../db/schema.ts';
import { noteChange } from '../journal/operation-journal.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { hasFlag } from '../rpc/permission.ts';
import { revokeOtherSessions } from '../rpc/session.ts';
import { assertNotAbove, checkGrants, NO_GRANTS, storedGrants, writeGrants } from './access-grants.ts';
import { accountById, accountRefIssues, accountWhere, listAccounts, USER_TYPE_OF, type AccountKind } from './account-rows.ts';
import { ADMIN } from './bootstrap.ts';
import { hashPassword } from './password.ts';
import { newPasswordIssues, readPolicy } from './password-policy.ts';
import { unlockSignIn } from './sign-in-throttle.ts';

const PLACE: Record<AccountKind, { service: string; menuNo: string }> = {
  user: { service: 'ISysUserService', menuNo: '160102' },
  supplierUser: { service: 'ISrmSysUserService', menuNo: '160103' },
};

/** Account administration is staff work; the flag asked is checked like the declared ones. */
export function assertAdministers(ctx: UserContext, menuNo: string, flag: PermissionFlag): void {
  if (ctx.user.userType !== 'staff' || !hasFlag(ctx.user, menuNo, flag)) throw new AppError('FORBIDDEN');
}

async function saveAccount(kind: AccountKind, input: SaveInput, ctx: UserContext) {
  const { menuNo } = PLACE[kind];
  const isAdd = input.id === undefined;
  assertAdministers(ctx, menuNo, isAdd ? 'isAdd' : 'isModify');
  const policy = await readPolicy(ctx.database.db);
  // As before the policy, a password set by an administrator is not checked for the user's own number or name.
  const pwdIssues = input.pwd ? await newPasswordIssues(input.pwd, policy, 'pwd') : [];
  if (isAdd && !input.pwd && !policy.defaultPwdHash) pwdIssues.push({ field: 'pwd', message: 'validation.required' });
  if (pwdIssues.length) throw fieldError(pwdIssues);
  const pwdHash = input.pwd ? await hashPassword(input.pwd) : undefined;
  const pinHash = input.pin ? await hashPassword(input.pin) : undefined;
  return ctx.database.db.transaction(async (tx) => {
    const [existing] = isAdd ? [] : await tx.select().from(sysUser).where(and(eq(sysUser.id, input.id!), eq(sysUser.userType, USER_TYPE_OF[kind]))).for('update');
    if (!isAdd && !existing) throw new AppError('NOT_FOUND');
    if (existing && existing.version !== input.version) throw new AppError('STALE_VERSION');
    if (existing) await assertNotAbove(tx, ctx.user, existing.id);
    const stored = existing ? await storedGrants(tx, { userId: existing.id }) : NO_GRANTS;
    const issues = [...(await accountRefIssues(tx, kind, input.fields)), ...(await checkGrants(tx, ctx.user, kind, input, stored))];
    if (issues.length) throw fieldError(issues);
    if (existing?.userNo === ADMIN && (input.fields.statusCode === 0 || (input.roleNos && !input.roleNos.includes(ADMIN)))) throw new AppError('ADMIN_PROTECTED', { name: ADMIN });
    const before = existing ? await accountById(tx, kind, existing.id) : undefined;
    const audit = { updateName: ctx.user.userNo, updateDate: sql`now()` };
    let userId: number;
    if (existing) {
      await tx.update(sysUser).set({ ...input.fields, ...(pwdHash && { pwdHash, pwdChangedAt: sql`now()`, pwdMustChange: false }), ...(pinHash && { pinHash }), version: sql`${sysUser.version} + 1`, ...audit }).where(eq(sysUser.id, existing.id));
      userId = existing.id;
      if (pwdHash) await revokeOtherSessions(tx, userId, ctx.user.tokenHash);
      if (pwdHash || pinHash) await unlockSignIn(tx, existing.userNo);
    } else {
      const [added] = await tx
        .insert(sysUser)
        .values({ ...(input.fields as typeof sysUser.$inferInsert), pwdHash: pwdHash ?? policy.defaultPwdHash!, pinHash, pwdMustChange: !pwdHash, userType: USER_TYPE_OF[kind], createName: ctx.user.userNo, updateName: ctx.user.userNo })
        .returning({ id: sysUser.id });
      userId = added.id;
    }
    await writeGrants(tx, { userId }, input);
    const after = await accountById(tx, kind, userId);
    noteChange(kind, before ?? null, after!);
    return after;
  });
}

async function deleteAccounts(kind: AccountKind, delList: { id: number; version: number }[], ctx: UserContext): Promise<number> {
  assertAdministers(ctx, PLACE[kind].menuNo, 'isDelete');
  return ctx.database.db.transaction(async (tx) => {
    const ids = delList.map((row) => row.id);
    const rows = await tx.select({ id: sysUser.id, version: sysUser.version, userNo: sysUser.userNo }).from(sysUser).where(and(inArray(sysUser.id, ids), eq(sysUser.userType, USER_TYPE_OF[kind]))).for('update');
    for (const { id, version } of delList) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.version !== version) throw new AppError('STALE_VERSION');
      if (row.id === ctx.user.id) throw new AppError('ACCOUNT_SELF_DELETE');
      if (row.userNo === ADMIN) throw new AppError('ADMIN_PROTECTED', { name: ADMIN });
      await assertNotAbove(tx, ctx.user, row.id);
    }
    for (const id of ids) noteChange(kind, (await accountById(tx, kind, id))!, null);
    await tx.delete(sysUser).where(inArray(sysUser.id, ids));
    return ids.length;
  });
}

function accountCalls(kind: AccountKind): CallDef[] {
  const { service, menuNo } = PLACE[kind];
  return [
    defineCall({
      service,
      method: 'getsysuserlist',
      summary: `List ${kind} accounts (paged; keyword, userNo, userName, statusCode, belongSupplier, orgNo)`,
      permission: { menuNo, flag: 'isSearch' },
      input: pageRequestSchema,
      handle: (input, ctx) => listAccounts(ctx.database.db, accountWhere(kind, input.condition), input),
    }),
    defineCall({
      service,
      method: 'getsysuserbyid',
      summary: `Get one ${kind} account with its data scope, roles and menu grants`,
      permission: { menuNo, flag: 'isSearch' },
      input: byIdSchema,
      handle: async ({ id }, ctx) => {
        const account = await accountById(ctx.database.db, kind, id);
        if (!account) throw new AppError('NOT_FOUND');
        return account;
      },
    }),
    defineCall({
      service,
      method: 'saveorupdatesysuser',
      write: true,
      summary: `Add (no id: isAdd) or modify (id, version: isModify) a ${kind} account with its tabs`,
      permission: { menuNo, flag: 'isSearch' },
      input: saveInputSchema(kind),
      handle: (input, ctx) => saveAccount(kind, input, ctx),
    }),
    defineCall({
      service,
      method: 'deletesysuserbyids',
      summary: `Delete ${kind} accounts by id and version, all or nothing (isDelete)`,
      permission: { menuNo, flag: 'isDelete' },
      input: deleteRequestSchema,
      handle: (input, ctx) => deleteAccounts(kind, input.delList, ctx),
    }),
  ];
}

/** Users whose own or role data scope holds `value` of `dataType`. */
function holds(dataType: number, value: string) {
  // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which a subquery would bind to its own table.
  return sql`(exists (select 1 from sys_user_data d where d.user_id = sys_user.id and d.data_type = ${dataType} and d.data_value = ${value})
    or exists (select 1 from sys_user_role ur join sys_role_data rd on rd.role_no = ur.role_no where ur.user_id = sys_user.id and rd.data_type = ${dataType} and rd.data_value = ${value}))`;
}

const isAdminUser = sql`exists (select 1 from sys_user_role ur join sys_role r on r.role_no = ur.role_no where ur.user_id = sys_user.id and r.is_admin and r.status_code = 1)`;

const authUserListCall = defineCall({
  service: 'ISysUserService',
  method: 'getAuthUserList',
  summary: 'The user picker: active staff users whose data scope holds orgNo, warehouseNo and classifyType',
  permission: { menuNo: PLACE.user.menuNo, flag: 'isSearch' },
  input: pageRequestSchema,
  handle: (input, ctx) => {
    const condition: Record<string, unknown> = { statusCode: 1, ...input.condition };
    const scoped = ([['orgNo', DATA_TYPES.org], ['warehouseNo', DATA_TYPES.warehouse], ['classifyType', DATA_TYPES.classifyType]] as const)
      .filter(([name]) => typeof condition[name] === 'string' && condition[name])
      .map(([name, dataType]) => holds(dataType, String(condition[name])));
    const inScope = scoped.length ? sql`(${isAdminUser} or (${sql.join(scoped, sql` and `)}))` : undefined;
    return listAccounts(ctx.database.db, and(accountWhere('user', { ...condition, orgNo: undefined }), inScope), input);
  },
});

export const accountAdminCalls: CallDef[] = [...accountCalls('user'), ...accountCalls('supplierUser'), authUserListCall];
