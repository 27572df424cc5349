/**
 * The password policy (issue 16; spec workflows §3, §5 Password): its page's calls, and the policy
 * enforced at user creation, password change and sign-in (expiry, default password, lock after the
 * allowed mistakes), with the exception keys page unlocking a locked account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DEFAULT_POLICY } from '../../../src/shared/password-policy.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const POLICY = 'ISysPwdMethodService';
const getPolicy = async () => (await t.call(`${POLICY}/getsyspwdmethod`, {}, { token: admin })).data;
const savePolicy = async (changes: Record<string, unknown>) => {
  const { version, hasDefaultPwd: _has, id: _id, updateName: _by, updateDate: _at, ...current } = await getPolicy();
  return t.call(`${POLICY}/updatesyspwdmethodbyid`, { ...current, version, ...changes }, { token: admin });
};
const addUser = (userNo: string, pwd?: string) =>
  t.call('ISysUserService/saveorupdatesysuser', { userNo, userName: `User ${userNo}`, ...(pwd !== undefined && { pwd }) }, { token: admin });
const login = (userNo: string, pwd: string) => t.call('IBmLoginService/login', { userNo, pwd });
/** The field refusals as `field: message` in en-US (the test client's language). */
const fieldMessages = (answer: { details?: { fields?: { field: string; message: string }[] } }) => answer.details?.fields?.map((issue) => `${issue.field}: ${issue.message}`);

beforeEach(async () => {
  expect((await savePolicy({ ...DEFAULT_POLICY })).code).toBe(0);
});

describe('the password policy page', () => {
  it('should answer the NIST defaults and never the default password', async () => {
    const policy = await getPolicy();
    expect(policy).toMatchObject({ ...DEFAULT_POLICY, hasDefaultPwd: false });
    expect(JSON.stringify(policy)).not.toMatch(/scrypt|defaultPwdHash/);
  });

  it('should refuse values outside the options, a warning not ahead of the validity and a weak default password, changing nothing', async () => {
    const before = await getPolicy();
    expect((await savePolicy({ minLength: 6 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await savePolicy({ allowMistakeTimes: 0 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    const warning = await savePolicy({ isControlIndate: 1, indate: 7, isExpireWarn: 1, predate: 7 });
    expect(fieldMessages(warning)).toEqual(['predate: The warning must come fewer days ahead than the validity']);
    expect(fieldMessages(await savePolicy({ defaultPwd: 'password1' }))).toEqual(['defaultPwd: This password is among the most common or breached passwords: choose another']);
    expect(fieldMessages(await savePolicy({ passwordConstitute: '1', defaultPwd: 'only-letters-here' }))).toEqual(['defaultPwd: Must contain letters and digits']);
    expect(await getPolicy()).toEqual(before);
  });

  it('should refuse a save over a newer version', async () => {
    const { version } = await getPolicy();
    expect((await savePolicy({ minLength: 10 })).code).toBe(0);
    const stale = await t.call(`${POLICY}/updatesyspwdmethodbyid`, { ...DEFAULT_POLICY, version }, { token: admin });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await getPolicy()).minLength).toBe(10);
  });
});

describe('the policy at user creation and password change', () => {
  it('should refuse a new user whose password is shorter than the minimum length or lacks the composition', async () => {
    expect((await savePolicy({ minLength: 12, passwordConstitute: '2' })).code).toBe(0);
    expect(fieldMessages(await addUser('short1', 'Tulip-Garden9'.slice(0, 10)))).toEqual(['pwd: Must be 12 to 64 characters']);
    expect(fieldMessages(await addUser('lower1', 'tulip-garden-nine9'))).toEqual(['pwd: Must contain upper-case and lower-case letters and digits']);
    expect((await t.call('ISysUserService/getsysuserlist', { condition: { keyword: 'short1' } }, { token: admin })).data.total).toBe(0);
    expect((await addUser('mixed1', 'Tulip-Garden-Nine9')).code).toBe(0);
  });

  it('should check the policy when a user changes their password', async () => {
    expect((await addUser('changer', 'Tulip-Garden-Nine9')).code).toBe(0);
    const token = await t.login('changer', 'Tulip-Garden-Nine9');
    expect((await savePolicy({ minLength: 16 })).code).toBe(0);
    const refused = await t.call('ISysUserService/updatepwd', { oldPwd: 'Tulip-Garden-Nine9', newPwd: 'Orchid-Lake-42', confirmPwd: 'Orchid-Lake-42' }, { token });
    expect(fieldMessages(refused)).toEqual(['newPwd: Must be 16 to 64 characters']);
    expect((await login('changer', 'Tulip-Garden-Nine9')).code).toBe(0);
  });
});

describe('the default password and expiry', () => {
  it('should require a password for a new user while the policy has no default password', async () => {
    expect(fieldMessages(await addUser('nodefault'))).toEqual(['pwd: Please enter Password']);
  });

  it('should give a new user the default password and let them do nothing before changing it', async () => {
    expect((await savePolicy({ defaultPwd: 'Welcome-Harbour-7' })).code).toBe(0);
    expect(await getPolicy()).toMatchObject({ hasDefaultPwd: true });
    expect((await addUser('newcomer')).code).toBe(0);
    const signedIn = await login('newcomer', 'Welcome-Harbour-7');
    expect(signedIn.data).toMatchObject({ pwdExpired: 1 });
    const token = signedIn.data.token as string;
    expect((await t.call('ISysMessageService/getMyUnreadCount', {}, { token })).code).toBe(ERROR_CODES.PASSWORD_EXPIRED);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).data).toMatchObject({ userNo: 'newcomer', pwdExpired: 1 });
    const changed = await t.call('ISysUserService/updatepwd', { oldPwd: 'Welcome-Harbour-7', newPwd: 'Copper-Meadow-31', confirmPwd: 'Copper-Meadow-31' }, { token });
    expect(changed.code).toBe(0);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).data).toMatchObject({ pwdExpired: 0 });
    expect((await login('newcomer', 'Copper-Meadow-31')).data).toMatchObject({ pwdExpired: 0 });
  });

  it('should force a change of a password older than the validity, and warn within the lead days', async () => {
    expect((await addUser('ageing', 'Amber-Valley-55')).code).toBe(0);
    const token = await t.login('ageing', 'Amber-Valley-55');
    expect((await savePolicy({ isControlIndate: 1, indate: 30, isExpireWarn: 1, predate: 7 })).code).toBe(0);
    await t.database.pool.query(`update sys_user set pwd_changed_at = now() - interval '25 days' where user_no = 'ageing'`);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).data).toMatchObject({ pwdExpired: 0, pwdExpireDays: 5 });
    expect((await savePolicy({ minLength: 12, passwordConstitute: '2' })).code).toBe(0);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).data.pwdRule).toEqual({ minLength: 12, maxLength: 64, passwordConstitute: '2' });
    expect((await savePolicy({ minLength: 8, passwordConstitute: '0' })).code).toBe(0);
    await t.database.pool.query(`update sys_user set pwd_changed_at = now() - interval '31 days' where user_no = 'ageing'`);
    expect((await login('ageing', 'Amber-Valley-55')).data).toMatchObject({ pwdExpired: 1 });
    expect((await t.call('ISysMessageService/getMyUnreadCount', {}, { token })).code).toBe(ERROR_CODES.PASSWORD_EXPIRED);
    expect((await savePolicy({ isControlIndate: 0 })).code).toBe(0);
    expect((await t.call('ISysMessageService/getMyUnreadCount', {}, { token })).code).toBe(0);
  });
});

