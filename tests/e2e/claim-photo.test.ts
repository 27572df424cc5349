/**
 * A supplier reads what the dock found (issue 23, records 0900, 0901, 0903): a truck of its ASN was
 * received with one pallet damaged and photographed at the dock; signed in from /login, on its
 * portal home the supplier clicks Track on the discrepancy: ASN tracking opens with that ASN chosen
 * (walk 12-24 defect 8), tagged Damaged, and the supplier reads the claim line (fitting the 1440x900
 * page without a sideways scroll, no header or cell cut, the SSCC whole in monospace) and clicks
 * "View photo": the dock's JPEG shows, decoded at its 160x120 pixels. While the page stays open, a
 * second ASN received clean shows up tagged On time without a reload (the hub). The purchaser, from
 * /login and All functions on ASN approval, reads the same tags, and on Arrival notes the note the
 * dock posted with its ASN and its received line (pallet, cell, quality hold, record 0970).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGED_PALLET_JPEG } from '../../src/server/demo-live/damaged-pallet-photo.ts';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { createSupplierUser, openStaffPage, openSupplierPage } from './portal-pages.ts';

let c: Console;
let page: Page;
let admin: string;
let supplier: string;
const received: { damaged?: string; damagedSscc?: string; clean?: string } = {};

beforeAll(async () => {
  c = await startConsole();
  await createSupplierUser(c, 'photosup', 'S001');
  admin = await c.t.login();
  supplier = await c.t.login('photosup', USER_PASSWORD);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const asAdmin = (path: string, body: unknown) => c.t.call(path, body, { token: admin });

/** An approved one-pallet ASN of S001 received at the dock with the given confirmation of its pallet; answers its number and SSCC. */
async function receivedAsn(outcome: Record<string, unknown>): Promise<{ asnNo: string; sscc: string }> {
  const db = c.t.database.db;
  const [line] = (await db.execute(sql`select id, version, answer_status from srm_purchase_line where supplier_no = 'S001' order by purchase_seq limit 1`)).rows;
  if (line.answer_status === '0') expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: Number(line.id), version: Number(line.version) }] }, { token: supplier })).code).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  const created = await c.t.call('ISrmAsnService/addasn', {
    head: { deliveryDate: today, expectedArrivalDate: today }, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }], pallets: [{ cartons: [{ items: [{ lineNo: 1, qty: '1' }] }] }],
  }, { token: supplier });
  expect(created.code).toBe(0);
  if (created.data.checkStatus === '0') expect((await asAdmin('ISrmAsnService/approveasn', { list: [{ id: created.data.id, version: created.data.version }] })).code).toBe(0);
  const asnNo = String(created.data.asnNo);
  const [pallet] = (await db.execute(sql`select sscc from srm_asn_pack where head_id = ${created.data.id} and pack_level = 'pallet'`)).rows;
  const sscc = String(pallet.sscc);
  const ticket = (await asAdmin('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Ann', driverPhone: '(503) 555-9831', plateNo: 'WA-1234' })).data;
  expect((await asAdmin('IYardService/action', { id: ticket.id, version: ticket.version, action: 'call' })).code).toBe(0);
  expect((await asAdmin('IKioskService/confirmPallet', { checkInId: ticket.id, sscc, ...outcome })).code).toBe(0);
  expect((await asAdmin('IKioskService/finishReceiving', { checkInId: ticket.id })).code).toBe(0);
  return { asnNo, sscc };
}

describe("the supplier's discrepancy and its photo", () => {
  it('should show the damaged ASN tagged, its claim line and the dock photo from clicks, and a new receipt live', async () => {
    const damaged = await receivedAsn({ outcome: 'damaged', reason: 'crushed', photo: DAMAGED_PALLET_JPEG });
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'photosup', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openSupplierPage(page, 'en-US', 'door');
    const track = activePage(page).getByTestId('todo-discrepancies').locator('[data-testid^="todo-track-"]').first();
    await expect.poll(() => track.count(), POLL).toBe(1);
    await track.click();
    await page.waitForURL((url) => url.pathname.endsWith('/asnTracking'));

    // Track opens ASN tracking with the discrepancy's ASN chosen: its claim lines show without another click.
    const view = activePage(page);
    const row = view.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: damaged.asnNo });
    await expect.poll(() => row.getByTestId('asn-receiving').innerText(), POLL).toBe('Damaged');
    const claims = view.getByTestId('claim-lines');
    await expect.poll(() => claims.innerText(), POLL).toContain(damaged.sscc);
    expect(await claims.innerText()).toContain('Damaged (quality hold)');
    expect(await claims.innerText()).toContain('Crushed');
    const fits = await claims.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    // Nothing is cut (record 0972): every header and cell shows its whole text, the SSCC in monospace.
    const cut = await claims.locator('th, td').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    const sscc = claims.locator('.wms-code', { hasText: damaged.sscc });
    expect(await sscc.evaluate((el) => [el.textContent, getComputedStyle(el).fontFamily.includes('monospace')])).toEqual([damaged.sscc, true]);

    await claims.getByTestId(`claim-photo-${damaged.sscc}`).click();
    const image = page.getByTestId('claim-photo-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(160);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(120);
    expect(await page.locator('.ant-modal-title').innerText()).toBe(`Pallet ${damaged.sscc} as received`);
    await page.locator('.ant-modal-close').click();
    await expect.poll(() => image.count(), POLL).toBe(0);

    await expect.poll(() => view.getByTestId('asn-tracking-live').innerText(), POLL).toBe('Live');
    const clean = await receivedAsn({ outcome: 'ok' });
    const cleanRow = view.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: clean.asnNo });
    await expect.poll(() => cleanRow.getByTestId('asn-receiving').innerText(), POLL).toBe('On time');
    Object.assign(received, { damaged: damaged.asnNo, damagedSscc: damaged.sscc, clean: clean.asnNo });
  });

  it('should show the purchaser the same tags on ASN approval', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openStaffPage(page, 'en-US', '/offsite/purchase/asn');
    const tagOf = (asnNo?: string) => activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo }).getByTestId('asn-receiving').innerText();
    await expect.poll(() => tagOf(received.damaged), POLL).toBe('Damaged');
    expect(await tagOf(received.clean)).toBe('On time');
  });

  it('should show on Arrival notes the note the dock posted, with its ASN and its received line', async () => {
    await openStaffPage(page, 'en-US', '/inbound/arrival/arrival-note');
    const [{ in_arrive_no: arrivalNo }] = (await c.t.database.db.execute(sql`select in_arrive_no from srm_asn_head where asn_no = ${received.damaged}`)).rows;
    await activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(arrivalNo) }).locator('td').nth(1).click();
    await expect.poll(() => page.getByTestId('arrival-asn').textContent(), POLL).toBe(received.damaged);
    const cells = await page.getByTestId('arrival-receipt-lines').locator('.ant-table-tbody tr.ant-table-row td').allInnerTexts();
    const [expected, counted, sscc, cellNo, status, outcome] = cells.slice(3).map((cell) => cell.trim());
    expect([expected, counted, sscc, status, outcome]).toEqual(['1', '1', received.damagedSscc, 'To inspect', 'Damaged (quality hold)']);
    expect(cellNo).toMatch(/\S/);
  });
});
