/**
 * Stock reports (issue 18, console §2 Report): the search refusals of workflows §5, and each
 * report's totals against the raw ledger rows of a generated year of history (receipts, issues,
 * moves, gains, losses, warehouse transfers and issue reversals posted through postMoves, then
 * dated back), recomputed here independently (report-ledger.ts); drill-down, export, data scope.
 */
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_BUCKETS, REPORTS } from '../../../src/shared/reports.ts';
import { generateReportHistory } from '../../support/report-history.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { cellsOf, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { dayNumber, groupBy, isIssue, rawRows, remaining, sum, type RawRow } from './report-ledger.ts';

let s: Session;
let raw: RawRow[];
const ITEMS = ['P001', 'P002', 'P003', 'P004', 'P005', 'P006'];
const today = new Date();
const iso = (at: Date) => at.toISOString().slice(0, 10);
const periodFrom = iso(new Date(today.getTime() - 300 * 86_400_000));
const periodTo = iso(today);
const fromDay = dayNumber(new Date(`${periodFrom}T00:00:00Z`));
const toDay = dayNumber(new Date(`${periodTo}T00:00:00Z`)) + 1;

beforeAll(async () => {
  s = await inventoryApp();
  const cells = { 'WH-SEA': await cellsOf(s, 'WH-SEA', 3), 'WH-LDN': await cellsOf(s, 'WH-LDN', 2) };
  await s.database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 200, shelflife_unit = 'D', predate = 30 where org_no = 'NWT' and item_no = 'P001'`);
  await s.database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 6, shelflife_unit = 'M', predate = 60 where org_no = 'NWT' and item_no = 'P002'`);
  await s.database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 1, shelflife_unit = 'Y', predate = 90 where org_no = 'NWT' and item_no = 'P003'`);
  await s.database.db.execute(sql`update bm_item set inv_lower_limit = 20, inv_upper_limit = 60 where org_no = 'NWT' and item_no in ('P004', 'P005')`);
  await s.database.db.execute(sql`update bm_item set inv_lower_limit = null, inv_upper_limit = null where org_no = 'NWT' and item_no = 'P006'`);
  await generateReportHistory(s.database, { seed: 18, documents: 300, days: 360, items: ITEMS, cells, lots: ['', 'L1', 'L2'] });
  raw = (await rawRows(s.database)).filter((r) => ITEMS.includes(r.itemNo));
});
afterAll(() => s.close());

const report = (name: keyof typeof REPORTS, condition: Record<string, unknown>, options: { size?: number; headers?: Record<string, string> } = {}) =>
  s.call(`IReportService/${REPORTS[name].method}`, { current: 1, size: options.size ?? 1000, condition }, { token: s.token, headers: options.headers });

const byItem = (r: RawRow) => `${r.warehouseNo}|${r.itemNo}`;

describe('search rules of workflows §5', () => {
  it('should refuse every report without a narrowing field, in the caller language', async () => {
    for (const name of Object.keys(REPORTS) as (keyof typeof REPORTS)[]) {
      const answer = await report(name, { periodFrom, periodTo, ...(name === 'barcodeResume' ? { barcode: 'B1' } : {}) });
      expect([name, answer.code]).toEqual([name, name === 'barcodeResume' ? 0 : 11400]);
    }
    expect((await report('barcodeResume', { orgNo: 'NWT' })).code).toBe(11403);
    const zh = await report('stockAge', {}, { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.errorMessage).toBe('请至少填写一个筛选条件（组织、仓库、物料、物料组、批次、条码、任务、单据或作业人员）');
  });

  it('should require a date range on a period report unless an item or lot identifies it', async () => {
    expect((await report('inventoryAbc', { orgNo: 'NWT' })).code).toBe(11401);
    expect((await report('turnoverRate', { warehouseNo: 'WH-SEA', periodFrom })).code).toBe(11401);
    expect((await report('inventoryAbc', { itemNo: 'P001' })).code).toBe(0);
    expect((await report('turnoverRate', { lotNo: 'L1' })).code).toBe(0);
    expect((await report('stockAge', { orgNo: 'NWT' })).code).toBe(0);
  });

  it('should refuse a start after the end, and a span over a year or crossing a year into the same month', async () => {
    expect((await report('inventoryAbc', { orgNo: 'NWT', periodFrom: '2026-05-02', periodTo: '2026-05-01' })).code).toBe(11402);
    const tooLarge = await report('turnoverRate', { orgNo: 'NWT', periodFrom: '2025-03-01', periodTo: '2026-03-01' });
    expect([tooLarge.code, tooLarge.errorMessage]).toEqual([10047, expect.stringMatching(/request range is too large/)]);
    expect((await report('turnoverRate', { orgNo: 'NWT', periodFrom: '2025-03-01', periodTo: '2026-02-28' })).code).toBe(0);
    expect((await report('inventoryAbc', { orgNo: 'NWT', periodFrom: '2025-13-01', periodTo: '2026-02-28' })).code).toBe(10001);
  });

  it('should refuse cut-offs and day counts out of range', async () => {
    expect((await report('inventoryAbc', { orgNo: 'NWT', periodFrom, periodTo, aPercent: 0 })).code).toBe(10001);
    expect((await report('inventoryAbc', { orgNo: 'NWT', periodFrom, periodTo, aPercent: 90, bPercent: 20 })).code).toBe(10001);
    expect((await report('sluggishInventory', { orgNo: 'NWT', idleDays: 'x' })).code).toBe(10001);
  });

  it('should refuse an export the same way, before reading anything', async () => {
    const response = await s.app.inject({ method: 'POST', url: '/wms-restful/IReportService/exportexcel', headers: { 'authentication-info': s.token, 'accept-language': 'en-US' }, payload: { report: 'stockAge', condition: {} } });
    expect(response.json().code).toBe(11400);
  });
});

describe('figures against the raw ledger rows', () => {
  it('should split the on-hand into the age buckets by the receipt dates of the remaining FIFO layers', async () => {
    const answer = await report('stockAge', { orgNo: 'NWT' });
    expect(answer.code).toBe(0);
    const expected = Object.fromEntries(AGE_BUCKETS.map((b) => [b.field, new Decimal(0)]));
    let onHand = new Decimal(0);
    let groups = 0;
    for (const rows of groupBy(raw, byItem).values()) {
      const layers = remaining(rows);
      if (layers.length) groups += 1;
      for (const layer of layers) {
        const age = layer.at === null ? Infinity : dayNumber(today) - dayNumber(layer.at);
        const bucket = AGE_BUCKETS.find((b) => age >= b.from && age <= b.to) ?? AGE_BUCKETS[5];
        expected[bucket.field] = expected[bucket.field].plus(layer.qty);
        onHand = onHand.plus(layer.qty);
      }
    }
    expect(answer.data.total).toBe(groups);
    expect(answer.data.totals).toEqual({ onHand: onHand.toFixed(), ...Object.fromEntries(AGE_BUCKETS.map((b) => [b.field, expected[b.field].toFixed()])) });
    expect(answer.data.chart.buckets.map((b: { qty: string }) => b.qty)).toEqual(AGE_BUCKETS.map((b) => expected[b.field].toFixed()));
    expect(new Set(AGE_BUCKETS.filter((b) => !expected[b.field].isZero()).map((b) => b.field)).size).toBeGreaterThan(2);
  });

  it('should rank items by issued value and cut A, B and C at the configured shares, the same figures twice', async () => {
    const prices = await s.database.db.execute(sql`select item_no, coalesce(unit_price, 0)::text as p from bm_item where org_no = 'NWT'`);
    const price = new Map(prices.rows.map((r) => [String(r.item_no), new Decimal(String(r.p))]));
    const inPeriod = raw.filter((r) => isIssue(r) && dayNumber(r.at) >= fromDay && dayNumber(r.at) < toDay);
    const issued = [...groupBy(inPeriod, (r) => r.itemNo)].map(([itemNo, rows]) => ({ itemNo, qty: sum(rows.map((r) => r.delta)).negated() })).filter((x) => x.qty.gt(0));
    const values = issued.map((x) => ({ ...x, value: x.qty.times(price.get(x.itemNo) ?? 0) })).sort((a, b) => b.value.comparedTo(a.value) || a.itemNo.localeCompare(b.itemNo));
    const total = sum(values.map((v) => v.value));
    let before = new Decimal(0);
    const classes = values.map((v) => {
      const share = before.times(100).dividedBy(total);
      before = before.plus(v.value);
      return share.lt(60) ? 'A' : share.lt(90) ? 'B' : 'C';
    });
    const condition = { orgNo: 'NWT', periodFrom, periodTo, aPercent: 60, bPercent: 30 };
    const answer = await report('inventoryAbc', condition);
    expect(answer.data.records.map((r: { itemNo: string; abcClass: string }) => [r.itemNo, r.abcClass])).toEqual(values.map((v, i) => [v.itemNo, classes[i]]));
    expect(answer.data.totals).toEqual({
      issuedQty: sum(values.map((v) => v.qty)).toFixed(), issuedValue: total.toFixed(),
      countA: String(classes.filter((c) => c === 'A').length), countB: String(classes.filter((c) => c === 'B').length), countC: String(classes.filter((c) => c === 'C').length),
    });
    expect(answer.data.records.at(-1).cumulativeShare).toBe('100');
    expect((await report('inventoryAbc', condition)).data).toEqual(answer.data);
  });

  it('should compute opening, closing, average and issued per warehouse and item, and the turnover of the totals', async () => {
    const answer = await report('turnoverRate', { orgNo: 'NWT', periodFrom, periodTo });
    let opening = new Decimal(0);
    let closing = new Decimal(0);
    let issuedQty = new Decimal(0);
    for (const rows of groupBy(raw, byItem).values()) {
      opening = opening.plus(sum(rows.filter((r) => dayNumber(r.at) < fromDay).map((r) => r.delta)));
      closing = closing.plus(sum(rows.filter((r) => dayNumber(r.at) < toDay).map((r) => r.delta)));
      issuedQty = issuedQty.plus(sum(rows.filter((r) => isIssue(r) && dayNumber(r.at) >= fromDay && dayNumber(r.at) < toDay).map((r) => r.delta)).negated());
    }
    const average = opening.plus(closing).dividedBy(2);
    expect(answer.data.totals).toEqual({
      openingQty: opening.toFixed(), closingQty: closing.toFixed(), averageQty: average.toFixed(), issuedQty: issuedQty.toFixed(),
      turnoverRate: issuedQty.dividedBy(average).toDecimalPlaces(2).toFixed(), turnoverDays: new Decimal(toDay - fromDay).dividedBy(issuedQty.dividedBy(average)).toDecimalPlaces(2).toFixed(),
    });
    const months = answer.data.chart.months as { month: string; issued: string }[];
    expect(months[0].month).toBe(periodFrom.slice(0, 7));
    expect(months.at(-1)?.month).toBe(periodTo.slice(0, 7));
    expect(sum(months.map((m) => new Decimal(m.issued))).toFixed()).toBe(issuedQty.toFixed());
  });

  it('should list stock without an issue for the given days, idle since the last issue or the first receipt', async () => {
    const answer = await report('sluggishInventory', { orgNo: 'NWT', idleDays: 20 });
    const expected: string[] = [];
    let onHand = new Decimal(0);
    for (const [key, rows] of groupBy(raw, byItem)) {
      const held = sum(rows.map((r) => r.delta));
      if (held.lte(0)) continue;
      const issues = rows.filter((r) => r.action === 'issue').map((r) => r.at.getTime());
      const since = issues.length ? Math.max(...issues) : Math.min(...rows.filter((r) => r.delta.gt(0)).map((r) => r.at.getTime()));
      if (dayNumber(today) - dayNumber(new Date(since)) < 20) continue;
      expected.push(key);
      onHand = onHand.plus(held);
    }
    expect(answer.data.records.map((r: { warehouseNo: string; itemNo: string }) => `${r.warehouseNo}|${r.itemNo}`).sort()).toEqual(expected.sort());
    expect(answer.data.totals).toEqual({ onHand: onHand.toFixed() });
  });

  it('should compare on-hand with the item limits per warehouse', async () => {
    const answer = await report('waterLevel', { orgNo: 'NWT', itemNo: 'P00' });
    const onHand = [...groupBy(raw, byItem)].map(([key, rows]) => ({ key, qty: sum(rows.map((r) => r.delta)) })).filter((x) => !x.qty.isZero());
    expect(answer.data.totals).toEqual({ onHand: sum(onHand.map((x) => x.qty)).toFixed() });
    for (const row of answer.data.records.filter((r: { itemNo: string }) => ['P004', 'P005'].includes(r.itemNo))) {
      const qty = new Decimal(row.onHand);
      expect(row.waterLevel).toBe(qty.lt(20) ? '1' : qty.gt(60) ? '3' : '2');
    }
    expect(answer.data.records.find((r: { itemNo: string }) => r.itemNo === 'P006')?.waterLevel).toBe('0');
    const below = await report('waterLevel', { orgNo: 'NWT', waterLevel: '1' });
    expect(below.data.records.every((r: { waterLevel: string }) => r.waterLevel === '1')).toBe(true);
  });

  it('should date the expiry of each remaining lot layer by its receipt and the item shelf life', async () => {
    const life: Record<string, (at: Date) => Date> = {
      P001: (at) => new Date(at.getTime() + 200 * 86_400_000),
      P002: (at) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 6, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds())),
      P003: (at) => new Date(Date.UTC(at.getUTCFullYear() + 1, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds())),
    };
    const warn: Record<string, number> = { P001: 30, P002: 60, P003: 90 };
    const totals = { validity: new Decimal(0), expired: new Decimal(0), warning: new Decimal(0) };
    for (const rows of groupBy(raw.filter((r) => r.itemNo in life), (r) => `${byItem(r)}|${r.lotNo}`).values()) {
      for (const layer of remaining(rows)) {
        totals.validity = totals.validity.plus(layer.qty);
        if (!layer.at) continue;
        const left = dayNumber(life[rows[0].itemNo](layer.at)) - dayNumber(today);
        if (left <= 0) totals.expired = totals.expired.plus(layer.qty);
        else if (left <= warn[rows[0].itemNo]) totals.warning = totals.warning.plus(layer.qty);
      }
    }
    expect((await report('validityPeriod', { orgNo: 'NWT' })).data.totals).toEqual({ qty: totals.validity.toFixed() });
    expect((await report('expire', { orgNo: 'NWT' })).data.totals).toEqual({ qty: totals.expired.toFixed() });
    expect((await report('materialExpiry', { orgNo: 'NWT' })).data.totals).toEqual({ qty: totals.warning.toFixed() });
    expect(totals.expired.gt(0) && totals.validity.gt(totals.expired)).toBe(true);
  });
});

describe('barcode history', () => {
  it('should answer the ledger rows of the barcode label lot, oldest first, and none for an unknown barcode', async () => {
    const added = await s.as('IBmLabelService/addbmlabel', { barcode: 'RPT-L1-0001', barType: '1', orgNo: 'NWT', itemNo: 'P001', lotNo: 'L1', qty: '1', labelStatus: '1' });
    expect(added.code).toBe(0);
    const expected = raw.filter((r) => r.itemNo === 'P001' && r.lotNo === 'L1');
    const answer = await report('barcodeResume', { barcode: 'RPT-L1-0001' });
    expect(answer.data.total).toBe(expected.length);
    expect(answer.data.totals).toEqual({ onHandDelta: sum(expected.map((r) => r.delta)).toFixed() });
    const times = answer.data.records.map((r: { createDate: string }) => new Date(r.createDate).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await report('barcodeResume', { barcode: 'NO-SUCH-CODE' })).data.total).toBe(0);
  });
});

describe('drill-down, export and scope', () => {
  it('should answer the issue rows behind an ABC figure, summing to it', async () => {
    const top = (await report('inventoryAbc', { orgNo: 'NWT', periodFrom, periodTo })).data.records[0];
    const rows = await s.as(`IReportService/${REPORTS.inventoryAbc.method}ledger`, { current: 1, size: 1000, condition: { orgNo: 'NWT', itemNo: top.itemNo, periodFrom, periodTo } });
    expect(rows.code).toBe(0);
    expect(sum(rows.data.records.map((r: { onHandDelta: string }) => new Decimal(r.onHandDelta))).negated().toFixed()).toBe(top.issuedQty);
    expect(new Set(rows.data.records.map((r: { action: string }) => r.action))).toEqual(new Set(rows.data.records.some((r: { action: string }) => r.action === 'reverse') ? ['issue', 'reverse'] : ['issue']));
  });

  it('should answer the receipt postings behind a stock age row', async () => {
    const row = (await report('stockAge', { orgNo: 'NWT' })).data.records[0];
    const rows = await s.as(`IReportService/${REPORTS.stockAge.method}ledger`, { current: 1, size: 1000, condition: { orgNo: 'NWT', warehouseNo: row.warehouseNo, itemNo: row.itemNo } });
    expect(rows.data.total).toBeGreaterThan(0);
    expect(rows.data.records.every((r: { onHandDelta: string; warehouseNo: string }) => new Decimal(r.onHandDelta).gt(0) && r.warehouseNo === row.warehouseNo)).toBe(true);
    expect((await s.as(`IReportService/${REPORTS.stockAge.method}ledger`, { condition: { orgNo: 'NWT' } })).code).toBe(10001);
  });

  it('should export every row with localized headers and the totals row', async () => {
    const answer = await report('stockAge', { orgNo: 'NWT' });
    const response = await s.app.inject({ method: 'POST', url: '/wms-restful/IReportService/exportexcel', headers: { 'authentication-info': s.token, 'accept-language': 'zh-CN' }, payload: { report: 'stockAge', condition: { orgNo: 'NWT' } } });
    expect(response.headers['content-disposition']).toMatch(/stockAge\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('库龄');
    expect(sheet.rowCount).toBe(answer.data.total + 2);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(String(last.getCell(header.indexOf('150 天以上') + 1).value)).toBe(answer.data.totals.ageOver150);
  });

  it('should show a user only the warehouses of their data scope, and nothing without the report menu or the export flag', async () => {
    await createUser(s.database.db, { userNo: 'ldn-manager', orgs: ['NWT'], warehouses: ['WH-LDN'], grants: { '150102': ['isSearch'] } });
    const token = await s.login('ldn-manager', USER_PASSWORD);
    const age = await s.call(`IReportService/${REPORTS.stockAge.method}`, { condition: { orgNo: 'NWT' } }, { token });
    expect(new Set(age.data.records.map((r: { warehouseNo: string }) => r.warehouseNo))).toEqual(new Set(['WH-LDN']));
    expect((await s.call(`IReportService/${REPORTS.inventoryAbc.method}`, { condition: { orgNo: 'NWT', periodFrom, periodTo } }, { token })).code).toBe(10005);
    const exported = await s.app.inject({ method: 'POST', url: '/wms-restful/IReportService/exportexcel', headers: { 'authentication-info': token }, payload: { report: 'stockAge', condition: { orgNo: 'NWT' } } });
    expect(exported.json().code).toBe(10005);
  });
});
