/** Stock queries (SM.Stock allowance, affair, difference-analysis, exception-record, stock-check lookups). */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { foldStockSummary } from '../../../src/server/ledger/stock-summary.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, addDoc, cellsOf, inventoryApp, key, receive, type Session } from './inventory-support.ts';

let s: Session;
let sea: string[];
let ldn: string[];
let adjustmentNo: string;
let adjustmentId: number;

beforeAll(async () => {
  s = await inventoryApp();
  sea = await cellsOf(s, 'WH-SEA', 3);
  ldn = await cellsOf(s, 'WH-LDN', 1);
  await receive(s, key({ cellNo: sea[0], itemNo: 'P020' }), '10');
  await receive(s, key({ cellNo: sea[1], itemNo: 'P020', stockStatus: '20' }), '4');
  await receive(s, key({ cellNo: sea[1], itemNo: 'P021', stockStatus: '22' }), '2');
  await receive(s, key({ warehouseNo: 'WH-LDN', cellNo: ldn[0], itemNo: 'P020' }), '7');
  await receive(s, key({ cellNo: sea[2], itemNo: 'P033', lotNo: 'L1' }), '3');
  await receive(s, key({ cellNo: sea[0], itemNo: 'P033', lotNo: 'L1' }), '1');
  await receive(s, key({ cellNo: sea[2], itemNo: 'P033', lotNo: 'L2' }), '2');
  await receive(s, key({ cellNo: sea[2], itemNo: 'P033' }), '5');
  await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'OUT', docNo: 'HOLD-Q', operator: 't', lines: [{ lineNo: 1, action: 'allocate', at: key({ cellNo: sea[0], itemNo: 'P020' }), quantity: '3' }, { lineNo: 2, action: 'freeze', at: key({ cellNo: sea[0], itemNo: 'P020' }), quantity: '1' }] }));
  const doc = await addDoc(s, 'IInvChangeService', 'invchange', { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '2', lines: [{ cellNo: sea[0], itemNo: 'P020', qty: '2' }] });
  const [submitted] = (await act(s, 'IInvChangeService', 'submitinvchange', [doc])).data;
  await act(s, 'IInvChangeService', 'completeinvchange', [submitted]);
  adjustmentNo = doc.invChangeNo;
  adjustmentId = doc.id;
});
afterAll(() => s.close());

const allowance = (condition: Record<string, unknown>, token?: string) =>
  token ? s.call('IInvStockService/getinvstocklistbyparams', { current: 1, size: 20, condition }, { token }) : s.as('IInvStockService/getinvstocklistbyparams', { current: 1, size: 20, condition });

