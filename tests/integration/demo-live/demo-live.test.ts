/**
 * The live demo (issue 30): on the demo database with its opening stock, the simulator advanced
 * tick by tick (no timers) works the warehouse through the product's calls as its demo users:
 * afterwards every big-screen panel's call shows today's work (inbound and outbound lines done,
 * picking rate, hourly lines, water level, docks, cells; open tasks after some tick), an ASN a
 * person made is left to that person, dock slots are booked within capacity and confirmed by the buyer (walk 12-23), the operation journal names the demo user of each role with the Request-Id of each call, and the ledger and staging invariants hold. Without the demo marker, or with
 * WMS_DEMO_LIVE=0, nothing starts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoDatabase, startDemoLive } from '../../../src/server/demo-live/demo-live.ts';
import { createSimulator, type Simulator, type TickResult } from '../../../src/server/demo-live/simulator.ts';
import { demoUser } from '../../../src/server/demo/load-demo.ts';
import { loadDemoStock } from '../../../src/server/demo/stock-demo.ts';
import { invariantViolations, stagingBreaches } from '../../../src/server/ledger/invariants.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { testApp } from '../../support/test-app.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';

/** Ticks of the simulator: enough for orders to be answered, shipped, received, put away, picked and shipped. */
const TICKS = 90;

let s: Session;
let simulator: Simulator;
let results: TickResult[] = [];
/** The most open tasks the big screen's Open tasks panel showed after any tick. */
let openTasksSeen = 0;
/** An ASN waiting for approval, handed to a person (as if a real supplier user had made it) once the demo had made one. */
let personsAsn: string | undefined;
beforeAll(async () => {
  s = await inventoryApp();
  await loadDemoStock(s.database, await demoUser(s.database));
  simulator = createSimulator(s.app, s.database.db);
  const personsOrder = await s.as('ISrmPurchaseService/syncpurchaseorders', { orders: [{
    purchaseNo: 'PO-PERSON-1', purchaseSeq: 1, purchaseBatchSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', orderType: '1',
    itemNo: 'P003', batchPurQty: '10', expectArrivalDate: new Date().toISOString().slice(0, 10),
  }] });
  expect(personsOrder.code).toBe(0);
  for (let tick = 0; tick < TICKS; tick++) {
    results.push(...(await simulator.advance(1)));
    personsAsn ??= (await s.database.db.execute(sql`update srm_asn_head set create_name = 's001.person'
      where id = (select min(id) from srm_asn_head where check_status = '0' and create_name like 'demo.%') returning asn_no`)).rows[0]?.asn_no as string | undefined;
    openTasksSeen = Math.max(openTasksSeen, (await s.as('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' })).data.total);
  }
}, 600_000);
afterAll(() => s.close());

const report = async (method: string, body: Record<string, unknown> = {}) => {
  const answer = await s.as(`IReportService/${method}`, { warehouseNo: 'WH-SEA', ...body });
  expect(answer.errorMessage ?? '').toBe('');
  return answer.data;
};

