import { describe, expect, it } from 'vitest';
import { passwordChangeIssues } from './password-rules.ts';

const fieldsOf = (oldPwd: string, newPwd: string, confirmPwd: string) =>
  passwordChangeIssues({ oldPwd, newPwd, confirmPwd }).map((issue) => `${issue.field}:${issue.message}`);

describe('password change rules', () => {
  it('should answer no issue when the new password is 8 to 64 characters, differs and is confirmed', () => {
    expect(fieldsOf('Old-12345', 'x'.repeat(8), 'x'.repeat(8))).toEqual([]);
    expect(fieldsOf('Old-12345', 'x'.repeat(64), 'x'.repeat(64))).toEqual([]);
  });

  it('should refuse 7 or 65 characters with the policy bounds when the length is outside them', () => {
    for (const length of [7, 65]) {
      expect(passwordChangeIssues({ oldPwd: 'Old-12345', newPwd: 'x'.repeat(length), confirmPwd: 'x'.repeat(length) })).toEqual([
        { field: 'newPwd', message: 'validation.passwordLength', params: { min: 8, max: 64 } },
      ]);
    }
  });

  it('should count characters rather than UTF-16 units when the password has emoji', () => {
    expect(fieldsOf('Old-12345', '😀'.repeat(8), '😀'.repeat(8))).toEqual([]);
    expect(fieldsOf('Old-12345', '😀'.repeat(40), '😀'.repeat(40))).toEqual([]);
  });

  it('should refuse the confirmation when it differs from the new password', () => {
    expect(fieldsOf('Old-12345', 'New-12345', 'New-12346')).toEqual(['confirmPwd:validation.passwordMismatch']);
  });

  it('should refuse the new password when it equals the old one, also after NFKC normalization', () => {
    expect(fieldsOf('Old-12345', 'Old-12345', 'Old-12345')).toEqual(['newPwd:validation.passwordUnchanged']);
    expect(fieldsOf('Ｏｌｄ-12345', 'Old-12345', 'Old-12345')).toEqual(['newPwd:validation.passwordUnchanged']);
  });

  it('should ask for every field when all are empty', () => {
    expect(fieldsOf('', '', '')).toEqual(['oldPwd:validation.required', 'newPwd:validation.required', 'confirmPwd:validation.required']);
  });
});
