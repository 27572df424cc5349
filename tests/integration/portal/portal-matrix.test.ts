/**
 * The supplier portal's authorization matrix (issue 14 "Security"): two suppliers and enterprise
 * users of another organisation and of another warehouse call every portal call (ISrmAsnService,
 * ISrmPurchaseService, generic and own; the dock appointments a supplier books, IDockAppointmentService;
 * the door pages and the supplier's to-do list, ISrmDoorService) with the ids of rows they may not see: no answer carries a
 * foreign row, and no table of the portal (nor the arrival notes) changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { createUser } from '../../support/users.ts';
import { hourFromNow } from '../yard/yard-support.ts';
import { acceptAll, orderLines, portalApp, PURCHASER_GRANTS, type PortalApp } from './portal-support.ts';

const PORTAL_SERVICES = ['ISrmAsnService', 'ISrmPurchaseService', 'IDockAppointmentService', 'ISrmDoorService'];
const TABLES = ['srm_purchase_line', 'srm_asn_head', 'srm_asn_line', 'srm_asn_pack', 'srm_asn_receipt', 'srm_asn_track', 'srm_purchase_answer', 'in_arrive_head', 'yard_appointment'];
const ACTIONS: Record<string, string> = { answerpurchase: 'accept', confirmpurchaseanswer: 'confirm' };

let t: PortalApp;
const asns: Record<string, { id: number; version: number; asnNo: string }> = {};
const lines: Record<string, { id: number; version: number }> = {};

async function snapshot(): Promise<string[]> {
  const digests: string[] = [];
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select coalesce(md5(string_agg(t::text, ',' order by t.id)), '') as d from ${table} t`));
    digests.push(`${table}:${result.rows[0].d}`);
  }
  return digests;
}

beforeAll(async () => {
  t = await portalApp();
  await createUser(t.database.db, { userNo: 'outsider', grants: PURCHASER_GRANTS, orgs: ['NOPE'] });
  await createUser(t.database.db, { userNo: 'london', grants: PURCHASER_GRANTS, orgs: ['NWT'], warehouses: ['WH-LDN'] });
  for (const user of ['outsider', 'london']) t.tokens[user] = await t.login(user, 'User-12345');
  await acceptAll(t, 'sup1', 'S001');
  await acceptAll(t, 'sup2', 'S002');
  for (const [user, supplierNo] of [['sup1', 'S001'], ['sup2', 'S002']]) {
    const [line] = await orderLines(t, supplierNo);
    const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' };
    const answer = await t.as(user, 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }] });
    // Approved (where the execution policy asks for it), so a dock slot may be booked for it.
    const approved = answer.data.checkStatus === '0' ? (await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: answer.data.id, version: answer.data.version }] })).data[0] : answer.data;
    asns[supplierNo] = approved;
    const [fresh] = await orderLines(t, supplierNo);
    lines[supplierNo] = { id: Number(fresh.id), version: Number(fresh.version) };
  }
});
afterAll(() => t.close());

/** A body naming the foreign rows of `supplierNo` in every shape a portal call takes. */
function foreignBody(service: string, method: string, supplierNo: string): Record<string, unknown> {
  const row = service === 'ISrmAsnService' ? asns[supplierNo] : lines[supplierNo];
  const target = { id: row.id, version: row.version };
  return {
    ...target, ids: [target.id], list: [target], delList: [target], action: ACTIONS[method], answerQty: '1', answerDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    current: 1, size: 100, condition: {},
    head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: lines[supplierNo].id, deliveryQty: '1' }],
    orders: [{ purchaseNo: `PO-${supplierNo}`, purchaseSeq: 1, purchaseBatchSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo, itemNo: 'P002', batchPurQty: '1', expectArrivalDate: '2026-12-01' }],
    purchaseNo: `PO-${supplierNo}`, asnNo: asns[supplierNo].asnNo, slotStart: hourFromNow(3), from: hourFromNow(0), dayStart: hourFromNow(-24),
  };
}

const portalCalls = CALLS.filter((call) => PORTAL_SERVICES.includes(call.service));

describe('supplier portal authorization matrix', () => {
  it('should cover the portal calls', () => {
    expect(portalCalls.length).toBeGreaterThanOrEqual(17);
  });

  it('should reach the caller\'s own rows with the same bodies (so a refusal above is the scope, not the body)', async () => {
    const own = async (path: string) => JSON.stringify((await t.as('sup1', path, foreignBody(path.split('/')[0], path.split('/')[1], 'S001'))).data);
    for (const path of ['ISrmAsnService/getasnbyid', 'ISrmAsnService/getasnlist', 'ISrmPurchaseService/getsrmpurchaselistbyparams']) {
      expect(await own(path)).toContain('S001');
    }
    for (const path of ['IDockAppointmentService/slots', 'IDockAppointmentService/book']) expect(await own(path)).toContain(asns.S001.asnNo);
    expect(await own('ISrmDoorService/getSupplierToDo')).toContain(asns.S001.asnNo);
  });

  it.each([
    ['sup1', ['S002']],
    ['sup2', ['S001']],
    ['outsider', ['S001', 'S002']],
    ['london', ['S001', 'S002']],
  ])('should give %s no foreign row and accept no foreign write', async (user, foreign) => {
    const before = await snapshot();
    const leaks: string[] = [];
    for (const supplierNo of foreign) {
      const markers = [`PO-${supplierNo}`, asns[supplierNo].asnNo, `"supplierNo":"${supplierNo}"`];
      for (const call of portalCalls) {
        const answer = await t.as(user, `${call.service}/${call.method}`, foreignBody(call.service, call.method, supplierNo));
        const text = JSON.stringify(answer.data ?? null);
        if (answer.code === 0 && markers.some((m) => text.includes(m))) leaks.push(`${call.service}/${call.method} showed ${supplierNo}'s rows`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
