/**
 * The supplier's day (issue 23, ISrmDoorService/getSupplierToDo): a supplier's to-do list holds its
 * order lines awaiting an answer with their deadlines and item names, its approved ASNs not yet at
 * the gate with their dock slot, its dock appointments of today and tomorrow whose truck is not
 * received yet, the pallets received
 * with a discrepancy and its unread news, and nothing of another supplier; staff are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourFromNow } from '../yard/yard-support.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

const TODO = 'ISrmDoorService/getSupplierToDo';
let t: PortalApp;
let asn: { id: number; version: number; asnNo: string };
const today = () => { const d = new Date(); d.setUTCHours(0, 0, 0, 0); return d.toISOString(); };

beforeAll(async () => {
  t = await portalApp();
});
afterAll(() => t.close());

describe("the supplier's to-do list", () => {
  it('should list the order lines awaiting an answer, soonest deadline first, with item name and own item code', async () => {
    const { data, code } = await t.as('sup1', TODO, { dayStart: today() });
    expect(code).toBe(0);
    const lines = await orderLines(t, 'S001');
    expect(data.orderLines.map((l: any) => l.id)).toEqual(lines.map((l) => Number(l.id)));
    expect(data.totals).toEqual({ orderLines: lines.length, asnsToShip: 0, refusedAsns: 0, appointments: 0, discrepancies: 0, news: data.news.length });
    for (const line of data.orderLines) {
      expect(Date.parse(line.answerDeadline)).toBeGreaterThan(Date.now());
      expect(line.supplierItemNo).toMatch(/^V001-\d{4}$/);
      expect(line.itemName).toBeTruthy();
    }
    const other = (await t.as('sup2', TODO, { dayStart: today() })).data;
    expect(other.orderLines.length).toBeGreaterThan(0);
    expect(other.orderLines.some((l: any) => data.orderLines.some((m: any) => m.id === l.id))).toBe(false);
  });

  it('should list an approved ASN to ship with its dock appointment, and the appointment under today and tomorrow', async () => {
    await acceptAll(t, 'sup1', 'S001');
    const [line] = await orderLines(t, 'S001');
    const created = (await t.as('sup1', 'ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }] })).data;
    asn = created.checkStatus === '0' ? (await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.id, version: created.version }] })).data[0] : created;
    const before = (await t.as('sup1', TODO, { dayStart: today() })).data;
    expect(before.orderLines).toEqual([]);
    expect(before.asnsToShip.map((a: any) => [a.asnNo, a.slotStart])).toEqual([[asn.asnNo, null]]);
    const slotStart = hourFromNow(3);
    expect((await t.as('sup1', 'IDockAppointmentService/book', { asnNo: asn.asnNo, slotStart })).code).toBe(0);
    const after = (await t.as('sup1', TODO, { dayStart: today() })).data;
    expect(after.asnsToShip.map((a: any) => [a.asnNo, new Date(a.slotStart).toISOString()])).toEqual([[asn.asnNo, slotStart]]);
    expect(after.appointments.map((a: any) => [a.asnNo, new Date(a.slotStart).toISOString(), a.status])).toEqual([[asn.asnNo, slotStart, 'booked']]);
    // Three days on, the appointment is no longer today's or tomorrow's.
    const later = new Date(Date.parse(today()) + 3 * 86_400_000).toISOString();
    expect((await t.as('sup1', TODO, { dayStart: later })).data.appointments).toEqual([]);
    const other = (await t.as('sup2', TODO, { dayStart: today() })).data;
    expect(JSON.stringify(other)).not.toContain(asn.asnNo);
  });

  it('should list the pallets received with a discrepancy, only to their supplier', async () => {
    const db = t.database.db;
    const { rows: [checkIn] } = await db.execute(sql`insert into yard_check_in (queue_no, queue_day, asn_no, org_no, warehouse_no, supplier_no, supplier_name, door_no, driver_name, driver_phone, plate_no, state, arrival, create_name, update_name)
      values (1, '2026-11-27', ${asn.asnNo}, 'NWT', 'WH-SEA', 'S001', 'Exotic Liquids', 'D1', 'Ann', '555', 'WA-1', 'checkedOut', 'onTime', 'test', 'test') returning id`);
    await db.execute(sql`insert into yard_pallet_scan (check_in_id, asn_no, sscc, outcome, counted_qty, create_name, update_name)
      values (${checkIn.id}, ${asn.asnNo}, '003123456789012345', 'short', 3, 'test', 'test'), (${checkIn.id}, ${asn.asnNo}, '003123456789012352', 'ok', null, 'test', 'test')`);
    const mine = (await t.as('sup1', TODO, { dayStart: today() })).data;
    expect(mine.discrepancies.map((d: any) => [d.asnNo, d.asnId, d.sscc, d.outcome])).toEqual([[asn.asnNo, Number(asn.id), '003123456789012345', 'short']]);
    // Checked in at the gate: no longer an ASN to ship; received and gone: no longer today's appointment
    // (the walk saw received trucks listed as today's), and the appointment list says where the truck is.
    expect(mine.asnsToShip).toEqual([]);
    expect(mine.appointments).toEqual([]);
    const listed = (await t.as('sup1', 'IDockAppointmentService/list', { current: 1, size: 20, condition: { asnNo: asn.asnNo } })).data.records;
    expect(listed.map((a: any) => [a.asnNo, a.status, a.state])).toEqual([[asn.asnNo, 'booked', 'checkedOut']]);
    expect((await t.as('sup2', TODO, { dayStart: today() })).data.discrepancies).toEqual([]);
  });

  it("should list a line counted short on the console's Receive among the discrepancies, only to its supplier", async () => {
    const [line] = await orderLines(t, 'S001');
    const created = (await t.as('sup1', 'ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: Number(line.id), deliveryQty: '4' }] })).data;
    const approved = created.checkStatus === '0' ? (await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.id, version: created.version }] })).data[0] : created;
    const received = await t.as('buyer', 'ISrmAsnService/receivecountedasn', { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '3' }] });
    expect(received.code, received.errorMessage).toBe(0);
    const mine = (await t.as('sup1', TODO, { dayStart: today() })).data;
    expect(mine.discrepancies[0]).toMatchObject({ source: 'console', asnNo: created.asnNo, asnId: Number(created.id), lineNo: 1, itemNo: line.item_no, outcome: 'short', countedQty: '3', expectedQty: '4' });
    expect(mine.discrepancies.map((d: any) => d.source)).toEqual(['console', 'dock']);
    expect(mine.totals.discrepancies).toBe(2);
    expect(JSON.stringify((await t.as('sup2', TODO, { dayStart: today() })).data.discrepancies)).not.toContain(created.asnNo);
  });

  it('should count the same unread news as the home page summary', async () => {
    const [todo, summary] = await Promise.all([t.as('sup1', TODO, { dayStart: today() }), t.as('sup1', 'ISrmDoorService/getDoorSummary', {})]);
    expect(todo.data.totals.news).toBe(summary.data.counts.unreadNews);
    expect(todo.data.news.length).toBe(Math.min(summary.data.counts.unreadNews, 20));
  });

  it('should count every order line awaiting an answer, not only the 20 listed (the heading agrees with Order answer)', async () => {
    const db = t.database.db;
    const { rows } = await db.execute(sql`select column_name as name from information_schema.columns
      where table_name = 'srm_purchase_line' and column_name not in ('id', 'purchase_seq', 'answer_status', 'version') and is_generated = 'NEVER' and identity_generation is null`);
    const columns = sql.raw(rows.map((r: any) => `"${String(r.name)}"`).join(', '));
    const [line] = await orderLines(t, 'S001');
    await db.execute(sql`insert into srm_purchase_line (${columns}, purchase_seq, answer_status)
      select ${columns}, 1000 + n, '0' from srm_purchase_line, generate_series(1, 25) as n where id = ${Number(line.id)}`);
    const { data } = await t.as('sup1', TODO, { dayStart: today() });
    const pending = (await t.as('sup1', 'ISrmPurchaseService/getordertracing', { current: 1, size: 100, condition: { answerStatus: '0' } })).data;
    expect([data.orderLines.length, data.totals.orderLines, pending.total]).toEqual([20, 25, 25]);
  });

  it('should refuse staff users and a day that is no time', async () => {
    expect((await t.as('buyer', TODO, { dayStart: today() })).code).not.toBe(0);
    expect((await t.as('sup1', TODO, { dayStart: 'tomorrow' })).code).not.toBe(0);
  });
});
