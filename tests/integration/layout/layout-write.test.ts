/**
 * The Warehouse view writes (spec console §7): batch create of a grid and batch add of explicit
 * cells, both validated first and all or nothing; batch update and delete with versions (a stale
 * version refuses all; a cell holding stock cannot be deleted); zone positions; permissions and
 * data scope of the writes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { MAX_BATCH_CELLS, type BatchCreateAnswer, type CellsAnswer, type ZoneLayout, type ZonesAnswer } from '../../../src/shared/layout.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const VIEW = 'IBmWarehouseViewService';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  for (const zoneNo of ['SEA-NEW', 'SEA-NEW2', 'SEA-X234567890123456789012345']) {
    const added = await t.call('IBmZoneService/addbmzone', { zoneNo, zoneName: zoneNo, orgNo: 'NWT', warehouseNo: 'WH-SEA', zoneType: '2' }, { token: admin });
    if (added.code !== 0) throw new Error(added.errorMessage);
  }
});
afterAll(() => t.close());

const view = <T = unknown>(method: string, body: unknown, token = admin, language = 'en-US') =>
  t.call<T>(`${VIEW}/${method}`, body, { token, headers: { 'accept-language': language } });
type Issue = { field: string; message: string };
// The localized issues of a refusal, without their message parameters.
const issuesOf = (list: Issue[] | undefined) => list?.map(({ field, message }) => ({ field, message }));
const cellCount = async (where: string) => Number((await t.database.pool.query(`select count(*) from bm_cell where ${where}`)).rows[0].count);
const cellsOf = async (zoneNo: string) => (await view<CellsAnswer>('getCellsByWareZoneData', { warehouseNo: 'WH-SEA', zoneNo })).data.cells;

describe('batch create', () => {
  it('should create every cell of the grid with its coordinates and template', async () => {
    const answer = await view<BatchCreateAnswer>('batchCreateCellsData', {
      warehouseNo: 'WH-SEA', zoneNos: ['SEA-NEW'], shelves: 3, positions: 4, levels: 2, template: { cellType: '2', maxQty: '50', length: 1.2 },
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ created: 24, zones: [{ zoneNo: 'SEA-NEW', created: 24 }] });
    const cells = await cellsOf('SEA-NEW');
    expect(cells).toHaveLength(24);
    expect(cells[0]).toMatchObject({ cellNo: 'SEA-NEW-01-01-01', cellX: 1, cellY: 1, cellZ: 1, cellType: '2', maxQty: '50', length: 1.2, isBadCell: false, statusCode: 1 });
    expect(cells.at(-1)).toMatchObject({ cellNo: 'SEA-NEW-03-04-02', cellX: 3, cellY: 4, cellZ: 2, cellInSeq: 24 });
  });

  it('should let a zone grow by shelves counted from shelfStart', async () => {
    const answer = await view<BatchCreateAnswer>('batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos: ['SEA-NEW'], shelfStart: 4, shelves: 1, positions: 4, levels: 2 });
    expect(answer.data.created).toBe(8);
    expect(await cellCount(`zone_no = 'SEA-NEW'`)).toBe(32);
  });

  it('should refuse shelves that already hold cells and create nothing in any zone', async () => {
    const answer = await view('batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos: ['SEA-NEW2', 'SEA-NEW'], shelfStart: 3, shelves: 2, positions: 1, levels: 1 });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(issuesOf(answer.details.fields)).toEqual([{ field: 'shelfStart', message: 'Zone SEA-NEW already has 16 cells on shelves 3 to 4' }]);
    expect(await cellCount(`zone_no = 'SEA-NEW2'`)).toBe(0);
  });

  it('should refuse unknown or repeated zones, too many cells and cell numbers over 32 characters', async () => {
    const refused = async (body: Record<string, unknown>) => issuesOf( (await view('batchCreateCellsData', { warehouseNo: 'WH-SEA', positions: 1, levels: 1, shelves: 1, ...body })).details?.fields);
    expect(await refused({ zoneNos: ['SEA-NEW2', 'LDN-STO'] })).toEqual([{ field: 'zoneNos', message: 'LDN-STO does not exist' }]);
    expect(await refused({ zoneNos: ['SEA-NEW2', 'SEA-NEW2'] })).toEqual([{ field: 'zoneNos', message: 'SEA-NEW2 appears more than once' }]);
    expect(await refused({ zoneNos: ['SEA-NEW2'], shelves: 999, positions: 999 })).toEqual([{ field: 'shelves', message: `998001 cells: at most ${MAX_BATCH_CELLS} in one batch` }]);
    expect(await refused({ zoneNos: ['SEA-X234567890123456789012345'] })).toEqual([
      { field: 'zoneNos', message: 'Cell number SEA-X234567890123456789012345-01-01-01 is longer than 32 characters' },
    ]);
    expect((await view('batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos: ['SEA-NEW2'], shelves: 0, positions: 1, levels: 1 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(await cellCount(`zone_no in ('SEA-NEW2', 'SEA-X234567890123456789012345')`)).toBe(0);
  });
});

describe('batch add', () => {
  it('should add explicit cells with their fields', async () => {
    const answer = await view<BatchCreateAnswer>('batchAddCellsData', {
      warehouseNo: 'WH-SEA',
      cells: [
        { cellNo: 'SEA-NEW2-A', zoneNo: 'SEA-NEW2', cellX: 1, cellY: 1, cellZ: 1, cellName: 'Cage A', isMixSku: true, maxWeight: '12.5' },
        { cellNo: 'SEA-NEW2-B', zoneNo: 'SEA-NEW2', cellX: 1, cellY: 2, cellZ: 1, cellType: '5', remark: 'staging' },
      ],
    });
    expect(answer.data).toEqual({ created: 2, zones: [{ zoneNo: 'SEA-NEW2', created: 2 }] });
    const [first, second] = await cellsOf('SEA-NEW2');
    expect(first).toMatchObject({ cellNo: 'SEA-NEW2-A', cellName: 'Cage A', isMixSku: true, maxWeight: '12.5', cellType: '1' });
    expect(second).toMatchObject({ cellNo: 'SEA-NEW2-B', cellType: '5' });
  });

  it('should answer the issues of every bad row and add none', async () => {
    const answer = await view('batchAddCellsData', {
      warehouseNo: 'WH-SEA',
      cells: [
        { cellNo: 'SEA-NEW2-C', zoneNo: 'SEA-NEW2' },
        { cellNo: 'SEA-NEW2-C', zoneNo: 'SEA-NEW2' },
        { cellNo: 'SEA-NEW2-A', zoneNo: 'SEA-NEW2' },
        { cellNo: 'SEA-NEW2-D', zoneNo: 'LDN-STO' },
      ],
    });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.rows.map((r: { row: number; issues: Issue[] }) => ({ row: r.row, issues: issuesOf(r.issues) }))).toEqual([
      { row: 2, issues: [{ field: 'cellNo', message: 'SEA-NEW2-C appears more than once' }] },
      { row: 3, issues: [{ field: 'cellNo', message: '1 of these cells already exist, e.g. SEA-NEW2-A' }] },
      { row: 4, issues: [{ field: 'zoneNo', message: 'LDN-STO does not exist' }] },
    ]);
    expect(await cellCount(`cell_no in ('SEA-NEW2-C', 'SEA-NEW2-D')`)).toBe(0);
  });
});

describe('batch update', () => {
  it('should apply the changes to every cell and answer the new versions', async () => {
    const cells = (await cellsOf('SEA-NEW')).slice(0, 3);
    const answer = await view<{ updated: number; cells: { id: number; version: number }[] }>('batchUpdateCellsData', {
      warehouseNo: 'WH-SEA', cells: cells.map(({ id, version }) => ({ id, version })), changes: { isBadCell: true, maxQty: '7' },
    });
    expect(answer.data.updated).toBe(3);
    expect(answer.data.cells).toEqual(cells.map(({ id, version }) => ({ id, version: version + 1 })));
    const after = (await cellsOf('SEA-NEW')).slice(0, 3);
    expect(after.map((cell) => [cell.isBadCell, cell.maxQty])).toEqual([[true, '7'], [true, '7'], [true, '7']]);
  });

  it('should refuse all when one version is stale', async () => {
    const [stale, fresh] = (await cellsOf('SEA-NEW')).slice(0, 4).slice(2);
    const answer = await view('batchUpdateCellsData', {
      warehouseNo: 'WH-SEA', cells: [{ id: stale.id, version: stale.version - 1 }, { id: fresh.id, version: fresh.version }], changes: { maxQty: '99' },
    });
    expect(answer.code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await cellCount(`max_qty = 99`)).toBe(0);
  });

  it('should refuse a cell of another warehouse and empty changes', async () => {
    const ldn = (await view<CellsAnswer>('getCellsByWareZoneData', { warehouseNo: 'WH-LDN', zoneNo: 'LDN-RCV' })).data.cells[0];
    expect((await view('batchUpdateCellsData', { warehouseNo: 'WH-SEA', cells: [{ id: ldn.id, version: ldn.version }], changes: { isBadCell: true } })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await view('batchUpdateCellsData', { warehouseNo: 'WH-LDN', cells: [{ id: ldn.id, version: ldn.version }], changes: {} })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('batch delete', () => {
  it('should refuse to delete a cell holding stock, in the three languages, and delete nothing', async () => {
    const [holding, empty] = await cellsOf('SEA-NEW2');
    await withRetry(t.database.db, (tx) => postMoves(tx, {
      docType: 'TEST', docNo: 'LAYOUT-1', operator: 'tester',
      lines: [{ lineNo: 1, action: 'receive', quantity: '5', to: { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: holding.cellNo, itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: 'OK' } }],
    }));
    const delList = [empty, holding].map(({ id, version }) => ({ id, version }));
    const messages: Record<string, string> = { 'en-US': 'Cell SEA-NEW2-A holds stock and cannot be deleted', 'zh-CN': '库位 SEA-NEW2-A 有库存，不能删除', 'zh-TW': '儲位 SEA-NEW2-A 有庫存，不能刪除' };
    for (const [language, message] of Object.entries(messages)) {
      const answer = await view('batchDeleteCellsData', { warehouseNo: 'WH-SEA', delList }, admin, language);
      expect(answer).toMatchObject({ code: ERROR_CODES.CELL_HOLDS_STOCK, errorMessage: message });
    }
    expect(await cellCount(`zone_no = 'SEA-NEW2'`)).toBe(2);
    expect((await cellsOf('SEA-NEW2'))[0].onHandQty).toBe('5');
  });

  it('should refuse the generic cell delete of a cell holding stock too', async () => {
    const [holding] = await cellsOf('SEA-NEW2');
    const answer = await t.call('IBmCellService/deletebmcellbyids', { delList: [{ id: holding.id, version: holding.version }] }, { token: admin });
    expect(answer.code).toBe(ERROR_CODES.IN_USE);
    expect(await cellCount(`cell_no = 'SEA-NEW2-A'`)).toBe(1);
  });

  it('should delete the listed cells, and refuse all on a stale version', async () => {
    const cells = (await cellsOf('SEA-NEW')).slice(-2);
    const stale = await view('batchDeleteCellsData', { warehouseNo: 'WH-SEA', delList: [{ id: cells[0].id, version: cells[0].version + 1 }, { id: cells[1].id, version: cells[1].version }] });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await cellCount(`zone_no = 'SEA-NEW'`)).toBe(32);
    const answer = await view('batchDeleteCellsData', { warehouseNo: 'WH-SEA', delList: cells.map(({ id, version }) => ({ id, version })) });
    expect(answer.data).toEqual({ deleted: 2 });
    expect(await cellCount(`zone_no = 'SEA-NEW'`)).toBe(30);
  });
});

describe('zone positions', () => {
  const zone = async (zoneNo: string) => (await view<ZonesAnswer>('getZonesByWareData', { warehouseNo: 'WH-SEA' })).data.zones.find((z) => z.zoneNo === zoneNo) as ZoneLayout;

  it('should place a zone never positioned below the positioned ones and keep a saved position', async () => {
    const fresh = await zone('SEA-NEW');
    expect(fresh.positioned).toBe(false);
    expect(fresh.zoneY).toBeGreaterThanOrEqual(28);
    const answer = await view<{ zones: ZoneLayout[] }>('updateBmZonePosByParams', {
      warehouseNo: 'WH-SEA', zones: [{ id: fresh.id, version: fresh.version, zoneX: 70.12345, zoneY: 2, zoneWidth: 12, zoneDepth: 9, zoneRotation: 90 }],
    });
    expect(answer.data.zones[0]).toMatchObject({ zoneNo: 'SEA-NEW', zoneX: 70.123, zoneY: 2, zoneWidth: 12, zoneDepth: 9, zoneRotation: 90, positioned: true, version: fresh.version + 1 });
    expect(await zone('SEA-NEW')).toMatchObject({ zoneX: 70.123, positioned: true });
  });

  it('should refuse a stale version or a negative size and keep the position', async () => {
    const current = await zone('SEA-NEW');
    const stale = await view('updateBmZonePosByParams', { warehouseNo: 'WH-SEA', zones: [{ id: current.id, version: current.version - 1, zoneX: 1, zoneY: 1, zoneWidth: 5, zoneDepth: 5 }] });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    const negative = await view('updateBmZonePosByParams', { warehouseNo: 'WH-SEA', zones: [{ id: current.id, version: current.version, zoneX: 1, zoneY: 1, zoneWidth: -5, zoneDepth: 5 }] });
    expect(negative.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(await zone('SEA-NEW')).toMatchObject({ zoneX: 70.123, version: current.version });
  });
});

describe('permissions and data scope of the writes', () => {
  it('should refuse writes without their flag, and writes to a warehouse outside the scope', async () => {
    await createUser(t.database.db, { userNo: 'viewer', grants: { '100302': ['isSearch'], '100103': ['isSearch'] }, orgs: ['NWT'] });
    await createUser(t.database.db, { userNo: 'ldn-planner', grants: { '100302': ['isSearch', 'isAdd', 'isBatchUpdate', 'isDelete'], '100103': ['isModify'] }, orgs: ['NWT'], warehouses: ['WH-LDN'] });
    const viewer = await t.login('viewer', USER_PASSWORD);
    const planner = await t.login('ldn-planner', USER_PASSWORD);
    const grid = { warehouseNo: 'WH-SEA', zoneNos: ['SEA-NEW2'], shelfStart: 5, shelves: 1, positions: 1, levels: 1 };
    expect((await view('batchCreateCellsData', grid, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await view('batchCreateCellsData', grid, planner)).code).toBe(ERROR_CODES.NOT_FOUND);
    const [cell] = await cellsOf('SEA-NEW2');
    expect((await view('batchUpdateCellsData', { warehouseNo: 'WH-SEA', cells: [{ id: cell.id, version: cell.version }], changes: { isBadCell: true } }, planner)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await view('batchDeleteCellsData', { warehouseNo: 'WH-LDN', delList: [{ id: cell.id, version: cell.version }] }, planner)).code).toBe(ERROR_CODES.NOT_FOUND);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from bm_cell where zone_no = 'SEA-NEW2' and (cell_x = 5 or is_bad_cell)`);
    expect(rows.rows[0].n).toBe(0);
  });
});
