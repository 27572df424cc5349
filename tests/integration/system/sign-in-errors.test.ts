import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { forgetCachedSession } from '../../support/session-cache.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await createUser(t.database.db, { userNo: 'clerk' });
});
afterAll(() => t.close());

const en = DICTIONARIES['en-US'].error;
const sessions = async () => Number((await t.database.pool.query('select count(*) from sys_session')).rows[0].count);

describe('sign-in refusals', () => {
  it('should answer LOGIN_FAILED and open no session when the password is wrong', async () => {
    const before = await sessions();
    const answer = await t.call('IBmLoginService/login', { userNo: 'clerk', pwd: 'wrong-password' });
    expect(answer).toEqual({ code: ERROR_CODES.LOGIN_FAILED, errorMessage: en.LOGIN_FAILED, data: null });
    expect(await sessions()).toBe(before);
  });

  it('should answer exactly as for a wrong password when the user does not exist', async () => {
    const before = await sessions();
    const unknown = await t.call('IBmLoginService/login', { userNo: 'nobody', pwd: USER_PASSWORD });
    const wrong = await t.call('IBmLoginService/login', { userNo: 'clerk', pwd: 'not-it' });
    expect(unknown).toEqual(wrong);
    expect(unknown.code).toBe(ERROR_CODES.LOGIN_FAILED);
    expect(await sessions()).toBe(before);
  });

  it('should answer LOGIN_FAILED when the user is disabled even with the right password', async () => {
    await createUser(t.database.db, { userNo: 'gone' });
    await t.database.pool.query(`update sys_user set status_code = 0 where user_no = 'gone'`);
    const answer = await t.call('IBmLoginService/login', { userNo: 'gone', pwd: USER_PASSWORD });
    expect(answer.code).toBe(ERROR_CODES.LOGIN_FAILED);
  });

  it('should answer VALIDATION_FAILED when userNo or pwd is missing', async () => {
    const answer = await t.call('IBmLoginService/login', { userNo: 'clerk' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string }) => f.field)).toEqual(['pwd']);
  });
});

describe('sessions', () => {
  it('should answer 10004 when a call needs a session and no token is sent', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/getUserInfo', payload: {}, headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 10004, errorMessage: en.SESSION_EXPIRED, data: null });
  });

  it('should answer 10004 when the token is unknown', async () => {
    const answer = await t.call('IBmOrgService/getFullAuthorityOrgListByParams', {}, { token: 'f'.repeat(32) });
    expect(answer.code).toBe(10004);
  });

  it('should accept the token from the session cookie when no header is sent', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/getUserInfo', payload: {}, cookies: { wms_token: token } });
    expect(response.json().data.userNo).toBe('admin');
  });

  it('should answer 10004 when the session was idle longer than the idle expiry', async () => {
    const token = await t.login();
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(0);
    await t.database.pool.query(`update sys_session set last_seen_at = now() - interval '30 days' where token_hash = encode(sha256($1::bytea), 'hex')`, [token]);
    forgetCachedSession(t.app, token);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(10004);
  });

  it('should answer 10004 when the absolute expiry has passed even if the session is in use', async () => {
    const token = await t.login();
    await t.database.pool.query(`update sys_session set expires_at = now() - interval '1 second', last_seen_at = now() where token_hash = encode(sha256($1::bytea), 'hex')`, [token]);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(10004);
  });

  it('should revoke the token when the user logs out, and keep other sessions', async () => {
    const token = await t.login();
    const other = await t.login();
    expect((await t.call('IBmLoginService/logout', {}, { token })).code).toBe(0);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(10004);
    expect((await t.call('IBmLoginService/logout', {}, { token })).code).toBe(10004);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token: other })).code).toBe(0);
  });

  it('should end the sessions of a user when the user is disabled', async () => {
    await createUser(t.database.db, { userNo: 'leaver' });
    const token = await t.login('leaver', USER_PASSWORD);
    await t.database.pool.query(`update sys_user set status_code = 0 where user_no = 'leaver'`);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(10004);
  });
});

describe('malformed and unknown calls', () => {
  it('should answer MALFORMED_REQUEST and add nothing when the body is not JSON', async () => {
    const token = await t.login();
    const answer = await t.call('IBmOrgService/addbmorg', '{"orgNo": "BAD", "orgName": ', { token });
    expect(answer).toEqual({ code: 10009, errorMessage: en.MALFORMED_REQUEST, data: null });
    expect(Number((await t.database.pool.query('select count(*) from bm_org')).rows[0].count)).toBe(0);
  });

  it('should answer UNKNOWN_CALL naming the call when the service is unknown', async () => {
    const answer = await t.call('INoSuchService/getlist', {});
    expect(answer.code).toBe(10008);
    expect(answer.errorMessage).toBe('Unknown service or method: INoSuchService/getlist');
  });

  it('should answer UNKNOWN_CALL when the method is unknown on a known service', async () => {
    const token = await t.login();
    const answer = await t.call('IBmOrgService/dropAllOrgs', {}, { token });
    expect(answer.code).toBe(10008);
    expect(answer.errorMessage).toContain('IBmOrgService/dropAllOrgs');
  });
});

describe('languages', () => {
  const loginAs = (language: string) =>
    t.call('IBmLoginService/login', { userNo: 'nobody', pwd: 'x' }, { headers: { 'accept-language': language } });

  it('should answer the message of the negotiated dictionary when Accept-Language is zh-CN, zh-TW or en-US', async () => {
    const answers = await Promise.all(['zh-CN', 'zh-TW', 'en-US'].map(loginAs));
    expect(answers.map((a) => a.errorMessage)).toEqual([
      DICTIONARIES['zh-CN'].error.LOGIN_FAILED,
      DICTIONARIES['zh-TW'].error.LOGIN_FAILED,
      DICTIONARIES['en-US'].error.LOGIN_FAILED,
    ]);
    expect(new Set(answers.map((a) => a.errorMessage)).size).toBe(3);
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set([ERROR_CODES.LOGIN_FAILED]));
  });

  it('should answer zh-CN when Accept-Language names no dictionary', async () => {
    expect((await loginAs('fr-FR')).errorMessage).toBe(DICTIONARIES['zh-CN'].error.LOGIN_FAILED);
  });

  it('should localize field names inside the issues when validation fails', async () => {
    const token = await t.login();
    const answer = await t.call('IBmOrgService/addbmorg', { orgNo: 'X1' }, { token, headers: { 'accept-language': 'zh-TW' } });
    expect(answer.errorMessage).toBe(DICTIONARIES['zh-TW'].error.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([{ field: 'orgName', message: `請輸入${DICTIONARIES['zh-TW'].field.orgName}`, params: {} }]);
  });

  it('should sign the admin in when other users were refused before', async () => {
    expect((await t.call('IBmLoginService/login', { userNo: 'admin', pwd: ADMIN_PASSWORD })).code).toBe(0);
  });
});
