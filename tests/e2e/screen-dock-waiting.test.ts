/**
 * Walk 13-24 #9 (the big screen's Docks panel read "Free · 2 waiting" after a receipt): a door's
 * "n waiting" counts the trucks checked in for that door and not yet called (yard state
 * checkedIn); a posted receipt of a truck's ASN moves the truck to received whatever surface posted
 * it (receipt-frees-door.ts), so it leaves the count. From /login to the big screen: two trucks
 * checked in for door D01 read "2 waiting"; the console's receipt of one truck's arrival note,
 * posted while the truck still waits, takes it out ("1 waiting"), and calling the other to the
 * door empties the count.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { approvedAsn, arrangeKiosk } from './kiosk-support.ts';

let c: Console;
let page: Page;
let admin: string;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  // One door only, so both trucks wait for D01.
  await c.t.database.db.execute(sql`delete from yard_dock_door where door_no = 'D02' and warehouse_no = 'WH-SEA'`);
  admin = await c.t.login();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** Checks in the truck of `asnNo` at the gate (as the kiosk does); answers its check-in. */
async function checkIn(asnNo: string, plateNo: string): Promise<{ id: number; version: number; doorNo: string }> {
  const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Li', driverPhone: '13800000000', plateNo }, { token: admin });
  expect(ticket.errorMessage ?? '').toBe('');
  return ticket.data;
}

describe('big screen: trucks waiting at a door', () => {
  it('should count the trucks checked in and not yet called, not those whose receipt was posted', async () => {
    const [first, second] = [await approvedAsn(c.t), await approvedAsn(c.t)];
    expect([(await checkIn(first, 'WAIT-1')).doorNo, (await checkIn(second, 'WAIT-2')).doorNo]).toEqual(['D01', 'D01']);
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
    const door = page.getByTestId('dock-D01');
    await expect.poll(() => door.innerText(), POLL).toContain('2 waiting');

    // The office receives the first truck's arrival note in the console while the truck still waits in the yard.
    const [note] = (await c.t.database.db.execute(sql`select id, version from in_arrive_head where in_arrive_no = ${first}`)).rows;
    const received = await c.t.call('IInArriveService/receive', { list: [{ id: Number(note.id), version: Number(note.version) }] }, { token: admin });
    expect(received.errorMessage ?? '').toBe('');
    await expect.poll(() => door.innerText(), POLL).toContain('1 waiting');

    // The second truck is called to the door: nobody waits any more.
    const truck = await c.t.call('IYardService/action', { ...(await truckOf(second)), action: 'call' }, { token: admin });
    expect(truck.errorMessage ?? '').toBe('');
    await expect.poll(() => door.innerText(), POLL).not.toContain('waiting');
    const [row] = (await c.t.database.db.execute(sql`select state from yard_check_in where asn_no = ${first}`)).rows;
    expect(row.state).toBe('received');
  });
});

/** The id and version of the truck of `asnNo` in the yard queue. */
async function truckOf(asnNo: string): Promise<{ id: number; version: number }> {
  const [row] = (await c.t.database.db.execute(sql`select id, version from yard_check_in where asn_no = ${asnNo}`)).rows;
  return { id: Number(row.id), version: Number(row.version) };
}
