/**
 * Purchase orders and the order answer (issue 14): the ERP's JSON call verifies all or nothing
 * like the import; the supplier accepts, rejects or proposes per line, the purchaser takes or
 * declines a proposal, an unanswered line is accepted automatically once overdue; every answer
 * has its audit row; the other side's answers are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoAcceptOverdueOrders } from '../../../src/server/asn/order-answer.ts';
import { ANSWER_HOURS } from '../../../src/shared/documents/order-answer.ts';
import { orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
beforeAll(async () => {
  t = await portalApp();
});
afterAll(() => t.close());

/** A proposed arrival date a week ahead of the run (a date before today is refused). */
const PROPOSED = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const P = 'ISrmPurchaseService';
const order = (purchaseSeq: number, extra: Record<string, unknown> = {}) => ({
  purchaseNo: 'PO-ERP1', purchaseSeq, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '12', expectArrivalDate: '2026-12-01', ...extra,
});
const erpLine = async (seq: number) => (await orderLines(t, 'S001')).find((l) => l.purchase_no === 'PO-ERP1' && Number(l.purchase_seq) === seq);
const target = (l: any) => ({ id: Number(l.id), version: Number(l.version) });

describe('purchase orders from an ERP', () => {
  it('should add order lines from the JSON call, pending the supplier\'s answer, and modify them by their key', async () => {
    const added = await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(1), order(2, { itemNo: 'P005', orderType: '3' })] });
    expect([added.code, added.data]).toEqual([0, { added: 2, updated: 0 }]);
    const updated = await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(1, { batchPurQty: '15' })] });
    expect(updated.data).toEqual({ added: 0, updated: 1 });
    const line = await erpLine(1);
    expect([line.batch_pur_qty, line.answer_status, line.on_way_qty, line.receive_qty]).toEqual(['15', '0', '0', '0']);
  });

  it('should refuse the whole call when one row is wrong, with its row issues', async () => {
    const answer = await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(3), order(4, { batchPurQty: '0', supplierNo: 'NOPE' })] });
    expect(answer.code).toBe(10011);
    expect(answer.details.rows[0].row).toBe(3);
    expect(await erpLine(3)).toBeUndefined();
  });

  it('should list the demo orders of Northwind to their supplier only', async () => {
    const mine = await t.as('sup1', `${P}/getsrmpurchaselistbyparams`, { current: 1, size: 100, condition: {} });
    expect(mine.data.records.every((r: any) => r.supplierNo === 'S001')).toBe(true);
    expect(mine.data.records.map((r: any) => r.purchaseNo)).toContain('PO-S001');
  });
});

