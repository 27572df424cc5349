/**
 * The password policy on the server (src/shared/password-policy.ts; spec workflows §3, §5; console
 * §7 System "password method: get, update by id"), menu password-policy (160202):
 *
 * - ISysPwdMethodService/getsyspwdmethod {} -> { id: 1, version, ...policy, hasDefaultPwd } (isSearch).
 * - ISysPwdMethodService/updatesyspwdmethodbyid { version, ...policy, defaultPwd? } -> the same
 *   (isModify). Refusals before any write: VALIDATION_FAILED (bounds of the schema; predate not
 *   below indate; a defaultPwd failing the floor, the new policy or the common-password list),
 *   STALE_VERSION. An empty defaultPwd keeps the stored one; only its scrypt hash is kept.
 *
 * newPasswordIssues is the one check of a new password (password change, a user's password set by
 * an administrator, the default password): the floor (password-rules.ts), the policy's length and
 * composition, then the list of common and breached passwords.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/errors.ts';
import { DEFAULT_POLICY, policyIssues, policyUpdateSchema, type PasswordPolicy } from '../../shared/password-policy.ts';
import { passwordChangeIssues, type PasswordOwner } from '../../shared/password-rules.ts';
import type { Db, Tx } from '../db/client.ts';
import { sysPasswordPolicy } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password.ts';

const SERVICE = 'ISysPwdMethodService';
const MENU = '160202';

export type StoredPolicy = PasswordPolicy & { id: number; version: number; defaultPwdHash: string | null; updateName: string | null; updateDate: Date };

/** The policy row (the NIST defaults when the row is missing, e.g. in a database restored without it). */
export async function readPolicy(db: Db | Tx): Promise<StoredPolicy> {
  const [row] = await db.select().from(sysPasswordPolicy).where(eq(sysPasswordPolicy.id, 1));
  return row ?? { ...DEFAULT_POLICY, id: 1, version: 1, defaultPwdHash: null, updateName: null, updateDate: new Date(0) };
}

/** Issues of a new password on `field` under `policy`: floor, policy, then the common-password list. */
export async function newPasswordIssues(password: string, policy: PasswordPolicy, field: string, owner?: PasswordOwner): Promise<FieldIssue[]> {
  const floor = passwordChangeIssues({ oldPwd: '', newPwd: password, confirmPwd: password }, owner).filter((issue) => issue.field === 'newPwd');
  if (floor.length) return floor.map((issue) => ({ ...issue, field }));
  const issues = policyIssues(password, policy, field);
  if (issues.length) return issues;
  return (await isCommonPassword(password)) ? [{ field, message: 'validation.passwordCommon' }] : [];
}

/** The policy as the page reads it: never the default password or its hash. */
function policyAnswer({ defaultPwdHash, ...policy }: StoredPolicy) {
  return { ...policy, hasDefaultPwd: defaultPwdHash !== null };
}

export const passwordPolicyCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getsyspwdmethod',
    summary: 'The password policy: composition, minimum length, sign-in mistakes and lock minutes, validity and warning days',
    permission: { menuNo: MENU, flag: 'isSearch' },
    input: z.object({}),
    handle: async (_input, ctx) => policyAnswer(await readPolicy(ctx.database.db)),
  }),
  defineCall({
    service: SERVICE,
    method: 'updatesyspwdmethodbyid',
    summary: 'Save the password policy (version checked); a non-empty defaultPwd replaces the default password',
    permission: { menuNo: MENU, flag: 'isModify' },
    input: policyUpdateSchema,
    handle: async ({ version, defaultPwd, ...policy }, ctx) => {
      const issues: FieldIssue[] = [];
      if (policy.isExpireWarn === 1 && policy.isControlIndate === 1 && policy.predate >= policy.indate) {
        issues.push({ field: 'predate', message: 'validation.predateBelowIndate' });
      }
      if (defaultPwd) issues.push(...(await newPasswordIssues(defaultPwd, policy, 'defaultPwd')));
      if (issues.length) throw fieldError(issues);
      const defaultPwdHash = defaultPwd ? await hashPassword(defaultPwd) : undefined;
      const [saved] = await ctx.database.db
        .update(sysPasswordPolicy)
        .set({ ...policy, ...(defaultPwdHash && { defaultPwdHash }), version: sql`${sysPasswordPolicy.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
        .where(sql`${sysPasswordPolicy.id} = 1 and ${sysPasswordPolicy.version} = ${version}`)
        .returning();
      if (!saved) throw new AppError('STALE_VERSION');
      return policyAnswer(saved);
    },
  }),
];
