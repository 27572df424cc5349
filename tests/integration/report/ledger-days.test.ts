/**
 * The reports' day aggregates (src/server/report/ledger-days.ts) equal the raw ledger rows: a
 * generated history posted through postMoves (receipts into lots, issues, moves between cells,
 * lots and warehouses, gains, losses and reversals of issues) leaves rpt_ledger_day and
 * rpt_item_layer_day as the rows recomputed here independently, and as the SQL recomputation
 * (checkLedgerDays); a rebuild answers the same tables.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerDays, rebuildLedgerDays } from '../../../src/server/report/ledger-days.ts';
import { generateReportHistory } from '../../support/report-history.ts';
import { cellsOf, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { groupBy, isIssue, rawRows, sum, type RawRow } from './report-ledger.ts';

let s: Session;
const ITEMS = ['P001', 'P002', 'P003'];

beforeAll(async () => {
  s = await inventoryApp();
  const cells = { 'WH-SEA': await cellsOf(s, 'WH-SEA', 3), 'WH-LDN': await cellsOf(s, 'WH-LDN', 2) };
  await generateReportHistory(s.database, { seed: 7, documents: 150, days: 1, items: ITEMS, cells, lots: ['', 'L1', 'L2'], keepDates: true });
});
afterAll(() => s.close());

const stored = async (query: ReturnType<typeof sql>) => (await s.database.db.execute(query)).rows as Record<string, string>[];
const positiveLayers = (rows: RawRow[], key: (r: RawRow) => string) =>
  [...groupBy(rows.filter((r) => r.action !== 'issue' && !r.delta.isZero()), (r) => `${r.postingId}|${key(r)}`).values()]
    .map((g) => ({ key: key(g[0]), qty: sum(g.map((r) => r.delta)) }))
    .filter((l) => l.qty.gt(0));

describe('day aggregates of the ledger', () => {
  it('should hold per lot and day the net change, the issues net of their reversals and the receipt layers of the raw rows', async () => {
    const raw = (await rawRows(s.database)).filter((r) => !r.delta.isZero());
    expect(raw.some((r) => r.action === 'reverse' && r.reversesAction === 'issue')).toBe(true);
    const lotKey = (r: RawRow) => `${r.warehouseNo}|${r.itemNo}|${r.lotNo}`;
    const layers = positiveLayers(raw, lotKey);
    const expected = [...groupBy(raw, lotKey).entries()].map(([key, rows]) => ({
      key,
      net: sum(rows.map((r) => r.delta)).toFixed(),
      issued: sum(rows.filter(isIssue).map((r) => r.delta)).negated().toFixed(),
      layer: sum(layers.filter((l) => l.key === key).map((l) => l.qty)).toFixed(),
      issueRows: rows.filter((r) => r.action === 'issue').length,
    })).sort((a, b) => a.key.localeCompare(b.key));
    const days = await stored(sql`select warehouse_no, item_no, lot_no, day::text, net::text, issued::text, lot_layer::text, issue_rows from rpt_ledger_day order by 1, 2, 3`);
    expect(new Set(days.map((d) => d.day))).toEqual(new Set([new Date().toISOString().slice(0, 10)]));
    expect(days.map((d) => ({ key: `${d.warehouse_no}|${d.item_no}|${d.lot_no}`, net: new Decimal(d.net).toFixed(), issued: new Decimal(d.issued).toFixed(), layer: new Decimal(d.lot_layer).toFixed(), issueRows: Number(d.issue_rows) }))
      .sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected);
  });

  it('should hold per item the receipt layers, where a move between lots of one warehouse is none', async () => {
    const raw = (await rawRows(s.database)).filter((r) => !r.delta.isZero());
    const itemKey = (r: RawRow) => `${r.warehouseNo}|${r.itemNo}`;
    const expected = [...groupBy(positiveLayers(raw, itemKey), (l) => l.key).entries()].map(([key, list]) => [key, sum(list.map((l) => l.qty)).toFixed()]).sort();
    const items = await stored(sql`select warehouse_no, item_no, qty::text from rpt_item_layer_day`);
    expect(items.map((r) => [`${r.warehouse_no}|${r.item_no}`, new Decimal(r.qty).toFixed()]).sort()).toEqual(expected);
  });

  it('should equal the SQL recomputation from inv_transaction, before and after a rebuild', async () => {
    expect(await checkLedgerDays(s.database.db)).toEqual([]);
    const before = await stored(sql`select * from rpt_ledger_day order by org_no, warehouse_no, item_no, lot_no, day`);
    await rebuildLedgerDays(s.database.db);
    expect(await stored(sql`select * from rpt_ledger_day order by org_no, warehouse_no, item_no, lot_no, day`)).toEqual(before);
    expect(await checkLedgerDays(s.database.db)).toEqual([]);
  });
});
