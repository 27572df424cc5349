/**
 * Sessions cached per instance (rpc/session.ts, issue 29): with every session already cached by
 * an earlier call, a sign-out, a password change, a role change made through the calls and the
 * session's own end still apply to the very next call on the same instance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../src/server/rpc/session.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'cached', grants: { '100101': ['isSearch'] }, orgs: ['NWT'] });
});
afterAll(() => t.close());

const listOrgs = (token: string) => t.call('IBmOrgService/getFullAuthorityOrgListByParams', {}, { token });

describe('cached sessions', () => {
  it('should refuse a token on the call right after its sign-out', async () => {
    const token = await t.login('cached', USER_PASSWORD);
    expect((await listOrgs(token)).code).toBe(0);
    expect((await t.call('IBmLoginService/logout', {}, { token })).code).toBe(0);
    expect((await listOrgs(token)).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });

  it('should end the other sessions of a user on the call right after a password change', async () => {
    const other = await t.login('cached', USER_PASSWORD);
    const own = await t.login('cached', USER_PASSWORD);
    expect((await listOrgs(other)).code).toBe(0);
    const changed = await t.call('ISysUserService/updatepwd', { oldPwd: USER_PASSWORD, newPwd: 'Tq9#wharf-Lantern', confirmPwd: 'Tq9#wharf-Lantern' }, { token: own });
    expect(changed.code).toBe(0);
    expect((await listOrgs(other)).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await listOrgs(own)).code).toBe(0);
  });

  it("should apply a role's narrowed grants made through the calls on the user's next call", async () => {
    const role = (await t.call('ISysRoleService/saveorupdaterole', { roleNo: 'ORG-VIEW', roleName: 'Org viewer', dataList: [{ dataType: 1, dataValue: 'NWT' }], menuList: [{ menuNo: '100101', flags: ['isSearch'] }] }, { token: admin })).data;
    await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'viewer2', userName: 'Viewer', pwd: 'Viewer-2026!', roleNos: ['ORG-VIEW'] }, { token: admin });
    const token = await t.login('viewer2', 'Viewer-2026!');
    expect((await listOrgs(token)).code).toBe(0);
    await t.call('ISysRoleService/saveorupdaterole', { id: role.id, version: role.version, menuList: [{ menuNo: '100105', flags: ['isSearch'] }] }, { token: admin });
    expect((await listOrgs(token)).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('should end a cached session once it was idle too long, and once its absolute lifetime is over', async () => {
    const idle = await t.login('admin');
    const busy = await t.login('admin');
    expect((await listOrgs(idle)).code).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The busy session is used every half of the idle time; the idle one not at all.
      for (let elapsed = SESSION_IDLE_MS / 2; elapsed < SESSION_ABSOLUTE_MS; elapsed += SESSION_IDLE_MS / 2) {
        vi.setSystemTime(Date.now() + SESSION_IDLE_MS / 2);
        expect((await listOrgs(busy)).code).toBe(0);
      }
      expect((await listOrgs(idle)).code).toBe(ERROR_CODES.SESSION_EXPIRED);
      vi.setSystemTime(Date.now() + SESSION_IDLE_MS / 2);
      expect((await listOrgs(busy)).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    } finally {
      vi.useRealTimers();
    }
  });
});
