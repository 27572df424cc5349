/**
 * Sessions (DESIGN.md "Access"): opaque 128-bit random tokens, stored as SHA-256 hashes with an
 * idle expiry (WMS_SESSION_IDLE_MS, default 2 h) and an absolute expiry (default 12 h); a gate
 * kiosk's session (a user holding the `kiosk` role, not admin) has no idle expiry and lasts
 * WMS_KIOSK_SESSION_MS (default 24 h) from sign-in, so it does not expire during the day; a wall
 * display's session (a user holding the `screen` role, not admin) has no idle expiry either and
 * its expiry slides to WMS_KIOSK_SESSION_MS after each use, so a wall that keeps polling is never
 * sent to the login page, across server restarts too (sessions live in the database). Logout and
 * disabling a user revoke them; a password change revokes the user's other sessions. resolveSession
 * answers the signed-in user with roles, permission flags per menu and data scope, or null when the
 * token is missing, unknown, revoked or expired.
 *
 * Each instance caches what it read of a session in its server cache (key `session:<token hash>`,
 * issue 29), so a call does not read its session from PostgreSQL. Every change that alters a
 * session, an account, its access or the password policy evicts it on every instance: the
 * database's triggers NOTIFY the cache channel at commit (migration 0053), and the router evicts
 * this instance's sessions at once after a write of the security pages (evictsSessions). Time-based
 * ends (absolute, idle, password validity) are checked against the clock on every call; an entry
 * that looks idle is read again, since another instance may have seen the session since.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DATA_TYPES } from '../../shared/access.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { isKioskUser } from '../../shared/kiosk-role.ts';
import { SCREEN_ROLE } from '../../shared/workbench.ts';
import type { ServerCache } from '../cache/server-cache.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysSession, sysUser } from '../db/schema.ts';

export const SESSION_IDLE_MS = Number(process.env.WMS_SESSION_IDLE_MS ?? 2 * 3600_000);
export const SESSION_ABSOLUTE_MS = Number(process.env.WMS_SESSION_ABSOLUTE_MS ?? 12 * 3600_000);
export const KIOSK_SESSION_MS = Number(process.env.WMS_KIOSK_SESSION_MS ?? 24 * 3600_000);
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
  /** The password must be changed before anything else (the policy's default password, or expired: passwordExpired). */
  pwdExpired: boolean;
  /** The policy requires a second factor of this admin-role holder, who has none yet (src/server/system/totp.ts); absent means false. */
  totpMissing?: boolean;
  tokenHash: string;
};

/**
 * Whether the password of the sys_user row in the query must be changed: it is the policy's
 * default password, or the policy controls validity and the password is older than its indate days.
 */
export const passwordExpired = sql<boolean>`(sys_user.pwd_must_change or exists (select 1 from sys_password_policy p
  where p.is_control_indate = 1 and sys_user.pwd_changed_at + make_interval(days => p.indate) <= now()))`;

/**
 * Whether the sys_user row in the query lacks a confirmed TOTP factor while the password policy
 * requires one of holders of the admin role (whether the user holds it: accessOf's isAdmin).
 */
export const totpLacking = sql<boolean>`(exists (select 1 from sys_password_policy p where p.is_admin_totp = 1)
  and not exists (select 1 from sys_user_totp f where f.user_id = sys_user.id and f.confirmed_at is not null))`;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for a user, signed in from `address`, and answers its token (shown once, never stored). */
