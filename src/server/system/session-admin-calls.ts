/**
 * An administrator's view of a user's sessions (issue 16, syssec; ASVS 5.0 V7.4.5): the live
 * sessions of one user (not revoked, not past their absolute expiry) with when and where they
 * signed in and were last seen, and revoking one or all of them; a revoked token answers 10004
 * (SESSION_EXPIRED) on its next call, on every instance (sessions are read on every call). A
 * session is named by its `id`, never by its token or hash. Staff users are administered on the
 * user page (160102), supplier users on theirs (160103); no one revokes a stronger account's
 * sessions (GRANT_NOT_HELD, access-grants.ts assertNotAbove).
 *
 * - ISysSessionService/getusersessionlist { id } -> [{ id, createdAt, lastSeenAt, expiresAt, address, current }] (isSearch).
 * - ISysSessionService/revokeusersessions { id, sessionIds? } -> { revoked } (isModify): the listed
 *   sessions of the user, or all of them when sessionIds is absent.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { idSchema } from '../../shared/validation.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysSession, sysUser } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { hasFlag } from '../rpc/permission.ts';
import { assertNotAbove } from './access-grants.ts';

const SERVICE = 'ISysSessionService';
const USER_MENU = { staff: '160102', supplier: '160103' } as const;

/** The user `id` when the caller holds `flag` on that kind of user's page; NOT_FOUND for a screen user or none, FORBIDDEN without the flag. */
async function administered(db: Db | Tx, ctx: UserContext, id: number, flag: PermissionFlag): Promise<void> {
  const [user] = await db.select({ userType: sysUser.userType }).from(sysUser).where(eq(sysUser.id, id));
  if (!user || user.userType === 'screen') throw new AppError('NOT_FOUND');
  if (!hasFlag(ctx.user, USER_MENU[user.userType], flag)) throw new AppError('FORBIDDEN');
}

const live = (userId: number) => and(eq(sysSession.userId, userId), isNull(sysSession.revokedAt), gt(sysSession.expiresAt, sql`now()`));

export const sessionAdminCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getusersessionlist',
    summary: 'The live sessions of a user: id, signed in at, last seen, expires, address and whether it is the caller’s own',
    permission: { menuNo: USER_MENU.staff, flag: 'isSearch', alsoOn: [USER_MENU.supplier] },
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) => {
      const { db } = ctx.database;
      await administered(db, ctx, id, 'isSearch');
      return db
        .select({ id: sysSession.id, createdAt: sysSession.createdAt, lastSeenAt: sysSession.lastSeenAt, expiresAt: sysSession.expiresAt, address: sysSession.address, current: sql<boolean>`${sysSession.tokenHash} = ${ctx.user.tokenHash}` })
        .from(sysSession)
        .where(live(id))
        .orderBy(desc(sysSession.lastSeenAt));
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'revokeusersessions',
    summary: 'Revoke the listed sessions of a user, or all of them without sessionIds; their tokens answer 10004 on their next call',
    permission: { menuNo: USER_MENU.staff, flag: 'isModify', alsoOn: [USER_MENU.supplier] },
    input: z.object({ id: idSchema, sessionIds: z.array(idSchema).min(1).max(500).optional() }),
    handle: async ({ id, sessionIds }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        await administered(tx, ctx, id, 'isModify');
        await assertNotAbove(tx, ctx.user, id);
        const revoked = await tx
          .update(sysSession)
          .set({ revokedAt: sql`now()` })
          .where(and(live(id), sessionIds && inArray(sysSession.id, sessionIds)))
          .returning({ id: sysSession.id });
        if (sessionIds && revoked.length !== new Set(sessionIds).size) throw new AppError('NOT_FOUND');
        return { revoked: revoked.length };
      }),
  }),
];
