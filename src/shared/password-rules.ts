/**
 * Password change rules (workflows §5 Password; DESIGN.md "Access" policy defaults: 8 to 64
 * characters), shared by the server (authoritative, before any write) and the console form.
 * Whether the old password is right needs the stored hash, so the server checks that alone.
 *
 * Answers field issues with `validation.*` keys: required, passwordLength { min, max },
 * passwordUnchanged (new equals old), passwordMismatch (confirmation differs). Empty when valid.
 */
import type { FieldIssue } from './errors.ts';

const MIN_LENGTH = 8;
const MAX_LENGTH = 64;

export type PasswordChange = { oldPwd: string; newPwd: string; confirmPwd: string };

export function passwordChangeIssues({ oldPwd, newPwd, confirmPwd }: PasswordChange): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!oldPwd) issues.push({ field: 'oldPwd', message: 'validation.required' });
  // Characters, not UTF-16 units: a CJK or emoji password is measured as the user typed it.
  const length = [...newPwd].length;
  if (!newPwd) issues.push({ field: 'newPwd', message: 'validation.required' });
  else if (length < MIN_LENGTH || length > MAX_LENGTH) issues.push({ field: 'newPwd', message: 'validation.passwordLength', params: { min: MIN_LENGTH, max: MAX_LENGTH } });
  // Hashing normalizes to NFKC, so passwords equal after normalization are the same password.
  else if (newPwd.normalize('NFKC') === oldPwd.normalize('NFKC')) issues.push({ field: 'newPwd', message: 'validation.passwordUnchanged' });
  if (!confirmPwd) issues.push({ field: 'confirmPwd', message: 'validation.required' });
  else if (confirmPwd !== newPwd) issues.push({ field: 'confirmPwd', message: 'validation.passwordMismatch' });
  return issues;
}
