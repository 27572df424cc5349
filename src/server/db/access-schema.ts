/**
 * The system tables of sign-in, users, roles, menus and data scope (spec console §3, workflows §3).
 * Re-exported by schema.ts; domain schema files that refer to sys_user import it from here.
 */
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, index } from 'drizzle-orm/pg-core';
import { sysEmployee } from './entity-schema.ts';
import { auditColumns } from './entity-table.ts';

/** Staff and supplier users (spec console §3 User info, workflows §3 User). */
export const sysUser = pgTable('sys_user', {
  ...auditColumns(),
  userNo: text('user_no').notNull().unique(),
  userName: text('user_name').notNull(),
  /** The user's number in another system (ERP, SRM), shown beside userNo. */
  outsideUserNo: text('outside_user_no'),
  pwdHash: text('pwd_hash').notNull(),
  /** When the password was last set: its age against the policy's validity (password-policy.ts). */
  pwdChangedAt: timestamp('pwd_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The password is the policy's default one: the user must change it at next sign-in. */
  pwdMustChange: boolean('pwd_must_change').notNull().default(false),
  userType: text('user_type', { enum: ['staff', 'supplier', 'screen'] }).notNull().default('staff'),
  belongSupplier: text('belong_supplier'),
  orgNo: text('org_no'),
  warehouseNo: text('warehouse_no'),
  employeeId: bigint('employee_id', { mode: 'number' }).references(() => sysEmployee.id),
  phone: text('phone'),
  email: text('email'),
  url: text('url'),
  limitCount: integer('limit_count').notNull().default(1000),
  tenantsid: text('tenantsid'),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

/** A user's data scope (dataType 1 organisation, 2 classify type, 3 warehouse). */
export const sysUserData = pgTable('sys_user_data', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  dataType: smallint('data_type').notNull(),
  dataValue: text('data_value').notNull(),
}, (t) => [unique('sys_user_data_key').on(t.userId, t.dataType, t.dataValue)]);

export const sysRole = pgTable('sys_role', {
  ...auditColumns(),
  roleNo: text('role_no').notNull().unique(),
  roleName: text('role_name').notNull(),
  /** The admin role grants every flag on every menu. */
  isAdmin: boolean('is_admin').notNull().default(false),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

export const sysUserRole = pgTable('sys_user_role', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
}, (t) => [unique('sys_user_role_key').on(t.userId, t.roleNo)]);

/** A role's data scope (dataType 1 organisation, 2 classify type, 3 warehouse); its users hold it besides their own. */
export const sysRoleData = pgTable('sys_role_data', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
  dataType: smallint('data_type').notNull(),
  dataValue: text('data_value').notNull(),
}, (t) => [unique('sys_role_data_key').on(t.roleNo, t.dataType, t.dataValue)]);

/** The flags a user holds on one menu directly, besides those of their roles (the user's menu permissions tab; supplier users have only these). */
export const sysUserMenu = pgTable('sys_user_menu', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  menuNo: text('menu_no').notNull(),
  flags: text('flags').array().notNull(),
}, (t) => [unique('sys_user_menu_key').on(t.userId, t.menuNo)]);

/** The flags (src/shared/permissions.ts) a role grants on one menu. */
export const sysRoleMenu = pgTable('sys_role_menu', {
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
  menuNo: text('menu_no').notNull(),
  flags: text('flags').array().notNull(),
}, (t) => [unique('sys_role_menu_key').on(t.roleNo, t.menuNo)]);

/** Menus of the PC, PDA and SUP applications (spec console §3 Menu). */
export const sysMenu = pgTable('sys_menu', {
  ...auditColumns(),
  menuNo: text('menu_no').notNull().unique(),
  menuName: text('menu_name').notNull(),
  menuNameMap: jsonb('menu_name_map').$type<Record<string, string>>().notNull(),
  menuOwner: text('menu_owner').notNull(),
  menuLevel: smallint('menu_level').notNull(),
  url: text('url').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull(),
  appNo: text('app_no', { enum: ['PDA', 'PC', 'SUP'] }).notNull(),
  icon: text('icon'),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

/**
 * Sign-in throttle (docs/decisions/0012-sign-in-throttling.md): one row per (user number as typed,
 * address) with the failures since the last success and the pair's lock, and one row per user
 * number with address '' counting failures from every address for the progressive delay.
 * Keyed by the typed user number, so unknown users are throttled exactly like real ones.
 */
export const sysSignInThrottle = pgTable('sys_sign_in_throttle', {
  userNo: text('user_no').notNull(),
  address: text('address').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.userNo, t.address] })]);

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. Times are UTC. */
export const sysSession = pgTable('sys_session', {
  tokenHash: text('token_hash').primaryKey(),
  /** How an administrator names the session (the token hash is never answered); issue 16 syssec. */
  id: bigint('id', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  /** The address the session signed in from (request.ip). */
  address: text('address'),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sys_session_user').on(t.userId)]);
