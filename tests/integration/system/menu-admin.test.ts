/**
 * Menus per application (spec console §3 Menu, §5 route names, §6 peer and submenu rules, §7 Menu,
 * Authority getSupMenuAuth, PDA menu list): the seeded PDA and SUP trees, a supplier user granted
 * SUP menus, and the management calls with their refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const NAMES = { 'en-US': 'Returns', 'zh-CN': '退货', 'zh-TW': '退貨' };

type Node = { id: number; version: number; menuNo: string; menuLevel: number; url: string; path: string; permissions?: Record<string, boolean>; children: Node[] };
const numbers = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.menuNo, ...numbers(node.children)]);

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('the PDA and SUP menu trees', () => {
  it('should answer the PDA tree with pages at level 2 and the SUP tree with pages at level 3', async () => {
    const pda = (await t.call<Node[]>('ISysMenuService/getsysmenulist', { appNo: 'PDA' }, { token: admin })).data;
    expect(pda.map((group) => [group.menuNo, group.menuLevel])).toEqual([['61', 1], ['62', 1], ['63', 1]]);
    expect(pda[0].children.map((page) => [page.url, page.menuLevel, page.permissions?.isSearch])).toEqual([['receive', 2, true], ['putaway', 2, true]]);
    const sup = (await t.call<Node[]>('IBmLoginService/getSupMenuAuth', {}, { token: admin })).data;
    expect(sup.map((group) => group.url)).toEqual(['delivery', 'schedule', 'order', 'portal']);
    expect(sup[0].children[0]).toMatchObject({ menuNo: '5101', url: 'asn', path: '/delivery/asn', menuLevel: 3 });
  });

  it('should show a supplier user only the SUP menus granted, and refuse PC menus for them', async () => {
    const [supplier] = (await t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 1 }, { token: admin })).data.records;
    const refused = await t.call('ISrmSysUserService/saveorupdatesysuser', { userNo: 'sup1', userName: 'Supplier one', pwd: 'Supplier-2026!', belongSupplier: supplier.supplierNo, menuList: [{ menuNo: '100101', flags: ['isSearch'] }] }, { token: admin });
    expect(refused.details.fields).toEqual([expect.objectContaining({ field: 'menuList.0.menuNo' })]);
    // A supplier user holds roles of supplier portal menus only: the admin role is refused.
    const asAdmin = await t.call('ISrmSysUserService/saveorupdatesysuser', { userNo: 'sup1', userName: 'Supplier one', pwd: 'Supplier-2026!', belongSupplier: supplier.supplierNo, roleNos: ['admin'] }, { token: admin });
    expect(asAdmin.details.fields).toEqual([expect.objectContaining({ field: 'roleNos.0', message: expect.stringContaining('supplier user cannot hold') })]);
    const added = await t.call('ISrmSysUserService/saveorupdatesysuser', {
      userNo: 'sup1', userName: 'Supplier one', pwd: 'Supplier-2026!', belongSupplier: supplier.supplierNo,
      menuList: [{ menuNo: '5101', flags: ['isSearch', 'isAdd'] }, { menuNo: '5401', flags: ['isSearch'] }],
    }, { token: admin });
    expect(added.data).toMatchObject({ userType: 'supplier', belongSupplier: supplier.supplierNo, roleNos: [] });
    const token = await t.login('sup1', 'Supplier-2026!');
    const sup = (await t.call<Node[]>('IBmLoginService/getSupMenuAuth', {}, { token })).data;
    expect(numbers(sup)).toEqual(['51', '5101', '54', '5401']);
    expect((await t.call('ISysMenuService/getsysmenulist', {}, { token })).data).toEqual([]);
    expect((await t.call('ISrmSysUserService/getsysuserlist', {}, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    const staffList = (await t.call('ISysUserService/getsysuserlist', { condition: { userNo: 'sup1' } }, { token: admin })).data;
    expect(staffList.total).toBe(0);
    const missing = await t.call('ISrmSysUserService/saveorupdatesysuser', { userNo: 'sup2', userName: 'No supplier', pwd: 'Supplier-2026!' }, { token: admin });
    expect(missing.details.fields.map((f: { field: string }) => f.field)).toEqual(['belongSupplier']);
  });
});

describe('menu management', () => {
  it('should add a submenu under a level-2 PC menu and a peer of a page, with positional numbers and paths', async () => {
    const child = await t.call('ISysMenuService/addsyschildmenu', { menuNo: '11', addType: 'child', menuNameMap: NAMES, url: 'returns' }, { token: admin });
    expect(child.data).toMatchObject({ menuNo: '1105', menuOwner: '11', menuLevel: 3, path: '/inbound/returns', appNo: 'PC', menuName: 'Returns' });
    const peer = await t.call('ISysMenuService/addsyschildmenu', { menuNo: '110101', addType: 'peer', menuNameMap: { ...NAMES, 'en-US': 'Return notes' }, url: 'return-note' }, { token: admin });
    expect(peer.data).toMatchObject({ menuNo: '110104', menuOwner: '1101', menuLevel: 4, path: '/inbound/arrival/return-note' });
    const pdaChild = await t.call('ISysMenuService/addsyschildmenu', { menuNo: '61', addType: 'child', menuNameMap: NAMES, url: 'returns' }, { token: admin });
    expect(pdaChild.data).toMatchObject({ menuNo: '6103', menuLevel: 2, appNo: 'PDA' });
  });

  it('should refuse a submenu under a page or a sub-group, a peer without a selected menu, and bad names', async () => {
    const before = Number((await t.database.pool.query('select count(*) from sys_menu')).rows[0].count);
    expect((await t.call('ISysMenuService/addsyschildmenu', { menuNo: '1101', addType: 'child', menuNameMap: NAMES, url: 'x' }, { token: admin })).code).toBe(ERROR_CODES.MENU_SUBMENU_NOT_ALLOWED);
    expect((await t.call('ISysMenuService/addsyschildmenu', { menuNo: '6101', addType: 'child', menuNameMap: NAMES, url: 'x' }, { token: admin })).code).toBe(ERROR_CODES.MENU_SUBMENU_NOT_ALLOWED);
    expect((await t.call('ISysMenuService/addsyschildmenu', { addType: 'peer', menuNameMap: NAMES, url: 'x' }, { token: admin })).code).toBe(ERROR_CODES.MENU_PEER_NEEDS_LEVEL);
    const bad = await t.call('ISysMenuService/addsyschildmenu', { menuNo: '110101', addType: 'peer', menuNameMap: { 'en-US': 'v1.2', 'zh-CN': '退货' }, url: 'return.note' }, { token: admin });
    expect(bad.details.fields).toEqual([
      { field: 'menuNameMap.zh-TW', message: 'Please enter Menu name (繁體中文)', params: { field: 'Menu name', language: '繁體中文' } },
      { field: 'menuNameMap.en-US', message: 'Must not contain any of . < > \\ / " \' ` { } |' },
      { field: 'url', message: 'A route name is one word of letters, digits, - and _ (no / and no dot), e.g. stockage; or an http(s):// link, or custom:name' },
    ]);
    const duplicate = await t.call('ISysMenuService/addsyschildmenu', { menuNo: '110101', addType: 'peer', menuNameMap: NAMES, url: 'arrival-note' }, { token: admin });
    expect(duplicate.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    expect(Number((await t.database.pool.query('select count(*) from sys_menu')).rows[0].count)).toBe(before);
  });

  it('should rename a group and move its pages with it, checking the version', async () => {
    const tree = (await t.call<Node[]>('ISysMenuService/getsysmenutreebyappno', { appNo: 'PC' }, { token: admin })).data;
    const group = tree.find((node) => node.menuNo === '11')!.children.find((node) => node.menuNo === '1105')!;
    const renamed = await t.call('ISysMenuService/updatesysmenubyid', { id: group.id, version: group.version, url: 'customer-returns', sort: 4 }, { token: admin });
    expect(renamed.data).toMatchObject({ path: '/inbound/customer-returns', sort: 4 });
    expect((await t.call('ISysMenuService/updatesysmenubyid', { id: group.id, version: group.version, sort: 5 }, { token: admin })).code).toBe(ERROR_CODES.STALE_VERSION);
  });

  it('should delete a menu without submenus with its grants, and refuse one with submenus', async () => {
    expect((await t.call('ISysMenuService/deletesysmenubymenuno', { menuNo: '11' }, { token: admin })).code).toBe(ERROR_CODES.MENU_HAS_CHILDREN);
    await t.call('ISysRoleService/saveorupdaterole', { roleNo: 'RET', roleName: 'Returns', menuList: [{ menuNo: '110104', flags: ['isSearch'] }] }, { token: admin });
    expect((await t.call('ISysMenuService/deletesysmenubymenuno', { menuNo: '110104' }, { token: admin })).data).toBe(true);
    const { rows } = await t.database.pool.query(`select count(*)::int as n from sys_role_menu where menu_no = '110104'`);
    expect(rows[0].n).toBe(0);
  });
});
