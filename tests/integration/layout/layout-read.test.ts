/**
 * The Warehouse view reads (spec console §7) on the demo layout: warehouse summaries, zones with
 * their plan position, shelves, cells of a zone and of a shelf, one cell with its stock; and the
 * data scope: a user without the warehouse sees nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import type { CellInfo, CellsAnswer, ShelvesAnswer, WareSummary, ZoneLayout, ZonesAnswer } from '../../../src/shared/layout.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const VIEW = 'IBmWarehouseViewService';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

const view = <T>(method: string, body: unknown, token = admin) => t.call<T>(`${VIEW}/${method}`, body, { token });

describe('warehouse summaries', () => {
  it('should list both demo warehouses with their zone and cell counts', async () => {
    const answer = await view<WareSummary[]>('getAllWareData', {});
    expect(answer.code).toBe(0);
    expect(answer.data.map((w) => w.warehouseNo)).toEqual(['WH-LDN', 'WH-SEA']);
    const seattle = answer.data.find((w) => w.warehouseNo === 'WH-SEA');
    expect(seattle).toMatchObject({ zoneCount: 4, warehouseName: 'Seattle Distribution Center', orgNo: 'NWT' });
    expect(seattle?.cellCount).toBeGreaterThan(1000);
    expect(seattle?.badCellCount).toBeGreaterThan(0);
  });

  it('should list no warehouse of an organisation the user does not name', async () => {
    expect((await view<WareSummary[]>('getAllWareData', { orgNo: 'NONE' })).data).toEqual([]);
  });
});

describe('zones, shelves and cells', () => {
  let storage: ZoneLayout;
  beforeAll(async () => {
    const zones = await view<ZonesAnswer>('getZonesByWareData', { warehouseNo: 'WH-SEA' });
    storage = zones.data.zones.find((zone) => zone.zoneNo === 'SEA-STO') as ZoneLayout;
  });

  it('should answer each zone with its saved plan position and counts', async () => {
    expect(storage).toMatchObject({ zoneX: 0, zoneY: 10, zoneWidth: 50, zoneDepth: 18, zoneRotation: 0, positioned: true, shelfCount: 20, maxLevel: 5, maxPosition: 12 });
    expect(storage.cellCount).toBe(20 * 12 * 5);
  });

  it('should page and filter zones by type and keyword', async () => {
    const byType = await view<{ records: ZoneLayout[]; total: number }>('getZonesByWareParams', { condition: { warehouseNo: 'WH-SEA', zoneType: '3' } });
    expect(byType.data.records.map((zone) => zone.zoneNo)).toEqual(['SEA-PCK']);
    const byKeyword = await view<{ records: ZoneLayout[]; total: number }>('getZonesByWareParams', { size: 2, condition: { warehouseNo: 'WH-SEA', keyword: 'seattle' } });
    expect(byKeyword.data).toMatchObject({ total: 4, pages: 2, size: 2 });
    expect(byKeyword.data.records).toHaveLength(2);
  });

  it('should derive the shelves of a zone from its cells', async () => {
    const answer = await view<ShelvesAnswer>('getZoneShelvesByWareData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-STO' });
    expect(answer.data.shelves).toHaveLength(20);
    expect(answer.data.shelves[0]).toMatchObject({ shelf: 1, positionCount: 12, levelCount: 5, cellCount: 60 });
  });

  it('should answer the cells of a zone and of one shelf with coordinates', async () => {
    const zone = await view<CellsAnswer>('getCellsByWareZoneData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-PCK' });
    expect(zone.data.cells).toHaveLength(6 * 10 * 2);
    expect(zone.data.cells[0]).toMatchObject({ cellNo: 'SEA-PCK-01-01-01', cellX: 1, cellY: 1, cellZ: 1, cellType: '2', length: 1, width: 0.6, maxQty: '100', onHandQty: '0' });
    const shelf = await view<CellsAnswer>('getCellsByWareZoneShelfData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-STO', shelf: 3 });
    expect(shelf.data.cells).toHaveLength(60);
    expect(new Set(shelf.data.cells.map((cell) => cell.cellX))).toEqual(new Set([3]));
    expect(shelf.data.cells.filter((cell) => cell.isBadCell).length).toBeGreaterThan(0);
  });

  it('should answer one cell with every field, or NOT_FOUND for an unknown cell', async () => {
    const info = await view<CellInfo>('getCellInfoByWareCellData', { warehouseNo: 'WH-LDN', cellNo: 'LDN-STO-02-03-04' });
    expect(info.data).toMatchObject({ cellNo: 'LDN-STO-02-03-04', zoneNo: 'LDN-STO', warehouseNo: 'WH-LDN', orgNo: 'NWT', cellX: 2, cellY: 3, cellZ: 4, shelvesType: '4', maxWeight: '1000', stock: [] });
    expect((await view('getCellInfoByWareCellData', { warehouseNo: 'WH-LDN', cellNo: 'NOPE' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse a request without a warehouse', async () => {
    expect((await view('getZonesByWareData', {})).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('data scope', () => {
  let clerk: string;
  beforeAll(async () => {
    await createUser(t.database.db, { userNo: 'ldn-clerk', grants: { '100302': ['isSearch'] }, orgs: ['NWT'], warehouses: ['WH-LDN'] });
    clerk = await t.login('ldn-clerk', USER_PASSWORD);
  });

  it('should show a user only the warehouses of their data scope', async () => {
    expect((await view<WareSummary[]>('getAllWareData', {}, clerk)).data.map((w) => w.warehouseNo)).toEqual(['WH-LDN']);
  });

  it('should answer NOT_FOUND for every read of a warehouse outside the scope', async () => {
    for (const [method, body] of [
      ['getZonesByWareData', { warehouseNo: 'WH-SEA' }],
      ['getZonesByWareParams', { condition: { warehouseNo: 'WH-SEA' } }],
      ['getZoneShelvesByWareData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-STO' }],
      ['getCellsByWareZoneData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-STO' }],
      ['getCellsByWareZoneShelfData', { warehouseNo: 'WH-SEA', zoneNo: 'SEA-STO', shelf: 1 }],
      ['getCellInfoByWareCellData', { warehouseNo: 'WH-SEA', cellNo: 'SEA-STO-01-01-01' }],
    ] as const) {
      expect((await view(method, body, clerk)).code, method).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it("should hide the warehouse's cells from the cell list too", async () => {
    const answer = await t.call<{ records: { warehouseNo: string }[]; total: number }>('IBmCellService/getbmcelllistbyparams', { size: 1000 }, { token: clerk, headers: { 'app-module-number': '100302' } });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBeGreaterThan(0);
    expect(new Set(answer.data.records.map((r) => r.warehouseNo))).toEqual(new Set(['WH-LDN']));
  });
});
