/**
 * Password change rules (workflows §5 Password; DESIGN.md "Access" policy defaults: 8 to 64
 * characters; NIST SP 800-63B §3.1.1.2), shared by the server (authoritative, before any write) and
 * the console form. Whether the old password is right needs the stored hash, and the list of common
 * and breached passwords is too large for the console bundle, so the server checks those alone
 * (src/server/system/common-passwords.ts).
 *
 * Answers field issues with `validation.*` keys: required, passwordLength { min, max },
 * passwordPattern (one repeated unit such as "aaaaaaaa" or "abcabcab", or a run such as
 * "abcdefgh" / "87654321"), passwordPersonal (contains the user's own number or name),
 * passwordUnchanged (new equals old), passwordMismatch (confirmation differs). Empty when valid.
 */
import type { FieldIssue } from './errors.ts';

const MIN_LENGTH = 8;
const MAX_LENGTH = 64;
/** User numbers and names shorter than this are not looked for inside a password. */
const MIN_PERSONAL_LENGTH = 3;

export type PasswordChange = { oldPwd: string; newPwd: string; confirmPwd: string };
/** The account whose password changes: its number and name must not be in the password. */
export type PasswordOwner = { userNo: string; userName: string };

/** A password made of one repeated unit, or of consecutive characters going up or down by one. */
function isPattern(password: string): boolean {
  if (/^(.{1,4})\1+.{0,3}$/su.test(password) && new Set(password).size <= 4) return true;
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const step = codes[1] - codes[0];
  return Math.abs(step) === 1 && codes.every((code, index) => index === 0 || code - codes[index - 1] === step);
}

function containsPersonal(password: string, owner: PasswordOwner): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  return [owner.userNo, owner.userName].some((word) => word.trim().length >= MIN_PERSONAL_LENGTH && lower.includes(word.trim().normalize('NFKC').toLowerCase()));
}

export function passwordChangeIssues({ oldPwd, newPwd, confirmPwd }: PasswordChange, owner?: PasswordOwner): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!oldPwd) issues.push({ field: 'oldPwd', message: 'validation.required' });
  // Characters, not UTF-16 units: a CJK or emoji password is measured as the user typed it.
  const length = [...newPwd].length;
  if (!newPwd) issues.push({ field: 'newPwd', message: 'validation.required' });
  else if (length < MIN_LENGTH || length > MAX_LENGTH) issues.push({ field: 'newPwd', message: 'validation.passwordLength', params: { min: MIN_LENGTH, max: MAX_LENGTH } });
  // Hashing normalizes to NFKC, so passwords equal after normalization are the same password.
  else if (newPwd.normalize('NFKC') === oldPwd.normalize('NFKC')) issues.push({ field: 'newPwd', message: 'validation.passwordUnchanged' });
  else if (isPattern(newPwd)) issues.push({ field: 'newPwd', message: 'validation.passwordPattern' });
  else if (owner && containsPersonal(newPwd, owner)) issues.push({ field: 'newPwd', message: 'validation.passwordPersonal' });
  if (!confirmPwd) issues.push({ field: 'confirmPwd', message: 'validation.required' });
  else if (confirmPwd !== newPwd) issues.push({ field: 'confirmPwd', message: 'validation.passwordMismatch' });
  return issues;
}