describe('locking after the allowed mistakes and unlocking on the exception keys page', () => {
  const EXCEPTION = 'ISysExceptionService';

  it('should lock a user after the policy allowed mistakes and let the administrator unlock them', async () => {
    expect((await savePolicy({ allowMistakeTimes: 3, lockTime: 30 })).code).toBe(0);
    expect((await addUser('fumbler', 'Silver-Birch-88')).code).toBe(0);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await login('fumbler', 'wrong-guess')).code).toBe(ERROR_CODES.LOGIN_FAILED);
    expect((await login('fumbler', 'Silver-Birch-88')).code).toBe(ERROR_CODES.LOGIN_FAILED);
    const keys = (await t.call(`${EXCEPTION}/getallkeys`, { condition: { keyword: 'fumbler', lockedOnly: true } }, { token: admin })).data;
    expect(keys.records).toEqual([expect.objectContaining({ userNo: 'fumbler', failures: 3, isLocked: true })]);
    const minutes = (Date.parse(keys.records[0].lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect((await t.call(`${EXCEPTION}/getvalue`, { userNo: 'fumbler', address: keys.records[0].address }, { token: admin })).data).toMatchObject({ isLocked: true });
    expect((await t.call(`${EXCEPTION}/deletekey`, { userNo: 'fumbler' }, { token: admin })).data).toBe(2);
    expect((await login('fumbler', 'Silver-Birch-88')).code).toBe(0);
  });

  it('should delete several keys at once and answer not found for a key that is gone', async () => {
    for (const userNo of ['ghost1', 'ghost2']) await login(userNo, 'wrong-guess');
    const { records } = (await t.call(`${EXCEPTION}/getallkeys`, { condition: { keyword: 'ghost' } }, { token: admin })).data;
    expect(records).toHaveLength(4);
    const keys = records.map(({ userNo, address }: { userNo: string; address: string }) => ({ userNo, address }));
    expect((await t.call(`${EXCEPTION}/batchdeletekey`, { keys }, { token: admin })).data).toBe(4);
    expect((await t.call(`${EXCEPTION}/getvalue`, keys[0], { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should clear the lock when the administrator sets a new password', async () => {
    expect((await savePolicy({ allowMistakeTimes: 3 })).code).toBe(0);
    const added = await addUser('forgetful', 'Maple-Harbor-66');
    for (let attempt = 1; attempt <= 3; attempt++) await login('forgetful', 'wrong-guess');
    const { id, version } = added.data;
    expect((await t.call('ISysUserService/saveorupdatesysuser', { id, version, pwd: 'Cedar-Island-77' }, { token: admin })).code).toBe(0);
    expect((await login('forgetful', 'Cedar-Island-77')).code).toBe(0);
  });

  it('should prune rows that neither lock, delay nor know an address', async () => {
    const { pruneSignInThrottle } = await import('../../../src/server/system/sign-in-throttle.ts');
    await t.database.pool.query(`insert into sys_sign_in_throttle (user_no, address, failures, last_failure_at, locked_until, last_success_at) values
      ('stale', '192.0.2.1', 2, now() - interval '2 hours', null, null),
      ('stale', '', 2, now() - interval '2 hours', null, null),
      ('known', '192.0.2.2', 0, null, null, now() - interval '3 days'),
      ('locked', '192.0.2.3', 5, now() - interval '1 hour', now() + interval '1 hour', null)`);
    expect(await pruneSignInThrottle(t.database.pool)).toBeGreaterThanOrEqual(2);
    const { rows } = await t.database.pool.query(`select user_no from sys_sign_in_throttle where user_no in ('stale', 'known', 'locked') order by user_no`);
    expect(rows.map((row) => row.user_no)).toEqual(['known', 'locked']);
  });
});
