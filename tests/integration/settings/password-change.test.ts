/** ISysUserService/updatepwd (spec console §7 Users; workflows §5 Password rules; DESIGN.md policy 8-64). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh-Pass-42';

const updatePwd = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('ISysUserService/updatepwd', body, { token, headers });
const signedIn = async (token: string) => (await t.call('IBmLoginService/getUserInfo', {}, { token })).code;
const stored = async (userNo: string) => {
  const [row] = await t.database.db.select({ pwdHash: sysUser.pwdHash, version: sysUser.version }).from(sysUser).where(eq(sysUser.userNo, userNo));
  return row;
};

describe('password change refusals', () => {
  let current: string;
  let other: string;
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    await createUser(t.database.db, { userNo: 'pw-refused' });
    current = await t.login('pw-refused', USER_PASSWORD);
    other = await t.login('pw-refused', USER_PASSWORD);
    before = await stored('pw-refused');
  });

  const LENGTH = { field: 'newPwd', message: 'Must be 8 to 64 characters', params: { min: 8, max: 64 } };
  it.each([
    ['the old password is wrong', { oldPwd: 'Wrong-12345', newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD }, { field: 'oldPwd', message: 'The old password is wrong' }],
    ['the new password has 7 characters', { oldPwd: USER_PASSWORD, newPwd: 'Short-7', confirmPwd: 'Short-7' }, LENGTH],
    ['the new password has 65 characters', { oldPwd: USER_PASSWORD, newPwd: 'L'.repeat(65), confirmPwd: 'L'.repeat(65) }, LENGTH],
    ['the confirmation differs', { oldPwd: USER_PASSWORD, newPwd: NEW_PASSWORD, confirmPwd: `${NEW_PASSWORD}!` }, { field: 'confirmPwd', message: 'The two passwords are not the same' }],
    ['the new password equals the old one', { oldPwd: USER_PASSWORD, newPwd: USER_PASSWORD, confirmPwd: USER_PASSWORD }, { field: 'newPwd', message: 'The new password must differ from the old one' }],
    ['the old password is missing', { newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD }, { field: 'oldPwd', message: 'Please enter Old password' }],
    ['the new password is 12345678', { oldPwd: USER_PASSWORD, newPwd: '12345678', confirmPwd: '12345678' }, { field: 'newPwd', message: 'Repeated or consecutive characters are too easy to guess' }],
    ['the new password is "password"', { oldPwd: USER_PASSWORD, newPwd: 'password', confirmPwd: 'password' }, { field: 'newPwd', message: 'This password is among the most common or breached passwords: choose another' }],
    ['the new password is a common one in other case', { oldPwd: USER_PASSWORD, newPwd: 'Sunshine1', confirmPwd: 'Sunshine1' }, { field: 'newPwd', message: 'This password is among the most common or breached passwords: choose another' }],
    ['the new password is aaaaaaaa', { oldPwd: USER_PASSWORD, newPwd: 'aaaaaaaa', confirmPwd: 'aaaaaaaa' }, { field: 'newPwd', message: 'Repeated or consecutive characters are too easy to guess' }],
    ["the new password is the user's own number", { oldPwd: USER_PASSWORD, newPwd: 'pw-refused', confirmPwd: 'pw-refused' }, { field: 'newPwd', message: 'The password must not contain your user number or name' }],
    ["the new password contains the user's own number", { oldPwd: USER_PASSWORD, newPwd: 'PW-REFUSED-2026', confirmPwd: 'PW-REFUSED-2026' }, { field: 'newPwd', message: 'The password must not contain your user number or name' }],
  ])('should refuse with a localized field issue when %s', async (_case, body, issue) => {
    const answer = await updatePwd(current, body);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([issue]);
  });

  it('should answer the issues in Chinese when the request asks for zh-CN', async () => {
    const answer = await updatePwd(current, { oldPwd: 'Wrong-12345', newPwd: NEW_PASSWORD, confirmPwd: 'other-pass' }, { 'accept-language': 'zh-CN' });
    expect(answer.details.fields.map((issue: { message: string }) => issue.message)).toEqual(['原密码错误', '两次输入的密码不一致']);
  });

  it('should answer the common-password refusal in zh-CN and zh-TW when the request asks for them', async () => {
    const body = { oldPwd: USER_PASSWORD, newPwd: 'iloveyou', confirmPwd: 'iloveyou' };
    expect((await updatePwd(current, body, { 'accept-language': 'zh-CN' })).details.fields).toEqual([{ field: 'newPwd', message: '该密码属于最常见或已泄露的密码，请另选一个' }]);
    expect((await updatePwd(current, body, { 'accept-language': 'zh-TW' })).details.fields).toEqual([{ field: 'newPwd', message: '此密碼屬於最常見或已外洩的密碼，請另選一個' }]);
  });

  it('should write nothing and keep every session when a change is refused', async () => {
    expect(await stored('pw-refused')).toEqual(before);
    expect(await signedIn(current)).toBe(0);
    expect(await signedIn(other)).toBe(0);
    expect(await t.login('pw-refused', USER_PASSWORD)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('password change', () => {
  it('should store the new password, bump the version and revoke only the other sessions of the user', async () => {
    await createUser(t.database.db, { userNo: 'pw-changed' });
    await createUser(t.database.db, { userNo: 'pw-bystander' });
    const current = await t.login('pw-changed', USER_PASSWORD);
    const other = await t.login('pw-changed', USER_PASSWORD);
    const bystander = await t.login('pw-bystander', USER_PASSWORD);
    const before = await stored('pw-changed');

    const answer = await updatePwd(current, { oldPwd: USER_PASSWORD, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD });
    expect(answer).toEqual({ code: 0, data: true });

    const after = await stored('pw-changed');
    expect(after.version).toBe(before.version + 1);
    expect(after.pwdHash).toMatch(/^scrypt\$/);
    expect(after.pwdHash).not.toBe(before.pwdHash);
    expect(await signedIn(current)).toBe(0);
    expect(await signedIn(other)).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect(await signedIn(bystander)).toBe(0);
    expect(await t.login('pw-changed', NEW_PASSWORD)).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.call('IBmLoginService/login', { userNo: 'pw-changed', pwd: USER_PASSWORD })).code).toBe(ERROR_CODES.LOGIN_FAILED);
  });

  it('should refuse the old password on a second change made with it', async () => {
    await createUser(t.database.db, { userNo: 'pw-twice' });
    const token = await t.login('pw-twice', USER_PASSWORD);
    expect((await updatePwd(token, { oldPwd: USER_PASSWORD, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD })).data).toBe(true);
    const again = await updatePwd(token, { oldPwd: USER_PASSWORD, newPwd: 'Third-Pass-42', confirmPwd: 'Third-Pass-42' });
    expect(again.details.fields).toEqual([{ field: 'oldPwd', message: 'The old password is wrong' }]);
  });

  it('should answer 10004 when nobody is signed in', async () => {
    const answer = await t.call('ISysUserService/updatepwd', { oldPwd: USER_PASSWORD, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD });
    expect(answer.code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});
