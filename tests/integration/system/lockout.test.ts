import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const login = (userNo: string, pwd: string) => t.call('IBmLoginService/login', { userNo, pwd });

describe('lockout', () => {
  it('should lock the account and refuse the right password afterwards when the fifth wrong password is given', async () => {
    await createUser(t.database.db, { userNo: 'picker1' });
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login('picker1', 'wrong')).code).toBe(ERROR_CODES.LOGIN_FAILED);
    const fifth = await login('picker1', 'wrong');
    expect(fifth.code).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    expect(fifth.errorMessage).toBe(DICTIONARIES['en-US'].error.ACCOUNT_LOCKED.replace('{{minutes}}', '15'));
    const right = await login('picker1', USER_PASSWORD);
    expect(right.code).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    expect(Number((await t.database.pool.query(`select count(*) from sys_session s join sys_user u on u.id = s.user_id where u.user_no = 'picker1'`)).rows[0].count)).toBe(0);
  });

  it('should lock for 15 minutes and let the right password in when that time has passed', async () => {
    await createUser(t.database.db, { userNo: 'picker2' });
    for (let attempt = 1; attempt <= 5; attempt++) await login('picker2', 'wrong');
    const { rows } = await t.database.pool.query(`select extract(epoch from locked_until - now()) / 60 as minutes from sys_user where user_no = 'picker2'`);
    expect(Number(rows[0].minutes)).toBeGreaterThan(14);
    expect(Number(rows[0].minutes)).toBeLessThanOrEqual(15);
    await t.database.pool.query(`update sys_user set locked_until = now() - interval '1 second' where user_no = 'picker2'`);
    expect((await login('picker2', USER_PASSWORD)).code).toBe(0);
  });

  it('should start counting anew when the right password is given before the fifth attempt', async () => {
    await createUser(t.database.db, { userNo: 'picker3' });
    for (let attempt = 1; attempt <= 4; attempt++) await login('picker3', 'wrong');
    expect((await login('picker3', USER_PASSWORD)).code).toBe(0);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login('picker3', 'wrong')).code).toBe(ERROR_CODES.LOGIN_FAILED);
    expect((await login('picker3', USER_PASSWORD)).code).toBe(0);
  });

  it('should not lock other users when one account is locked', async () => {
    await createUser(t.database.db, { userNo: 'picker4' });
    expect((await login('picker4', USER_PASSWORD)).code).toBe(0);
  });
});
