/**
 * The TOTP second factor and an administrator's session list (issue 16, syssec): enrolment with
 * a QR code and a first code, sign-in asking for the code once enrolled, a code accepted only once,
 * the policy requiring a factor of the admin role, an administrator resetting a lost factor, and
 * listing and revoking a user's sessions (a revoked token answers 10004 on its next call).
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { DEFAULT_POLICY } from '../../../src/shared/password-policy.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const TOTP = 'ISysTotpService';
const login = (userNo: string, totpCode?: string) => t.call('IBmLoginService/login', { userNo, pwd: USER_PASSWORD, ...(totpCode !== undefined && { totpCode }) });
/** The code of `secret` `steps` time steps (30 s) from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Enrols `token`'s user; answers the secret. */
async function enrol(token: string): Promise<string> {
  const started = await t.call(`${TOTP}/starttotpenrolment`, {}, { token });
  expect(started.code).toBe(0);
  expect((await t.call(`${TOTP}/confirmtotpenrolment`, { code: await codeAt(started.data.secret) }, { token })).code).toBe(0);
  return started.data.secret;
}

/** Turns the policy's second factor for administrators on, as the administrator on the policy page. */
async function requireAdminTotp(): Promise<void> {
  const { version } = (await t.call('ISysPwdMethodService/getsyspwdmethod', {}, { token: admin })).data;
  expect((await t.call('ISysPwdMethodService/updatesyspwdmethodbyid', { ...DEFAULT_POLICY, version, isAdminTotp: 1 }, { token: admin })).code).toBe(0);
}

