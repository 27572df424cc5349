/**
 * Sign-in calls of spec console §7 (IBmLoginService): login, logout, getAuth, getUserInfo.
 *
 * login trims userNo (spec console §5); an unknown user gets the same answer and the same scrypt
 * work as a wrong password; after LOCKOUT_ATTEMPTS wrong passwords the account is locked for
 * LOCKOUT_MINUTES. The token is answered once and also set as an HttpOnly cookie.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TOKEN_COOKIE } from '../../shared/rpc.ts';
import { sysUser } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, definePublicCall, type CallDef } from '../rpc/call.ts';
import { createSession, revokeSession } from '../rpc/session.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { userInfo } from './user-info.ts';

export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
const SERVICE = 'IBmLoginService';
export const LOGIN_RATE_PER_MINUTE = Number(process.env.WMS_LOGIN_RATE_PER_MINUTE ?? 30);

const loginSchema = z.object({
  userNo: z.string().trim().min(1).max(64),
  pwd: z.string().min(1).max(128),
});

export const loginCalls: CallDef[] = [
  definePublicCall({
    service: SERVICE,
    method: 'login',
    summary: 'Sign in with userNo and pwd; answers token and orgNo',
    permission: 'public',
    ratePerMinute: LOGIN_RATE_PER_MINUTE,
    input: loginSchema,
    handle: async ({ userNo, pwd }, ctx) => {
      const { db } = ctx.database;
      const [user] = await db.select().from(sysUser).where(eq(sysUser.userNo, userNo));
      const valid = await verifyPassword(pwd, user?.pwdHash ?? (await DUMMY_HASH_PROMISE));
      if (!user || user.statusCode !== 1) throw new AppError('LOGIN_FAILED');
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED', { minutes: LOCKOUT_MINUTES });
      if (!valid) {
        const [after] = await db
          .update(sysUser)
          .set({
            failedAttempts: sql`case when ${sysUser.failedAttempts} + 1 >= ${LOCKOUT_ATTEMPTS} then 0 else ${sysUser.failedAttempts} + 1 end`,
            lockedUntil: sql`case when ${sysUser.failedAttempts} + 1 >= ${LOCKOUT_ATTEMPTS} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${sysUser.lockedUntil} end`,
          })
          .where(eq(sysUser.id, user.id))
          .returning({ lockedUntil: sysUser.lockedUntil });
        if (after?.lockedUntil && after.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED', { minutes: LOCKOUT_MINUTES });
        throw new AppError('LOGIN_FAILED');
      }
      await db.update(sysUser).set({ failedAttempts: 0, lockedUntil: null }).where(eq(sysUser.id, user.id));
      const token = await createSession(db, user.id);
      void ctx.reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax' });
      return { token, orgNo: user.orgNo };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'logout',
    summary: 'Revoke the current session',
    permission: 'signedIn',
    input: z.object({}),
    handle: async (_input, ctx) => {
      await revokeSession(ctx.database.db, ctx.user.tokenHash);
      void ctx.reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return true;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getAuth',
    summary: "Authority flags: enableReferenceUnit ('Y'/'N') and isLicense (1 licensed, 0 not)",
    permission: 'signedIn',
    input: z.object({ type: z.enum(['1', 'ALL']).optional() }),
    handle: async () => ({ enableReferenceUnit: 'N', isLicense: 1 }),
  }),
  defineCall({
    service: SERVICE,
    method: 'getUserInfo',
    summary: 'The signed-in user: every user-info field of spec console §3',
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => userInfo(ctx.database.db, ctx.user),
  }),
];
