/**
 * The workbench and big-screen report calls on the demo data after postings through postMoves:
 * today's progress by direction, picking rate, water level against item limits, alerts, cell
 * occupancy for the 3D colours, and the data scope and menu permissions of every call.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { SCREEN_MENUS, type CellOccupancyAnswer, type OpenTasks, type StockAlerts, type TodayProgress, type WaterLevel, type WorkbenchAreaInfo } from '../../../src/shared/workbench.ts';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { SCREEN_ROLE } from '../../../src/server/workbench/screen-role.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { countAll, countingPlan, tasksOf } from '../stockcheck/check-support.ts';
import { addCells, post, setLimits, stockKey } from './workbench-support.ts';

const ZONE = 'Shanghai';
const SEARCH_ALL = Object.fromEntries(Object.values(SCREEN_MENUS).map((menuNo) => [menuNo, ['isSearch' as const]]));

let t: TestApp;
let admin: string;
const report = <T>(method: string, body: Record<string, unknown>, token = admin) => t.call<T>(`IReportService/${method}`, body, { token });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  await t.database.db.execute(sql`update bm_item set inv_lower_limit = null, inv_upper_limit = null where org_no = 'NWT'`);
  await setLimits(t.database, 'P003', '10', '100');
  await setLimits(t.database, 'P004', '5', null);
  await setLimits(t.database, 'P007', null, '10');
  await t.database.db.execute(sql`update bm_item set weight = 2 where org_no = 'NWT' and item_no = 'P006'`);
  await addCells(t, admin, 'WH-SEA', 'Z1', [
    { cellNo: 'A-01', maxQty: '100' },
    { cellNo: 'A-02', maxQty: '50' },
    { cellNo: 'A-03', isBadCell: true },
    { cellNo: 'A-04', maxWeight: '10' },
    { cellNo: 'A-05' },
  ]);
  await post(t.database, 'RECEIPT', 'IN-1', [
    { lineNo: 1, action: 'receive', to: stockKey({ cellNo: 'A-01' }), quantity: '60' },
    { lineNo: 2, action: 'receive', to: stockKey({ cellNo: 'A-02', itemNo: 'P007' }), quantity: '20' },
  ]);
  await post(t.database, 'RECEIPT', 'IN-2', [{ lineNo: 1, action: 'receive', to: stockKey({ cellNo: 'A-01' }), quantity: '40' }]);
  await post(t.database, 'SHIP', 'OUT-1', [{ lineNo: 1, action: 'issue', from: stockKey({ cellNo: 'A-02', itemNo: 'P007' }), quantity: '5' }]);
  await post(t.database, 'MOVE', 'MV-1', [{ lineNo: 1, action: 'transfer', from: stockKey({ cellNo: 'A-02', itemNo: 'P007' }), to: stockKey({ cellNo: 'A-04', itemNo: 'P007' }), quantity: '1' }]);
  await post(t.database, 'RECEIPT', 'IN-3', [{ lineNo: 1, action: 'receive', to: stockKey({ cellNo: 'A-04', itemNo: 'P006' }), quantity: '2' }]);
  await post(t.database, 'RECEIPT', 'IN-L', [{ lineNo: 1, action: 'receive', to: stockKey({ warehouseNo: 'WH-LDN', cellNo: 'L-01' }), quantity: '3' }]);
});
afterAll(() => t.close());

/** Outbound notices of a warehouse still to ship (submitted or in progress) and their lines, read directly. */
async function waitingOutbound(warehouseNo: string): Promise<{ documents: number; lines: number }> {
  const [row] = (await t.database.db.execute(sql`
    select count(distinct h.id)::int as documents, count(l.id)::int as lines from out_notice_head h
    left join out_notice_line l on l.head_id = h.id where h.status_code in ('10', '15') and h.warehouse_no = ${warehouseNo}`)).rows;
  return { documents: Number(row.documents), lines: Number(row.lines) };
}

