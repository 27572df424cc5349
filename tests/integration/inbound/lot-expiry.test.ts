/**
 * The expiry typed at receiving stays with the lot (walk 14-28 defect 5, record 1053): received as
 * counted on an item without shelf life, the lot's expiry shows on the stock balance, in the
 * Validity period / Expiry / Material expiry reports and in the big screen's alerts; a handheld
 * asks whether a scanned code is a cell (record 1054).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../../src/shared/reports.ts';
import type { StockAlerts } from '../../../src/shared/workbench.ts';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

let s: Session;
let dock: string;
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const soon = dayFromNow(10);
const past = dayFromNow(-3);
const later = '2027-06-30';

beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
  await s.database.db.execute(sql`update bm_item set is_manage_shelflife = false, shelflife = null where org_no = 'NWT' and item_no in ('P004', 'P005')`);
});
afterAll(() => s.close());

const report = async (name: keyof typeof REPORTS, condition: Record<string, unknown>) =>
  (await s.as(`IReportService/${REPORTS[name].method}`, { current: 1, size: 1000, condition })).data.records.map((r: any) => [r.itemNo, r.lotNo, r.qty, r.expiryDate]);

describe('an expiry typed at receiving', () => {
  it('should show the alerts panel that expiry is not tracked while no balance carries an expiry date', async () => {
    const answer = await s.as<StockAlerts>('IReportService/getStockAlerts', { warehouseNo: 'WH-SEA' });
    expect([answer.data.expiryTracked, answer.data.counts.nearExpiry]).toEqual([false, 0]);
  });

  it('should keep the expiry with the lot of an item without shelf life: balance, reports and alerts', async () => {
    const [doc] = (await act(s, 'IInArriveService', 'submit', [await addDoc(s, 'IInArriveService', 'inarrive', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P004', qty: '10' }, { itemNo: 'P005', qty: '4' }],
    })])).data;
    const lines = [{ lineNo: 1, qty: '6', lotNo: 'LX-SOON', expiryDate: soon }, { lineNo: 1, qty: '4', lotNo: 'LX-LATE', expiryDate: later }, { lineNo: 2, qty: '4', lotNo: 'LX-PAST', expiryDate: past }];
    expect((await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, lines })).code).toBe(0);

    const stock = await s.as('IInvStockService/getinvstocklistbyparams', { current: 1, size: 50, condition: { warehouseNo: 'WH-SEA', lotNo: 'LX-' } });
    expect(stock.data.records.map((r: any) => [r.cellNo, r.itemNo, r.lotNo, r.expiryDate]).sort()).toEqual([
      [dock, 'P004', 'LX-LATE', later], [dock, 'P004', 'LX-SOON', soon], [dock, 'P005', 'LX-PAST', past],
    ]);

    expect(await report('validityPeriod', { orgNo: 'NWT', lotNo: 'LX-' })).toEqual([['P005', 'LX-PAST', '4', past], ['P004', 'LX-SOON', '6', soon], ['P004', 'LX-LATE', '4', later]]);
    expect(await report('expire', { orgNo: 'NWT', lotNo: 'LX-' })).toEqual([['P005', 'LX-PAST', '4', past]]);
    expect(await report('materialExpiry', { orgNo: 'NWT', lotNo: 'LX-' })).toEqual([['P004', 'LX-SOON', '6', soon]]);

    const alerts = (await s.as<StockAlerts>('IReportService/getStockAlerts', { warehouseNo: 'WH-SEA' })).data;
    expect([alerts.expiryTracked, alerts.counts.nearExpiry, alerts.expiryDays]).toEqual([true, 2, 30]);
    expect(alerts.alerts.filter((a) => a.kind === 'nearExpiry').map((a) => [a.itemNo, a.cellNo, a.quantity, a.limit])).toEqual([['P005', dock, '4', past], ['P004', dock, '6', soon]]);
    const other = (await s.as<StockAlerts>('IReportService/getStockAlerts', { warehouseNo: 'WH-LDN' })).data;
    expect([other.expiryTracked, other.counts.nearExpiry]).toEqual([false, 0]);
  });

  it('should tell a cell of the warehouse from a code that is none', async () => {
    const exists = (cellNo: string) => s.as('IInvStockService/getinvstockcellexists', { warehouseNo: 'WH-SEA', cellNo });
    expect([(await exists(dock)).data, (await exists('SEA-NO-SUCH-CELL')).data]).toEqual([{ exists: true }, { exists: false }]);
    expect((await s.as('IInvStockService/getinvstockcellexists', { warehouseNo: 'WH-SEA', cellNo: '' })).code).not.toBe(0);
  });
});