export async function createSession(db: Db, userId: number, address?: string): Promise<string> {
  const token = randomBytes(16).toString('hex');
  const lifetime = isKioskUser(await loadAccess(db, userId)) ? KIOSK_SESSION_MS : SESSION_ABSOLUTE_MS;
  await db.insert(sysSession).values({ tokenHash: hashToken(token), userId, address: address?.slice(0, 64), expiresAt: new Date(Date.now() + lifetime) });
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

/**
 * The user's active roles, the flags per menu (the active roles' grants and the user's own,
 * sys_user_menu) and the data scope (the user's own entries and those of the active roles), as
 * three JSON arrays selected next to the row of `userId`: one round trip with the session lookup,
 * read afresh on every call (no cache), so a changed role, grant or scope applies to the user's
 * next call on every server instance. Grants and scope of a disabled role do not count.
 */
function accessColumns(userId: SQL) {
  return {
    roles: sql<{ roleNo: string; isAdmin: boolean }[]>`coalesce((select json_agg(json_build_object('roleNo', r.role_no, 'isAdmin', r.is_admin))
      from sys_user_role ur join sys_role r on r.role_no = ur.role_no where ur.user_id = ${userId} and r.status_code = 1), '[]')`,
    grants: sql<{ menuNo: string; flags: string[] }[]>`coalesce((select json_agg(json_build_object('menuNo', g.menu_no, 'flags', g.flags)) from (
        select m.menu_no, m.flags from sys_user_role ur join sys_role r on r.role_no = ur.role_no join sys_role_menu m on m.role_no = ur.role_no
        where ur.user_id = ${userId} and r.status_code = 1
        union all select um.menu_no, um.flags from sys_user_menu um where um.user_id = ${userId}) g), '[]')`,
    data: sql<{ dataType: number; dataValue: string }[]>`coalesce((select json_agg(json_build_object('dataType', d.data_type, 'dataValue', d.data_value)) from (
        select ud.data_type, ud.data_value from sys_user_data ud where ud.user_id = ${userId}
        union select rd.data_type, rd.data_value from sys_user_role ur join sys_role r on r.role_no = ur.role_no join sys_role_data rd on rd.role_no = ur.role_no
        where ur.user_id = ${userId} and r.status_code = 1) d), '[]')`,
  };
}

type AccessRows = { roles: { roleNo: string; isAdmin: boolean }[]; grants: { menuNo: string; flags: string[] }[]; data: { dataType: number; dataValue: string }[] };

/** Roles, permission flags and data scope from the rows of accessColumns. */
function accessOf({ roles, grants, data }: AccessRows) {
  const isAdmin = roles.some((role) => role.isAdmin);
  const permissions = new Map<string, Set<PermissionFlag>>();
  for (const grant of grants) {
    const set = permissions.get(grant.menuNo) ?? new Set<PermissionFlag>();
    for (const flag of grant.flags) set.add(flag as PermissionFlag);
    permissions.set(grant.menuNo, set);
  }
  const values = (type: number) => data.filter((d) => d.dataType === type).map((d) => d.dataValue);
  return {
    isAdmin,
    roles: roles.map((role) => role.roleNo),
    permissions,
    orgs: isAdmin ? ('all' as const) : values(DATA_TYPES.org),
    warehouses: isAdmin ? ('all' as const) : values(DATA_TYPES.warehouse),
    classifyTypes: isAdmin ? ('all' as const) : values(DATA_TYPES.classifyType),
  };
}

/** The server cache's key prefix of sessions: evicting it evicts every cached session. */
export const SESSION_CACHE_PREFIX = 'session:';

/** What an instance keeps of a session: the user with access, and the times its checks need (ms). */
type CachedSession = {
  user: Omit<SessionUser, 'pwdExpired' | 'totpMissing' | 'tokenHash'>;
  pwdMustChange: boolean;
  /** When the password's validity ends under the policy; null: it does not. */
  pwdExpiresAt: number | null;
  totpMissing: boolean;
  kiosk: boolean;
  /** A wall screen's session (the screen role): no idle expiry, its expiry slides with use. */
  wall: boolean;
  expiresAt: number;
  lastSeenAt: number;
};

const millis = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Reads a live session with roles, flags and data scope in one query; null when there is none. */
async function loadSession(db: Db, tokenHash: string): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      lastSeenAt: sysSession.lastSeenAt, expiresAt: sysSession.expiresAt, user: sysUser, totpLacking, ...accessColumns(sql`${sysUser.id}`),
      pwdExpiresAt: sql<Date | string | null>`(select sys_user.pwd_changed_at + make_interval(days => p.indate) from sys_password_policy p where p.is_control_indate = 1 limit 1)`,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(eq(sysSession.tokenHash, tokenHash), isNull(sysSession.revokedAt), gt(sysSession.expiresAt, new Date()), eq(sysUser.statusCode, 1)));
  if (!row) return null;
  const access = accessOf(row);
  return {
    user: { ...access, ...pickUser(row.user) },
    pwdMustChange: row.user.pwdMustChange,
    pwdExpiresAt: millis(row.pwdExpiresAt),
    totpMissing: access.isAdmin && row.totpLacking,
    kiosk: isKioskUser(access),
    wall: !access.isAdmin && access.roles.includes(SCREEN_ROLE),
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

// A kiosk and a wall screen have no idle expiry (a wall's expiry slides with use instead).
const idle = (session: CachedSession, now: number) => !session.kiosk && !session.wall && session.lastSeenAt + SESSION_IDLE_MS <= now;

/**
 * The user behind a token with roles, flags and data scope, or null: from `cache` when the instance
 * has it, else from the database in one query (and then cached). Touches lastSeenAt at most once a
 * minute.
 */
export async function resolveSession(db: Db, token: string | undefined, cache?: ServerCache): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const key = `${SESSION_CACHE_PREFIX}${tokenHash}`;
  const load = () => loadSession(db, tokenHash);
  let session = cache ? await cache.getOrLoad(key, load) : await load();
  const now = Date.now();
  if (session && cache && idle(session, now)) {
    // Another instance may have seen the session since this one cached it.
    cache.evict(key);
    session = await cache.getOrLoad(key, load);
  }
  if (!session || session.expiresAt <= now || idle(session, now)) return null;
  if (now - session.lastSeenAt > TOUCH_AFTER_MS) {
    session.lastSeenAt = now;
    // A wall's session slides by KIOSK_SESSION_MS with use, so restarts and deploys never show a login prompt on a wall.
    const slide = session.wall ? { expiresAt: new Date(now + KIOSK_SESSION_MS) } : {};
    if (session.wall) session.expiresAt = now + KIOSK_SESSION_MS;
    await db.update(sysSession).set({ lastSeenAt: sql`now()`, ...slide }).where(eq(sysSession.tokenHash, tokenHash));
  }
  const pwdExpired = session.pwdMustChange || (session.pwdExpiresAt !== null && session.pwdExpiresAt <= now);
  return { ...session.user, pwdExpired, totpMissing: session.totpMissing, tokenHash };
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

/** Roles, permission flags and data scope of one user (accessColumns). */
export async function loadAccess(db: Db, userId: number) {
  const [row] = await db.select(accessColumns(sql`${userId}::bigint`)).from(sql`(select 1) one`);
  return accessOf(row);
}
