import { describe, expect, it } from 'vitest';
import { passwordChangeIssues } from './password-rules.ts';

const fieldsOf = (oldPwd: string, newPwd: string, confirmPwd: string) =>
  passwordChangeIssues({ oldPwd, newPwd, confirmPwd }).map((issue) => `${issue.field}:${issue.message}`);

describe('password change rules', () => {
  it('should answer no issue when the new password is 8 to 64 characters, differs and is confirmed', () => {
    expect(fieldsOf('Old-12345', 'Tide-pool', 'Tide-pool')).toEqual([]);
    const long = 'Quiet harbour lights '.repeat(4).slice(0, 64);
    expect(fieldsOf('Old-12345', long, long)).toEqual([]);
  });

  it('should refuse 7 or 65 characters with the policy bounds when the length is outside them', () => {
    for (const length of [7, 65]) {
      expect(passwordChangeIssues({ oldPwd: 'Old-12345', newPwd: 'x'.repeat(length), confirmPwd: 'x'.repeat(length) })).toEqual([
        { field: 'newPwd', message: 'validation.passwordLength', params: { min: 8, max: 64 } },
      ]);
    }
  });

  it('should count characters rather than UTF-16 units when the password has emoji', () => {
    expect(fieldsOf('Old-12345', '😀🚚📦🏭🧭🧱', '😀🚚📦🏭🧭🧱')).toEqual(['newPwd:validation.passwordLength']);
    expect(fieldsOf('Old-12345', '😀🚚📦🏭🧭🧱🪜🛒', '😀🚚📦🏭🧭🧱🪜🛒')).toEqual([]);
    expect(fieldsOf('Old-12345', '倉庫管理系統的密碼', '倉庫管理系統的密碼')).toEqual([]);
  });

  it('should refuse the confirmation when it differs from the new password', () => {
    expect(fieldsOf('Old-12345', 'New-12345', 'New-12346')).toEqual(['confirmPwd:validation.passwordMismatch']);
  });

  it('should refuse the new password when it equals the old one, also after NFKC normalization', () => {
    expect(fieldsOf('Old-12345', 'Old-12345', 'Old-12345')).toEqual(['newPwd:validation.passwordUnchanged']);
    expect(fieldsOf('Ｏｌｄ-12345', 'Old-12345', 'Old-12345')).toEqual(['newPwd:validation.passwordUnchanged']);
  });

  it('should refuse repeated or consecutive characters when the new password is such a pattern', () => {
    for (const pattern of ['aaaaaaaa', 'abcabcab', '12121212', 'abcdefgh', '87654321', 'Tr0uTr0u']) {
      expect(fieldsOf('Old-12345', pattern, pattern)).toEqual(['newPwd:validation.passwordPattern']);
    }
  });

  it("should refuse the user's own number or name in any case when the owner is given", () => {
    const owner = { userNo: 'picker7', userName: 'Maria Anders' };
    for (const personal of ['picker7', 'Xpicker7!', 'PICKER7-2026', 'maria anders!']) {
      expect(passwordChangeIssues({ oldPwd: 'Old-12345', newPwd: personal.padEnd(8, '#'), confirmPwd: personal.padEnd(8, '#') }, owner)).toEqual([
        { field: 'newPwd', message: 'validation.passwordPersonal' },
      ]);
    }
    expect(passwordChangeIssues({ oldPwd: 'Old-12345', newPwd: 'Tide-pool-9', confirmPwd: 'Tide-pool-9' }, owner)).toEqual([]);
  });

  it('should ask for every field when all are empty', () => {
    expect(fieldsOf('', '', '')).toEqual(['oldPwd:validation.required', 'newPwd:validation.required', 'confirmPwd:validation.required']);
  });
});
