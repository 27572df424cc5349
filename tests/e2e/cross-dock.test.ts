/**
 * Cross-docking through the console (issue 13): the sales category allows cross-docking; a Seattle
 * notice of 5 is allocated 2 from storage, then 4 arrive. On shelf-task the putaway drawer offers
 * "3 to <notice>" on the line; the user cross-docks it, sees the message, the line done into the
 * staging cell with the rest left to put away, and the notice is no longer short.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, key, receive, type Session } from '../integration/inventory/inventory-support.ts';
import { getNotice, NOTICE, stagingOf, submitted, zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let s: Session;
let page: Page;
let notice: { id: number; version: number; outNoticeNo: string };
let inNoticeNo: string;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  s = { ...c.t, token, as: (path, body) => c.t.call(path, body, { token }) };
  await c.t.database.db.execute(sql`update bm_doc_type set is_cross_dock = true where classify_type = 'SAL-OUT' and big_module = '2'`);
  const [storage] = await zoneCells(c.t, 'SEA-STO', 1);
  await receive(c.t, key({ cellNo: storage, itemNo: 'P046' }), '2');
  notice = await submitted(s, [{ itemNo: 'P046', qty: '5' }]);
  await act(s, NOTICE, 'allocateoutnotice', [notice]);
  const inbound = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P046', qty: '4' }] });
  const [initial] = (await act(s, 'IInNoticeService', 'submit', [inbound])).data;
  const created = await act(s, 'IInNoticeService', 'createTask', [initial]);
  if (created.code !== 0) throw new Error(`createTask refused: ${created.errorMessage}`);
  inNoticeNo = inbound.inNoticeNo;
  page = await signedInPage(c, '/inbound/inbound/shelf-task');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('cross-docking in the console', () => {
  it('should cross-dock the quantity a short notice lacks from the putaway drawer', async () => {
    const row = activePage(page).locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText(), POLL).toContain(inNoticeNo);
    await row.locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('shelf-task-put').click();
    const offer = page.getByTestId('putaway-crossdock-1');
    await expect.poll(() => offer.innerText(), POLL).toBe(`3 to ${notice.outNoticeNo}`);
    await offer.click();
    await messageShown(page, `3 cross-docked to the staging cell for ${notice.outNoticeNo}`);
    const staging = await stagingOf(c.t);
    const lines = page.getByTestId('putaway-lines');
    await expect.poll(() => lines.innerText(), POLL).toContain(staging);
    // The rest (1) stays open for putaway, with no cross-dock left to offer.
    expect(await page.getByTestId('putaway-confirm-2').isVisible()).toBe(true);
    expect(await page.getByTestId('putaway-crossdock-2').count()).toBe(0);
    expect((await getNotice(s, notice.id)).lines[0].allocatedQty).toBe('5');
  });
});