describe('enrolling a second factor', () => {
  it('should answer a QR code and ask for a code at every sign-in once confirmed, each code only once', async () => {
    await createUser(t.database.db, { userNo: 'totp-user' });
    const token = await t.login('totp-user', USER_PASSWORD);
    const started = await t.call(`${TOTP}/starttotpenrolment`, {}, { token });
    expect(started.data).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]+$/), uri: expect.stringMatching(/^otpauth:\/\/totp\/WMS:totp-user\?/), qr: expect.stringMatching(/^data:image\/png;base64,/) });
    expect((await t.call(`${TOTP}/getmytotp`, {}, { token })).data).toEqual({ enrolled: false, pending: true, required: false });
    // Not yet confirmed: sign-in still takes the password alone.
    expect((await login('totp-user')).code).toBe(0);

    const wrong = await t.call(`${TOTP}/confirmtotpenrolment`, { code: '000000' === (await codeAt(started.data.secret)) ? '111111' : '000000' }, { token });
    expect(wrong.code).toBe(ERROR_CODES.TOTP_CODE_WRONG);
    expect((await t.call(`${TOTP}/confirmtotpenrolment`, { code: 'abc' }, { token })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await t.call(`${TOTP}/confirmtotpenrolment`, { code: await codeAt(started.data.secret) }, { token })).code).toBe(0);
    expect((await t.call(`${TOTP}/getmytotp`, {}, { token })).data).toMatchObject({ enrolled: true, pending: false });

    expect((await login('totp-user')).code).toBe(ERROR_CODES.TOTP_CODE_REQUIRED);
    const wrongCode = await login('totp-user', '12345');
    expect(wrongCode.code).toBe(ERROR_CODES.TOTP_CODE_WRONG);
    expect(wrongCode.errorMessage).toBe('That code is wrong or was used already: enter the current code of your authenticator app');
    const next = await codeAt(started.data.secret, 1);
    const signedIn = await login('totp-user', next);
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.token).toEqual(expect.any(String));
    // The same code again (read over a shoulder) is refused as a used code.
    expect((await login('totp-user', next)).code).toBe(ERROR_CODES.TOTP_CODE_WRONG);
    // A wrong password with a right code tells nothing about the code.
    expect((await t.call('IBmLoginService/login', { userNo: 'totp-user', pwd: 'Wrong-Password-1' })).code).toBe(ERROR_CODES.LOGIN_FAILED);
  });

  it('should refuse a supplier user and a second enrolment over a confirmed one', async () => {
    await createUser(t.database.db, { userNo: 'totp-supplier', userType: 'supplier', belongSupplier: 'SUP-X' });
    const supplier = await t.login('totp-supplier', USER_PASSWORD);
    expect((await t.call(`${TOTP}/starttotpenrolment`, {}, { token: supplier })).code).toBe(ERROR_CODES.TOTP_STAFF_ONLY);
    await createUser(t.database.db, { userNo: 'totp-twice' });
    const token = await t.login('totp-twice', USER_PASSWORD);
    await enrol(token);
    expect((await t.call(`${TOTP}/starttotpenrolment`, {}, { token })).code).toBe(ERROR_CODES.INVALID_STATE);
  });

  it('should let an administrator reset a lost factor, not a narrower user', async () => {
    const id = await createUser(t.database.db, { userNo: 'totp-lost' });
    await enrol(await t.login('totp-lost', USER_PASSWORD));
    await createUser(t.database.db, { userNo: 'totp-reader', grants: { '160102': ['isSearch'] } });
    const reader = await t.login('totp-reader', USER_PASSWORD);
    expect((await t.call(`${TOTP}/resetusertotp`, { id }, { token: reader })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await login('totp-lost')).code).toBe(ERROR_CODES.TOTP_CODE_REQUIRED);
    expect((await t.call(`${TOTP}/resetusertotp`, { id }, { token: admin })).code).toBe(0);
    expect((await login('totp-lost')).code).toBe(0);
    expect((await t.call(`${TOTP}/resetusertotp`, { id }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe('the policy requiring a second factor of administrators', () => {
  it('should hold an administrator without one to enrolment, and keep the factor once enrolled', async () => {
    const id = await createUser(t.database.db, { userNo: 'totp-admin' });
    await t.database.db.insert(sysUserRole).values({ userId: id, roleNo: 'admin' });
    await createUser(t.database.db, { userNo: 'totp-clerk' });
    const clerk = await t.login('totp-clerk', USER_PASSWORD);
    const token = await t.login('totp-admin', USER_PASSWORD);
    await requireAdminTotp();
    try {
      // The administrator who turned it on is held too, until enrolled.
      expect((await t.call('ISysPwdMethodService/getsyspwdmethod', {}, { token: admin })).code).toBe(ERROR_CODES.TOTP_ENROLMENT_REQUIRED);
      expect((await t.call('IBmTaxService/getbmtaxlistbyparams', {}, { token })).code).toBe(ERROR_CODES.TOTP_ENROLMENT_REQUIRED);
      expect((await t.call(`${TOTP}/getmytotp`, {}, { token })).data).toEqual({ enrolled: false, pending: false, required: true });
      expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(0);
      // Users without the admin role are not held.
      expect((await t.call('IBmLoginService/getUserInfo', {}, { token: clerk })).code).toBe(0);
      const secret = await enrol(token);
      expect((await t.call('IBmTaxService/getbmtaxlistbyparams', {}, { token })).code).toBe(0);
      expect((await t.call(`${TOTP}/removemytotp`, { code: await codeAt(secret, 1) }, { token })).code).toBe(ERROR_CODES.TOTP_REQUIRED_BY_POLICY);
    } finally {
      await t.database.pool.query('update sys_password_policy set is_admin_totp = 0');
    }
  });
});

describe("a user's sessions", () => {
  it('should list them without tokens and revoke one or all; a revoked token answers 10004', async () => {
    const id = await createUser(t.database.db, { userNo: 'session-user' });
    const first = await t.login('session-user', USER_PASSWORD);
    const second = await t.login('session-user', USER_PASSWORD);
    const listed = await t.call('ISysSessionService/getusersessionlist', { id }, { token: admin });
    expect(listed.data).toHaveLength(2);
    expect(listed.data[0]).toMatchObject({ id: expect.any(Number), address: expect.any(String), current: false });
    expect(JSON.stringify(listed.data)).not.toMatch(new RegExp(`${first}|${second}|tokenHash`));

    const [newest] = listed.data;
    expect((await t.call('ISysSessionService/revokeusersessions', { id, sessionIds: [newest.id] }, { token: admin })).data).toEqual({ revoked: 1 });
    const answers = await Promise.all([first, second].map((token) => t.call('IBmLoginService/getUserInfo', {}, { token })));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, ERROR_CODES.SESSION_EXPIRED]);
    expect((await t.call('ISysSessionService/revokeusersessions', { id, sessionIds: [newest.id] }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);

    expect((await t.call('ISysSessionService/revokeusersessions', { id }, { token: admin })).data).toEqual({ revoked: 1 });
    for (const token of [first, second]) expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });

  it("should refuse a user without the user page's flags and a narrower administrator over a stronger account", async () => {
    const adminId = (await t.database.pool.query("select id from sys_user where user_no = 'admin'")).rows[0].id;
    await createUser(t.database.db, { userNo: 'session-none' });
    await createUser(t.database.db, { userNo: 'session-narrow', grants: { '160102': ['isSearch', 'isModify'] } });
    const none = await t.login('session-none', USER_PASSWORD);
    const narrow = await t.login('session-narrow', USER_PASSWORD);
    expect((await t.call('ISysSessionService/getusersessionlist', { id: adminId }, { token: none })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISysSessionService/revokeusersessions', { id: adminId }, { token: none })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISysSessionService/revokeusersessions', { id: adminId }, { token: narrow })).code).toBe(ERROR_CODES.GRANT_NOT_HELD);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token: admin })).code).toBe(0);
  });
});
