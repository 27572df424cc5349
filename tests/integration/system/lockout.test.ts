/** Sign-in throttling by account and address together (issue 11 defect 4; docs/decisions/0012-sign-in-throttling.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const FAILED = { code: ERROR_CODES.LOGIN_FAILED, errorMessage: DICTIONARIES['en-US'].error.LOGIN_FAILED, data: null };

const loginFrom = async (remoteAddress: string, userNo: string, pwd: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmLoginService/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    payload: { userNo, pwd },
  });
  return response.json();
};
const wrongFiveTimes = async (remoteAddress: string, userNo: string) => {
  for (let attempt = 1; attempt <= 5; attempt++) expect(await loginFrom(remoteAddress, userNo, 'wrong-guess')).toEqual(FAILED);
};
const sessionsOf = async (userNo: string) =>
  Number((await t.database.pool.query(`select count(*) from sys_session s join sys_user u on u.id = s.user_id where u.user_no = $1`, [userNo])).rows[0].count);

describe('lock per account and address', () => {
  it('should let the administrator sign in from another address when five wrong passwords came from one address', async () => {
    await wrongFiveTimes('203.0.113.7', 'admin');
    expect((await loginFrom('198.51.100.1', 'admin', ADMIN_PASSWORD)).code).toBe(0);
  });

  it('should refuse the right password from the guessing address for 15 minutes, and let it in afterwards', async () => {
    await createUser(t.database.db, { userNo: 'picker2' });
    await wrongFiveTimes('203.0.113.8', 'picker2');
    expect(await loginFrom('203.0.113.8', 'picker2', USER_PASSWORD)).toEqual(FAILED);
    expect(await sessionsOf('picker2')).toBe(0);
    const { rows } = await t.database.pool.query(`select extract(epoch from locked_until - now()) / 60 as minutes from sys_sign_in_throttle where user_no = 'picker2' and address = '203.0.113.8'`);
    expect(Number(rows[0].minutes)).toBeGreaterThan(14);
    expect(Number(rows[0].minutes)).toBeLessThanOrEqual(15);
    await t.database.pool.query(`update sys_sign_in_throttle set locked_until = now() - interval '1 second' where user_no = 'picker2'`);
    expect((await loginFrom('203.0.113.8', 'picker2', USER_PASSWORD)).code).toBe(0);
  });

  it('should start counting anew when the right password is given before the fifth attempt', async () => {
    await createUser(t.database.db, { userNo: 'picker3' });
    for (let attempt = 1; attempt <= 4; attempt++) await loginFrom('203.0.113.9', 'picker3', 'wrong-guess');
    expect((await loginFrom('203.0.113.9', 'picker3', USER_PASSWORD)).code).toBe(0);
    for (let attempt = 1; attempt <= 4; attempt++) expect(await loginFrom('203.0.113.9', 'picker3', 'wrong-guess')).toEqual(FAILED);
    expect((await loginFrom('203.0.113.9', 'picker3', USER_PASSWORD)).code).toBe(0);
  });
});

describe('same answer for unknown, wrong and locked', () => {
  it('should answer a locked pair, a wrong password and an unknown user alike, and throttle an unknown user like a real one', async () => {
    await createUser(t.database.db, { userNo: 'picker4' });
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt++) answers.push(await loginFrom('203.0.113.10', 'picker4', 'wrong-guess'));
    answers.push(await loginFrom('203.0.113.10', 'picker4', USER_PASSWORD));
    for (let attempt = 1; attempt <= 7; attempt++) answers.push(await loginFrom('203.0.113.10', 'no-such-user', 'wrong-guess'));
    for (const answer of answers) expect(answer).toEqual(FAILED);
    const { rows } = await t.database.pool.query(
      `select user_no, failures, locked_until > now() as locked from sys_sign_in_throttle where address = '203.0.113.10' order by user_no`,
    );
    expect(rows).toEqual([
      { user_no: 'no-such-user', failures: 5, locked: true },
      { user_no: 'picker4', failures: 5, locked: true },
    ]);
  });
});

describe('progressive delay per account', () => {
  const spreadGuesses = async (userNo: string) => {
    for (let address = 1; address <= 5; address++) expect(await loginFrom(`192.0.2.${address}`, userNo, 'wrong-guess')).toEqual(FAILED);
    // Sixteen failures in the window: the next attempt from an unknown address waits a minute.
    await t.database.pool.query(`update sys_sign_in_throttle set failures = 16, last_failure_at = now() where user_no = $1 and address = ''`, [userNo]);
  };

  it('should refuse even the right password from a new address while the account waits, and let it in when the delay has passed', async () => {
    await createUser(t.database.db, { userNo: 'packer1' });
    await spreadGuesses('packer1');
    expect(await loginFrom('192.0.2.50', 'packer1', USER_PASSWORD)).toEqual(FAILED);
    expect(await sessionsOf('packer1')).toBe(0);
    await t.database.pool.query(`update sys_sign_in_throttle set last_failure_at = now() - interval '61 seconds' where user_no = 'packer1' and address = ''`);
    expect((await loginFrom('192.0.2.50', 'packer1', USER_PASSWORD)).code).toBe(0);
  });

  it('should let the owner in from an address they signed in from before while guesses come from elsewhere', async () => {
    await createUser(t.database.db, { userNo: 'packer2' });
    expect((await loginFrom('192.0.2.99', 'packer2', USER_PASSWORD)).code).toBe(0);
    await spreadGuesses('packer2');
    expect(await loginFrom('192.0.2.60', 'packer2', USER_PASSWORD)).toEqual(FAILED);
    expect((await loginFrom('192.0.2.99', 'packer2', USER_PASSWORD)).code).toBe(0);
  });

  it('should count the attempts of parallel guesses so none slips past the pair lock', async () => {
    await createUser(t.database.db, { userNo: 'packer3' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginFrom('192.0.2.70', 'packer3', 'wrong-guess')));
    for (const answer of answers) expect(answer).toEqual(FAILED);
    const { rows } = await t.database.pool.query(`select failures, locked_until > now() as locked from sys_sign_in_throttle where user_no = 'packer3' and address = '192.0.2.70'`);
    expect(rows).toEqual([{ failures: 5, locked: true }]);
    expect(await loginFrom('192.0.2.70', 'packer3', USER_PASSWORD)).toEqual(FAILED);
  });
});
