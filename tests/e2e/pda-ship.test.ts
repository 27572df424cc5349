/**
 * Load and ship on the handheld at 360x640 (issue 28 "Load and ship"; record 0931), from /pda
 * sign-in by taps, codes scanned as a keyboard-wedge scanner types them: a picker (the seeded
 * template) scans a notice not picked yet (refused: nothing to load), then a picked notice packed
 * in two SSCC containers; loads one scanned as printed "(00) …", has a pallet of no container of
 * this notice refused with the bad-scan signal and kept off the truck, loads the other (Tab
 * suffix), and closes the shipment with the console's ship call: the notice is shipped and the
 * staged stock issued. A double tap on Close shipment sends one ship call; a short notice lists
 * its line as picked of ordered ("3 of 5"), and one whose
 * category refuses short shipping is refused with the picker's next step. Signed out, the sign-in
 * screen does not say Offline while the network is up. In zh-TW, a notice that
 * does not exist is said so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, pickAll } from '../integration/outbound/outbound-support.ts';
import { POLL, startConsole, type Console } from './browser.ts';
import { adminSession, allocatedNotice, floorUser, handheld, lastFeedback, layoutFaults, tap, wedgeScan } from './pda-support.ts';

const PACK = 'IOutPackService';
const STRANGER = '423456789012345676';
let c: Console;
let admin: Session;

beforeAll(async () => {
  c = await startConsole();
  admin = await adminSession(c.t);
  await floorUser(c.t, 'PDA-LOAD', 'picker');
});
afterAll(() => c.close());

/** Packs `itemNo` x `qty` of notice `id` into a new container and closes it; answers its SSCC. */
async function packed(id: number, itemNo: string, qty: string): Promise<string> {
  const opened = (await admin.as(`${PACK}/open`, { id })).data;
  const filled = (await admin.as(`${PACK}/pack`, { packId: opened.id, itemNo, qty })).data;
  const closed = await admin.as(`${PACK}/close`, { id: opened.id, version: filled.version });
  if (closed.code !== 0) throw new Error(`close refused: ${closed.errorMessage}`);
  return String(opened.sscc);
}

describe('handheld load and ship', () => {
  it('should load the containers of a picked notice by scan, refusing an unpicked notice and a stranger pallet, and ship it', async () => {
    const unpicked = await allocatedNotice(admin, ['P032']);
    const outNoticeNo = await allocatedNotice(admin, ['P030', 'P031']);
    await pickAll(admin, outNoticeNo);
    const [row] = (await admin.as(`${PACK}/list`, { current: 1, size: 1, condition: { outNoticeNo } })).data.records;
    const containers = [await packed(row.id, 'P030', '2'), await packed(row.id, 'P031', '2')];

    const page = await handheld(c.browser, c.baseUrl, 'PDA-LOAD');
    await tap(page.getByTestId('menu-ship'));
    await page.getByTestId('ship-notice').waitFor();
    await wedgeScan(page, unpicked);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`Notice ${unpicked} is not picked yet: nothing to load`);
    expect(await lastFeedback(page)).toBe('bad');

    await wedgeScan(page, outNoticeNo);
    await expect.poll(() => page.getByTestId('ship-progress').innerText(), POLL).toBe('0 of 2');
    expect(await page.getByTestId('ship-close').isDisabled()).toBe(true);
    await wedgeScan(page, `(00)${containers[0]}`);
    await expect.poll(() => page.getByTestId('ship-progress').innerText(), POLL).toBe('1 of 2');
    expect(await lastFeedback(page)).toBe('good');
    await wedgeScan(page, STRANGER);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`${STRANGER} is not on notice ${outNoticeNo}: keep it off this truck`);
    expect(await lastFeedback(page)).toBe('bad');
    expect(await page.getByTestId('ship-progress').innerText()).toBe('1 of 2');
    await wedgeScan(page, containers[1], 'Tab');
    await expect.poll(() => page.getByTestId('ship-progress').innerText(), POLL).toBe('2 of 2');
    expect(await layoutFaults(page)).toEqual([]);
    await tap(page.getByTestId('ship-close'));
    await expect.poll(() => page.getByTestId('ship-done').innerText(), POLL).toContain(`Notice ${outNoticeNo} is shipped`);

    const notice = (await admin.as(`${NOTICE}/getoutnoticebyoutnoticeno`, { outNoticeNo })).data;
    expect(notice.statusCode).toBe('30');
    const shipped = await c.t.database.db.execute(sql`select a.item_no, trim_scale(a.qty)::text as qty from out_allocation a where a.head_id = ${notice.id} and a.status_code = '30' order by a.item_no`);
    expect(shipped.rows.map((r) => `${String(r.item_no)} x ${String(r.qty)}`)).toEqual(['P030 x 2', 'P031 x 2']);
    const journal = await c.t.database.db.execute(sql`select count(*)::int as n from sys_operation_log where user_no = 'PDA-LOAD' and call = 'IOutNoticeService/shipoutnotice' and outcome = '0'`);
    expect(journal.rows[0].n).toBe(1);
    await page.context().close();
  });

  it('should send one ship call for a double tap, and tell the picker what to do with a short notice the category will not ship', async () => {
    const outNoticeNo = await allocatedNotice(admin, ['P033'], '99999');
    await pickAll(admin, outNoticeNo);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LOAD');
    const shipCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('shipoutnotice')) shipCalls.push(request.url());
    });
    await tap(page.getByTestId('menu-ship'));
    await page.getByTestId('ship-notice').waitFor();
    await wedgeScan(page, outNoticeNo);
    await page.getByTestId('ship-load').waitFor();
    // The short line reads as picked of ordered (walk 13-28).
    expect(await page.getByTestId('ship-item-P033').innerText()).toMatch(/^\d+ of 99999$/);
    // Two taps in one task: the second comes before the re-render that disables the button.
    await page.getByTestId('ship-close').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toMatch(new RegExp(`^${outNoticeNo} is short: P033 has \\d+ of 99999, .*\\. Leave its picked goods where they are and tell the shift manager`));
    expect(shipCalls).toHaveLength(1);
    await page.context().close();
  });

  it('should not say Offline on the sign-in screen after signing out while the network is up', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LOAD');
    await page.getByTestId('menu-ship').waitFor();
    await tap(page.getByTestId('menu-sign-out'));
    await page.getByTestId('sign-in').waitFor();
    await page.getByTestId('pda-user').fill('PDA-LOAD');
    expect(await page.getByTestId('offline-badge').count()).toBe(0);
    await page.context().close();
  });

  it('should say in zh-TW that a scanned notice does not exist', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LOAD', { locale: 'zh-TW' });
    await tap(page.getByTestId('menu-ship'));
    await expect.poll(() => page.getByTestId('ship-notice').locator('h1').innerText(), POLL).toBe('裝車：哪張通知單');
    await wedgeScan(page, 'OUT-NONE');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('沒有出庫通知單OUT-NONE');
    expect(await lastFeedback(page)).toBe('bad');
    await page.context().close();
  });
});