describe('the live demo', () => {
  it('should work the warehouse through the day so every big-screen panel shows figures of today', async () => {
    console.log(`demo-live: ${results.filter(Boolean).length} of ${TICKS} ticks acted; ${JSON.stringify(Object.fromEntries(simulator.stats.actions))}; refusals ${JSON.stringify(Object.fromEntries(simulator.stats.refusals))}`);
    expect([simulator.stats.serverErrors, simulator.stats.refused]).toEqual([0, 0]);
    const progress = await report('getTodayProgress', { timeZone: 'UTC' });
    expect(progress.inbound.linesDone).toBeGreaterThan(0);
    expect(progress.outbound.linesDone).toBeGreaterThan(0);
    expect(progress.pickingRate).toBeGreaterThan(0);
    expect(progress.hourly.some((h: { inbound: number; outbound: number }) => h.inbound > 0)).toBe(true);
    expect(progress.hourly.some((h: { inbound: number; outbound: number }) => h.outbound > 0)).toBe(true);
    expect(openTasksSeen).toBeGreaterThan(0);
    const water = await report('getInventoryWaterLevel');
    expect(water.below + water.normal + water.above).toBeGreaterThan(0);
    expect((await report('getDockStatus')).docks.length).toBeGreaterThan(0);
    expect((await report('getCellOccupancy')).cells.some((c: { onHand: string }) => Number(c.onHand) > 0)).toBe(true);
  });

  it('should let every demo role act under its own user with request ids, in the operation journal', async () => {
    const { rows } = await s.database.db.execute(sql`select user_no, count(*)::int as calls, count(client_request_id)::int as with_id from sys_operation_log
      where user_no like 'demo.%' group by user_no order by user_no`);
    expect(rows.map((r) => r.user_no)).toEqual(expect.arrayContaining(['demo.buyer', 'demo.counter', 'demo.gate', 'demo.manager', 'demo.picker', 'demo.receiver', 'demo.S001']));
    for (const row of rows) expect([row.user_no, row.with_id]).toEqual([row.user_no, row.calls]);
  });

  it('should leave the ASNs a person made to that person: not approved, booked, checked in nor received by the demo', async () => {
    expect(personsAsn).toBeDefined();
    const [asn] = (await s.database.db.execute(sql`select check_status,
      (select count(*)::int from yard_appointment a where a.asn_no = h.asn_no) as slots, (select count(*)::int from yard_check_in c where c.asn_no = h.asn_no) as trucks
      from srm_asn_head h where asn_no = ${personsAsn}`)).rows;
    expect(asn).toEqual({ check_status: '0', slots: 0, trucks: 0 });
  });

  it("should leave a person's purchase order to its supplier's people: neither answered nor shipped by the demo", async () => {
    const { rows } = await s.database.db.execute(sql`select answer_status, on_way_qty::float8 as on_way, receive_qty::float8 as received from srm_purchase_line where purchase_no = 'PO-PERSON-1'`);
    expect(rows).toEqual([{ answer_status: '0', on_way: 0, received: 0 }]);
  });

  it('should book dock slots within each door-hour\'s capacity, spread over doors, and have the buyer confirm each booking', async () => {
    const { rows } = await s.database.db.execute(sql`select a.door_no, a.slot_start, a.status, d.capacity_per_hour from yard_appointment a
      join yard_dock_door d on d.warehouse_no = a.warehouse_no and d.door_no = a.door_no where a.create_name like 'demo.%'`);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.filter((r) => r.status === 'booked').length).toBeLessThanOrEqual(1);
    // A confirmed booking whose ASN was then received reads received (record 1030).
    expect(rows.filter((r) => r.status === 'confirmed' || r.status === 'received').length).toBeGreaterThan(0);
    const perSlot = new Map<string, number>();
    for (const r of rows) perSlot.set(`${r.door_no}@${String(r.slot_start)}`, (perSlot.get(`${r.door_no}@${String(r.slot_start)}`) ?? 0) + 1);
    const capacity = new Map(rows.map((r) => [`${r.door_no}@${String(r.slot_start)}`, Number(r.capacity_per_hour)]));
    expect([...perSlot].filter(([key, count]) => count > capacity.get(key)!)).toEqual([]);
  });

  it('should keep the ledger and staging invariants', async () => {
    expect(await invariantViolations(s.database)).toEqual([]);
    expect(await stagingBreaches(s.database, 'WH-SEA')).toEqual([]);
    expect(await rebuildCheck(s.database.db)).toEqual([]);
  });

  it('should start on the demo database only, and not with WMS_DEMO_LIVE=0', async () => {
    expect(await isDemoDatabase(s.database.db)).toBe(true);
    expect((await startDemoLive(s.app, s.database.db, { WMS_DEMO_LIVE: '0' })).simulator).toBeNull();
    const empty = await testApp();
    try {
      expect(await isDemoDatabase(empty.database.db)).toBe(false);
      expect((await startDemoLive(empty.app, empty.database.db, {})).simulator).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
