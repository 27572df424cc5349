/**
 * The TOTP second factor of staff users (issue 16, syssec; RFC 6238 with otplib: 30 s steps, 6
 * digits, SHA-1, one step of clock drift either way). A user enrols their own account: the server
 * draws a secret and answers it once with its otpauth URI and a QR code (bwip-js, PNG data URL);
 * the first code confirms it. A confirmed factor makes sign-in ask for a code (login-calls.ts); a
 * code is accepted once (its time step is stored), so a code seen over a shoulder cannot be reused.
 * When the password policy's isAdminTotp is 1, a holder of the admin role without a confirmed factor
 * may make only the calls allowed while the account must be mended (whilePasswordExpired) until
 * they enrol: the others answer TOTP_ENROLMENT_REQUIRED (session.ts `totpMissing`).
 *
 * - ISysTotpService/getmytotp {} -> { enrolled, pending, required } (signed in).
 * - ISysTotpService/starttotpenrolment {} -> { secret, uri, qr } (signed in, staff; replaces a
 *   pending enrolment; TOTP_STAFF_ONLY for supplier and screen users; an enrolled user removes first).
 * - ISysTotpService/confirmtotpenrolment { code } -> { enrolled: true }; TOTP_CODE_WRONG.
 * - ISysTotpService/removemytotp { code } -> true; TOTP_CODE_WRONG, TOTP_REQUIRED_BY_POLICY.
 * - ISysTotpService/resetusertotp { id } -> true: an administrator removes a user's factor (a lost
 *   phone; isModify on users 160102, never on a stronger account: GRANT_NOT_HELD; NOT_FOUND when the
 *   user has no factor). The operation log names the user (a change of entity userTotp).
 */
import bwipjs from 'bwip-js/node';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { z } from 'zod';
import { idSchema } from '../../shared/validation.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysUser, sysUserTotp } from '../db/schema.ts';
import { noteChange } from '../journal/operation-journal.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { assertNotAbove } from './access-grants.ts';
import { readPolicy } from './password-policy.ts';

const SERVICE = 'ISysTotpService';
const ISSUER = process.env.WMS_TOTP_ISSUER ?? 'WMS';
/** Steps of drift accepted either way (30 s each). */
const TOLERANCE_SECONDS = 30;

/** A code as typed: 6 digits (spaces allowed between them). */
export const totpCodeSchema = z.string().max(20).transform((code) => code.replace(/\s/g, '')).pipe(z.string().regex(/^\d{6}$/, 'validation.totpCode'));

/** Whether `userId` has a confirmed second factor. */
export async function hasTotp(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: sysUserTotp.userId }).from(sysUserTotp).where(and(eq(sysUserTotp.userId, userId), isNotNull(sysUserTotp.confirmedAt)));
  return row !== undefined;
}

/**
 * Checks `code` against the user's factor (a confirmed one, or the pending one when `pending`) and
 * stores its time step so it is never accepted again. Answers whether it was accepted; a code of
 * a step not after the last accepted one is refused (one atomic update, so two parallel sign-ins
 * cannot both use it).
 */
export async function acceptTotpCode(db: Db | Tx, userId: number, code: string, pending = false): Promise<boolean> {
  const [row] = await db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, userId));
  if (!row || (row.confirmedAt === null) !== pending) return false;
  const result = await verify({ secret: row.secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(row.lastTimeStep !== null && { afterTimeStep: row.lastTimeStep }) });
  if (!result.valid || !('timeStep' in result)) return false;
  const [stored] = await db
    .update(sysUserTotp)
    .set({ lastTimeStep: result.timeStep, ...(pending && { confirmedAt: sql`now()` }) })
    .where(and(eq(sysUserTotp.userId, userId), sql`coalesce(${sysUserTotp.lastTimeStep}, -1) < ${result.timeStep}`))
    .returning({ userId: sysUserTotp.userId });
  return stored !== undefined;
}

