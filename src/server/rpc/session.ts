/**
 * Sessions (DESIGN.md "Access"): opaque 128-bit random tokens, stored as SHA-256 hashes with an
 * idle expiry (WMS_SESSION_IDLE_MS, default 2 h) and an absolute expiry (default 12 h). Logout and
 * disabling a user revoke them; a password change revokes the user's other sessions. resolveSession
 * answers the signed-in user with roles, permission flags per menu and data scope, or null when the
 * token is missing, unknown, revoked or expired.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DATA_TYPES } from '../../shared/access.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysRole, sysRoleData, sysRoleMenu, sysSession, sysUser, sysUserData, sysUserMenu, sysUserRole } from '../db/schema.ts';

export const SESSION_IDLE_MS = Number(process.env.WMS_SESSION_IDLE_MS ?? 2 * 3600_000);
export const SESSION_ABSOLUTE_MS = Number(process.env.WMS_SESSION_ABSOLUTE_MS ?? 12 * 3600_000);
const TOUCH_AFTER_MS = 60_000;

/** Data types of a user's data scope (spec console §3 userDataList), declared in src/shared/access.ts. */
export { DATA_TYPES } from '../../shared/access.ts';

export type SessionUser = {
  id: number;
  userNo: string;
  userName: string;
  userType: 'staff' | 'supplier' | 'screen';
  belongSupplier: string | null;
  orgNo: string | null;
  warehouseNo: string | null;
  isAdmin: boolean;
  roles: string[];
  /** Flags granted per menu number; an admin has every flag everywhere. */
  permissions: Map<string, Set<PermissionFlag>>;
  /** Organisations and warehouses in scope; 'all' for an admin. */
  orgs: string[] | 'all';
  warehouses: string[] | 'all';
  /** Classify types in scope (dataType 2): 'all' for an admin; absent or empty means every type. */
  classifyTypes?: string[] | 'all';
  tokenHash: string;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for a user and answers its token (shown once, never stored). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.insert(sysSession).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return token;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sysSession).set({ revokedAt: new Date() }).where(eq(sysSession.tokenHash, tokenHash));
}

/** Revokes every live session of a user except the one of `keepTokenHash` (password change). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepTokenHash: string): Promise<void> {
  await tx
    .update(sysSession)
    .set({ revokedAt: new Date() })
    .where(and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, keepTokenHash), isNull(sysSession.revokedAt)));
}

/** Loads the user behind a token, or null. Touches lastSeenAt at most once a minute. */
export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [row] = await db
    .select({ session: sysSession, user: sysUser })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(eq(sysSession.tokenHash, tokenHash), isNull(sysSession.revokedAt), gt(sysSession.expiresAt, new Date(now)), eq(sysUser.statusCode, 1)));
  if (!row || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  if (now - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sysSession).set({ lastSeenAt: sql`now()` }).where(eq(sysSession.tokenHash, tokenHash));
  }
  return { ...(await loadAccess(db, row.user.id)), ...pickUser(row.user), tokenHash };
}

function pickUser(user: typeof sysUser.$inferSelect) {
  return {
    id: user.id,
    userNo: user.userNo,
    userName: user.userName,
    userType: user.userType,
    belongSupplier: user.belongSupplier,
    orgNo: user.orgNo,
    warehouseNo: user.warehouseNo,
  };
}

/**
 * Roles, permission flags and data scope of one user, read afresh on every call (no cache), so a
 * changed role, grant or scope applies to the user's next call on every server instance. Flags are
 * the union of the user's active roles' grants and the user's own menu grants (sys_user_menu);
 * the data scope the union of the user's own entries and those of their active roles.
 */
export async function loadAccess(db: Db, userId: number) {
  const roles = await db
    .select({ roleNo: sysRole.roleNo, isAdmin: sysRole.isAdmin })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleNo, sysUserRole.roleNo))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.statusCode, 1)));
  const isAdmin = roles.some((role) => role.isAdmin);
  const roleNos = roles.length ? roles.map((role) => role.roleNo) : [''];
  const permissions = new Map<string, Set<PermissionFlag>>();
  const grants = [
    ...(await db.select({ menuNo: sysRoleMenu.menuNo, flags: sysRoleMenu.flags }).from(sysRoleMenu).where(inArray(sysRoleMenu.roleNo, roleNos))),
    ...(await db.select({ menuNo: sysUserMenu.menuNo, flags: sysUserMenu.flags }).from(sysUserMenu).where(eq(sysUserMenu.userId, userId))),
  ];
  for (const grant of grants) {
    const set = permissions.get(grant.menuNo) ?? new Set<PermissionFlag>();
    for (const flag of grant.flags) set.add(flag as PermissionFlag);
    permissions.set(grant.menuNo, set);
  }
  const data = [
    ...(await db.select({ dataType: sysUserData.dataType, dataValue: sysUserData.dataValue }).from(sysUserData).where(eq(sysUserData.userId, userId))),
    ...(await db.select({ dataType: sysRoleData.dataType, dataValue: sysRoleData.dataValue }).from(sysRoleData).where(inArray(sysRoleData.roleNo, roleNos))),
  ];
  const values = (type: number) => [...new Set(data.filter((d) => d.dataType === type).map((d) => d.dataValue))];
  return {
    isAdmin,
    roles: roles.map((role) => role.roleNo),
    permissions,
    orgs: isAdmin ? ('all' as const) : values(DATA_TYPES.org),
    warehouses: isAdmin ? ('all' as const) : values(DATA_TYPES.warehouse),
    classifyTypes: isAdmin ? ('all' as const) : values(DATA_TYPES.classifyType),
  };
}
