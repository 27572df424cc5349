/**
 * Replenishment through the console (issue 13, replenish): a picking cell of Seattle with levels
 * 5..10 of an item holds 2 of it; on the picking page a user computes the replenishment of the
 * warehouse, sees the move from the storage cell and confirms it, and the picking cell is full;
 * with the levels raised a new move is computed and cancelled after the confirmation dialog.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balance, key, receive } from '../integration/inventory/inventory-support.ts';
import { zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, confirmOk, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let storage: string;
let face: string;
let token: string;

beforeAll(async () => {
  c = await startConsole();
  [storage] = await zoneCells(c.t, 'SEA-STO', 1);
  [face] = await zoneCells(c.t, 'SEA-PCK', 1);
  await receive(c.t, key({ cellNo: storage, itemNo: 'P040' }), '30');
  await receive(c.t, key({ cellNo: face, itemNo: 'P040' }), '2');
  token = await c.t.login();
  const [row] = (await c.t.database.db.execute(sql`select id from bm_cell where warehouse_no = 'WH-SEA' and cell_no = ${face}`)).rows;
  const cell = (await c.t.call('IBmCellService/getbmcellbyid', { id: Number(row.id) }, { token })).data;
  const saved = await c.t.call('IBmCellService/updatebmcellbyid', { ...cell, replenishItemNo: 'P040', replenishMin: '5', replenishMax: '10' }, { token });
  if (saved.code !== 0) throw new Error(`levels refused: ${saved.errorMessage}`);
  page = await signedInPage(c, '/outbound/outbound/picking');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('replenishment in the console', () => {
  it('should compute and confirm the replenishment of a picking cell below its minimum on the picking page', async () => {
    const card = activePage(page).getByTestId('replenish-card');
    await card.getByTestId('replenish-org').fill('NWT');
    await card.getByTestId('replenish-warehouse').fill('WH-SEA');
    await card.getByTestId('replenish-compute').click();
    await messageShown(page, '1 replenishment move(s) created');
    const row = card.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText(), POLL).toContain('P040');
    expect(await row.innerText()).toContain(storage);
    await row.locator('.ant-checkbox-input').check();
    await card.getByTestId('replenish-confirm').click();
    await messageShown(page, '1 replenishment move(s) posted');
    expect(await balance(c.t, key({ cellNo: face, itemNo: 'P040' }))).toEqual({ onHand: '10', allocated: '0', frozen: '0' });
    expect(await balance(c.t, key({ cellNo: storage, itemNo: 'P040' }))).toEqual({ onHand: '22', allocated: '0', frozen: '0' });
  });

  it('should cancel a selected open move after the confirmation, so nothing is posted and it leaves the list', async () => {
    const [row] = (await c.t.database.db.execute(sql`select id from bm_cell where warehouse_no = 'WH-SEA' and cell_no = ${face}`)).rows;
    const cell = (await c.t.call('IBmCellService/getbmcellbyid', { id: Number(row.id) }, { token })).data;
    expect((await c.t.call('IBmCellService/updatebmcellbyid', { ...cell, replenishMin: '15', replenishMax: '20' }, { token })).code).toBe(0);
    const card = activePage(page).getByTestId('replenish-card');
    await card.getByTestId('replenish-compute').click();
    await messageShown(page, '1 replenishment move(s) created');
    const move = card.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => move.innerText(), POLL).toContain('P040');
    await move.locator('.ant-checkbox-input').check();
    await card.getByTestId('replenish-cancel').click();
    await confirmOk(page);
    await messageShown(page, '1 replenishment move(s) cancelled');
    await expect.poll(() => card.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBe(0);
    expect(await balance(c.t, key({ cellNo: face, itemNo: 'P040' }))).toEqual({ onHand: '10', allocated: '0', frozen: '0' });
    const moves = await c.t.database.db.execute(sql`select status_code from out_replenish where item_no = 'P040' order by id`);
    expect(moves.rows.map((m) => m.status_code)).toEqual(['30', '90']);
  });
});
