/**
 * The seeded `kiosk` role (issue 15): a kiosk user bound to one warehouse finds ASNs and checks
 * trucks in there and nowhere else, calls nothing of the console, gets no console menu, keeps its
 * session through an idle day, and is signed out by an administrator.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession, sysUser, sysUserData, sysUserRole } from '../../../src/server/db/schema.ts';
import { hashPassword } from '../../../src/server/system/password.ts';
import { DATA_TYPES } from '../../../src/server/rpc/session.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { USER_PASSWORD } from '../../support/users.ts';
import { asn, doors } from './yard-support.ts';

let s: Session;
let kiosk: string;
beforeAll(async () => {
  s = await inventoryApp();
  const [user] = await s.database.db.insert(sysUser).values({ userNo: 'KIOSK-SEA-1', userName: 'Gate 1', pwdHash: await hashPassword(USER_PASSWORD), createName: 'test' }).returning();
  await s.database.db.insert(sysUserRole).values({ userId: user.id, roleNo: 'kiosk' });
  await s.database.db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
  kiosk = await s.login('KIOSK-SEA-1', USER_PASSWORD);
  await doors(s, 'WH-SEA', 2);
  await doors(s, 'WH-LDN', 2);
});
afterAll(() => s.close());

const asKiosk = (path: string, body: unknown = {}) => s.call(path, body, { token: kiosk });
const driver = { driverName: 'Li Na', driverPhone: '13800000000', plateNo: 'B-1234' };

describe('kiosk role', () => {
  it('should check trucks in at its own warehouse only', async () => {
    const here = await asn(s, 'WH-SEA');
    expect((await asKiosk('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: here })).data.asnNo).toBe(here);
    expect((await asKiosk('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: here, ...driver })).code).toBe(0);
    expect((await asKiosk('IKioskService/getBoard', { warehouseNo: 'WH-SEA' })).data.doors).toHaveLength(2);

    const london = await asn(s, 'WH-LDN');
    expect((await asKiosk('IKioskService/checkIn', { warehouseNo: 'WH-LDN', asnNo: london, ...driver })).code).toBe(12200);
    expect((await asKiosk('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: london })).code).toBe(12202);
    expect((await asKiosk('IKioskService/getBoard', { warehouseNo: 'WH-LDN' })).code).toBe(10002);
  });

  it('should call nothing of the console and see no console menu', async () => {
    for (const path of ['IYardService/list', 'IDockAppointmentService/list', 'IBmItemService/getbmitemlistbyparams', 'IInArriveService/getinarrivelistbyparams']) {
      expect((await asKiosk(path, { current: 1, size: 10, condition: {} })).code, path).toBe(10005);
    }
    expect((await asKiosk('IYardService/callNext', { warehouseNo: 'WH-SEA', doorNo: 'D01' })).code).toBe(10005);
    expect((await asKiosk('IReportService/getDockStatus', { warehouseNo: 'WH-SEA' })).code).toBe(10005);
    const menus = await asKiosk('ISysMenuService/getsysmenulist', {});
    const pages = JSON.stringify(menus.data);
    expect(pages).toContain('gate-kiosk');
    expect(pages).not.toContain('yard-queue');
    expect(pages).not.toContain('arrival-note');
  });

  it('should keep the session through an idle day and end it when an administrator revokes it', async () => {
    await s.database.db.update(sysSession).set({ lastSeenAt: sql`now() - interval '6 hours'` }).where(sql`${sysSession.userId} = (select id from sys_user where user_no = 'KIOSK-SEA-1')`);
    expect((await asKiosk('IKioskService/getBoard', { warehouseNo: 'WH-SEA' })).code).toBe(0);
    const [session] = await s.database.db.select().from(sysSession).innerJoin(sysUser, eq(sysUser.id, sysSession.userId)).where(eq(sysUser.userNo, 'KIOSK-SEA-1'));
    expect(session.sys_session.expiresAt.getTime() - session.sys_session.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);

    expect((await s.as('IKioskService/revokeSessions', { userNo: 'admin' })).code).toBe(10002);
    expect((await s.as('IKioskService/revokeSessions', { userNo: 'KIOSK-SEA-1' })).data).toEqual({ revoked: 1 });
    expect((await asKiosk('IKioskService/getBoard', { warehouseNo: 'WH-SEA' })).code).toBe(10004);
  });
});