describe("today's progress", () => {
  it('should count receipts as inbound and issues as outbound lines and documents done, transfers as neither', async () => {
    const answer = await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA' });
    expect(answer.code).toBe(0);
    expect(answer.data.inbound).toEqual({ documentsDone: 3, linesDone: 4, documentsPlanned: 3, linesPlanned: 4 });
    const waiting = await waitingOutbound('WH-SEA');
    expect(answer.data.outbound).toEqual({ documentsDone: 1, linesDone: 1, documentsPlanned: 1 + waiting.documents, linesPlanned: 1 + waiting.lines });
    expect(answer.data.pickingRate).toBe(1);
  });

  it('should plan the outbound work shipped today plus the notices submitted or in progress, and none where nothing waits', async () => {
    const before = (await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA' })).data.outbound;
    const doc = (await t.call<any>('IOutNoticeService/addoutnotice', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', addressNo: 'A01', carrierNo: 'SPEEDY', classifyType: 'SAL-OUT',
      lines: [{ itemNo: 'P003', qty: '1' }, { itemNo: 'P004', qty: '2' }],
    }, { token: admin })).data;
    expect((await t.call('IOutNoticeService/submitoutnotice', { list: [{ id: doc.id, version: doc.version }] }, { token: admin })).code).toBe(0);
    const after = (await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA' })).data.outbound;
    expect([after.documentsPlanned - before.documentsPlanned, after.linesPlanned - before.linesPlanned]).toEqual([1, 2]);
    const london = (await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-LDN' })).data.outbound;
    const waiting = await waitingOutbound('WH-LDN');
    expect([london.documentsPlanned, london.linesPlanned]).toEqual([waiting.documents, waiting.lines]);
  });

  it('should plan the inbound work received today plus the submitted arrival notes and notices still waiting', async () => {
    const add = async (service: string, suffix: string, lines: number) => {
      const doc = (await t.call<any>(`${service}/add${suffix}`, {
        orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN',
        lines: Array.from({ length: lines }, (_, i) => ({ itemNo: `P01${i}`, qty: '1' })),
      }, { token: admin })).data;
      return t.call<any>(`${service}/submit`, { list: [{ id: doc.id, version: doc.version }] }, { token: admin });
    };
    await add('IInArriveService', 'inarrive', 2);
    await add('IInNoticeService', 'innotice', 3);
    const answer = await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA' });
    expect(answer.data.inbound).toEqual({ documentsDone: 3, linesDone: 4, documentsPlanned: 5, linesPlanned: 9 });
    const other = await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-LDN' });
    expect([other.data.inbound.documentsPlanned, other.data.inbound.linesPlanned]).toEqual([1, 1]);
  });

  it('should put each line in the local hour of the asked time zone', async () => {
    const [row] = (await t.database.db.execute(sql`select min(create_date) as at from inv_transaction where doc_no = 'IN-1'`)).rows;
    const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: `Asia/${ZONE}` }).format(new Date(String(row.at))));
    const answer = await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA', timeZone: `Asia/${ZONE}` });
    expect(answer.data.hourly).toHaveLength(24);
    expect(answer.data.hourly.reduce((sum, h) => sum + h.inbound, 0)).toBe(4);
    expect(answer.data.hourly[hour].inbound).toBeGreaterThanOrEqual(1);
  });

  it("should count today and its hours in the warehouse's own time zone when it has one, whatever the screen asks", async () => {
    const [row] = (await t.database.db.execute(sql`select min(create_date) as at from inv_transaction where doc_no = 'IN-1'`)).rows;
    const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'America/Los_Angeles' }).format(new Date(String(row.at))));
    await t.database.db.execute(sql`update bm_warehouse set time_zone = 'America/Los_Angeles' where warehouse_no = 'WH-SEA'`);
    const answer = await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-SEA', timeZone: `Asia/${ZONE}` });
    await t.database.db.execute(sql`update bm_warehouse set time_zone = null where warehouse_no = 'WH-SEA'`);
    expect(answer.data.hourly[hour].inbound).toBeGreaterThanOrEqual(1);
  });

  it('should refuse an unknown time zone', async () => {
    expect((await report('getTodayProgress', { warehouseNo: 'WH-SEA', timeZone: 'Mars/Olympus' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });

  it('should show no open tasks while nothing is to be counted', async () => {
    const answer = await report<OpenTasks>('getOpenTasks', { warehouseNo: 'WH-SEA' });
    expect(answer.data.total).toBe(0);
    expect(answer.data.byType.map((type) => type.taskType)).toEqual(['putaway', 'picking', 'replenishment', 'count', 'move']);
  });
});

describe('water level and alerts', () => {
  it('should compare on-hand in the warehouse with the item limits, worst first', async () => {
    const answer = await report<WaterLevel>('getInventoryWaterLevel', { warehouseNo: 'WH-SEA' });
    expect(answer.data).toMatchObject({ below: 1, normal: 1, above: 1 });
    expect(answer.data.items.map((i) => [i.itemNo, i.onHand, i.state])).toEqual([['P004', '0', 'below'], ['P007', '15', 'above'], ['P003', '100', 'normal']]);
  });

  it('should raise a below-minimum alert with the limit, and no expiry alerts while lots have no expiry', async () => {
    const answer = await report<StockAlerts>('getStockAlerts', { warehouseNo: 'WH-SEA' });
    expect(answer.data.counts).toEqual({ belowMinimum: 1, nearExpiry: 0, negativeStock: 0 });
    expect(answer.data.alerts).toEqual([{ kind: 'belowMinimum', itemNo: 'P004', itemName: expect.any(String), cellNo: null, quantity: '0', limit: '5' }]);
    expect(answer.data.expiryTracked).toBe(false);
  });

  it("should compare the other warehouse's own stock with the same limits", async () => {
    const answer = await report<WaterLevel>('getInventoryWaterLevel', { warehouseNo: 'WH-LDN' });
    expect(answer.data.items.map((i) => [i.itemNo, i.state])).toEqual([['P003', 'below'], ['P004', 'below'], ['P007', 'normal']]);
  });
});

describe('cell occupancy', () => {
  it('should list full, partly filled and bad cells against maxQty and maxWeight, and leave out empty ones', async () => {
    const answer = await report<CellOccupancyAnswer>('getCellOccupancy', { warehouseNo: 'WH-SEA' });
    // The demo layout has cells of its own (some bad): look at this test's zone.
    const cells = Object.fromEntries(answer.data.cells.filter((c) => c.zoneNo === 'Z1').map((c) => [c.cellNo, c]));
    expect(Object.keys(cells)).toEqual(['A-01', 'A-02', 'A-03', 'A-04']);
    expect(cells['A-01']).toMatchObject({ onHand: '100', fill: 1, level: 'full', frozen: false, bad: false, items: [] });
    expect(cells['A-02']).toMatchObject({ onHand: '14', fill: 0.28, level: 'partly' });
    expect(cells['A-03']).toMatchObject({ onHand: '0', level: 'empty', bad: true });
    // 2 x P006 of 2 kg and 1 x P007 without weight in a cell for 10 kg.
    expect(cells['A-04']).toMatchObject({ onHand: '3', weight: '4', fill: 0.4, level: 'partly' });
  });

  it('should answer the asked cells in any state with their items, and show frozen stock', async () => {
    await post(t.database, 'FREEZE', 'FR-1', [{ lineNo: 1, action: 'freeze', at: stockKey({ cellNo: 'A-01' }), quantity: '10' }]);
    const answer = await report<CellOccupancyAnswer>('getCellOccupancy', { warehouseNo: 'WH-SEA', cellNos: ['A-05', 'A-01'] });
    expect(answer.data.cells.map((c) => [c.cellNo, c.level, c.frozen])).toEqual([['A-01', 'full', true], ['A-05', 'empty', false]]);
    expect(answer.data.cells[0].items).toEqual([{ itemNo: 'P003', itemName: expect.any(String), lotNo: '', onHand: '100', frozen: '10' }]);
  });
});

describe('cell card', () => {
  it('should show the cell with its items, class and last movements, newest first', async () => {
    await t.database.db.execute(sql`update bm_item set abc = 'B' where org_no = 'NWT' and item_no = 'P003'`);
    const card = await report<any>('getCellCard', { warehouseNo: 'WH-SEA', cellNo: 'A-01' });
    expect([card.data.cell.cellNo, card.data.cell.onHand, card.data.cell.abc, card.data.cell.items.map((i: any) => i.itemNo)]).toEqual(['A-01', '100', 'B', ['P003']]);
    expect(card.data.movements.map((m: any) => [m.docNo, m.delta])).toEqual([['IN-2', '40'], ['IN-1', '60']]);
    expect((await report<any>('getCellCard', { warehouseNo: 'WH-SEA', cellNo: 'NO-SUCH' })).data).toMatchObject({ cell: null, movements: [] });
  });
});

describe('workbench and scope', () => {
  it('should give the admin every warehouse with its figures', async () => {
    const answer = await t.call<WorkbenchAreaInfo>('IWorkbenchService/getWorkbenchAreaInfo', {}, { token: admin });
    expect(answer.data.warehouses.map((w) => w.warehouseNo)).toEqual(['WH-LDN', 'WH-SEA']);
    const [ldn, sea] = answer.data.warehouses;
    expect(ldn.progress.inbound.linesDone).toBe(1);
    expect(sea.progress.outbound.linesDone).toBe(1);
    expect(sea.waterLevel).toMatchObject({ below: 1, normal: 1, above: 1 });
    expect(sea.alerts.belowMinimum).toBe(1);
    expect(sea.openTasks.total).toBe(0);
  });

  it('should limit a user whose data scope lists one warehouse to it, on the workbench and every report', async () => {
    await createUser(t.database.db, { userNo: 'ldn-screen', grants: SEARCH_ALL, orgs: ['NWT'], warehouses: ['WH-LDN'] });
    const token = await t.login('ldn-screen', USER_PASSWORD);
    const workbench = await t.call<WorkbenchAreaInfo>('IWorkbenchService/getWorkbenchAreaInfo', {}, { token });
    expect(workbench.data.warehouses.map((w) => w.warehouseNo)).toEqual(['WH-LDN']);
    for (const method of ['getTodayProgress', 'getOpenTasks', 'getInventoryWaterLevel', 'getStockAlerts', 'getDockStatus', 'getCellOccupancy', 'getCellCard']) {
      expect((await report(method, { warehouseNo: 'WH-LDN', cellNo: 'L-01' }, token)).code, method).toBe(0);
      expect((await report(method, { warehouseNo: 'WH-SEA', cellNo: 'A-01' }, token)).code, method).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it("should give a user without a warehouse list every warehouse of their organisation, and refuse reports without the menu", async () => {
    await createUser(t.database.db, { userNo: 'nwt-clerk', orgs: ['NWT'] });
    const token = await t.login('nwt-clerk', USER_PASSWORD);
    const workbench = await t.call<WorkbenchAreaInfo>('IWorkbenchService/getWorkbenchAreaInfo', {}, { token });
    expect(workbench.data.warehouses.map((w) => w.warehouseNo)).toEqual(['WH-LDN', 'WH-SEA']);
    expect((await report('getTodayProgress', { warehouseNo: 'WH-SEA' }, token)).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('should show a supplier user no warehouse', async () => {
    await createUser(t.database.db, { userNo: 'sup-user', orgs: ['NWT'], userType: 'supplier', belongSupplier: 'S001' });
    const token = await t.login('sup-user', USER_PASSWORD);
    const workbench = await t.call<WorkbenchAreaInfo>('IWorkbenchService/getWorkbenchAreaInfo', {}, { token });
    expect(workbench.data.warehouses).toEqual([]);
  });

  it('should let a user with the seeded screen role read every screen call of its warehouse and write nothing', async () => {
    const userId = await createUser(t.database.db, { userNo: 'wall-1', orgs: ['NWT'], warehouses: ['WH-SEA'] });
    await t.database.db.insert(sysUserRole).values({ userId, roleNo: SCREEN_ROLE });
    const token = await t.login('wall-1', USER_PASSWORD);
    for (const method of ['getTodayProgress', 'getOpenTasks', 'getInventoryWaterLevel', 'getStockAlerts', 'getDockStatus', 'getCellOccupancy', 'getCellCard']) {
      expect((await report(method, { warehouseNo: 'WH-SEA', cellNo: 'A-01' }, token)).code, method).toBe(0);
    }
    expect((await t.call('IBmWarehouseViewService/getZonesByWareData', { warehouseNo: 'WH-SEA' }, { token })).code).toBe(0);
    expect((await t.call('IBmWarehouseViewService/getCellsByWareZoneData', { warehouseNo: 'WH-SEA', zoneNo: 'Z1' }, { token })).code).toBe(0);
    const write = await t.call('IBmCellService/addbmcell', { orgNo: 'NWT', warehouseNo: 'WH-SEA', zoneNo: 'Z1', cellNo: 'W-01' }, { token });
    expect(write.code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('IBmItemService/getbmitemlistbyparams', {}, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('should refuse the workbench without a session', async () => {
    expect((await t.call('IWorkbenchService/getWorkbenchAreaInfo', {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});

describe('open tasks', () => {
  it('should count the open count tasks of a stock-take in its warehouse until they are ended', async () => {
    const s = { ...t, token: admin, as: (path: string, body?: unknown) => t.call(path, body, { token: admin }) };
    const plan = await countingPlan(s, [], { warehouseNo: 'WH-LDN', checkScopeNo: '1', checkModeNo: '2' });
    const tasks = await tasksOf(s, plan.checkNo);
    expect(tasks.length).toBeGreaterThan(0);
    const ldn = await report<OpenTasks>('getOpenTasks', { warehouseNo: 'WH-LDN' });
    expect(ldn.data.byType.find((type) => type.taskType === 'count')!.open).toBe(tasks.length);
    expect(ldn.data.total).toBe(tasks.length);
    expect((await report<OpenTasks>('getOpenTasks', { warehouseNo: 'WH-SEA' })).data.total).toBe(0);
    await countAll(s, plan.checkNo, (line) => String(line.bookQty ?? 0));
    expect((await report<OpenTasks>('getOpenTasks', { warehouseNo: 'WH-LDN' })).data.total).toBe(0);
    // Each change reached the event stream, so a wall display refreshes its open tasks at once.
    const events = await t.database.db.execute(sql`select scope->>'warehouseNo' as warehouse, payload from event_outbox where type = 'task.changed' and payload->>'taskNo' = ${tasks[0].taskNo} order by id`);
    expect(events.rows.map((row) => [row.warehouse, (row.payload as { status: number }).status])).toEqual([['WH-LDN', 10], ['WH-LDN', 15], ['WH-LDN', 30]]);
  });
});

describe("today's data only (after the others: it adds a warehouse)", () => {
  it("should plan no outbound work from an earlier day's shipment (the 'no outbound plan' note), and plan today's shipment", async () => {
    expect((await t.call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-NOTE', warehouseName: 'Note', orgNo: 'NWT' }, { token: admin })).code).toBe(0);
    const at = stockKey({ warehouseNo: 'WH-NOTE', cellNo: 'N-01' });
    await post(t.database, 'RECEIPT', 'IN-N', [{ lineNo: 1, action: 'receive', to: at, quantity: '9' }]);
    await post(t.database, 'SHIP', 'OUT-N1', [{ lineNo: 1, action: 'issue', from: at, quantity: '2' }]);
    // The ledger refuses changes to its rows; the test moves them to an earlier day with its triggers off.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update inv_transaction set create_date = create_date - interval '2 days' where warehouse_no = 'WH-NOTE'`);
    });
    const earlier = (await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-NOTE' })).data;
    expect([earlier.outbound, earlier.inbound.linesPlanned]).toEqual([{ documentsDone: 0, linesDone: 0, documentsPlanned: 0, linesPlanned: 0 }, 0]);
    await post(t.database, 'SHIP', 'OUT-N2', [{ lineNo: 1, action: 'issue', from: at, quantity: '3' }]);
    const today = (await report<TodayProgress>('getTodayProgress', { warehouseNo: 'WH-NOTE' })).data;
    expect(today.outbound).toEqual({ documentsDone: 1, linesDone: 1, documentsPlanned: 1, linesPlanned: 1 });
  });
});
