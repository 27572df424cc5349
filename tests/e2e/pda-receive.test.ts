/**
 * Receive on the handheld at 360x640 (issue 28 "Receive"; record 0930), from /pda sign-in by taps,
 * every code scanned as a keyboard-wedge scanner types it: a receiver finds the truck at the door
 * by scanning a pallet's SSCC as printed "(00) …" (the dock's findTruck reads the SSCC's ASN) and
 * lands on that pallet, counts it short, counts the next (scanned bare) by scanning its items' GS1
 * labels (GTIN and count: a label of another item refused; 25 + 15 = 40 as expected), has a pallet of
 * no ASN refused with the bad-scan signal, records a damaged one with its reason, and finishes:
 * the stock equals what was counted (the damaged pallet held to inspect), through the dock's calls.
 * In zh-CN, a code of no truck at a door gets the server's localized refusal. A second truck: a
 * pallet recorded as expected is undone and recorded again short with a typed lot and expiry, another
 * is a wrong item (the item found and its quantity): Finish posts the short count in its lot and the
 * item found (undoPallet, wrongItem, lots).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, type Console } from './browser.ts';
import { arrangeKiosk } from './kiosk-support.ts';
import { floorUser, handheld, lastFeedback, layoutFaults, tap, wedgeScan } from './pda-support.ts';

const PALLETS = ['423456789012345676', '423456789012345683', '423456789012345690'];
const NO_ASN = '423456789012345706';
const SECOND = ['423456789012345805', '423456789012345812'];
let c: Console;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  await floorUser(c.t, 'PDA-RCV', 'receiver');
});
afterAll(() => c.close());

/** An arrival note `asnNo` of pallets (by default three: P004 70, P005 40, P006 10) whose truck is called to a door. */
async function truckAtDoor(asnNo = 'ASNPDA1', pallets: [string, string, number][] = [['P004', PALLETS[0], 70], ['P005', PALLETS[1], 40], ['P006', PALLETS[2], 10]]): Promise<string> {
  const db = c.t.database.db;
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${asnNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  for (const [i, [itemNo, sscc, qty]] of pallets.entries()) {
    await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no) values (${head.id}, ${i + 1}, ${itemNo}, ${qty}, ${sscc})`);
  }
  const admin = await c.t.login();
  const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Li', driverPhone: '13800000000', plateNo: 'B-2' }, { token: admin });
  await c.t.call('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, { token: admin });
  return asnNo;
}

describe('handheld receive', () => {
  it('should receive a truck found by a pallet scan: short, counted by item labels, damaged; a pallet of no ASN refused; stock as counted', async () => {
    const asnNo = await truckAtDoor();
    const page = await handheld(c.browser, c.baseUrl, 'PDA-RCV');
    await tap(page.getByTestId('menu-receive'));
    await page.getByTestId(`truck-${asnNo}`).waitFor();
    await wedgeScan(page, `(00)${PALLETS[0]}`);
    await expect.poll(() => page.getByTestId('expected-1').innerText(), POLL).toMatch(/^70 /);
    expect(await layoutFaults(page)).toEqual([]);
    await tap(page.getByTestId('receive-short'));
    await page.getByTestId('counted-1').fill('60');
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('1 of 3 recorded');
    expect(await page.getByRole('status').innerText()).toBe(`Pallet ${PALLETS[0]} recorded: Short`);

    await c.t.database.db.execute(sql`update bm_item set gtin = '9521234543213' where org_no = 'NWT' and item_no = 'P005'`);
    await wedgeScan(page, PALLETS[1]);
    await page.getByTestId('receive-pallet').waitFor();
    await wedgeScan(page, '(01)04006381333931(37)5');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('(01)04006381333931(37)5 is no item of this pallet');
    await wedgeScan(page, '(01)09521234543213(37)25');
    await expect.poll(() => page.getByTestId('counted-2').inputValue(), POLL).toBe('25');
    await wedgeScan(page, '(01)09521234543213(37)15');
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe('P005: 40 counted');
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('2 of 3 recorded');
    expect(await page.getByRole('status').innerText()).toBe(`Pallet ${PALLETS[1]} recorded: As expected`);

    await wedgeScan(page, NO_ASN, 'Tab');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toContain(NO_ASN);
    expect(await lastFeedback(page)).toBe('bad');

    await wedgeScan(page, PALLETS[2]);
    await tap(page.getByTestId('receive-damaged'));
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('Choose what is damaged');
    await tap(page.getByTestId('reason-crushed'));
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('3 of 3 recorded');
    expect(await page.getByTestId('receive-discrepancies').innerText()).toBe('2');
    await tap(page.getByTestId('receive-finish'));
    await expect.poll(() => page.getByTestId('receive-done').innerText(), POLL).toContain(`${asnNo} is received`);

    const stock = await c.t.database.db.execute(sql`select item_no, stock_status, on_hand::float8 as qty from inv_stock where container_no in ${PALLETS} and on_hand <> 0 order by item_no`);
    expect(stock.rows.map((r: any) => [r.item_no, r.stock_status, r.qty])).toEqual([['P004', '25', 60], ['P005', '25', 40], ['P006', '20', 10]]);
    const calls = await c.t.database.db.execute(sql`select call from sys_operation_log where user_no = 'PDA-RCV' and outcome = '0' and call in ('IKioskService/confirmPallet', 'IKioskService/finishReceiving') order by id`);
    expect(calls.rows.map((r) => r.call)).toEqual(['IKioskService/confirmPallet', 'IKioskService/confirmPallet', 'IKioskService/confirmPallet', 'IKioskService/finishReceiving']);
    await page.context().close();
  });

  it('should say in zh-CN, in the server\'s words, that no truck at a door has the scanned code', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-RCV', { locale: 'zh-CN' });
    await tap(page.getByTestId('menu-receive'));
    await expect.poll(() => page.getByTestId('receive-truck').locator('h1').innerText(), POLL).toBe('收货：哪辆车');
    await wedgeScan(page, 'ASN-NONE');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('本仓库月台门没有ASN-NONE的车辆');
    expect(await lastFeedback(page)).toBe('bad');
    await page.context().close();
  });

  it('should undo a recorded pallet and record it again short with its lot and expiry, record a wrong item, and post both at Finish', async () => {
    const asnNo = await truckAtDoor('ASNPDA2', [['P004', SECOND[0], 20], ['P005', SECOND[1], 30]]);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-RCV');
    await tap(page.getByTestId('menu-receive'));
    await tap(page.getByTestId(`truck-${asnNo}`));
    await page.getByTestId('receive-pallets').waitFor();
    await wedgeScan(page, SECOND[0]);
    await tap(page.getByTestId('receive-ok'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('1 of 2 recorded');
    expect(await layoutFaults(page)).toEqual([]);
    await tap(page.getByTestId(`undo-${SECOND[0]}`));
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`Pallet ${SECOND[0]} undone: scan it again to record it`);
    expect(await page.getByTestId('receive-progress').innerText()).toBe('0 of 2 recorded');

    await wedgeScan(page, SECOND[0]);
    await tap(page.getByTestId('receive-short'));
    await page.getByTestId('counted-1').fill('15');
    await page.getByTestId('lot-1').fill('LOT-S');
    await page.getByTestId('expiry-1').fill('2027-03-31');
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('1 of 2 recorded');

    await wedgeScan(page, SECOND[1]);
    await tap(page.getByTestId('receive-wrongItem'));
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('Enter the item number found and its quantity above 0');
    await page.getByTestId('found-item').fill('P006');
    await page.getByTestId('found-qty').fill('30');
    await tap(page.getByTestId('receive-record'));
    await expect.poll(() => page.getByTestId('receive-progress').innerText(), POLL).toBe('2 of 2 recorded');
    expect(await page.getByRole('status').innerText()).toBe(`Pallet ${SECOND[1]} recorded: Wrong item`);
    await tap(page.getByTestId('receive-finish'));
    await expect.poll(() => page.getByTestId('receive-done').innerText(), POLL).toContain(`${asnNo} is received`);

    const stock = await c.t.database.db.execute(sql`select item_no, container_no, lot_no, on_hand::float8 as qty from inv_stock where container_no in ${SECOND} and on_hand <> 0 order by item_no`);
    expect(stock.rows.map((r: any) => [r.item_no, r.container_no, r.lot_no, r.qty])).toEqual([['P004', SECOND[0], 'LOT-S', 15], ['P006', SECOND[1], expect.any(String), 30]]);
    const line = await c.t.database.db.execute(sql`select l.lot_no, l.expiry_date::text as expiry from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${asnNo} and l.line_no = 1`);
    expect([line.rows[0].lot_no, line.rows[0].expiry]).toEqual(['LOT-S', '2027-03-31']);
    await page.context().close();
  });
});
