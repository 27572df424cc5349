/**
 * The supplier-to-dock loop across the four surfaces on the Northwind demo (issue 15), each in its
 * own browser context: the supplier (a supplier user of S001 in the console) creates an ASN of two
 * pallets, the purchaser approves it, the supplier books a dock slot (S001's execution policy asks
 * for an appointment) and the purchaser confirms it, the driver checks in at the kiosk (1080x1920),
 * the purchaser calls the truck from the yard queue and the big screen shows it at its door, the
 * dock receives both pallets in the kiosk's receiving mode with one short, and the supplier's ASN
 * tracking shows it received with 1 discrepancy. Every step is asserted to show on the other open
 * surfaces, all polled at once from the action's completion, and the arrival times are printed at
 * the end (the 1 s goal of issue 15 is measured, not asserted: a timed assertion fails on a loaded
 * machine while the product is right; `npm run bench` measures the event latency). The big screen is
 * opened with `tour=0`, as a wall PC without a graphics card would be: its camera tour, drawn in
 * software here, would hold the page's main thread for seconds a frame.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, type Console, messageShown, screenshotOnFailure, signedInPage, startConsole } from './browser.ts';
import { createAsnInBrowser } from './delivery-support.ts';
import { arrangeKiosk, arrangeReceiver, setUpKiosk, signInReceiver } from './kiosk-support.ts';

const SUPPLIER = 'loopsup';
/** The waits: generous, the machine is shared. */
const POLL = { timeout: 60_000 };
/** A step of the loop with its waits on this shared machine. */
const STEP_TIMEOUT = 300_000;
let c: Console;
let supplier: Page;
let tracking: Page;
let purchaser: Page;
let kiosk: Page;
let screen: Page;
let asnNo: string;
const measured: string[] = [];

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  await arrangeReceiver(c.t);
  const db = c.t.database.db;
  await createUser(db, { userNo: SUPPLIER, userType: 'supplier', belongSupplier: 'S001', grants: { '5102': ['isSearch'], '5103': ['isSearch', 'isAdd'], '5106': ['isSearch', 'isAdd'], '5301': ['isSearch', 'isModify'] } });
  // S001's execution policy: deliveries by appointment (workflows §9), approved by the purchaser.
  await db.execute(sql`update srm_execute_policy set delivery_mode = '3' where execute_no = 'POL-JIT-S001'`);
  const token = await c.t.login(SUPPLIER, USER_PASSWORD);
  const lines = (await db.execute(sql`select id, version from srm_purchase_line where supplier_no = 'S001' order by purchase_seq`)).rows;
  const accepted = await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: lines.map((l) => ({ id: Number(l.id), version: Number(l.version) })) }, { token });
  expect(accepted.code).toBe(0);
});
afterEach((context) => screenshotOnFailure(supplier, context));
afterAll(async () => {
  console.log(`loop arrivals (ms after the action completed): ${measured.join('; ')}`);
  await c?.close();
});

/**
 * Asserts that every check turns true, all polled at once from now (the action just completed), and
 * records how long each took in `measured`.
 */
async function arrives(step: string, checks: Record<string, () => Promise<boolean>>): Promise<void> {
  const start = performance.now();
  await Promise.all(Object.entries(checks).map(async ([surface, check]) => {
    await expect.poll(check, { timeout: POLL.timeout, interval: 50, message: `${step}: ${surface}` }).toBe(true);
    measured.push(`${step} -> ${surface} ${Math.round(performance.now() - start)}`);
  }));
}

/** A page signed in (as admin by default) that opened `path`, its waits as generous as POLL. */
async function openSignedIn(path: string, userNo?: string): Promise<Page> {
  const page = await signedInPage(c, path, userNo, userNo ? USER_PASSWORD : undefined);
  page.setDefaultTimeout(POLL.timeout);
  return page;
}
const timeline = () => tracking.getByTestId('asn-timeline').innerText().catch(() => '');
const shows = (page: Page, text: string) => async () => (await activePage(page).innerText().catch(() => '')).includes(text);
const rowOf = (page: Page) => activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo });
const dockState = (doorNo: string) => () => screen.getByTestId(`dock-${doorNo}`).getAttribute('data-state');

