import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

// Read when the app registers its routes: a low limit keeps this file quick.
const previousRate = vi.hoisted(() => {
  const previous = process.env.WMS_LOGIN_RATE_PER_MINUTE;
  process.env.WMS_LOGIN_RATE_PER_MINUTE = '3';
  return previous;
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
  if (previousRate === undefined) delete process.env.WMS_LOGIN_RATE_PER_MINUTE;
  else process.env.WMS_LOGIN_RATE_PER_MINUTE = previousRate;
});

const loginFrom = (remoteAddress: string, pwd = ADMIN_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmLoginService/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    payload: { userNo: 'admin', pwd },
  });

describe('login rate limit', () => {
  it('should answer TOO_MANY_REQUESTS when one address signs in more often than the limit per minute', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await loginFrom('10.0.0.1', i === 0 ? ADMIN_PASSWORD : 'wrong'));
    expect(answers.slice(0, 3).map((r) => r.json().code)).toEqual([0, ERROR_CODES.LOGIN_FAILED, ERROR_CODES.LOGIN_FAILED]);
    expect(answers[3].statusCode).toBe(200);
    expect(answers[3].json()).toEqual({ code: ERROR_CODES.TOO_MANY_REQUESTS, errorMessage: DICTIONARIES['en-US'].error.TOO_MANY_REQUESTS, data: null });
    expect((await loginFrom('10.0.0.1')).json().code).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
    // Attempts stopped by the limit never reach the password check, so they do not count towards lockout.
    const { rows } = await t.database.pool.query(`select failures from sys_sign_in_throttle where user_no = 'admin' and address = '10.0.0.1'`);
    expect(rows[0].failures).toBe(2);
  });

  it('should let another address sign in when one address is limited', async () => {
    expect((await loginFrom('10.0.0.2')).json().code).toBe(0);
  });

  it('should not limit other calls when sign-in is limited', async () => {
    const token = (await loginFrom('10.0.0.3')).json().data.token;
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/getAuth', remoteAddress: '10.0.0.1', headers: { 'authentication-info': token }, payload: {} });
      expect(response.json().code).toBe(0);
    }
  });
});
