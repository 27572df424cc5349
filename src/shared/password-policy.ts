/**
 * The password policy (spec workflows §3 Password policy fields, §5 Password; docs/decisions/
 * "System administration" Password policy), shared by the server (authoritative) and the policy page.
 *
 * Fields: passwordConstitute (composition, COMPOSITIONS), minLength (characters, 8..64: NIST SP
 * 800-63B's floor of 8 and the product's maximum of 64), allowMistakeTimes (failed sign-ins of one
 * user number from one address before that pair locks, 3..20), lockTime (minutes the pair stays
 * locked, 1..1440), isControlIndate (1: passwords expire) with indate (validity in days, 1..3650),
 * isExpireWarn (1: the shell warns) with predate (warning lead in days, 1..90). The default
 * password is write-only: the page sends `defaultPwd` to set it (empty keeps it) and reads
 * `hasDefaultPwd`. isAdminTotp (1: holders of the admin role must sign in with a TOTP second
 * factor, NIST SP 800-63B AAL2 for administrators). The defaults follow NIST: 8 characters, no
 * forced composition, no expiry; the second factor stays optional.
 */
import { z } from 'zod';
import type { FieldIssue } from './errors.ts';
import { integerSchema, versionSchema } from './validation.ts';

export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH_FLOOR = 8;

/** Composition rules: '0' any characters, '1' letters and digits, '2' upper- and lower-case letters and digits, '3' those and a symbol. */
export const COMPOSITIONS = ['0', '1', '2', '3'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export type PasswordPolicy = {
  passwordConstitute: Composition;
  minLength: number;
  allowMistakeTimes: number;
  lockTime: number;
  isControlIndate: number;
  indate: number;
  isExpireWarn: number;
  predate: number;
  isAdminTotp: number;
};

export const DEFAULT_POLICY: PasswordPolicy = {
  passwordConstitute: '0',
  minLength: PASSWORD_MIN_LENGTH_FLOOR,
  allowMistakeTimes: 5,
  lockTime: 15,
  isControlIndate: 0,
  indate: 90,
  isExpireWarn: 0,
  predate: 7,
  isAdminTotp: 0,
};

const flag = integerSchema(0, 1);
const bounded = integerSchema;

/** The policy page's save: every field, the row's version, and optionally a new default password. */
export const policyUpdateSchema = z.object({
  version: versionSchema,
  passwordConstitute: z.enum(COMPOSITIONS),
  minLength: bounded(PASSWORD_MIN_LENGTH_FLOOR, PASSWORD_MAX_LENGTH),
  allowMistakeTimes: bounded(3, 20),
  lockTime: bounded(1, 1440),
  isControlIndate: flag,
  indate: bounded(1, 3650),
  isExpireWarn: flag,
  predate: bounded(1, 90),
  isAdminTotp: flag,
  defaultPwd: z.string().max(200).optional(),
});
export type PolicyUpdate = z.output<typeof policyUpdateSchema>;

const CLASSES: Record<Composition, RegExp[]> = {
  '0': [],
  '1': [/\p{L}/u, /\p{N}/u],
  '2': [/\p{Lu}/u, /\p{Ll}/u, /\p{N}/u],
  '3': [/\p{Lu}/u, /\p{Ll}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u],
};

/**
 * What the policy adds to the password floor (password-rules.ts) for a new password: its length
 * (validation.passwordLength { min, max }) and composition (validation.passwordComposition1, 2 or
 * 3 after the rule), reported on `field`. Empty when the password passes.
 */
export function policyIssues(password: string, policy: Pick<PasswordPolicy, 'minLength' | 'passwordConstitute'>, field: string): FieldIssue[] {
  const length = [...password].length;
  if (length < policy.minLength || length > PASSWORD_MAX_LENGTH) return [{ field, message: 'validation.passwordLength', params: { min: policy.minLength, max: PASSWORD_MAX_LENGTH } }];
  if (!CLASSES[policy.passwordConstitute].every((pattern) => pattern.test(password))) return [{ field, message: `validation.passwordComposition${policy.passwordConstitute}` }];
  return [];
}
