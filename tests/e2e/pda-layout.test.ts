/**
 * The handheld's pick screen at 360x640 (walk 14-28), from /pda sign-in:
 * - nothing covers a control: OK, Camera and Short pick do not overlap and each is fully visible
 *   (the middle of each edge hits itself: the corners are rounded) once scrolled to, in en-US and zh-CN (#7);
 * - a short pick of 0 is sent at once as a short pick (record 1040): the handheld says so, naming the
 *   cell and the item, and the server re-allocates the pick away from the cell (#6);
 * - the offline message "Saved on the handheld…" is fully visible, not under the title (#8);
 * - a pick refused on replay (done elsewhere) tells the picker to put the units back or hand them over (#3).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../integration/inventory/inventory-support.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { POLL, startConsole, type Console } from './browser.ts';
import { adminSession, allocatedNotice, floorUser, handheld, tap, wedgeScan } from './pda-support.ts';

let c: Console;
let admin: Session;

beforeAll(async () => {
  c = await startConsole();
  admin = await adminSession(c.t);
  await floorUser(c.t, 'PDA-LAYOUT', 'picker');
});
afterAll(() => c.close());

type Box = { x: number; y: number; width: number; height: number };

/** Scrolls `target` into view and answers its box and whether the middle of each edge (2 px inside) hits it, within the viewport. */
function seen(target: Locator): Promise<{ box: Box; visible: boolean }> {
  return target.evaluate((element) => {
    const corners = (r: DOMRect) => [[r.left + 2, (r.top + r.bottom) / 2], [r.right - 2, (r.top + r.bottom) / 2], [(r.left + r.right) / 2, r.top + 2], [(r.left + r.right) / 2, r.bottom - 2]];
    const hits = ([x, y]: number[]) => { const at = document.elementFromPoint(x, y); return at !== null && element.contains(at); };
    // Before scrolling: each edge point on the screen hits the control itself (nothing pinned lies over it).
    const uncovered = corners(element.getBoundingClientRect()).filter(([, y]) => y >= 0 && y <= window.innerHeight).every(hits);
    element.scrollIntoView({ block: 'nearest' });
    const r = element.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    return { box: { x: r.left, y: r.top + (document.querySelector('.pda-main')?.scrollTop ?? 0), width: r.width, height: r.height }, visible: uncovered && inside && corners(r).every(hits) };
  });
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** OK, Camera and Short pick of the item step: [pairwise overlaps, each fully visible]. */
async function controls(page: Page): Promise<[boolean[], boolean[]]> {
  const found = [await seen(page.locator('.pda-scan button').nth(0)), await seen(page.locator('.pda-scan button').nth(1)), await seen(page.getByTestId('pick-short-open'))];
  return [[overlap(found[0].box, found[1].box), overlap(found[0].box, found[2].box), overlap(found[1].box, found[2].box)], found.map((f) => f.visible)];
}

describe('handheld pick screen at 360x640', () => {
  it('should cover no control and show the offline message whole', async () => {
    const outNoticeNo = await allocatedNotice(admin, ['P022', 'P023']);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LAYOUT');
    await tap(page.getByTestId('menu-pick'));
    await page.getByTestId('pick-source').waitFor();
    await wedgeScan(page, outNoticeNo);
    await page.getByTestId('pick-cell').waitFor();
    await wedgeScan(page, await page.getByTestId('pick-cell').innerText());
    await page.getByTestId('pick-short-open').waitFor();
    expect(await controls(page)).toEqual([[false, false, false], [true, true, true]]);
    await tap(page.getByRole('button', { name: '简' }));
    await expect.poll(() => page.getByTestId('pick-short-open').innerText(), POLL).toBe('短拣');
    expect(await controls(page)).toEqual([[false, false, false], [true, true, true]]);
    await tap(page.getByRole('button', { name: 'EN' }));
    await expect.poll(() => page.getByTestId('pick-short-open').innerText(), POLL).toBe('Short pick');

    const cellNo = await page.getByTestId('pick-cell').innerText();
    const itemNo = await page.getByTestId('pick-item').innerText();
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline');
    await wedgeScan(page, itemNo);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe('Saved on the handheld: sent when the network is back');
    await page.getByTestId('pick-cell').waitFor();
    const message = await page.getByRole('status').evaluate((element) => {
      const r = element.getBoundingClientRect();
      const corners = [[r.left + 2, (r.top + r.bottom) / 2], [r.right - 2, (r.top + r.bottom) / 2], [(r.left + r.right) / 2, r.top + 2], [(r.left + r.right) / 2, r.bottom - 2]];
      return r.top >= 0 && r.bottom <= window.innerHeight && corners.every(([x, y]) => { const at = document.elementFromPoint(x, y); return at !== null && element.contains(at); });
    });
    expect(message).toBe(true);

    // The picker's other device picks it meanwhile (the notice is the picker's since the cell scan, record 1050):
    // back online the pick is a conflict that says what to do with the units in hand (#3).
    const [office] = (await admin.as('IOutPickService/list', { current: 1, size: 5, condition: { outNoticeNo } })).data.records.filter((r: any) => r.itemNo === itemNo);
    const token = await c.t.login('PDA-LAYOUT', USER_PASSWORD);
    expect((await c.t.call('IOutPickService/confirm', { allocationId: office.id, cellNo: office.cellNo, scan: office.itemNo }, { token })).code).toBe(0);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('1 conflict');
    await tap(page.getByTestId('offline-badge'));
    await expect.poll(() => page.getByTestId('queue-undo').innerText(), POLL).toBe(`Put the 2 x ${itemNo} back into ${cellNo} or hand them to the shift manager`);
    await page.context().close();
  });

  it('should send 0 found at once as a short pick, the pick taken off the cell', async () => {
    const outNoticeNo = await allocatedNotice(admin, ['P024']);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LAYOUT');
    await tap(page.getByTestId('menu-pick'));
    await page.getByTestId('pick-source').waitFor();
    await wedgeScan(page, outNoticeNo);
    await page.getByTestId('pick-cell').waitFor();
    const [cellNo, itemNo, reserved] = [await page.getByTestId('pick-cell').innerText(), await page.getByTestId('pick-item').innerText(), await page.getByTestId('pick-qty').innerText()];
    await wedgeScan(page, cellNo);
    await tap(page.getByTestId('pick-short-open'));
    await page.getByTestId('short-qty').fill('0');
    await tap(page.getByTestId('short-apply'));
    await expect.poll(() => page.getByRole('status').first().innerText(), POLL).toBe(`None of ${itemNo} in ${cellNo}: sent as a short pick of 0 of ${reserved}, the pick goes to another cell or the line is short`);
    const open = (await admin.as('IOutPickService/list', { current: 1, size: 20, condition: { outNoticeNo } })).data.records;
    expect(open.filter((r: any) => r.cellNo === cellNo)).toEqual([]);
    await page.context().close();
  });
});
