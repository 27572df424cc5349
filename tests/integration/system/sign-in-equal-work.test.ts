/**
 * Sign-in does the same work for a real and an unknown user number (issue 26; docs/decisions/0460):
 * every attempt, throttled or not, runs exactly one password hash, observed by counting the scrypt
 * runs, not by a clock.
 */
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

// Counts the scrypt runs (src/server/system/password.ts hashes with node:crypto's scrypt).
const originalScrypt = crypto.scrypt;
const hashes = { count: 0 };
const countingScrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
  hashes.count++;
  return (originalScrypt as (...a: unknown[]) => void)(...args);
}) as typeof crypto.scrypt;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await createUser(t.database.db, { userNo: 'receiver9' });
  crypto.scrypt = countingScrypt;
  syncBuiltinESMExports();
});
afterAll(async () => {
  crypto.scrypt = originalScrypt;
  syncBuiltinESMExports();
  await t.close();
});

/** Signs in from `address` and answers the error code and the hashes the attempt ran. */
const attempt = async (address: string, userNo: string, pwd: string) => {
  const before = hashes.count;
  const response = await t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmLoginService/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    payload: { userNo, pwd },
  });
  return { code: response.json().code, hashes: hashes.count - before };
};

describe('equal work for real and unknown users', () => {
  it('should run one hash on each of twelve failed attempts of a real user and of an unknown user, locked ones included', async () => {
    const failed = { code: ERROR_CODES.LOGIN_FAILED, hashes: 1 };
    for (let n = 1; n <= 12; n++) {
      expect(await attempt('203.0.113.40', 'receiver9', 'wrong-guess')).toEqual(failed);
      expect(await attempt('203.0.113.40', 'nobody-here', 'wrong-guess')).toEqual(failed);
    }
    const locked = await t.database.pool.query(`select user_no from sys_sign_in_throttle where address = '203.0.113.40' and locked_until > now() order by user_no`);
    expect(locked.rows.map((row) => row.user_no)).toEqual(['nobody-here', 'receiver9']);
  });

  it('should run one hash for the right password refused by the lock, and one when it signs in', async () => {
    expect(await attempt('203.0.113.40', 'receiver9', USER_PASSWORD)).toEqual({ code: ERROR_CODES.LOGIN_FAILED, hashes: 1 });
    expect(await attempt('198.51.100.40', 'receiver9', USER_PASSWORD)).toEqual({ code: 0, hashes: 1 });
  });
});