/** Whether the policy makes holders of the admin role use a second factor. */
export async function adminTotpRequired(db: Db | Tx): Promise<boolean> {
  return (await readPolicy(db)).isAdminTotp === 1;
}

const codeInput = z.object({ code: totpCodeSchema });

export const totpCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getmytotp',
    whilePasswordExpired: true,
    summary: 'The caller’s second factor: enrolled (confirmed), pending (waiting for its first code) and required (by the policy, for the admin role)',
    permission: 'signedIn',
    input: z.object({}),
    handle: async (_input, ctx) => {
      const { db } = ctx.database;
      const [row] = await db.select({ confirmedAt: sysUserTotp.confirmedAt }).from(sysUserTotp).where(eq(sysUserTotp.userId, ctx.user.id));
      return { enrolled: Boolean(row?.confirmedAt), pending: row !== undefined && row.confirmedAt === null, required: ctx.user.isAdmin && (await adminTotpRequired(db)) };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'starttotpenrolment',
    whilePasswordExpired: true,
    write: true,
    summary: 'Start enrolling a TOTP second factor: answers the secret, its otpauth URI and a QR code (PNG data URL) once',
    permission: 'signedIn',
    input: z.object({}),
    handle: async (_input, ctx) => {
      if (ctx.user.userType !== 'staff') throw new AppError('TOTP_STAFF_ONLY');
      const { db } = ctx.database;
      if (await hasTotp(db, ctx.user.id)) throw new AppError('INVALID_STATE');
      const secret = generateSecret();
      await db.insert(sysUserTotp).values({ userId: ctx.user.id, secret }).onConflictDoUpdate({ target: sysUserTotp.userId, set: { secret, lastTimeStep: null, createdAt: sql`now()` } });
      const uri = generateURI({ issuer: ISSUER, label: ctx.user.userNo, secret });
      const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: uri, scale: 4, padding: 8, backgroundcolor: 'FFFFFF' });
      return { secret, uri, qr: `data:image/png;base64,${png.toString('base64')}` };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'confirmtotpenrolment',
    whilePasswordExpired: true,
    write: true,
    summary: 'Confirm the pending second factor with its first code; from then on sign-in asks for a code',
    permission: 'signedIn',
    input: codeInput,
    handle: async ({ code }, ctx) => {
      if (!(await acceptTotpCode(ctx.database.db, ctx.user.id, code, true))) throw new AppError('TOTP_CODE_WRONG');
      return { enrolled: true };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'removemytotp',
    write: true,
    summary: 'Remove the caller’s second factor, confirmed with a current code (refused while the policy requires it of the caller)',
    permission: 'signedIn',
    input: codeInput,
    handle: async ({ code }, ctx) => {
      const { db } = ctx.database;
      if (ctx.user.isAdmin && (await adminTotpRequired(db))) throw new AppError('TOTP_REQUIRED_BY_POLICY');
      if (!(await acceptTotpCode(db, ctx.user.id, code))) throw new AppError('TOTP_CODE_WRONG');
      await db.delete(sysUserTotp).where(eq(sysUserTotp.userId, ctx.user.id));
      return true;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'resetusertotp',
    summary: 'An administrator removes a user’s second factor (a lost phone): the user signs in with the password alone and may enrol again',
    permission: { menuNo: '160102', flag: 'isModify' },
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        await assertNotAbove(tx, ctx.user, id);
        const removed = await tx.delete(sysUserTotp).where(eq(sysUserTotp.userId, id)).returning({ userId: sysUserTotp.userId });
        if (removed.length === 0) throw new AppError('NOT_FOUND');
        // The operation log names the user whose factor went (its subject reads userNo and userName).
        const [user] = await tx.select({ id: sysUser.id, userNo: sysUser.userNo, userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, id));
        noteChange('userTotp', { ...user, secondFactor: 'enrolled' }, null);
        return true;
      }),
  }),
];
