/** Freeze, release and inventory release (SM.Stock frozen and release, SM.Invrelease). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { act, addDoc, balance, cellsOf, inventoryApp, key, receive, type Session } from './inventory-support.ts';

let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 6);
});
afterAll(() => s.close());

async function complete(service: string, suffix: string, doc: any): Promise<any> {
  const [submitted] = (await act(s, service, `submit${suffix}`, [doc])).data;
  return act(s, service, `complete${suffix}`, [submitted]);
}

describe('freeze', () => {
  it('should freeze the available stock of a cell, refuse its issue, and unfreeze exactly that', async () => {
    const a = key({ cellNo: cells[0], itemNo: 'P001' });
    const b = key({ cellNo: cells[0], itemNo: 'P002', lotNo: 'L1' });
    await receive(s, a, '10');
    await receive(s, b, '3');
    await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'OUT', docNo: 'ALLOC-1', operator: 't', lines: [{ lineNo: 1, action: 'allocate', at: a, quantity: '4' }] }));
    const doc = await addDoc(s, 'IInvFreezeService', 'invfreeze', { orgNo: 'NWT', warehouseNo: 'WH-SEA', freezeType: '1', freezeReason: 'Water damage', lines: [{ cellNo: cells[0] }] });
    const frozen = await complete('IInvFreezeService', 'invfreeze', doc);
    expect(frozen.data[0].statusCode).toBe('30');
    expect(await balance(s, a)).toEqual({ onHand: '10', allocated: '4', frozen: '6' });
    expect(await balance(s, b)).toEqual({ onHand: '3', allocated: '0', frozen: '3' });
    const issue = await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'OUT', docNo: 'ISS-1', operator: 't', lines: [{ lineNo: 1, action: 'issue', from: b, quantity: '1' }] })).catch((e) => e);
    expect(issue.errorName).toBe('INSUFFICIENT_STOCK');

    const unfrozen = await act(s, 'IInvFreezeService', 'unfreezeinvfreeze', frozen.data);
    expect(unfrozen.data[0].statusCode).toBe('99');
    expect(await balance(s, a)).toEqual({ onHand: '10', allocated: '4', frozen: '0' });
    expect(await balance(s, b)).toEqual({ onHand: '3', allocated: '0', frozen: '0' });
    const again = await act(s, 'IInvFreezeService', 'unfreezeinvfreeze', unfrozen.data);
    expect([again.code, again.errorMessage]).toEqual([10044, `${doc.freezeNo} is not frozen: the operation is refused`]);
  });

  it('should freeze by item, lot or container only where they match', async () => {
    const lot = key({ cellNo: cells[1], itemNo: 'P005', lotNo: 'LOT-A' });
    const other = key({ cellNo: cells[1], itemNo: 'P005', lotNo: 'LOT-B', containerNo: 'BOX-9' });
    await receive(s, lot, '2');
    await receive(s, other, '5');
    const byLot = await addDoc(s, 'IInvFreezeService', 'invfreeze', { orgNo: 'NWT', warehouseNo: 'WH-SEA', freezeType: '3', freezeReason: 'Recall', lines: [{ itemNo: 'P005', lotNo: 'LOT-A' }] });
    expect((await complete('IInvFreezeService', 'invfreeze', byLot)).code).toBe(0);
    expect([(await balance(s, lot)).frozen, (await balance(s, other)).frozen]).toEqual(['2', '0']);
    const byContainer = await addDoc(s, 'IInvFreezeService', 'invfreeze', { orgNo: 'NWT', warehouseNo: 'WH-SEA', freezeType: '4', freezeReason: 'Damaged box', lines: [{ containerNo: 'BOX-9' }] });
    expect((await complete('IInvFreezeService', 'invfreeze', byContainer)).code).toBe(0);
    expect((await balance(s, other)).frozen).toBe('5');
  });

  it('should require the field of the freeze type, and refuse a freeze that matches no available stock', async () => {
    const missing = await s.as('IInvFreezeService/addinvfreeze', { orgNo: 'NWT', warehouseNo: 'WH-SEA', freezeType: '2', freezeReason: 'x', lines: [{ cellNo: cells[2] }] });
    expect(missing.details.fields.map((f: any) => f.field)).toEqual(['lines.0.itemNo']);
    const nothing = await addDoc(s, 'IInvFreezeService', 'invfreeze', { orgNo: 'NWT', warehouseNo: 'WH-SEA', freezeType: '1', freezeReason: 'x', lines: [{ cellNo: cells[5] }] });
    const refused = await complete('IInvFreezeService', 'invfreeze', nothing);
    expect(refused.details.fields.map((f: any) => [f.field, f.message])).toEqual([['lines.0', 'No stock matches the search']]);
  });
});

describe('release', () => {
  it('should release allocated (type 1) and frozen (type 2) quantity of a key', async () => {
    const at = key({ cellNo: cells[3], itemNo: 'P010' });
    await receive(s, at, '9');
    await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'OUT', docNo: 'HOLD-1', operator: 't', lines: [{ lineNo: 1, action: 'allocate', at, quantity: '5' }, { lineNo: 2, action: 'freeze', at, quantity: '3' }] }));
    const line = { cellNo: cells[3], itemNo: 'P010', stockStatus: '10' };
    const allocated = await addDoc(s, 'IInvStockReleaseService', 'stockrelease', { orgNo: 'NWT', warehouseNo: 'WH-SEA', releaseType: '1', lines: [{ ...line, qty: '5' }] });
    expect((await complete('IInvStockReleaseService', 'stockrelease', allocated)).code).toBe(0);
    const frozen = await addDoc(s, 'IInvStockReleaseService', 'stockrelease', { orgNo: 'NWT', warehouseNo: 'WH-SEA', releaseType: '2', lines: [{ ...line, qty: '2' }] });
    expect((await complete('IInvStockReleaseService', 'stockrelease', frozen)).code).toBe(0);
    expect(await balance(s, at)).toEqual({ onHand: '9', allocated: '0', frozen: '1' });
    const tooMuch = await addDoc(s, 'IInvStockReleaseService', 'stockrelease', { orgNo: 'NWT', warehouseNo: 'WH-SEA', releaseType: '2', lines: [{ ...line, qty: '2' }] });
    expect((await complete('IInvStockReleaseService', 'stockrelease', tooMuch)).code).toBe(10019);
  });
});

describe('inventory release', () => {
  it('should release stock held for inspection to qualified in the same cell', async () => {
    const held = key({ cellNo: cells[4], itemNo: 'P011', stockStatus: '20' });
    await receive(s, held, '6');
    const doc = await addDoc(s, 'IInvReleaseService', 'invrelease', { orgNo: 'NWT', warehouseNo: 'WH-SEA', lines: [{ cellNo: cells[4], itemNo: 'P011', stockStatus: '20', toStockStatus: '10', qty: '4' }] });
    expect((await complete('IInvReleaseService', 'invrelease', doc)).code).toBe(0);
    expect((await balance(s, held)).onHand).toBe('2');
    expect((await balance(s, { ...held, stockStatus: '10' })).onHand).toBe('4');
    const same = await s.as('IInvReleaseService/addinvrelease', { orgNo: 'NWT', warehouseNo: 'WH-SEA', lines: [{ cellNo: cells[4], itemNo: 'P011', stockStatus: '20', toStockStatus: '20', qty: '1' }] });
    expect(same.details.fields.map((f: any) => f.field)).toEqual(['lines.0.toStockStatus']);
  });
});
