/**
 * What a session carries (rpc/session.ts): the user's flags and data scope come from the user's
 * active roles at each call, so a role disabled or a grant changed takes effect on the next call,
 * without signing in again. The changes here are made straight in the database: the instance
 * hears them through the database's NOTIFY (sessionEvicted), as it hears another instance's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { sessionEvicted } from '../../support/session-cache.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  await createUser(t.database.db, { userNo: 'clerk', grants: { '100101': ['isSearch'] }, orgs: ['NWT'] });
  token = await t.login('clerk', USER_PASSWORD);
});
afterAll(() => t.close());

const listOrgs = () => t.call('IBmOrgService/getFullAuthorityOrgListByParams', {}, { token });

describe('access read at every call', () => {
  it('should stop granting a role\'s flags once the role is disabled, and grant them again when it is enabled', async () => {
    expect((await listOrgs()).code).toBe(0);
    await t.database.pool.query(`update sys_role set status_code = 0 where role_no = 'clerk-role'`);
    await sessionEvicted(t.app, token);
    expect((await listOrgs()).code).toBe(ERROR_CODES.FORBIDDEN);
    await t.database.pool.query(`update sys_role set status_code = 1 where role_no = 'clerk-role'`);
    await sessionEvicted(t.app, token);
    expect((await listOrgs()).code).toBe(0);
  });

  it('should apply a narrowed data scope on the next call', async () => {
    expect((await listOrgs()).data.records.map((r: any) => r.orgNo)).toEqual(['NWT']);
    await t.database.pool.query(`delete from sys_user_data where data_value = 'NWT' and user_id = (select id from sys_user where user_no = 'clerk')`);
    await sessionEvicted(t.app, token);
    expect((await listOrgs()).data.records).toEqual([]);
  });
});
