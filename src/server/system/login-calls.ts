/**
 * Sign-in calls of spec console §7 (IBmLoginService): login, logout, getAuth, getUserInfo.
 *
 * login trims userNo (spec console §5) and is throttled by account and address together
 * (sign-in-throttle.ts). An unknown user, a wrong password, a disabled user and a throttled attempt
 * all answer the same LOGIN_FAILED after the same work: one user look-up and one scrypt on every
 * path, throttled or not (an unknown user is checked against a dummy hash).
 * The token is answered once with `Cache-Control: no-store` and also set as an HttpOnly cookie,
 * Secure when WMS_COOKIE_SECURE=1 or the request came over HTTPS (behind a trusted proxy).
 * The pair lock takes the password policy's allowed mistakes and lock minutes. `pwdExpired: 1` in
 * the answer says the password must be changed first: until then every call but those marked
 * whilePasswordExpired answers PASSWORD_EXPIRED.
 * A user with a confirmed TOTP factor (totp.ts) signs in with `totpCode` too: a right password
 * without it answers TOTP_CODE_REQUIRED (the console then asks for the code and sends both again);
 * a wrong or reused code answers LOGIN_FAILED like a wrong password and counts as a failure.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { TOKEN_COOKIE } from '../../shared/rpc.ts';
import { sysUser } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, definePublicCall, type CallDef } from '../rpc/call.ts';
import { createSession, passwordExpired, revokeSession } from '../rpc/session.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { readPolicy } from './password-policy.ts';
import { recordSignInSuccess, reserveSignInAttempt } from './sign-in-throttle.ts';
import { acceptTotpCode, hasTotp } from './totp.ts';
import { licenceKeyOf, isLicensed } from '../licence/licence-state.ts';
import { userInfo } from './user-info.ts';

const SERVICE = 'IBmLoginService';
/** Sign-in attempts per minute from one address: WMS_LOGIN_RATE_PER_MINUTE, default 30. */
export const loginRatePerMinute = (): number => Number(process.env.WMS_LOGIN_RATE_PER_MINUTE ?? 30);

const loginSchema = z.object({
  userNo: z.string().trim().min(1).max(64),
  pwd: z.string().min(1).max(128),
  totpCode: z.string().max(20).optional(),
});

export const loginCalls: CallDef[] = [
  definePublicCall({
    service: SERVICE,
    method: 'login',
    summary: 'Sign in with userNo, pwd and (second factor enrolled) totpCode; answers token, orgNo and pwdExpired (1: change the password first)',
    permission: 'public',
    ratePerMinute: loginRatePerMinute,
    input: loginSchema,
    handle: async ({ userNo, pwd, totpCode }, ctx) => {
      const { db } = ctx.database;
      const address = ctx.request.ip ?? 'local';
      const allowed = await reserveSignInAttempt(db, userNo, address, await readPolicy(db));
      // Every attempt, throttled or not, of a real or an unknown user, reads the user and runs one
      // scrypt before answering, so the time to answer tells nothing (docs/decisions/0460).
      const [user] = await db.select({ ...getTableColumns(sysUser), pwdExpired: passwordExpired }).from(sysUser).where(eq(sysUser.userNo, userNo));
      const valid = await verifyPassword(pwd, user?.pwdHash ?? (await DUMMY_HASH_PROMISE));
      if (!allowed || !user || user.statusCode !== 1 || !valid) throw new AppError('LOGIN_FAILED');
      if (await hasTotp(db, user.id)) {
        const code = totpCode?.replace(/\s/g, '');
        if (!code) throw new AppError('TOTP_CODE_REQUIRED');
        if (!/^\d{6}$/.test(code) || !(await acceptTotpCode(db, user.id, code))) throw new AppError('LOGIN_FAILED');
      }
      await recordSignInSuccess(db, userNo, address);
      const token = await createSession(db, user.id, address);
      const secure = process.env.WMS_COOKIE_SECURE === '1' || ctx.request.protocol === 'https';
      void ctx.reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      void ctx.reply.header('cache-control', 'no-store');
      return { token, orgNo: user.orgNo, pwdExpired: user.pwdExpired ? 1 : 0 };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'logout',
    write: true,
    whilePasswordExpired: true,
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
    whilePasswordExpired: true,
    summary: "Authority flags: enableReferenceUnit ('Y'/'N') and isLicense (1 licensed, 0 not)",
    permission: 'signedIn',
    input: z.object({ type: z.enum(['1', 'ALL']).optional() }),
    handle: async (_input, ctx) => ({ enableReferenceUnit: 'N', isLicense: await isLicensed(ctx.database.db, licenceKeyOf(ctx.request)) }),
  }),
  defineCall({
    service: SERVICE,
    method: 'getUserInfo',
    whilePasswordExpired: true,
    summary: 'The signed-in user: every user-info field of spec console §3',
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => userInfo(ctx.database.db, ctx.user, licenceKeyOf(ctx.request)),
  }),
];
