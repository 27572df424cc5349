/** Stock transfer (SM.Stock transfer): cell to cell, warehouse to warehouse, type rules, batch scope. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, cellsOf, inventoryApp, key, receive, type Session } from './inventory-support.ts';

const SERVICE = 'IInvTransferService';
let s: Session;
let sea: string[];
let ldn: string[];
beforeAll(async () => {
  s = await inventoryApp();
  sea = await cellsOf(s, 'WH-SEA', 6);
  ldn = await cellsOf(s, 'WH-LDN', 2);
});
afterAll(() => s.close());

const transfer = (toWarehouseNo: string, transferType: string, lines: Record<string, unknown>[]) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', toWarehouseNo, transferType, lines });

async function complete(doc: any): Promise<any> {
  const [submitted] = (await act(s, SERVICE, 'submitinvtransfer', [doc])).data;
  return act(s, SERVICE, 'completeinvtransfer', [submitted]);
}

describe('transfer', () => {
  it('should move stock from cell to cell in one warehouse, the deltas summing to zero', async () => {
    await receive(s, key({ cellNo: sea[0] }), '10');
    const doc = await addDoc(s, SERVICE, 'invtransfer', transfer('WH-SEA', '3', [{ cellNo: sea[0], itemNo: 'P001', toCellNo: sea[1], qty: '4' }]));
    expect((await complete(doc)).code).toBe(0);
    expect((await balance(s, key({ cellNo: sea[0] }))).onHand).toBe('6');
    expect((await balance(s, key({ cellNo: sea[1] }))).onHand).toBe('4');
    const sum = await s.database.db.execute(sql`select sum(on_hand_delta)::numeric::text as total, count(*)::int as n from inv_transaction where doc_no = ${doc.invTransferNo}`);
    expect([Number(sum.rows[0].total), sum.rows[0].n]).toEqual([0, 2]);
  });

  it('should move stock to another warehouse of the organisation', async () => {
    await receive(s, key({ cellNo: sea[2], itemNo: 'P003' }), '8');
    const doc = await addDoc(s, SERVICE, 'invtransfer', transfer('WH-LDN', '4', [{ cellNo: sea[2], itemNo: 'P003', toCellNo: ldn[0], qty: '8' }]));
    expect((await complete(doc)).code).toBe(0);
    expect((await balance(s, key({ cellNo: sea[2], itemNo: 'P003' }))).onHand).toBe('0');
    expect((await balance(s, key({ warehouseNo: 'WH-LDN', cellNo: ldn[0], itemNo: 'P003' }))).onHand).toBe('8');
  });

  it('should refuse the system transfer types, a warehouse that does not fit the type, the same cell and a target quantity of 0', async () => {
    const fields = async (body: Record<string, unknown>) => ((await s.as(`${SERVICE}/addinvtransfer`, body)).details?.fields ?? []).map((f: any) => f.field);
    const line = { cellNo: sea[0], itemNo: 'P001', toCellNo: sea[1], qty: '1' };
    expect(await fields(transfer('WH-SEA', '1', [line]))).toEqual(['transferType']);
    expect(await fields(transfer('WH-SEA', '2', [line]))).toEqual(['transferType']);
    expect(await fields(transfer('WH-LDN', '3', [{ ...line, toCellNo: ldn[0] }]))).toEqual(['toWarehouseNo']);
    expect(await fields(transfer('WH-SEA', '4', [line]))).toEqual(['toWarehouseNo']);
    expect(await fields(transfer('WH-SEA', '3', [{ ...line, toCellNo: sea[0] }]))).toEqual(['lines.0.toCellNo']);
    expect(await fields(transfer('WH-SEA', '3', [{ ...line, qty: '0' }]))).toEqual(['lines.0.qty']);
  });

  it('should refuse a batch spanning two warehouses and change none of them', async () => {
    const a = await addDoc(s, SERVICE, 'invtransfer', transfer('WH-SEA', '3', [{ cellNo: sea[3], itemNo: 'P001', toCellNo: sea[4], qty: '1' }]));
    const b = await addDoc(s, SERVICE, 'invtransfer', { ...transfer('WH-SEA', '3', [{ cellNo: ldn[0], itemNo: 'P001', toCellNo: ldn[1], qty: '1' }]), warehouseNo: 'WH-LDN', toWarehouseNo: 'WH-LDN' });
    const refused = await act(s, SERVICE, 'submitinvtransfer', [a, b]);
    expect([refused.code, refused.errorMessage]).toEqual([10045, 'Different organisations and warehouses cannot be batch operated']);
    expect((await s.as(`${SERVICE}/getinvtransferbyid`, { id: a.id })).data.statusCode).toBe('10');
    const same = await act(s, SERVICE, 'submitinvtransfer', [a, await addDoc(s, SERVICE, 'invtransfer', transfer('WH-SEA', '3', [{ cellNo: sea[3], itemNo: 'P001', toCellNo: sea[5], qty: '1' }]))]);
    expect(same.data.map((d: any) => d.statusCode)).toEqual(['15', '15']);
  });

  it('should refuse a batch spanning two organisations', async () => {
    expect((await s.as('IBmOrgService/addbmorg', { orgNo: 'ACME', orgName: 'Acme' })).code).toBe(0);
    expect((await s.as('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-ACME', warehouseName: 'Acme main', orgNo: 'ACME' })).code).toBe(0);
    expect((await s.as('IBmItemService/addbmitem', { itemNo: 'A1', itemName: 'Anvil', orgNo: 'ACME' })).code).toBe(0);
    const nwt = await addDoc(s, SERVICE, 'invtransfer', transfer('WH-SEA', '3', [{ cellNo: sea[3], itemNo: 'P001', toCellNo: sea[4], qty: '1' }]));
    const acme = await addDoc(s, SERVICE, 'invtransfer', { orgNo: 'ACME', warehouseNo: 'WH-ACME', toWarehouseNo: 'WH-ACME', transferType: '3', lines: [{ cellNo: 'X-1', itemNo: 'A1', toCellNo: 'X-2', qty: '1' }] });
    expect((await act(s, SERVICE, 'invalidinvtransfer', [nwt, acme])).code).toBe(10045);
  });
});
