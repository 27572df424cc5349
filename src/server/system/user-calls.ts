/**
 * Calls of the user service (spec console §7 Users; workflows §5 Password rules).
 *
 * ISysUserService/updatepwd { oldPwd, newPwd, confirmPwd } -> true, for any signed-in user on their
 * own account. Refusals are VALIDATION_FAILED with field issues and write nothing: oldPwd
 * (required, wrongPassword), newPwd (required, passwordLength 8-64, passwordUnchanged,
 * passwordPattern, passwordPersonal: the user's number or name, then the password policy's length and
 * composition, passwordCommon: on the list of common and breached passwords), confirmPwd (required,
 * passwordMismatch). On success the new scrypt hash is stored with its time (the policy's validity
 * counts from it), a forced change is done, the user's version bumped and every other session of
 * the user revoked; the calling token stays valid. Open while the password must be changed.
 * Rate-limited per address like sign-in, since a wrong old password is a password guess.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/errors.ts';
import { passwordChangeIssues } from '../../shared/password-rules.ts';
import { sysUser } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { revokeOtherSessions } from '../rpc/session.ts';
import { loginRatePerMinute } from './login-calls.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newPasswordIssues, readPolicy } from './password-policy.ts';

const WRONG_PASSWORD: FieldIssue = { field: 'oldPwd', message: 'validation.wrongPassword' };

// Sign-in accepts at most 128 characters: a longer old password cannot be right (and is not hashed).
const updatePwdSchema = z.object({
  oldPwd: z.string().max(128).default(''),
  newPwd: z.string().default(''),
  confirmPwd: z.string().default(''),
});

export const userCalls: CallDef[] = [
  defineCall({
    service: 'ISysUserService',
    method: 'updatepwd',
    write: true,
    whilePasswordExpired: true,
    summary: 'Change the own password (oldPwd, newPwd, confirmPwd); revokes the other sessions',
    permission: 'signedIn',
    ratePerMinute: loginRatePerMinute,
    input: updatePwdSchema,
    handle: async (input, ctx) => {
      const { db } = ctx.database;
      const [user] = await db.select({ pwdHash: sysUser.pwdHash, userNo: sysUser.userNo, userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, ctx.user.id));
      if (!user) throw new AppError('SESSION_EXPIRED');
      const issues = passwordChangeIssues(input, user);
      if (!issues.some((issue) => issue.field === 'newPwd')) issues.push(...(await newPasswordIssues(input.newPwd, await readPolicy(db), 'newPwd', user)));
      if (input.oldPwd && !(await verifyPassword(input.oldPwd, user.pwdHash))) issues.unshift(WRONG_PASSWORD);
      if (issues.length) throw fieldError(issues);
      const pwdHash = await hashPassword(input.newPwd);
      await db.transaction(async (tx) => {
        // Compare-and-set on the verified hash: after a concurrent change the old password is no longer right.
        const [changed] = await tx
          .update(sysUser)
          .set({ pwdHash, pwdChangedAt: sql`now()`, pwdMustChange: false, version: sql`${sysUser.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
          .where(and(eq(sysUser.id, ctx.user.id), eq(sysUser.pwdHash, user.pwdHash)))
          .returning({ id: sysUser.id });
        if (!changed) throw fieldError([WRONG_PASSWORD]);
        await revokeOtherSessions(tx, ctx.user.id, ctx.user.tokenHash);
      });
      return true;
    },
  }),
];
