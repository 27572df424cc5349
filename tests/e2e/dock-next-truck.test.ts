/**
 * A receiver's truck at the dock from /kiosk by taps at 1080x1920 (walk 13-24 #3-#7): a short and
 * an over pallet offer a photo of the pallet and its label, not "of the damage" (#4); a damaged
 * pallet's note is typed on the kiosk's letter keypad once tapped (#5); while its photo is sent,
 * Record says Recording… and a line says the photo is being sent, and a failed send says so with Try
 * again, which records it once (#3); the Finish summary names each item and which pallets were
 * short and which over (#6); after Confirm and post, Next truck keeps the same receiver signed in,
 * with Sign out in view, for the next truck called to a door (#7, decision 1025).
 */
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POLL, screenshotOnFailure, type Console } from './browser.ts';
import { kioskConsole, RECEIVER, signInReceiver } from './kiosk-support.ts';

const PALLETS = ['623456789012345717', '623456789012345724', '623456789012345731'];
const NEXT_PALLET = '623456789012345748';
let c: Console;
let page: Page;

beforeAll(async () => {
  ({ c, page } = await kioskConsole());
  // Over-delivery allowed up to 50 % (the procurement execution configuration), so the over pallet is taken.
  await c.t.database.db.execute(sql`insert into srm_execute_config (org_no, config_no, config_name, is_over_delivery, over_delivery_rate, status_code) values ('NWT', 'CFG-NEXT', 'Dock tolerance', true, 50, 1)`);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c.close());

/** An arrival note of WH-SEA with one line per pallet ([item, qty, sscc]) whose truck is checked in and called to a door. */
async function calledTruck(asnNo: string, plateNo: string, lines: [string, number, string][]): Promise<void> {
  const db = c.t.database.db;
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${asnNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  for (const [index, [itemNo, qty, sscc]] of lines.entries()) {
    await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no) values (${head.id}, ${index + 1}, ${itemNo}, ${qty}, ${sscc})`);
  }
  const admin = await c.t.login();
  const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Li', driverPhone: '13800000000', plateNo }, { token: admin });
  await c.t.call('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, { token: admin });
}

const key = (name: string) => page.getByTestId('keypad').getByRole('button', { name, exact: true });

/** Scans a pallet, chooses its discrepancy and counts `count` on the keypad (Clear first). */
async function countPallet(sscc: string, outcome: string, count: string): Promise<void> {
  await page.getByTestId('sscc').fill(sscc);
  await page.getByRole('button', { name: 'Show pallet' }).click();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await key('Clear').click();
  for (const digit of count) await key(digit).click();
}

describe('a truck at the dock and the next one', () => {
  it('should label the photo for what it is, take a typed note, say a photo is sent or failed, name the items and pallets at Finish and keep the receiver for the next truck', async () => {
    await calledTruck('ASNNEXT1', 'NEXT-1', [['P004', 20, PALLETS[0]], ['P005', 30, PALLETS[1]], ['P006', 10, PALLETS[2]]]);
    await signInReceiver(page);
    await page.getByTestId('dock-trucks').getByRole('button', { name: 'ASNNEXT1' }).click();

    await countPallet(PALLETS[0], 'Short', '17');
    expect(await page.getByTestId('photo-hint').textContent()).toBe('Optional: a photo of the pallet and its label');
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('1 of 3 pallets');
    await countPallet(PALLETS[1], 'Over', '33');
    expect(await page.getByTestId('photo-hint').textContent()).toBe('Optional: a photo of the pallet and its label');
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('2 of 3 pallets');

    await countPallet(PALLETS[2], 'Damaged', '10');
    expect(await page.getByTestId('photo-hint').textContent()).toBe('Optional: a photo of the damage');
    await page.getByTestId('damage-reasons').getByRole('button', { name: 'Wet' }).click();
    expect(await page.getByTestId('damage-note').getAttribute('placeholder')).toBe('Type on the keypad or the device keyboard');
    await page.getByTestId('damage-note').click();
    for (const letter of 'roof') await key(letter).click();
    await key('Space').click();
    for (const letter of 'leak') await key(letter).click();
    expect(await page.getByTestId('damage-note').inputValue()).toBe('roof leak');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take photo' }).click();
    await (await chooser).setFiles({ name: 'pallet.png', mimeType: 'image/png', buffer: await bwipjs.toBuffer({ bcid: 'qrcode', text: PALLETS[2] }) });
    await page.getByTestId('photo').waitFor();
    // With the letter keypad up and the photo taken, Record still shows on the 1080x1920 screen.
    const recordBox = await page.getByRole('button', { name: 'Record discrepancy' }).boundingBox();
    expect(recordBox!.y + recordBox!.height).toBeLessThanOrEqual(1920);

    // The first send is held, then fails: the screen says the photo is on its way, then that it was not sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/IKioskService/confirmPallet', async (route) => {
      await held;
      await route.abort('connectionreset');
    }, { times: 1 });
    await page.getByRole('button', { name: 'Record discrepancy' }).click();
    const recording = page.getByRole('button', { name: 'Recording…' });
    await recording.waitFor();
    expect(await recording.isDisabled()).toBe(true);
    expect(await page.getByTestId('photo-sending').textContent()).toMatch(/^Sending the photo \(\d+ KB\): keep this screen open$/);
    release();
    await expect.poll(() => page.getByTestId('kiosk-error').textContent(), POLL).toBe('The photo could not be sent, nothing is recorded yet: tap Try again');
    expect([await page.getByTestId('photo').count(), await page.getByTestId('damage-note').inputValue()]).toEqual([1, 'roof leak']);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('3 of 3 pallets, discrepancies: 3');
    expect(await page.getByTestId('kiosk-error').count()).toBe(0);

    await page.getByRole('button', { name: 'Finish receiving' }).click();
    const names = await c.t.database.db.execute(sql`select item_no, item_name from bm_item where org_no = 'NWT' and item_no in ('P004', 'P005', 'P006') order by item_no`);
    const rows = page.getByTestId('finish-summary').locator('tbody tr');
    const summary = await rows.allInnerTexts();
    for (const item of names.rows as { item_no: string; item_name: string }[]) expect(summary.join('\n')).toContain(`${item.item_no} ${item.item_name}`);
    expect(await page.getByTestId('summary-pallets').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^Short: ${PALLETS[0]} \\(3\\b`)),
      expect.stringMatching(new RegExp(`^Over: ${PALLETS[1]} \\(3\\b`)),
    ]);
    await page.getByRole('button', { name: 'Confirm and post' }).click();
    await expect.poll(() => page.getByTestId('receiving-done').textContent(), POLL).toBe(`Received by ${RECEIVER.userName}. Discrepancies: 3`);
    const claims = await c.t.database.db.execute(sql`select count(*)::int as n from yard_pallet_scan s join yard_check_in c on c.id = s.check_in_id
      where c.asn_no = 'ASNNEXT1' and s.sscc = ${PALLETS[2]}`);
    expect(claims.rows[0].n).toBe(1);

    // The next truck is called to a door while the receiver reads the answer; it shows in the list of trucks at the doors.
    await calledTruck('ASNNEXT2', 'NEXT-2', [['P004', 5, NEXT_PALLET]]);
    await page.getByRole('button', { name: 'Next truck' }).click();
    expect(await page.getByTestId('receiver').textContent()).toContain(`Receiver: ${RECEIVER.userName} (${RECEIVER.userNo})`);
    expect(await page.getByTestId('receiver').getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    await page.getByTestId('dock-trucks').getByRole('button', { name: 'ASNNEXT2' }).click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('ASNNEXT2 · 0 of 1 pallets');
    expect(await page.getByTestId('staff-sign-in').count()).toBe(0);
    await page.getByTestId('receiver').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('staff-sign-in').waitFor();
  });
});
