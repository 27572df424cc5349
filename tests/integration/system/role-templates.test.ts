/**
 * The role templates (issue 23, src/server/system/role-templates.ts): a fresh database holds the
 * supplier, manager, receiver, picker and counter roles next to kiosk and screen; a user given a
 * floor role reads the list of every entity its menus show and is refused the lists of every other
 * menu (System administration for all, the other floor roles' pages for each); the picker finds and
 * ships outbound notices (the handheld's Load and ship) without adding or changing them; the purchaser holds
 * its whole job and reads its default warehouse's name though its scope lists no warehouse; a supplier user
 * created in one call with the supplier role signs in to its to-do list and order lines, and a
 * supplier user cannot hold a staff role; the seed is applied once: an administrator's change to a
 * template survives the next start.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDA_MENU_TREE } from '../../../src/shared/app-menus.ts';
import { flattenMenus } from '../../../src/shared/menus.ts';
import { STOCK_QUERIES } from '../../../src/shared/documents/stock-queries.ts';
import { ENTITIES } from '../../../src/shared/entities/index.ts';
import { SUPPLIER_ROLE } from '../../../src/shared/access.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { sysRoleMenu, sysUser, sysUserRole } from '../../../src/server/db/schema.ts';
import { bootstrap } from '../../../src/server/system/bootstrap.ts';
import { ROLE_TEMPLATES, templateMenus } from '../../../src/server/system/role-templates.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const FLOOR = ROLE_TEMPLATES.filter((r) => r.roleNo !== SUPPLIER_ROLE);

beforeAll(async () => {
  t = await testApp({ demo: true });
  for (const { roleNo } of FLOOR) {
    await createUser(t.database.db, { userNo: `as-${roleNo}`, orgs: ['NWT'] });
    const [user] = await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userNo, `as-${roleNo}`));
    await t.database.db.insert(sysUserRole).values({ userId: user.id, roleNo });
    tokens[roleNo] = await t.login(`as-${roleNo}`, USER_PASSWORD);
  }
});
afterAll(() => t.close());

const granted = (roleNo: string) => new Set(templateMenus(ROLE_TEMPLATES.find((r) => r.roleNo === roleNo)!));

describe('role templates', () => {
  it('should seed the supplier and floor roles beside kiosk and screen, the floor roles each with PC and PDA menus', async () => {
    const { rows } = await t.database.db.execute(sql`select role_no from sys_role where role_no in ('kiosk', 'screen', 'supplier', 'manager', 'receiver', 'picker', 'counter', 'purchaser') order by role_no`);
    expect(rows.map((r) => r.role_no)).toEqual(['counter', 'kiosk', 'manager', 'picker', 'purchaser', 'receiver', 'screen', 'supplier']);
    for (const { roleNo } of FLOOR) {
      const menus = [...granted(roleNo)];
      expect(menus.some((menuNo) => menuNo.length === 6), `${roleNo} PC`).toBe(true);
      expect(menus.some((menuNo) => /^6\d{3}$/.test(menuNo)), `${roleNo} PDA`).toBe(roleNo !== 'purchaser');
      expect(menus.some((menuNo) => menuNo.startsWith('16')), `${roleNo} System`).toBe(false);
    }
  });

  it.each(FLOOR.map((r) => r.roleNo))('should let %s list what its menus show and refuse the rest', async (roleNo) => {
    const menus = granted(roleNo);
    const wrong: string[] = [];
    for (const entity of Object.values(ENTITIES)) {
      const menusOfList = [entity.menuNo, ...(entity.listedBy ?? [])];
      const expected = menusOfList.some((menuNo) => menus.has(menuNo)) ? 0 : ERROR_CODES.FORBIDDEN;
      const answer = await t.call(`${entity.calls.service}/${entity.calls.list}`, { current: 1, size: 1, condition: {} }, { token: tokens[roleNo] });
      if (answer.code !== expected) wrong.push(`${entity.name}: ${answer.code} (${answer.errorMessage ?? ''}), expected ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect((await t.call('ISysUserService/getsysuserlist', { current: 1, size: 1, condition: {} }, { token: tokens[roleNo] })).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it("should give each floor role its own work: receivers inbound, pickers picking, counters counts, the manager all of them", async () => {
    const inNotices = ENTITIES.inNotice;
    const outNotices = ENTITIES.outNotice;
    const list = (roleNo: string, entity: typeof inNotices) => t.call(`${entity.calls.service}/${entity.calls.list}`, { current: 1, size: 1, condition: {} }, { token: tokens[roleNo] }).then((a) => a.code);
    expect([await list('receiver', inNotices), await list('receiver', outNotices)]).toEqual([0, ERROR_CODES.FORBIDDEN]);
    expect([await list('picker', inNotices), await list('counter', inNotices)]).toEqual([ERROR_CODES.FORBIDDEN, ERROR_CODES.FORBIDDEN]);
    expect([await list('manager', inNotices), await list('manager', outNotices)]).toEqual([0, 0]);
  });

  it('should let the picker find and ship outbound notices (the handheld\'s Load and ship) but not change them', async () => {
    const [grant] = await t.database.db.select({ flags: sysRoleMenu.flags }).from(sysRoleMenu).where(and(eq(sysRoleMenu.roleNo, 'picker'), eq(sysRoleMenu.menuNo, ENTITIES.outNotice.menuNo)));
    expect(grant.flags).toEqual(['isSearch', 'isOut']);
    const added = await t.call(`${ENTITIES.outNotice.calls.service}/${ENTITIES.outNotice.calls.add}`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', lines: [] }, { token: tokens.picker });
    expect(added.code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it.each(['picker', 'receiver'])("should give the %s the handheld's Stock query (walks 14-28 and 15-28) with find on the stock balances only", async (roleNo) => {
    const stockQuery = flattenMenus(PDA_MENU_TREE).find((menu) => menu.path === '/pdaStock/stockQuery')!;
    expect(granted(roleNo).has(stockQuery.menuNo)).toBe(true);
    const query = await t.call('IInvStockService/getinvstocklistbyparams', { current: 1, size: 5, condition: { warehouseNo: 'WH-SEA', itemNo: 'P001' } }, { token: tokens[roleNo] });
    expect(query.code, query.errorMessage).toBe(0);
    const [grant] = await t.database.db.select({ flags: sysRoleMenu.flags }).from(sysRoleMenu).where(and(eq(sysRoleMenu.roleNo, roleNo), eq(sysRoleMenu.menuNo, STOCK_QUERIES.allowance.menuNo)));
    expect(grant.flags).toEqual(['isSearch']);
  });

  it('should create a supplier user with the supplier role in one call, and refuse it a staff role', async () => {
    const admin = await t.login();
    const user = { userNo: 'exotic-ann', userName: 'Ann of Exotic Liquids', pwd: 'Supplier-2026!', belongSupplier: 'S001' };
    expect((await t.call('ISrmSysUserService/saveorupdatesysuser', { ...user, roleNos: [SUPPLIER_ROLE] }, { token: admin })).code).toBe(0);
    const token = await t.login(user.userNo, user.pwd);
    const todo = await t.call('ISrmDoorService/getSupplierToDo', { dayStart: new Date().toISOString() }, { token });
    expect([todo.code, todo.data.orderLines.length]).toEqual([0, 2]);
    const lines = await t.call('ISrmPurchaseService/getordertracing', { current: 1, size: 10, condition: {} }, { token });
    expect(lines.data.records.every((r: any) => r.supplierNo === 'S001')).toBe(true);
    // Its default organisation is one of its documents' (walk 11 item 5), named, and in its scope's list.
    const info = (await t.call('IBmLoginService/getUserInfo', {}, { token })).data;
    const orgsOfLines = [...new Set(lines.data.records.map((r: any) => r.orgNo))];
    expect(orgsOfLines).toContain(info.orgNo);
    expect(info.orgName).toBeTruthy();
    await t.database.db.update(sysUser).set({ orgNo: 'NOT-MINE' }).where(eq(sysUser.userNo, user.userNo));
    expect((await t.call('IBmLoginService/getUserInfo', {}, { token })).data.orgNo).toBe(info.orgNo);
    const { rows: menus } = await t.database.db.execute(sql`select distinct m.app_no from sys_role_menu r join sys_menu m on m.menu_no = r.menu_no where r.role_no = ${SUPPLIER_ROLE}`);
    expect(menus.map((m) => m.app_no)).toEqual(['SUP']);

    const refused = await t.call('ISrmSysUserService/saveorupdatesysuser', { ...user, userNo: 'exotic-bob', roleNos: ['manager'] }, { token: admin });
    expect(refused.code).not.toBe(0);
    expect(JSON.stringify(refused.details ?? refused.errorMessage)).toContain('roleNos.0');
  });

  it("should give the purchaser its whole job (orders, ASN approval and tracking, news, delivery schedule, dock appointments) and name its default warehouse", async () => {
    const { rows } = await t.database.db.execute(sql`select m.path from sys_role_menu r join sys_menu m on m.menu_no = r.menu_no where r.role_no = 'purchaser' order by m.path`);
    const paths = rows.map((r) => String(r.path));
    for (const page of ['/offsite/purchase/purchaseOrder', '/offsite/purchase/asn', '/offsite/delivery/asnTracking', '/offsite/announcement/news', '/offsite/deliverySchedule/releaseSchedule', '/inbound/dock/appointment']) {
      expect(paths).toContain(page);
    }
    await t.database.db.update(sysUser).set({ warehouseNo: 'WH-SEA' }).where(eq(sysUser.userNo, 'as-purchaser'));
    const info = await t.call('IBmLoginService/getUserInfo', {}, { token: tokens.purchaser });
    expect([info.data.warehouseNo, info.data.warehouseName]).toEqual(['WH-SEA', 'Seattle Distribution Center']);
  });

  it("should keep an administrator's change to a template on the next start", async () => {
    const db = t.database.db;
    const [first] = [...granted('picker')];
    await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleNo, 'picker'), eq(sysRoleMenu.menuNo, first)));
    await bootstrap(db, 'Admin-12345!');
    expect(await db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleNo, 'picker'), eq(sysRoleMenu.menuNo, first)))).toEqual([]);
  });
});
