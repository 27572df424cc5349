/**
 * The expiry received shows in the handheld's Stock query (walk 14-28 defect 5, record 1053), and a
 * cell that does not exist is named so (defect 9, record 1054), at 360x640 from /pda by taps and
 * keyboard-wedge scans: a receiver receives an arrival note of an item without shelf life by
 * document, typing the line's count, lot and expiry; a counter's Stock query of the lot shows the
 * expiry on its balance; a scanned cell number that is no cell of the warehouse says there is no
 * such cell, in en-US and zh-CN.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, type Console } from './browser.ts';
import { floorUser, handheld, lastFeedback, layoutFaults, tap, wedgeScan } from './pda-support.ts';

const DOC_NO = 'ARVPDAEXP1';
let c: Console;

beforeAll(async () => {
  c = await startConsole();
  await floorUser(c.t, 'PDA-RCV', 'receiver');
  await floorUser(c.t, 'PDA-CNT', 'counter');
  const db = c.t.database.db;
  await db.execute(sql`update bm_item set is_manage_shelflife = false, shelflife = null where org_no = 'NWT' and item_no = 'P005'`);
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${DOC_NO}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty) values (${head.id}, 1, 'P005', 6)`);
});
afterAll(() => c.close());

describe('handheld: the received expiry in Stock query', () => {
  it('should show the lot\'s expiry typed at receiving on its balance in Stock query', async () => {
    const receiver = await handheld(c.browser, c.baseUrl, 'PDA-RCV');
    await tap(receiver.getByTestId('menu-receive'));
    await tap(receiver.getByTestId('receive-by-document'));
    await receiver.getByTestId('receive-doc').waitFor();
    await wedgeScan(receiver, DOC_NO);
    await receiver.getByTestId('receive-doc-count').waitFor();
    await wedgeScan(receiver, 'P005');
    await expect.poll(() => receiver.getByTestId('doc-counted-1').inputValue(), POLL).toBe('1');
    await receiver.getByTestId('doc-counted-1').fill('6');
    await receiver.getByTestId('doc-lot-1').fill('W1428-L1');
    await receiver.getByTestId('doc-expiry-1').fill('2027-06-30');
    await tap(receiver.getByTestId('receive-doc-review-button'));
    await receiver.getByTestId('receive-doc-review').waitFor();
    await tap(receiver.getByTestId('receive-doc-post'));
    await expect.poll(() => receiver.getByTestId('receive-doc-done').innerText(), POLL).toContain(`${DOC_NO} is received`);
    await receiver.context().close();

    const counter = await handheld(c.browser, c.baseUrl, 'PDA-CNT');
    await tap(counter.getByTestId('menu-stockQuery'));
    await counter.getByTestId('stock-query').waitFor();
    await wedgeScan(counter, 'W1428-L1');
    await expect.poll(() => counter.getByRole('status').innerText(), POLL).toBe('W1428-L1: 1 balance (lot)');
    expect(await counter.getByTestId('stock-row').innerText()).toContain('W1428-L1');
    expect(await counter.getByTestId('stock-expiry').innerText()).toBe('2027-06-30');
    expect(await layoutFaults(counter)).toEqual([]);
    await counter.context().close();
  });

  it('should say that a scanned cell does not exist, in en-US and zh-CN', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-CNT');
    await tap(page.getByTestId('menu-stockQuery'));
    await page.getByTestId('stock-query').waitFor();
    await wedgeScan(page, 'SEA-STO-01-03-99');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('There is no cell SEA-STO-01-03-99 in this warehouse (nor an item, lot or container with stock)');
    expect(await lastFeedback(page)).toBe('bad');
    await tap(page.getByRole('button', { name: '简' }));
    await expect.poll(() => page.locator('h1').innerText(), POLL).toBe('库存查询');
    await wedgeScan(page, 'SEA-STO-01-03-98');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('本仓库没有库位SEA-STO-01-03-98（也没有此编码的有库存物料、批次或容器）');
    await page.context().close();
  });
});