describe('order answer', () => {
  it('should let the supplier accept and reject, keeping an audit row each', async () => {
    const [l1, l2] = [await erpLine(1), await erpLine(2)];
    const accepted = await t.as('sup1', `${P}/answerpurchase`, { action: 'accept', list: [target(l1)], answerRemark: 'OK' });
    expect(accepted.data[0].answerStatus).toBe('1');
    const noReason = await t.as('sup1', `${P}/answerpurchase`, { action: 'reject', list: [target(l2)], answerRemark: ' ' });
    expect([noReason.code, (await erpLine(2)).answer_status]).toEqual([11825, '0']);
    const rejected = await t.as('sup1', `${P}/answerpurchase`, { action: 'reject', list: [target(l2)], answerRemark: 'Item discontinued' });
    expect(rejected.data[0].answerStatus).toBe('2');
    const purchaserList = await t.as('buyer', `${P}/getsrmpurchaselistbyparams`, { current: 1, size: 100, condition: { purchaseNo: 'PO-ERP1' } });
    expect(purchaserList.data.records.find((r: any) => r.id === Number(l2.id)).answerRemark).toBe('Item discontinued');
    const again = await t.as('sup1', `${P}/answerpurchase`, { action: 'reject', list: [target(await erpLine(1))], answerRemark: 'No' });
    expect(again.errorMessage).toBe('Order PO-ERP1 line 1 is not waiting for this answer (answer status 1)');
    const audit = await t.as('buyer', `${P}/getpurchaseanswerlist`, { id: Number(l1.id) });
    expect(audit.data.map((a: any) => [a.action, a.fromStatus, a.toStatus, a.operator, a.remark])).toEqual([['accept', '0', '1', 'sup1', 'OK']]);
  });

  it('should take a proposal of another quantity and date, or decline it back to pending', async () => {
    await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(5), order(6)] });
    const [l5, l6] = [await erpLine(5), await erpLine(6)];
    expect((await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l5)] })).code).toBe(11821);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l5)], answerDate: yesterday });
    expect([past.code, past.errorMessage]).toEqual([11826, `A proposed arrival date must be today (${new Date().toISOString().slice(0, 10)}) or later, not ${yesterday}`]);
    const deadlines = await t.as('sup1', `${P}/getpurchaseanswerdeadlines`, { ids: [Number(l5.id)] });
    expect(deadlines.data[0].rule).toEqual({ ruleNo: 'ANS-48H', canReject: true, canChangeDate: true, canChangeQty: false });
    // The demo's order answer rule ANS-48H lets suppliers change dates, not quantities.
    const refused = await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l5), target(l6)], answerQty: '10', answerDate: PROPOSED });
    expect(refused.errorMessage).toBe('Order PO-ERP1 line 5: the order answer rule ANS-48H does not allow suppliers to propose another quantity');
    await t.database.db.execute(sql`update srm_answer_rule set can_change_qty = true where rule_no = 'ANS-48H'`);
    const proposed = await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l5), target(l6)], answerQty: '10', answerDate: PROPOSED });
    expect(proposed.data.map((r: any) => r.answerStatus)).toEqual(['3', '3']);
    expect((await t.as('sup1', `${P}/confirmpurchaseanswer`, { action: 'confirm', list: [target(await erpLine(5))] })).code).toBe(10005);
    const taken = await t.as('buyer', `${P}/confirmpurchaseanswer`, { action: 'confirm', list: [target(await erpLine(5))] });
    expect([taken.data[0].answerStatus, taken.data[0].batchPurQty, taken.data[0].expectArrivalDate]).toEqual(['1', '10', PROPOSED]);
    const declined = await t.as('buyer', `${P}/confirmpurchaseanswer`, { action: 'decline', list: [target(await erpLine(6))] });
    expect([declined.data[0].answerStatus, declined.data[0].batchPurQty]).toEqual(['0', '12']);
  });

  it("should refuse a rejection or a proposal that the order answer rule in force does not allow, the supplier's own rule first", async () => {
    await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(7), order(8, { orderType: '3' })] });
    const [l7, l8] = [await erpLine(7), await erpLine(8)];
    await t.database.db.execute(sql`insert into srm_answer_rule (org_no, supplier_no, rule_no, rule_name, deadline_hours, can_reject, can_change_date, can_change_qty, status_code)
      values ('NWT', 'S001', 'ANS-S001', 'Exotic Liquids', 48, false, false, true, 1), ('NWT', 'S001', 'ANS-S001-VMI', 'Exotic Liquids VMI', 48, true, true, true, 1)`);
    await t.database.db.execute(sql`update srm_answer_rule set order_type = '3' where rule_no = 'ANS-S001-VMI'`);
    const rejected = await t.as('sup1', `${P}/answerpurchase`, { action: 'reject', list: [target(l7)], answerRemark: 'No capacity' });
    expect([rejected.code, rejected.errorMessage]).toEqual([11822, 'Order PO-ERP1 line 7: the order answer rule ANS-S001 does not allow suppliers to reject the order']);
    expect((await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l7)], answerDate: PROPOSED })).code).toBe(11823);
    expect((await t.as('sup1', `${P}/answerpurchase`, { action: 'propose', list: [target(l7)], answerQty: '11' })).data[0].answerStatus).toBe('3');
    expect((await t.as('sup1', `${P}/answerpurchase`, { action: 'reject', list: [target(l8)], answerRemark: 'No capacity' })).data[0].answerStatus).toBe('2');
    const audit = await t.database.db.execute(sql`select count(*)::int as n from srm_purchase_answer where purchase_id = ${Number(l7.id)} and action <> 'propose'`);
    expect(audit.rows[0].n).toBe(0);
  });

  it('should refuse a staff user answering for the supplier and another supplier answering at all', async () => {
    const l6 = await erpLine(6);
    expect((await t.call(`${P}/answerpurchase`, { action: 'accept', list: [target(l6)] }, { token: await t.login() })).code).toBe(10005);
    expect((await t.as('sup2', `${P}/answerpurchase`, { action: 'accept', list: [target(l6)] })).code).toBe(10002);
    expect((await erpLine(6)).answer_status).toBe('0');
  });

  it('should accept lines pending past their deadline automatically, as the system, and leave the others', async () => {
    await t.database.db.execute(sql`update srm_purchase_line set create_date = now() - make_interval(hours => ${ANSWER_HOURS + 1}) where purchase_no = 'PO-ERP1' and purchase_seq = 6`);
    const pendingBefore = (await orderLines(t, 'S001')).filter((l) => l.answer_status === '0').length;
    expect(await autoAcceptOverdueOrders(t.database.db, new Date())).toBe(1);
    const l6 = await erpLine(6);
    expect(l6.answer_status).toBe('1');
    expect((await orderLines(t, 'S001')).filter((l) => l.answer_status === '0').length).toBe(pendingBefore - 1);
    const audit = await t.as('buyer', `${P}/getpurchaseanswerlist`, { id: Number(l6.id) });
    expect(audit.data.at(-1)).toMatchObject({ action: 'autoAccept', fromStatus: '0', toStatus: '1', operator: 'system' });
    const events = await t.database.db.execute(sql`select payload, scope from event_outbox where type = 'order.answer' and payload->>'action' = 'autoAccept'`);
    expect(events.rows).toHaveLength(1);
    // Scoped to the line's supplier too, so the supplier's hub gets it (record 0967).
    expect((events.rows[0].scope as { supplierNo?: string }).supplierNo).toBe((events.rows[0].payload as { supplierNo: string }).supplierNo);
    expect(await autoAcceptOverdueOrders(t.database.db, new Date())).toBe(0);
  });

  it("should give each line the deadline of its rule in force, show it only to the line's supplier and accept by it", async () => {
    await t.as('buyer', `${P}/syncpurchaseorders`, { orders: [order(9), order(10, { orderType: '3' })] });
    await t.database.db.execute(sql`update srm_answer_rule set deadline_hours = 24 where rule_no = 'ANS-S001'`);
    await t.database.db.execute(sql`update srm_purchase_line set create_date = now() - interval '25 hours' where purchase_no = 'PO-ERP1' and purchase_seq in (9, 10)`);
    const [l9, l10] = [await erpLine(9), await erpLine(10)];
    const ids = [Number(l9.id), Number(l10.id)];
    const created = await t.database.db.execute(sql`select create_date from srm_purchase_line where id = ${ids[0]}`);
    const createdAt = new Date(created.rows[0].create_date as string).getTime();

    const answer = await t.as('sup1', `${P}/getpurchaseanswerdeadlines`, { ids });
    const deadline = new Map(answer.data.map((d: any) => [d.id, Date.parse(d.answerDeadline)]));
    // Line 9 falls under ANS-S001 (now 24 hours), line 10 (order type 3) under ANS-S001-VMI (48 hours).
    expect([deadline.get(ids[0]), deadline.get(ids[1])]).toEqual([createdAt + 24 * 3_600_000, createdAt + 48 * 3_600_000]);
    expect((await t.as('sup2', `${P}/getpurchaseanswerdeadlines`, { ids })).data).toEqual([]);

    expect(await autoAcceptOverdueOrders(t.database.db, new Date())).toBe(1);
    expect([(await erpLine(9)).answer_status, (await erpLine(10)).answer_status]).toEqual(['1', '0']);
  });
});