describe('supplier-to-dock loop', () => {
  it('should let the supplier create an ASN of two pallets and follow it on its ASN tracking', async () => {
    supplier = await openSignedIn('/delivery/deliveryCreate', SUPPLIER);
    const today = new Date().toISOString().slice(0, 10);
    await createAsnInBrowser(supplier, c.baseUrl, { deliveryDate: today, expectedArrivalDate: today, carNo: 'WA-7777', qty: '2', answer: 'pending approval' });
    asnNo = String((await c.t.database.db.execute(sql`select asn_no from srm_asn_head where supplier_no = 'S001' order by id desc limit 1`)).rows[0].asn_no);
    tracking = await openSignedIn('/delivery/asnTracking', SUPPLIER);
    await rowOf(tracking).click();
    await expect.poll(timeline, POLL).toContain('Created');
    await expect.poll(() => tracking.getByTestId('asn-tracking-live').innerText(), POLL).toBe('Live');
  }, STEP_TIMEOUT);

  it('should show the purchaser\'s approval on the supplier\'s tracking', async () => {
    purchaser = await openSignedIn('/offsite/purchase/asn');
    await rowOf(purchaser).locator('.ant-checkbox-input').check();
    await activePage(purchaser).getByTestId('asn-approve').click();
    await confirmOk(purchaser);
    await expect.poll(() => rowOf(purchaser).innerText(), POLL).toContain('Approved, to ship');
    await arrives('approved', { 'supplier tracking': async () => (await timeline()).includes('Approved') });
  }, STEP_TIMEOUT);

  it('should let the supplier book a dock slot that the purchaser sees and confirms, each shown on the other side', async () => {
    await purchaser.goto(`${c.baseUrl}/inbound/dock/appointment`);
    await activePage(purchaser).getByTestId('appointment-table').waitFor();
    await supplier.goto(`${c.baseUrl}/delivery/dockAppointment`);
    await rowOf(supplier).click();
    await expect.poll(shows(supplier, 'needs a dock appointment'), POLL).toBe(true);
    const hour = String(new Date().getHours()).padStart(2, '0');
    await activePage(supplier).getByTestId(`slot-${hour}-D01`).getByRole('button', { name: 'Book' }).click();
    await confirmOk(supplier);
    await messageShown(supplier, 'Dock slot booked');
    await arrives('booked', {
      'purchaser appointments': async () => (await rowOf(purchaser).count()) === 1 && (await rowOf(purchaser).innerText()).includes('D01'),
      'supplier tracking': async () => (await timeline()).includes('(booked)'),
    });
    expect(await activePage(supplier).getByTestId('dock-booking-mine').innerText()).toContain('door D01 (booked)');

    await rowOf(purchaser).locator('.ant-checkbox-input').check();
    await activePage(purchaser).getByRole('button', { name: 'Confirm' }).click();
    await messageShown(purchaser, 'Saved');
    await arrives('confirmed', { 'supplier tracking': async () => (await timeline()).includes('(confirmed)') });
  }, STEP_TIMEOUT);

  it('should check the driver in at the kiosk, on the yard queue and the supplier\'s tracking', async () => {
    screen = await openSignedIn('/warehouseScreen');
    await screen.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
    await screen.getByTestId('dock-D01').waitFor();
    await purchaser.goto(`${c.baseUrl}/inbound/dock/yard-queue`);
    await activePage(purchaser).getByTestId('yard-queue-table').waitFor();
    kiosk = await c.browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
    kiosk.setDefaultTimeout(POLL.timeout);
    await setUpKiosk(kiosk, c.baseUrl);
    await kiosk.getByTestId('asn-code').fill(asnNo);
    await kiosk.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => kiosk.getByTestId('asn-facts').textContent(), POLL).toContain('Expected pallets2');
    await kiosk.getByRole('button', { name: 'Yes, continue' }).click();
    await kiosk.getByTestId('driverName').fill('Ann Devon');
    await kiosk.getByTestId('driverPhone').fill('(503) 555-9831');
    await kiosk.getByTestId('plateNo').fill('WA-7777');
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => kiosk.getByTestId('door-no').textContent(), POLL).toContain('D01');
    await arrives('checked in', {
      'purchaser yard queue': async () => (await rowOf(purchaser).count()) === 1 && (await rowOf(purchaser).innerText()).includes('Checked in'),
      'supplier tracking': async () => (await timeline()).includes('Checked in at the gate'),
      'big screen waiting': async () => (await screen.getByTestId('dock-D01').locator('small').count()) === 1,
    });
    await kiosk.getByRole('button', { name: 'Finish' }).click();
  }, STEP_TIMEOUT);

  it('should show the truck called to its door on the big screen and the supplier\'s tracking', async () => {
    // Select the truck until the call button is enabled (the queue keeps the selection over its live reloads).
    const callButton = activePage(purchaser).getByTestId('yard-call');
    await expect.poll(async () => {
      const box = rowOf(purchaser).locator('.ant-checkbox-input');
      if (!(await box.isChecked())) await box.check();
      return callButton.isEnabled();
    }, POLL).toBe(true);
    await callButton.click();
    await messageShown(purchaser, 'Saved');
    await arrives('called', {
      'big screen door': async () => (await dockState('D01')()) === 'called',
      'big screen calls': async () => (await screen.getByTestId('dock-calls').innerText()).includes('door D01'),
      'supplier tracking': async () => (await timeline()).includes('Called to the dock door'),
    });
  }, STEP_TIMEOUT);

  it('should receive both pallets at the dock with one short and show "received, 1 discrepancy" to the supplier', async () => {
    const ssccs = (await c.t.database.db.execute(sql`select p.sscc from srm_asn_pack p join srm_asn_head h on h.id = p.head_id where h.asn_no = ${asnNo} and p.pack_level = 'pallet' order by p.seq`)).rows.map((r) => String(r.sscc));
    await signInReceiver(kiosk);
    await kiosk.getByTestId('truck-code').fill(asnNo);
    await kiosk.getByTestId('truck-code').press('Enter');
    await kiosk.getByTestId('sscc').fill(ssccs[0]);
    await kiosk.getByTestId('sscc').press('Enter');
    await kiosk.getByRole('button', { name: 'Confirm: as expected' }).click();
    await expect.poll(() => kiosk.getByTestId('receiving-progress').textContent(), POLL).toContain('1 of 2 pallets');
    await kiosk.getByTestId('sscc').fill(ssccs[1]);
    await kiosk.getByTestId('sscc').press('Enter');
    await kiosk.getByRole('button', { name: 'Short' }).click();
    await kiosk.locator('[data-testid^="line-"]').first().fill('1');
    await kiosk.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => kiosk.getByTestId('receiving-progress').textContent(), POLL).toContain('2 of 2 pallets');
    await kiosk.getByRole('button', { name: 'Finish receiving' }).click();
    await kiosk.getByRole('button', { name: 'Confirm and post' }).click();
    await kiosk.getByTestId('receiving-done').waitFor();
    await arrives('received', {
      'supplier tracking': async () => /Received at the dock[\s\S]*1 discrepancy\b[\s\S]*Claim lines[\s\S]*Short/.test(await timeline()),
      'purchaser yard queue': async () => (await rowOf(purchaser).innerText()).includes('Received'),
      'big screen door': async () => (await dockState('D01')()) === 'free',
    });
  }, STEP_TIMEOUT);
});
