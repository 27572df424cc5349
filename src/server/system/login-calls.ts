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
 * a wrong or reused code (after the right password) answers TOTP_CODE_WRONG, so the person blames
 * the code and not the password, and counts as a failure of the throttle like a wrong password.
 *
 * pinLogin { userNo, pin } (issue 24; docs/decisions/0640): the staff sign-in at the dock and on the
 * handheld: the user number (typed, or scanned from the badge: a Code 128 of the user number) and
 * the 4-8 digit PIN an administrator set on the user form. The number matches exactly, else the one
 * user whose number differs in case only (a keypad or scanner typing capitals; walk 24 F8), and is
 * throttled under that user's number, so case variants share one account's count. Same throttle as
 * login; a refusal says "PIN": PIN_FAILED (also for a user without a PIN, a supplier or screen
 * account, and an unknown number), PIN_LOCKED with the minutes left while throttled (an unknown
 * number is throttled like a real one, so neither tells them apart). The same answer as login, but no
 * cookie: the surface keeps the token beside its own (a kiosk's, or none) and sends it as a header.
 * A second factor is not asked here (the PIN is the floor's short factor, 0640).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TOKEN_COOKIE } from '../../shared/rpc.ts';
import { PIN_PATTERN } from '../../shared/access.ts';
import type { Db } from '../db/client.ts';
import { sysUser } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, definePublicCall, type CallDef } from '../rpc/call.ts';
import { createSession, passwordExpired, revokeSession } from '../rpc/session.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { readPolicy } from './password-policy.ts';
import { recordSignInSuccess, reserveSignInAttempt, throttledMinutes } from './sign-in-throttle.ts';
import { acceptTotpCode, hasTotp } from './totp.ts';
import { licenceKeyOf, isLicensed } from '../licence/licence-state.ts';
import { userInfo } from './user-info.ts';

const SERVICE = 'IBmLoginService';
/** Sign-in attempts per minute from one address: WMS_LOGIN_RATE_PER_MINUTE, default 30. */
export const loginRatePerMinute = (): number => Number(process.env.WMS_LOGIN_RATE_PER_MINUTE ?? 30);

const pinSchema = z.object({ userNo: z.string().trim().min(1).max(64), pin: z.string().min(1).max(16) });

const loginSchema = z.object({
  userNo: z.string().trim().min(1).max(64),
  pwd: z.string().min(1).max(128),
  totpCode: z.string().max(20).optional(),
});

/** Records the success and opens the session: the token and the answer of login and pinLogin. */
async function openSession(db: Db, user: { id: number; userNo: string; orgNo: string | null; pwdExpired: boolean }, address: string) {
  await recordSignInSuccess(db, user.userNo, address);
  const token = await createSession(db, user.id, address);
  return { token, answer: { token, orgNo: user.orgNo, pwdExpired: user.pwdExpired ? 1 : 0 } };
}

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
        if (!/^\d{6}$/.test(code) || !(await acceptTotpCode(db, user.id, code))) throw new AppError('TOTP_CODE_WRONG');
      }
      const { token, answer } = await openSession(db, user, address);
      const secure = process.env.WMS_COOKIE_SECURE === '1' || ctx.request.protocol === 'https';
      void ctx.reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      void ctx.reply.header('cache-control', 'no-store');
      return answer;
    },
  }),
  definePublicCall({
    service: SERVICE,
    method: 'pinLogin',
    summary: 'Staff sign-in at the dock or on the handheld with userNo (typed or from the badge) and the PIN; answers token, orgNo and pwdExpired like login, without a cookie',
    permission: 'public',
    ratePerMinute: loginRatePerMinute,
    input: pinSchema,
    handle: async ({ userNo, pin }, ctx) => {
      const { db } = ctx.database;
      const address = ctx.request.ip ?? 'local';
      // Keypads and badge scanners in caps lock type capitals: the exact number first, else the one user whose number differs in case only.
      const matches = await db.select({ ...getTableColumns(sysUser), pwdExpired: passwordExpired }).from(sysUser)
        .where(sql`lower(${sysUser.userNo}) = lower(${userNo})`).orderBy(sql`${sysUser.userNo} = ${userNo} desc`).limit(2);
      const user = matches[0]?.userNo === userNo || matches.length === 1 ? matches[0] : undefined;
      const throttleKey = user?.userNo ?? userNo.toLowerCase();
      if (!(await reserveSignInAttempt(db, throttleKey, address, await readPolicy(db)))) throw new AppError('PIN_LOCKED', { minutes: await throttledMinutes(db, throttleKey, address) });
      const valid = PIN_PATTERN.test(pin) && (await verifyPassword(pin, user?.pinHash ?? (await DUMMY_HASH_PROMISE)));
      if (!user || user.userType !== 'staff' || user.statusCode !== 1 || !valid) throw new AppError('PIN_FAILED');
      void ctx.reply.header('cache-control', 'no-store');
      return (await openSession(db, user, address)).answer;
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
