/**
 * Roles and users through the product's own calls (spec console §6, §7 Users, Roles): an
 * administrator creates a role with a warehouse data scope and three menu flags and a user holding
 * it; that user sees only those menus, flags and rows, and a change of the role applies on the
 * user's next call. Refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const PASSWORD = 'Picker-2026!';

type MenuNode = { menuNo: string; menuLevel: number; permissions: Record<string, boolean>; children: MenuNode[] };
type MenuTree = MenuNode[];

function pages(nodes: MenuTree): Record<string, string[]> {
  return Object.fromEntries(
    nodes.flatMap(function walk(node: MenuNode): [string, string[]][] {
      return node.menuLevel === 4 ? [[node.menuNo, Object.keys(node.permissions).sort()]] : node.children.flatMap(walk);
    }),
  );
}

const count = async (table: string) => Number((await t.database.pool.query(`select count(*) from ${table}`)).rows[0].count);

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('a role with a warehouse data scope and three menu flags', () => {
  let role: { id: number; version: number; roleNo: string };
  let user: { id: number; version: number };
  let token: string;

  beforeAll(async () => {
    const saved = await t.call('ISysRoleService/saveorupdaterole', {
      roleNo: 'SEA-PICKER',
      roleName: 'Seattle picker',
      dataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-SEA' }],
      menuList: [{ menuNo: '100102', flags: ['isSearch'] }, { menuNo: '100302', flags: ['isSearch', 'isAdd'] }],
    }, { token: admin });
    expect(saved.code).toBe(0);
    role = saved.data;
    const added = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'picker1', userName: 'Picker One', pwd: PASSWORD, roleNos: ['SEA-PICKER'] }, { token: admin });
    expect(added.code).toBe(0);
    user = added.data;
    token = await t.login('picker1', PASSWORD);
  });

  it('should answer the role and the user with their tabs and without any password hash', async () => {
    const gotRole = await t.call('ISysRoleService/getsysrolebyid', { id: role.id }, { token: admin });
    expect(gotRole.data).toMatchObject({ roleNo: 'SEA-PICKER', roleName: 'Seattle picker', statusCode: 1, userCount: 1 });
    expect(gotRole.data.dataList).toEqual(expect.arrayContaining([{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-SEA' }]));
    const gotUser = await t.call('ISysUserService/getsysuserbyid', { id: user.id }, { token: admin });
    expect(gotUser.data).toMatchObject({ userNo: 'picker1', userName: 'Picker One', userType: 'staff', roleNos: ['SEA-PICKER'], dataList: [], menuList: [] });
    const list = await t.call('ISysUserService/getsysuserlist', { condition: { keyword: 'picker' } }, { token: admin });
    expect(list.data.records.map((r: { userNo: string }) => r.userNo)).toEqual(['picker1']);
    for (const answer of [gotUser, list]) expect(JSON.stringify(answer)).not.toMatch(/pwd|scrypt|token/i);
  });

  it('should show the user only the two pages and three flags of the role', async () => {
    const menus = await t.call<MenuTree>('ISysMenuService/getsysmenulist', {}, { token });
    expect(pages(menus.data)).toEqual({ '100102': ['isSearch'], '100302': ['isAdd', 'isSearch'] });
  });

  it('should show the user only the rows of the warehouse in the role data scope', async () => {
    const warehouses = await t.call('IBmWarehouseService/getAuthBmWarehouseList', {}, { token });
    expect(warehouses.data.records.map((w: { warehouseNo: string }) => w.warehouseNo)).toEqual(['WH-SEA']);
    const cells = await t.call('IBmCellService/getbmcelllistbyparams', { size: 1000 }, { token });
    expect(cells.code).toBe(0);
    expect(new Set(cells.data.records.map((c: { warehouseNo: string }) => c.warehouseNo))).toEqual(new Set(['WH-SEA']));
    const info = await t.call('IBmLoginService/getUserInfo', {}, { token });
    expect(info.data.userDataList).toEqual(expect.arrayContaining([{ dataType: 3, dataValue: 'WH-SEA' }]));
  });

  it('should refuse the calls the role does not grant', async () => {
    expect((await t.call('IBmItemService/getbmitemlistbyparams', {}, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISysRoleService/getsysrolelist', {}, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    const before = await count('sys_user');
    expect((await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'x1', userName: 'X', pwd: PASSWORD }, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect(await count('sys_user')).toBe(before);
  });

  it('should apply a change of the role to the user on their next call, without signing in again', async () => {
    const current = (await t.call('ISysRoleService/getsysrolebyid', { id: role.id }, { token: admin })).data;
    const changed = await t.call('ISysRoleService/saveorupdaterole', { id: role.id, version: current.version, menuList: [{ menuNo: '100302', flags: ['isSearch'] }] }, { token: admin });
    expect(changed.code).toBe(0);
    expect(changed.data.dataList).toHaveLength(2);
    expect((await t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', {}, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    const menus = await t.call<MenuTree>('ISysMenuService/getsysmenulist', {}, { token });
    expect(pages(menus.data)).toEqual({ '100302': ['isSearch'] });
  });

  it('should refuse to delete a role while a user holds it, and delete it once none does', async () => {
    const current = (await t.call('ISysRoleService/getsysrolebyid', { id: role.id }, { token: admin })).data;
    const refused = await t.call('ISysRoleService/deletesysrolebyids', { delList: [{ id: role.id, version: current.version }] }, { token: admin });
    expect(refused).toMatchObject({ code: ERROR_CODES.ROLE_IN_USE, errorMessage: 'Role SEA-PICKER is held by 1 users: take it from them first' });
    const holder = (await t.call('ISysUserService/getsysuserbyid', { id: user.id }, { token: admin })).data;
    expect((await t.call('ISysUserService/saveorupdatesysuser', { id: user.id, version: holder.version, roleNos: [] }, { token: admin })).code).toBe(0);
    expect((await t.call('ISysMenuService/getsysmenulist', {}, { token })).data).toEqual([]);
    expect((await t.call('ISysRoleService/deletesysrolebyids', { delList: [{ id: role.id, version: current.version }] }, { token: admin })).code).toBe(0);
  });
});

describe('refusals of user and role administration', () => {
  it('should answer 10004 without a token and write nothing', async () => {
    const before = await count('sys_role');
    expect((await t.call('ISysRoleService/saveorupdaterole', { roleNo: 'R1', roleName: 'R' })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await t.call('ISysUserService/getsysuserlist', {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect(await count('sys_role')).toBe(before);
  });

  it('should name every wrong field of a new user and add nothing', async () => {
    const before = await count('sys_user');
    const fields = async (body: object) => {
      const answer = await t.call('ISysUserService/saveorupdatesysuser', body, { token: admin });
      expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      return Object.fromEntries(answer.details.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    };
    expect(await fields({ userNo: 'bad no', pwd: 'short', email: 'nope' })).toEqual({
      userNo: 'Only letters, digits, - and _ are allowed, and dots between them (li.wei)',
      userName: 'Please enter User name',
      email: 'Please enter a valid email address',
      pwd: expect.stringMatching(/characters/),
    });
    expect(Object.keys(await fields({
      userNo: 'ok1', userName: 'OK', pwd: PASSWORD, warehouseNo: 'WH-NONE', roleNos: ['NO-ROLE'],
      menuList: [{ menuNo: '999999', flags: ['isSearch'] }], dataList: [{ dataType: 3, dataValue: 'WH-NONE' }],
    })).sort()).toEqual(['dataList.0.dataValue', 'menuList.0.menuNo', 'roleNos.0', 'warehouseNo']);
    expect(await count('sys_user')).toBe(before);
  });

  it('should add a user whose number holds inner dots and let it sign in (walk 11 item 3)', async () => {
    const added = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'li.wei', userName: 'Li Wei', pwd: PASSWORD }, { token: admin });
    expect(added.code).toBe(0);
    expect(await t.login('li.wei', PASSWORD)).toBeTruthy();
    const doubled = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'li..wei', userName: 'Li Wei', pwd: PASSWORD }, { token: admin });
    expect(doubled.code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });

  it('should refuse an unknown button flag and a duplicate user number', async () => {
    const flag = await t.call('ISysRoleService/saveorupdaterole', { roleNo: 'R2', roleName: 'R', menuList: [{ menuNo: '100101', flags: ['isEverything'] }] }, { token: admin });
    expect(flag.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(flag.details.fields[0].field).toBe('menuList.0.flags.0');
    const duplicate = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'admin', userName: 'Again', pwd: PASSWORD }, { token: admin });
    expect(duplicate.code).toBe(ERROR_CODES.DUPLICATE_KEY);
  });

  it('should protect the admin user and the caller own account', async () => {
    const [me] = (await t.call('ISysUserService/getsysuserlist', { condition: { userNo: 'admin' } }, { token: admin })).data.records;
    const deleted = await t.call('ISysUserService/deletesysuserbyids', { delList: [{ id: me.id, version: me.version }] }, { token: admin });
    expect(deleted.code).toBe(ERROR_CODES.ACCOUNT_SELF_DELETE);
    const disabled = await t.call('ISysUserService/saveorupdatesysuser', { id: me.id, version: me.version, statusCode: 0 }, { token: admin });
    expect(disabled.code).toBe(ERROR_CODES.ADMIN_PROTECTED);
    const [adminRole] = (await t.call('ISysRoleService/getsysrolelist', { condition: { roleNo: 'admin' } }, { token: admin })).data.records;
    expect((await t.call('ISysRoleService/deletesysrolebyids', { delList: [{ id: adminRole.id, version: adminRole.version }] }, { token: admin })).code).toBe(ERROR_CODES.ADMIN_PROTECTED);
  });

  it('should refuse a stale version and leave the user as it was', async () => {
    const added = (await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'clerk1', userName: 'Clerk', pwd: PASSWORD }, { token: admin })).data;
    expect((await t.call('ISysUserService/saveorupdatesysuser', { id: added.id, version: added.version + 1, userName: 'Other' }, { token: admin })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await t.call('ISysUserService/getsysuserbyid', { id: added.id }, { token: admin })).data.userName).toBe('Clerk');
  });

  it('should not let an account administrator grant flags or a scope they do not hold', async () => {
    await t.call('ISysRoleService/saveorupdaterole', {
      roleNo: 'USER-ADMIN', roleName: 'User administrator',
      dataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-LDN' }],
      menuList: [{ menuNo: '160102', flags: ['isSearch', 'isAdd', 'isModify'] }, { menuNo: '100101', flags: ['isSearch'] }],
    }, { token: admin });
    await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'useradmin', userName: 'User admin', pwd: PASSWORD, roleNos: ['USER-ADMIN'] }, { token: admin });
    const limited = await t.login('useradmin', PASSWORD);
    const before = await count('sys_user');
    const flag = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'u2', userName: 'U2', pwd: PASSWORD, menuList: [{ menuNo: '100101', flags: ['isAdd'] }] }, { token: limited });
    expect(flag).toMatchObject({ code: ERROR_CODES.GRANT_NOT_HELD, errorMessage: 'You cannot grant what you do not hold yourself: 100101 isAdd' });
    const scope = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'u2', userName: 'U2', pwd: PASSWORD, dataList: [{ dataType: 3, dataValue: 'WH-SEA' }] }, { token: limited });
    expect(scope.code).toBe(ERROR_CODES.GRANT_NOT_HELD);
    const adminRole = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'u2', userName: 'U2', pwd: PASSWORD, roleNos: ['admin'] }, { token: limited });
    expect(adminRole.code).toBe(ERROR_CODES.GRANT_NOT_HELD);
    expect(await count('sys_user')).toBe(before);
    const allowed = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'u2', userName: 'U2', pwd: PASSWORD, menuList: [{ menuNo: '100101', flags: ['isSearch'] }], dataList: [{ dataType: 3, dataValue: 'WH-LDN' }] }, { token: limited });
    expect(allowed.code).toBe(0);
    expect((await t.call('ISysUserService/deletesysuserbyids', { delList: [{ id: allowed.data.id, version: allowed.data.version }] }, { token: limited })).code).toBe(ERROR_CODES.FORBIDDEN);
    const renamed = await t.call('ISysUserService/saveorupdatesysuser', { id: allowed.data.id, version: allowed.data.version, userName: 'U2 renamed' }, { token: limited });
    expect(renamed.code).toBe(0);
  });

  it('should not let an account administrator change an account stronger than their own', async () => {
    const limited = await t.login('useradmin', PASSWORD);
    const me = (await t.call('ISysUserService/getsysuserlist', { condition: { userNo: 'admin' } }, { token: admin })).data.records.find((r: { userNo: string }) => r.userNo === 'admin');
    const reset = await t.call('ISysUserService/saveorupdatesysuser', { id: me.id, version: me.version, pwd: 'Taken-over-2026!' }, { token: limited });
    expect(reset).toMatchObject({ code: ERROR_CODES.GRANT_NOT_HELD, errorMessage: 'You cannot grant what you do not hold yourself: admin' });
    const seattle = (await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'sea2', userName: 'Seattle', pwd: PASSWORD, dataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-SEA' }] }, { token: admin })).data;
    const renamed = await t.call('ISysUserService/saveorupdatesysuser', { id: seattle.id, version: seattle.version, userName: 'Mine now' }, { token: limited });
    expect(renamed).toMatchObject({ code: ERROR_CODES.GRANT_NOT_HELD, errorMessage: 'You cannot grant what you do not hold yourself: WH-SEA' });
    expect(await t.login('admin', ADMIN_PASSWORD)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should sign a user out everywhere when the administrator sets a new password', async () => {
    const added = (await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'clerk2', userName: 'Clerk 2', pwd: PASSWORD }, { token: admin })).data;
    const session = await t.login('clerk2', PASSWORD);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token: session })).code).toBe(0);
    const reset = await t.call('ISysUserService/saveorupdatesysuser', { id: added.id, version: added.version, pwd: 'Another-2026!' }, { token: admin });
    expect(reset.code).toBe(0);
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token: session })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect(await t.login('clerk2', 'Another-2026!')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the user picker getAuthUserList', () => {
  it('should list the active staff users whose data scope holds the warehouse, and administrators', async () => {
    await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'ldn1', userName: 'London', pwd: PASSWORD, dataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-LDN' }] }, { token: admin });
    const answer = await t.call('ISysUserService/getAuthUserList', { condition: { warehouseNo: 'WH-LDN' }, sorter: { field: 'userNo', order: 'ascend' } }, { token: admin });
    expect(answer.data.records.map((r: { userNo: string }) => r.userNo)).toEqual(['admin', 'ldn1', 'u2', 'useradmin']);
    const both = await t.call('ISysUserService/getAuthUserList', { condition: { orgNo: 'NWT', warehouseNo: 'WH-LDN' } }, { token: admin });
    expect(both.data.records.map((r: { userNo: string }) => r.userNo).sort()).toEqual(['admin', 'ldn1', 'useradmin']);
  });
});
