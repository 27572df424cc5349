/**
 * The supplier rules that change what an ASN may do (workflows §6 "suppliers ... create ASNs only
 * as allowed by execution rules", "frozen suppliers cannot create delivery notes"; issue 26): the
 * shipping rule's asnAdvanceDays refuses a delivery date too far ahead before any write, and the
 * procurement execution configuration's flags isAsnApproval (approved at creation when off),
 * isFrozenCheck (a frozen supplier may ship when off) and isPartialReceipt (a receipt must take
 * everything when off) act as stored; the order delivery setting in force (validity dates holding
 * today) sets the window of a receipt's delivery status.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let admin: string;
beforeAll(async () => {
  t = await portalApp();
  admin = await t.login();
  await acceptAll(t, 'sup1', 'S001');
});
afterAll(() => t.close());

const S = 'ISrmAsnService';
/** yyyy-MM-dd of today (UTC, as the server counts) plus `days`. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const create = async (deliveryDate: string, qty = '1') => {
  const [l1] = await orderLines(t, 'S001');
  return t.as('sup1', `${S}/addasn`, { head: { deliveryDate, expectedArrivalDate: deliveryDate }, lines: [{ purchaseId: Number(l1.id), deliveryQty: qty }] });
};
const asnCount = async () => Number((await t.database.db.execute(sql`select count(*)::int as n from srm_asn_head`)).rows[0].n);
const arrivalCount = async () => Number((await t.database.db.execute(sql`select count(*)::int as n from in_arrive_head`)).rows[0].n);
const configure = (flags: Record<string, boolean>) => t.call('ISrmExecuteConfigService/addsrmexecuteconfig', {
  orgNo: 'NWT', supplierNo: 'S001', configNo: 'EXE-S001', configName: 'Exotic Liquids execution', ...flags,
}, { token: admin });

describe('shipping rule: ASN advance days', () => {
  it('should refuse a delivery date beyond the advance days of the shipping rule and write nothing', async () => {
    const before = { asns: await asnCount(), onWay: (await orderLines(t, 'S001'))[0].on_way_qty };
    const refused = await create(dayFromToday(30));
    expect(refused.code).toBe(ERROR_CODES.ASN_TOO_FAR_AHEAD);
    expect(refused.errorMessage).toMatch(/^Delivery date \d{4}-\d\d-\d\d is too far ahead: the shipping rule SHIP-STD allows an ASN at most 1 days before delivery \(latest \d{4}-\d\d-\d\d\)$/);
    expect({ asns: await asnCount(), onWay: (await orderLines(t, 'S001'))[0].on_way_qty }).toEqual(before);
  });

  it('should accept a delivery today and one the rule allows ahead', async () => {
    expect((await create(dayFromToday(0))).code).toBe(0);
    expect((await create(dayFromToday(1))).code).toBe(0);
  });
});

describe('procurement execution configuration', () => {
  it('should approve a new ASN at once and let a frozen supplier ship when the configuration turns approval and the frozen check off', async () => {
    await t.database.db.execute(sql`update bm_supplier set is_delivery_frozen = true where supplier_no = 'S001'`);
    expect((await create(dayFromToday(0))).code).toBe(ERROR_CODES.ASN_SUPPLIER_FROZEN);
    expect((await configure({ isAsnApproval: false, isFrozenCheck: false, isPartialReceipt: false })).code).toBe(0);
    const created = await create(dayFromToday(0), '3');
    expect([created.code, created.data.checkStatus]).toEqual([0, '2']);
    const asn = (await t.as('sup1', `${S}/getasnbyid`, { id: created.data.id })).data;
    expect(asn.tracking.map((s: { action: string }) => s.action)).toEqual(['create', 'approve']);
    await t.database.db.execute(sql`update bm_supplier set is_delivery_frozen = false where supplier_no = 'S001'`);
  });

  it('should refuse a partial receipt when the configuration does not allow one, changing nothing, and take the whole ASN', async () => {
    const created = (await create(dayFromToday(0), '3')).data;
    const arrivals = await arrivalCount();
    const refused = await t.as('buyer', `${S}/receiveasn`, { id: created.id, version: created.version, lines: [{ lineNo: 1, qty: '2' }] });
    expect([refused.code, refused.errorMessage]).toEqual([ERROR_CODES.ASN_PARTIAL_RECEIPT_REFUSED, `${created.asnNo} must be received in full (1 still unreceived): the execution configuration EXE-S001 does not allow partial receipts`]);
    expect(await arrivalCount()).toBe(arrivals);
    expect((await t.as('buyer', `${S}/getasnbyid`, { id: created.id })).data).toMatchObject({ checkStatus: '2', version: created.version });
    const whole = await t.as('buyer', `${S}/receiveasn`, { id: created.id, version: created.version });
    expect([whole.code, whole.data.checkStatus]).toEqual([0, '4']);
  });
});

describe('order delivery settings', () => {
  const setting = (settingNo: string, validFrom: string, validTo: string) => t.call('ISrmDeliverySettingService/addsrmdeliverysetting', {
    orgNo: 'NWT', supplierNo: 'S001', settingNo, settingName: settingNo, allowAheadDays: 30, allowOverdueDays: 30, previewDays: 7, lockDays: 1, validFrom, validTo,
  }, { token: admin });
  const receivedStatus = async () => {
    const [l1] = await orderLines(t, 'S001');
    const created = (await t.as('sup1', `${S}/addasn`, { head: { deliveryDate: dayFromToday(0), expectedArrivalDate: dayFromToday(5) }, lines: [{ purchaseId: Number(l1.id), deliveryQty: '1' }] })).data;
    const received = await t.as('buyer', `${S}/receiveasn`, { id: created.id, version: created.version });
    return [received.code, received.data.deliveryStatus];
  };

  it('should judge a receipt five days before the expected date by the window in force, ignoring a setting outside its validity dates', async () => {
    expect((await setting('DLV-S001-OLD', '2020-01-01', dayFromToday(-1))).code).toBe(0);
    expect(await receivedStatus()).toEqual([0, 'early']);
    expect((await setting('DLV-S001', dayFromToday(-1), dayFromToday(30))).code).toBe(0);
    expect(await receivedStatus()).toEqual([0, 'normal']);
  });
});