describe('allowance', () => {
  it('should answer each balance with available = on-hand - allocated - frozen in the unit decimals, and totals over every match', async () => {
    const page = await allowance({ itemNo: 'P020' });
    expect(page.data.total).toBe(3);
    const seaRow = page.data.records.find((r: any) => r.cellNo === sea[0]);
    expect([seaRow.onHand, seaRow.allocated, seaRow.frozen, seaRow.available, seaRow.unitNo, seaRow.itemName]).toEqual(['8', '3', '1', '4', 'EA', expect.any(String)]);
    // Available counts qualified stock only (record 0971): the 4 units in status 20 are not available.
    expect(page.data.totals).toEqual({ onHand: '19', allocated: '3', frozen: '1', available: '11' });
    const onePage = await s.as('IInvStockService/getinvstocklistbyparams', { current: 2, size: 2, condition: { itemNo: 'P020' } });
    expect([onePage.data.records.length, onePage.data.total, onePage.data.totals.onHand]).toEqual([1, 3, '19']);
  });

  it('should answer the same total and totals before and after the stock summary folds its deltas', async () => {
    const stored = await s.database.db.execute(sql`select count(*)::int as n, sum(on_hand)::int as on_hand from inv_stock where on_hand <> 0 or allocated <> 0 or frozen <> 0`);
    const expected = [stored.rows[0].n, String(stored.rows[0].on_hand)];
    const before = (await allowance({})).data;
    expect([before.total, before.totals.onHand]).toEqual(expected);
    // The scheduled job STOCK_SUMMARY_FOLD may have folded some deltas already; this fold takes the rest.
    await foldStockSummary(s.database.pool);
    const after = (await allowance({})).data;
    expect([after.total, after.totals]).toEqual([before.total, before.totals]);
    expect((await allowance({ cellNo: sea[0], itemNo: 'P020' })).data.totals.onHand).toBe('8');
  });

  it('should filter by any key and by the inventory type groups of spec §9', async () => {
    expect((await allowance({ warehouseNo: 'WH-LDN', itemNo: 'P020' })).data.totals.onHand).toBe('7');
    expect((await allowance({ cellNo: sea[1] })).data.total).toBe(2);
    expect((await allowance({ invType: '1', itemNo: 'P02' })).data.records.map((r: any) => r.stockStatus)).toEqual(['20']);
    expect((await allowance({ invType: '2', itemNo: 'P02' })).data.records.map((r: any) => r.itemNo)).toEqual(['P021']);
    expect((await allowance({ invType: '0', itemNo: 'P02' })).data.total).toBe(2);
  });

  it('should show a user only the warehouses of their data scope', async () => {
    await createUser(s.database.db, { userNo: 'ldn-keeper', orgs: ['NWT'], warehouses: ['WH-LDN'], grants: { '130101': ['isSearch'], '130102': ['isSearch'] } });
    const token = await s.login('ldn-keeper', USER_PASSWORD);
    const page = await allowance({ itemNo: 'P020' }, token);
    expect(page.data.records.map((r: any) => r.warehouseNo)).toEqual(['WH-LDN']);
    expect(page.data.totals.onHand).toBe('7');
    const history = await s.call('IInvTransactionService/getinvtransactionlistbyparams', { condition: { itemNo: 'P020' } }, { token });
    expect(new Set(history.data.records.map((r: any) => r.warehouseNo))).toEqual(new Set(['WH-LDN']));
    expect((await s.call('IInvChangeService/getinvchangelistbyparams', { condition: {} }, { token })).code).toBe(10005);
  });

  it('should sum the stock per item and per cell for the stock-check lookups', async () => {
    const byItem = await s.as('IInvStockService/getinvstockbycheckitem', { condition: { warehouseNo: 'WH-SEA', itemNo: 'P020' } });
    expect(byItem.data.records).toEqual([expect.objectContaining({ itemNo: 'P020', cellCount: 2, onHand: '12', available: '8' })]);
    const byCell = await s.as('IInvStockService/getinvstockbycheckcell', { condition: { warehouseNo: 'WH-SEA', cellNo: sea[1] } });
    expect(byCell.data.records).toEqual([expect.objectContaining({ cellNo: sea[1], itemCount: 2, onHand: '6' })]);
  });

  it('should sum the stock of an item per lot, leaving out stock without a lot, for the work order materials', async () => {
    const byLot = await s.as('IInvStockService/getinvstockbychecklot', { condition: { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P033' } });
    expect(byLot.data.records).toEqual([
      expect.objectContaining({ itemNo: 'P033', lotNo: 'L1', cellCount: 2, onHand: '4', available: '4' }),
      expect.objectContaining({ itemNo: 'P033', lotNo: 'L2', cellCount: 1, onHand: '2' }),
    ]);
    const inCell = await s.as('IInvStockService/getinvstockbychecklot', { condition: { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P033', cellNo: sea[0] } });
    expect(inCell.data.records.map((r: { lotNo: string; onHand: string }) => [r.lotNo, r.onHand])).toEqual([['L1', '1']]);
  });

  it('should export the matching balances with a totals row', async () => {
    const response = await s.app.inject({ method: 'POST', url: '/wms-restful/IInvStockService/exportexcel', headers: { 'authentication-info': s.token, 'accept-language': 'en-US', 'content-type': 'application/json' }, payload: { condition: { itemNo: 'P020' } } });
    expect(response.headers['content-disposition']).toContain('Stock%20balances.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('Available');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(5).values).toContain('Total');
    expect(sheet.getRow(5).values).toContain('11');
  });
});

describe('affair', () => {
  it('should list the balance rows of a document newest first, linking the stock document', async () => {
    const page = await s.as('IInvTransactionService/getinvtransactionlistbyparams', { condition: { docNo: adjustmentNo } });
    expect(page.data.records).toEqual([expect.objectContaining({ docType: 'ADJ', docNo: adjustmentNo, docId: adjustmentId, action: 'adjust', onHandDelta: '-2', onHandAfter: '8', cellNo: sea[0] })]);
    expect(page.data.totals.onHandDelta).toBe('-2');
    const holds = await s.as('IInvTransactionService/getinvtransactionlistbyparams', { condition: { docNo: 'HOLD-Q' } });
    expect(holds.data.records.map((r: any) => [r.action, r.docId])).toEqual([['freeze', null], ['allocate', null]]);
  });

  it('should refuse a date range longer than a year or backwards', async () => {
    const ask = (createDateFrom: string, createDateTo: string) => s.as('IInvTransactionService/getinvtransactionlistbyparams', { condition: { createDateFrom, createDateTo } });
    expect((await ask('2024-01-01', '2025-06-01')).code).toBe(10047);
    expect((await ask('2025-06-02', '2025-06-01')).code).toBe(10047);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ask(today, today)).data.total).toBeGreaterThan(0);
  });
});

describe('difference analysis and exception records', () => {
  it('should reconcile opening, in, out, gain and loss to closing per warehouse and item', async () => {
    const page = await s.as('IInvDifferenceService/getinvdifferencelistbyparams', { condition: { warehouseNo: 'WH-SEA', itemNo: 'P020' } });
    expect(page.data.records).toEqual([expect.objectContaining({ itemNo: 'P020', openingQty: '0', inQty: '14', outQty: '0', gainQty: '0', lossQty: '2', differenceQty: '-2', closingQty: '12' })]);
    const nextYear = new Date().getUTCFullYear() + 1;
    const later = await s.as('IInvDifferenceService/getinvdifferencelistbyparams', { condition: { warehouseNo: 'WH-SEA', itemNo: 'P020', billDateFrom: `${nextYear}-01-01`, billDateTo: `${nextYear}-01-31` } });
    expect(later.data.records).toEqual([expect.objectContaining({ openingQty: '12', inQty: '0', lossQty: '0', closingQty: '12' })]);
  });

  it('should list frozen and unqualified stock, and balances that differ from their transactions only when asked', async () => {
    const page = await s.as('IInvExceptionService/getinvexceptionlistbyparams', { condition: { itemNo: 'P02' } });
    expect(page.data.records.map((r: any) => [r.exceptionType, r.itemNo])).toEqual([['2', 'P020'], ['3', 'P021']]);
    expect((await s.as('IInvExceptionService/getinvexceptionlistbyparams', { condition: { exceptionType: '4' } })).data.total).toBe(0);
    // Break a balance behind the ledger's back: the rebuild check lists it.
    await s.database.db.execute(sql`update inv_stock set on_hand = on_hand + 1 where item_no = 'P021'`);
    const broken = await s.as('IInvExceptionService/getinvexceptionlistbyparams', { condition: { exceptionType: '4' } });
    expect(broken.data.records).toEqual([expect.objectContaining({ exceptionType: '4', itemNo: 'P021', onHand: '3', ledgerOnHand: '2' })]);
  });
});
