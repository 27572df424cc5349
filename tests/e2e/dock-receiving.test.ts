/**
 * Dock receiving at the kiosk at 1080x1920 (issue 24), from /kiosk by taps: the receiver signs in
 * (badge scanned, PIN on the keypad; a wrong PIN is refused), then a truck with a short (60 of 70),
 * an over (45 of 40, within the 50 % over-delivery tolerance), a damaged pallet (crushed,
 * photographed from Chromium's fake camera) and a wrong item (P010 x 4 found on the pallet of P007), the first
 * scanned as printed under its label "(00) …"; expected quantities in the unit's digits; the
 * recorded pallets show what was counted on each; Finish first shows per line declared, counted and
 * short/over/damaged (Back returns to the pallets, Confirm and post posts: record 0911); stock
 * equals what was counted (the damaged pallet on quality hold, to inspect; the item found received
 * as found), the arrival note's lines hold what was received (P007 none, P010 as found) and the
 * announced rest stays open on its backorder note (P004 10, P007 5: decision 0760), the count's
 * keypad has digits only (a point only for a unit with decimals) and its Clear also clears a
 * refusal shown (an over count beyond the tolerance), the truck's tracking carries the four claim
 * lines and the receiver's name. The receiver's session
 * ends on Back to check-in and after five minutes without a touch and the warning (decision 0761);
 * a badge scanned after a keypad tap still lands in the user number (keys keep the focus away).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, WAIT_MS, type Console } from './browser.ts';
import { arrangeKiosk, arrangeReceiver, RECEIVER, setUpKiosk, signInReceiver } from './kiosk-support.ts';

const PALLETS = ['423456789012345676', '423456789012345683', '423456789012345690', '423456789012345706'];
let c: Console;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  await arrangeReceiver(c.t);
  await c.t.database.db.execute(sql`insert into srm_execute_config (org_no, config_no, config_name, is_over_delivery, over_delivery_rate, status_code) values ('NWT', 'CFG-DOCK', 'Dock tolerance', true, 50, 1)`);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  page = await browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
  page.setDefaultTimeout(WAIT_MS);
  await page.context().grantPermissions(['camera'], { origin: c.baseUrl });
  await setUpKiosk(page, c.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await c.close();
});

/** An approved ASN (arrival note) of four pallets: P004 70, P005 40, P006 10, P007 5; its truck called to a door. */
async function truckAtDoor(): Promise<string> {
  const asnNo = 'ASNDOCK1';
  const db = c.t.database.db;
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${asnNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no)
    values (${head.id}, 1, 'P004', 70, ${PALLETS[0]}), (${head.id}, 2, 'P005', 40, ${PALLETS[1]}), (${head.id}, 3, 'P006', 10, ${PALLETS[2]}), (${head.id}, 4, 'P007', 5, ${PALLETS[3]})`);
  const admin = await c.t.login();
  const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Li', driverPhone: '13800000000', plateNo: 'A-1' }, { token: admin });
  await c.t.call('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, { token: admin });
  return asnNo;
}

async function openPallet(scan: string, expected: string): Promise<void> {
  await page.getByTestId('sscc').fill(scan);
  await page.getByRole('button', { name: 'Show pallet' }).click();
  await expect.poll(() => page.getByTestId('pallet-lines').textContent(), POLL).toContain(expected);
}

describe('dock receiving at the kiosk', () => {
  it('should sign the receiver in and receive a short, an over, a damaged and a wrong-item pallet as counted, with stock, ASN and tracking showing the counts', async () => {
    const asnNo = await truckAtDoor();
    await page.getByRole('button', { name: 'Dock receiving' }).click();
    await page.getByTestId('staff-user').fill(RECEIVER.userNo);
    await page.getByTestId('staff-user').press('Enter');
    await page.getByTestId('staff-pin').fill('1111');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('staff-sign-in-error').textContent(), POLL).toContain('Wrong user number or PIN');
    for (const digit of RECEIVER.pin) await page.getByTestId('keypad').getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('receiver').textContent(), POLL).toContain(`Receiver: ${RECEIVER.userName} (${RECEIVER.userNo})`);
    await page.getByTestId('truck-code').fill(asnNo);
    await page.getByRole('button', { name: 'Find truck' }).click();

    await openPallet(`(00) ${PALLETS[0]}`, 'P004');
    expect(await page.getByTestId('pallet-lines').textContent()).toContain('70 ');
    expect(await page.getByTestId('pallet-lines').textContent()).not.toContain('70.0');
    await page.getByRole('button', { name: 'Short' }).click();
    // The count's keypad: digits only (the point only when the unit allows decimals), and a label without brackets.
    const keypad = page.getByTestId('keypad');
    const [unit] = (await c.t.database.db.execute(sql`select i.unit_no, coalesce(u.dicimal_digit, 6)::int as digits from bm_item i left join bm_unit u on u.unit_no = i.unit_no
      where i.org_no = 'NWT' and i.item_no = 'P004'`)).rows as { unit_no: string; digits: number }[];
    expect([await keypad.getByRole('button', { name: 'Q', exact: true }).count(), await keypad.getByRole('button', { name: '7', exact: true }).count()]).toEqual([0, 1]);
    expect(await keypad.getByRole('button', { name: '.', exact: true }).count()).toBe(unit.digits === 0 ? 0 : 1);
    expect(await page.locator('label', { has: page.getByTestId('line-1') }).textContent()).toBe(`Counted quantity of P004, expected 70 ${unit.unit_no}`);
    await page.getByTestId('line-1').fill('60');
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('1 of 4 pallets, discrepancies: 1');

    await openPallet(PALLETS[1], 'P005');
    await page.getByRole('button', { name: 'Over' }).click();
    // Beyond the tolerance (40 + 50 %) is refused; the keypad's Clear empties the count and clears the error.
    await page.getByTestId('line-2').fill('100');
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await page.getByTestId('kiosk-error').waitFor();
    await keypad.getByRole('button', { name: 'Clear', exact: true }).click();
    expect([await page.getByTestId('kiosk-error').count(), await page.getByTestId('line-2').inputValue()]).toEqual([0, '']);
    for (const digit of '45') await keypad.getByRole('button', { name: digit, exact: true }).click();
    expect(await page.getByTestId('line-2').inputValue()).toBe('45');
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('2 of 4 pallets, discrepancies: 2');

    await openPallet(PALLETS[2], 'P006');
    await page.getByRole('button', { name: 'Damaged' }).click();
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.getByTestId('photo').waitFor();
    await page.getByTestId('damage-reasons').getByRole('button', { name: 'Crushed' }).click();
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('3 of 4 pallets, discrepancies: 3');

    await openPallet(PALLETS[3], 'P007');
    await page.getByRole('button', { name: 'Wrong item' }).click();
    await page.getByTestId('found-item').fill('P010');
    await page.getByTestId('found-qty').click();
    await page.getByTestId('keypad').getByRole('button', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('4 of 4 pallets, discrepancies: 4');
    const recorded = await page.getByTestId('recorded-pallets').locator('tr').allTextContents();
    expect(recorded.map((row) => row.slice(0, row.indexOf('Correct')))).toEqual([
      `${PALLETS[0]}Counted 60Short`, `${PALLETS[1]}Counted 45Over`, `${PALLETS[2]}Counted 10Damaged`, `${PALLETS[3]}Counted 4Wrong item`,
    ]);

    // Finish first shows what will be posted per line; Back returns to the pallets, Confirm posts.
    await page.getByRole('button', { name: 'Finish receiving' }).click();
    const summary = page.getByTestId('finish-summary').getByTestId('summary-line');
    await expect.poll(() => summary.count(), POLL).toBe(5);
    const cells = await summary.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td, i) => (i === 0
      ? td.textContent!.split(' ')[0] + (td.querySelector('.kiosk-note')?.textContent ?? '') : td.textContent!.split(' ')[0]))));
    // Item (its number, and "Not on the ASN" for an item found), declared, counted, short, over, damaged.
    expect(cells).toEqual([
      ['P004', '70', '60', '10', '–', '–'], ['P005', '40', '45', '–', '5', '–'], ['P006', '10', '10', '–', '–', '10'], ['P007', '5', '0', '5', '–', '–'], ['P010Not on the ASN', '0', '4', '–', '–', '–'],
    ]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('4 of 4 pallets, discrepancies: 4');
    expect(await page.getByTestId('receiving-done').count()).toBe(0);
    await page.getByRole('button', { name: 'Finish receiving' }).click();
    await page.getByRole('button', { name: 'Confirm and post' }).click();
    await expect.poll(() => page.getByTestId('receiving-done').textContent(), POLL).toBe(`Received by ${RECEIVER.userName}. Discrepancies: 4`);

    const stock = await c.t.database.db.execute(sql`select item_no, stock_status, on_hand::float8 as qty from inv_stock where container_no in ${PALLETS} and on_hand <> 0 order by item_no`);
    expect(stock.rows.map((r: any) => [r.item_no, r.stock_status, r.qty])).toEqual([['P004', '25', 60], ['P005', '25', 45], ['P006', '20', 10], ['P010', '25', 4]]);
    const lines = await c.t.database.db.execute(sql`select h.in_arrive_no, h.status_code, l.line_no, l.item_no, l.qty::float8 as qty from in_arrive_line l join in_arrive_head h on h.id = l.head_id
      where h.in_arrive_no in (${asnNo}, ${`${asnNo}-B1`}) order by h.id, l.line_no`);
    expect(lines.rows.map((r: any) => [r.in_arrive_no, r.status_code, r.line_no, r.item_no, r.qty])).toEqual([
      [asnNo, '15', 1, 'P004', 60], [asnNo, '15', 2, 'P005', 45], [asnNo, '15', 3, 'P006', 10], [asnNo, '15', 5, 'P010', 4],
      [`${asnNo}-B1`, '10', 1, 'P004', 10], [`${asnNo}-B1`, '10', 4, 'P007', 5],
    ]);
    const admin = await c.t.login();
    const tracking = await c.t.call('IYardService/getAsnTracking', { asnNo }, { token: admin });
    const received = tracking.data.find((r: any) => r.event === 'received');
    expect(received.detail.claims.map((l: any) => [l.sscc, l.expected, l.counted, l.outcome, l.photo])).toEqual([
      [PALLETS[0], '70', '60', 'short', false], [PALLETS[1], '40', '45', 'over', false], [PALLETS[2], '10', '10', 'damaged', true],
      [PALLETS[3], '5', '0', 'wrongItem', false], [PALLETS[3], '0', '4', 'wrongItem', false],
    ]);
    expect(received.detail.receivedBy).toBe(RECEIVER.userName);
  });
  it('should sign the receiver out on Back to check-in and after five idle minutes and the warning, a badge scanned after a keypad tap landing in the field', async () => {
    const live = async () => Number((await c.t.database.db.execute(sql`select count(*)::int as n from sys_session s join sys_user u on u.id = s.user_id
      where u.user_no = ${RECEIVER.userNo} and s.revoked_at is null and s.expires_at > now()`)).rows[0].n);
    const kiosk = await browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
    kiosk.setDefaultTimeout(WAIT_MS);
    await kiosk.clock.install();
    await setUpKiosk(kiosk, c.baseUrl);
    const before = await live();
    await signInReceiver(kiosk);
    expect(await live()).toBe(before + 1);
    await kiosk.getByRole('button', { name: 'Back to check-in' }).click();
    await kiosk.getByTestId('asn-code').waitFor();
    await expect.poll(live, POLL).toBe(before);

    await kiosk.getByRole('button', { name: 'Dock receiving' }).click();
    await kiosk.getByTestId('keypad').getByRole('button', { name: 'Clear' }).click();
    await kiosk.keyboard.type(RECEIVER.userNo);
    expect(await kiosk.getByTestId('staff-user').inputValue()).toBe(RECEIVER.userNo);
    await kiosk.keyboard.press('Enter');
    for (const digit of RECEIVER.pin) await kiosk.getByTestId('keypad').getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Sign in' }).click();
    await kiosk.getByTestId('truck-code').waitFor();
    await kiosk.clock.fastForward(301_000);
    await expect.poll(() => kiosk.getByTestId('idle-warning').textContent(), POLL).toContain('You will be signed out in');
    await kiosk.clock.fastForward(16_000);
    await kiosk.getByTestId('asn-code').waitFor();
    await expect.poll(live, POLL).toBe(before);
    await kiosk.getByRole('button', { name: 'Dock receiving' }).click();
    await kiosk.getByTestId('staff-user').waitFor();
    await kiosk.close();
  });
});
