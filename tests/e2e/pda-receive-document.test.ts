/**
 * Receive an arrival note without a truck on the handheld at 360x640 (record 0932), from /pda
 * sign-in by taps, every code scanned as a keyboard-wedge scanner types it: the receiver scans the
 * note's number, counts one line by scanning its item's GS1 labels (GTIN, expiry, lot and count:
 * 6 + 2), has a label of no line refused, scans the other line's item number (it counts 1), types the other line's count and lot, sees the short and
 * the over line before posting, and receives: the stock is what was counted, with its lot and
 * expiry, through IInArriveService/receiveCounted. In zh-CN, a number of no document gets the
 * server's localized refusal. A short line's rest is closed short or kept open on a backorder note,
 * chosen and confirmed; a line counted in two lots posts two stock rows (record 0985).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, type Console } from './browser.ts';
import { floorUser, handheld, lastFeedback, layoutFaults, tap, wedgeScan } from './pda-support.ts';

const DOC_NO = 'ARVPDADOC1';
const DOC_2 = 'ARVPDADOC2';
let c: Console;

beforeAll(async () => {
  c = await startConsole();
  await floorUser(c.t, 'PDA-DOC', 'receiver');
  const db = c.t.database.db;
  await db.execute(sql`update bm_item set gtin = case item_no when 'P004' then '09521234543213' else '4006381333931' end where org_no = 'NWT' and item_no in ('P004', 'P005')`);
  for (const docNo of [DOC_NO, DOC_2]) {
    const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
      values (${docNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
    await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty) values (${head.id}, 1, 'P004', 10), (${head.id}, 2, 'P005', 4)`);
  }
});
afterAll(() => c.close());

describe('handheld receive by document', () => {
  it('should receive an arrival note counted by item labels and typing, its discrepancies shown before posting; stock as counted with lot and expiry', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-DOC');
    await tap(page.getByTestId('menu-receive'));
    await tap(page.getByTestId('receive-by-document'));
    await page.getByTestId('receive-doc').waitFor();
    await wedgeScan(page, DOC_NO);
    await page.getByTestId('receive-doc-count').waitFor();
    expect(await layoutFaults(page)).toEqual([]);

    await wedgeScan(page, '(01)09521234543213(17)270630(10)LOT-A(37)6');
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe('P004: 6 counted');
    await wedgeScan(page, '(01)05012345678900(37)5', 'Tab');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`(01)05012345678900(37)5 is no item of ${DOC_NO}`);
    expect(await lastFeedback(page)).toBe('bad');
    await wedgeScan(page, '(01)09521234543213(37)2');
    await expect.poll(() => page.getByTestId('doc-counted-1').inputValue(), POLL).toBe('8');
    expect([await page.getByTestId('doc-lot-1').inputValue(), await page.getByTestId('doc-expiry-1').inputValue()]).toEqual(['LOT-A', '2027-06-30']);
    await wedgeScan(page, 'P005');
    await expect.poll(() => page.getByTestId('doc-counted-2').inputValue(), POLL).toBe('1');
    expect(await page.getByRole('status').innerText()).toBe('P005: 1 counted');
    await page.getByTestId('doc-counted-2').fill('5');
    await page.getByTestId('doc-lot-2').fill('LOT-B');
    await tap(page.getByTestId('receive-doc-review-button'));

    await page.getByTestId('receive-doc-review').waitFor();
    expect(await page.getByTestId('review-1').innerText()).toMatch(/^8 of 10 .* · Short$/);
    expect(await page.getByTestId('review-2').innerText()).toMatch(/^5 of 4 .* · Over$/);
    // The lots and expiry dates scanned or typed are repeated under their lines (walk 13-28).
    expect(await page.getByTestId('review-1-lot-1').innerText()).toMatch(/^8 \S+ · expires 2027-06-30$/);
    expect(await page.getByTestId('review-2-lot-1').innerText()).toMatch(/^5 /);
    expect(await page.getByTestId('receive-doc-review').innerText()).toContain('Lot LOT-B');
    expect(await page.getByRole('status').innerText()).toBe('1 line is short: is more to come?');
    await tap(page.getByTestId('receive-doc-close-short'));
    expect(await page.getByRole('status').innerText()).toContain(`Receive ${DOC_NO} as counted and close the short lines?`);
    await tap(page.getByTestId('receive-doc-confirm'));
    await expect.poll(() => page.getByTestId('receive-doc-done').innerText(), POLL).toContain(`${DOC_NO} is received`);
    expect(await page.getByTestId('receive-doc-done').innerText()).toContain('The short lines are closed: the discrepancy is recorded');
    expect((await c.t.database.db.execute(sql`select 1 from in_arrive_head where in_arrive_no like ${`${DOC_NO}-B%`}`)).rows).toEqual([]);

    const stock = await c.t.database.db.execute(sql`select s.item_no, s.lot_no, s.stock_status, s.on_hand::float8 as qty from inv_stock s
      where s.warehouse_no = 'WH-SEA' and s.lot_no in ('LOT-A', 'LOT-B') and s.on_hand <> 0 order by s.item_no`);
    expect(stock.rows.map((r: any) => [r.item_no, r.lot_no, r.stock_status, r.qty])).toEqual([['P004', 'LOT-A', '25', 8], ['P005', 'LOT-B', '25', 5]]);
    const line = await c.t.database.db.execute(sql`select l.expiry_date::text as expiry from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${DOC_NO} and l.line_no = 1`);
    expect(line.rows[0].expiry).toBe('2027-06-30');
    const calls = await c.t.database.db.execute(sql`select call from sys_operation_log where user_no = 'PDA-DOC' and outcome = '0' and call like '%Counted' order by id`);
    expect(calls.rows.map((r) => r.call)).toEqual(['IInArriveService/receiveCounted']);
    await page.context().close();
  });

  it('should receive a line in two lots and keep a short rest open on a backorder note, confirmed, in zh-TW', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-DOC', { locale: 'zh-TW' });
    await tap(page.getByTestId('menu-receive'));
    await tap(page.getByTestId('receive-by-document'));
    await page.getByTestId('receive-doc').waitFor();
    await wedgeScan(page, DOC_2);
    await page.getByTestId('receive-doc-count').waitFor();
    await wedgeScan(page, '(01)09521234543213(17)270630(10)LOT-C(37)4');
    await wedgeScan(page, '(01)09521234543213(17)270731(10)LOT-D(37)3');
    await expect.poll(() => page.getByTestId('doc-counted-1-2').inputValue(), POLL).toBe('3');
    expect([await page.getByTestId('doc-counted-1').inputValue(), await page.getByTestId('doc-lot-1').inputValue(), await page.getByTestId('doc-lot-1-2').inputValue(), await page.getByTestId('doc-expiry-1-2').inputValue()])
      .toEqual(['4', 'LOT-C', 'LOT-D', '2027-07-31']);
    await page.getByTestId('doc-counted-2').fill('2');
    await page.getByTestId('doc-lot-2').fill('LOT-E');
    await tap(page.getByTestId('doc-another-lot-2'));
    await page.getByTestId('doc-counted-2-2').fill('2');
    await page.getByTestId('doc-lot-2-2').fill('LOT-F');
    expect(await layoutFaults(page)).toEqual([]);
    await tap(page.getByTestId('receive-doc-review-button'));

    await page.getByTestId('receive-doc-review').waitFor();
    expect(await page.getByTestId('review-1').innerText()).toMatch(/^實點7\/10 .* · 短少$/);
    expect(await page.getByRole('status').innerText()).toBe('1行短收：還有後續到貨嗎？');
    await tap(page.getByTestId('receive-doc-keep-open'));
    expect(await page.getByRole('status').innerText()).toBe(`按實點收貨${DOC_2}，並將短收的餘量保留在欠貨單上，以後再收？`);
    await tap(page.getByTestId('receive-doc-confirm'));
    await expect.poll(() => page.getByTestId('receive-doc-done').innerText(), POLL).toContain(`短收的餘量保留在欠貨單 ${DOC_2}-B1 上`);

    const stock = await c.t.database.db.execute(sql`select s.item_no, s.lot_no, s.on_hand::float8 as qty from inv_stock s
      where s.warehouse_no = 'WH-SEA' and s.lot_no in ('LOT-C', 'LOT-D', 'LOT-E', 'LOT-F') and s.on_hand <> 0 order by s.lot_no`);
    expect(stock.rows.map((r: any) => [r.item_no, r.lot_no, r.qty])).toEqual([['P004', 'LOT-C', 4], ['P004', 'LOT-D', 3], ['P005', 'LOT-E', 2], ['P005', 'LOT-F', 2]]);
    const rest = await c.t.database.db.execute(sql`select h.status_code, l.item_no, l.qty::float8 as qty from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${`${DOC_2}-B1`}`);
    expect(rest.rows.map((r: any) => [r.status_code, r.item_no, r.qty])).toEqual([['10', 'P004', 3]]);
    await page.context().close();
  });

  it('should say in zh-CN, in the server\'s words, that no document has the scanned number', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-DOC', { locale: 'zh-CN' });
    await tap(page.getByTestId('menu-receive'));
    await tap(page.getByTestId('receive-by-document'));
    await expect.poll(() => page.getByTestId('receive-doc').locator('h1').innerText(), POLL).toBe('按单据收货');
    await wedgeScan(page, 'ARV-NONE');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('记录不存在或不在您的数据权限内');
    expect(await lastFeedback(page)).toBe('bad');
    await page.context().close();
  });
});
