/**
 * The supplier's dock booking page (SUP 5106 Delivery > Dock appointment) in the browser: a supplier
 * user books this hour at door D01 for its approved ASN, moves the appointment to D02 ("Move here"),
 * and cancels it behind a confirmation, after which the slots offer "Book" again. Only ASNs a slot can
 * be booked for are offered (not one pending approval, not a voided one), one at a time, and the
 * supplier's own slot reads "Your slot" instead of offering "Move here" (issue 23). The hours are
 * shown in the warehouse's time zone, named in the column title, and a door closed today by its
 * working hours reads "Closed" and offers no Book (issue 24, decision 0812). Only the hours from the
 * first door's opening to the last one's closing are shown, as HH:mm, each open door's room as
 * "n of m free" (walk 11 item 6). Once the office receives the ASN, the supplier's appointment reads
 * received, live, and offers neither Move nor Cancel (record 1030).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, type Console, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole } from './browser.ts';

const SUPPLIER = 'docksup';
let c: Console;
let page: Page;
let asnNo: string;
let unbookable: string[];
let addAsn: (qty: string) => Promise<{ id: number; version: number; asnNo: string; checkStatus: string }>;
let admin: string;

beforeAll(async () => {
  c = await startConsole();
  const db = c.t.database.db;
  await createUser(db, { userNo: SUPPLIER, userType: 'supplier', belongSupplier: 'S001', grants: { '5106': ['isSearch', 'isAdd', 'isModify', 'isCancelInvalid'], '5301': ['isSearch', 'isModify'], '5103': ['isSearch', 'isAdd'] } });
  const token = await c.t.login(SUPPLIER, USER_PASSWORD);
  const [line] = (await db.execute(sql`select id, version from srm_purchase_line where supplier_no = 'S001' order by purchase_seq limit 1`)).rows;
  expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: Number(line.id), version: Number(line.version) }] }, { token })).code).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  addAsn = async (qty = '1') => (await c.t.call('ISrmAsnService/addasn', { head: { deliveryDate: today, expectedArrivalDate: today }, lines: [{ purchaseId: Number(line.id), deliveryQty: qty }] }, { token })).data;
  const [asn, pending, voided] = [await addAsn('1'), await addAsn('1'), await addAsn('1')];
  admin = await c.t.login();
  if (asn.checkStatus === '0') expect((await c.t.call('ISrmAsnService/approveasn', { list: [{ id: asn.id, version: asn.version }] }, { token: admin })).code).toBe(0);
  expect((await c.t.call('ISrmAsnService/voidasn', { list: [{ id: voided.id, version: voided.version }] }, { token: admin })).code).toBe(0);
  asnNo = asn.asnNo;
  unbookable = [voided.asnNo, ...(pending.checkStatus === '0' ? [pending.asnNo] : [])];
  page = await signedInPage(c, '/delivery/dockAppointment', SUPPLIER, USER_PASSWORD);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const view = () => activePage(page);
const slotButton = (hour: string, doorNo: string, name: string) => view().getByTestId(`slot-${hour}-${doorNo}`).getByRole('button', { name });
const mine = () => view().getByTestId('dock-booking-mine').innerText().catch(() => '');

describe("supplier's dock booking page", () => {
  it('should offer only the ASNs a slot can be booked for, one at a time', async () => {
    const chooser = view().getByTestId('dock-booking-asns');
    await expect.poll(() => chooser.locator('.ant-table-tbody').innerText(), POLL).toContain(asnNo);
    const listed = await chooser.locator('.ant-table-tbody').innerText();
    for (const no of unbookable) expect(listed).not.toContain(no);
    expect([await chooser.locator('.ant-table-thead .ant-checkbox').count(), await chooser.locator('.ant-table-tbody .ant-radio').count()]).toEqual([0, 1]);
  });

  it('should book a slot, show it as yours, move it to another door and cancel it after a confirmation', async () => {
    await view().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo }).click();
    const hour = String(new Date().getHours()).padStart(2, '0');
    expect(await view().getByTestId('dock-booking-rule').innerText()).toContain('a truck received at the dock frees its place');
    await slotButton(hour, 'D01', 'Book').click();
    await expect.poll(() => page.locator('.ant-modal-confirm').innerText(), POLL).toContain(`Book door D01 at `);
    await confirmOk(page);
    await messageShown(page, 'Dock slot booked');
    await expect.poll(mine, POLL).toContain('door D01 (booked)');

    await expect.poll(() => view().getByTestId(`slot-${hour}-D01`).innerText(), POLL).toContain('Your slot');
    expect(await slotButton(hour, 'D01', 'Move here').count()).toBe(0);
    await slotButton(hour, 'D02', 'Move here').click();
    await expect.poll(() => page.locator('.ant-modal-confirm').innerText(), POLL).toContain('at door D01 is freed');
    await confirmOk(page);
    await messageShown(page, 'Appointment moved');
    await expect.poll(mine, POLL).toContain('door D02 (booked)');

    await view().getByTestId('dock-booking-cancel').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await messageShown(page, 'Appointment cancelled');
    await expect.poll(() => view().getByTestId('dock-booking-mine').count(), POLL).toBe(0);
    expect(await slotButton(hour, 'D02', 'Book').isEnabled()).toBe(true);
    const statuses = await c.t.database.db.execute(sql`select status from yard_appointment where asn_no = ${asnNo}`);
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('should show the appointment received, with no move or cancel, once the office has received part of the ASN', async () => {
    const asn = await addAsn('2');
    if (asn.checkStatus === '0') expect((await c.t.call('ISrmAsnService/approveasn', { list: [{ id: asn.id, version: asn.version }] }, { token: admin })).code).toBe(0);
    await page.reload();
    await view().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asn.asnNo }).click();
    const hour = String(new Date().getHours()).padStart(2, '0');
    await slotButton(hour, 'D01', 'Book').click();
    await confirmOk(page);
    await messageShown(page, 'Dock slot booked');
    await expect.poll(mine, POLL).toContain('door D01 (booked)');
    const [head] = (await c.t.database.db.execute(sql`select id, version from srm_asn_head where asn_no = ${asn.asnNo}`)).rows;
    const received = await c.t.call('ISrmAsnService/receivecountedasn', { id: Number(head.id), version: Number(head.version), lines: [{ lineNo: 1, qty: '1' }] }, { token: admin });
    expect(received.code).toBe(0);
    await expect.poll(mine, POLL).toContain('door D01 (received)');
    expect([await view().getByTestId('dock-booking-cancel').count(), await view().getByRole('button', { name: 'Move here' }).count()]).toEqual([0, 0]);
  });

  it('should show the hours in the warehouse time zone and a door closed by its working hours as closed', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: zone }).format(new Date());
    await c.t.database.db.execute(sql`update bm_warehouse set time_zone = ${zone} where warehouse_no = 'WH-SEA'`);
    await c.t.database.db.execute(sql`update yard_dock_door set ${sql.raw(`hours_${weekday.toLowerCase()}`)} = 'closed' where warehouse_no = 'WH-SEA' and door_no = 'D02'`);
    await page.reload();
    await view().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo }).click();
    const hour = String(new Date().getHours()).padStart(2, '0');
    await expect.poll(() => view().getByTestId(`slot-${hour}-D02`).innerText(), POLL).toContain('Closed');
    expect(await slotButton(hour, 'D02', 'Book').isDisabled()).toBe(true);
    expect(await slotButton(hour, 'D01', 'Book').isEnabled()).toBe(true);
    expect(await view().getByTestId('dock-slots').locator('thead').innerText()).toContain(`Hour (${zone})`);
  });

  it('should show only the hours from the first opening to the last closing, as HH:mm, with the room of each open door', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const column = `hours_${new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: zone }).format(new Date()).toLowerCase()}`;
    await c.t.database.db.execute(sql`update yard_dock_door set ${sql.raw(column)} = case door_no when 'D01' then '10:00-12:00' else '11:00-14:00' end where warehouse_no = 'WH-SEA'`);
    await page.reload();
    await view().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo }).click();
    const hours = () => view().getByTestId('dock-slots').locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts();
    await expect.poll(hours, POLL).toEqual(['10:00', '11:00', '12:00', '13:00']);
    expect(await view().getByTestId('slot-13-D01').innerText()).toContain('Closed');
    expect(await view().getByTestId('slot-13-D02').innerText()).toMatch(/\d+ of \d+ free|Full/);
  });
});
