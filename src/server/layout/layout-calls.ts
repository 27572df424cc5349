/**
 * The Warehouse view calls of spec console §7 on `IBmWarehouseViewService` (request and answer
 * shapes in src/shared/layout.ts). Permissions are the flags of the cell menu (Base / Material /
 * cell) for cells: reads isSearch there or on the warehouse list (the plan, manageWarehouse, is a
 * page beside the warehouse list and takes its flags), batch create/add isAdd, batch update isBatchUpdate, batch delete isDelete; and
 * of the storage zone menu for zone positions: isModify. Every call first resolves the warehouse
 * within the user's data scope (NOT_FOUND otherwise); writes run in one transaction, all or nothing.
 */
import type { z } from 'zod';
import { cellEntity } from '../../shared/entities/cell.entity.ts';
import { warehouseEntity } from '../../shared/entities/warehouse.entity.ts';
import { zoneEntity } from '../../shared/entities/zone.entity.ts';
import {
  allWareRequestSchema, batchAddRequestSchema, batchCreateRequestSchema, batchDeleteRequestSchema, batchUpdateRequestSchema, LAYOUT_SERVICE,
  wareCellRequestSchema, wareRequestSchema, wareZoneRequestSchema, wareZoneShelfRequestSchema, zonePosRequestSchema, zonesByParamsRequestSchema,
} from '../../shared/layout.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { scopedWarehouse, scopedWarehouses } from '../workbench/warehouses.ts';
import { addCells, createGrid } from './cell-batch.ts';
import { deleteCells, saveZonePositions, updateCells } from './cell-changes.ts';
import { cellInfo, wareSummaries, zoneCells, zoneLayouts, zoneShelves } from './layout-read.ts';

function call<S extends z.ZodType>(method: string, summary: string, flag: PermissionFlag, input: S, handle: (input: z.output<S>, ctx: UserContext) => Promise<unknown>, menuNo: string = cellEntity.menuNo): CallDef {
  // The warehouse plan beside the warehouse list shows the layout as its own page.
  const alsoOn = flag === 'isSearch' ? [warehouseEntity.menuNo] : undefined;
  return defineCall({ service: LAYOUT_SERVICE, method, summary, permission: { menuNo, flag, alsoOn }, input, handle });
}

const warehouseOf = (ctx: UserContext, warehouseNo: string) => scopedWarehouse(ctx.database.db, ctx.user, warehouseNo);

export const layoutCalls: CallDef[] = [
  call('getAllWareData', 'Warehouses in scope with zone, cell, bad-cell and occupied-cell counts', 'isSearch', allWareRequestSchema, async ({ orgNo }, ctx) => {
    const warehouses = await scopedWarehouses(ctx.database.db, ctx.user);
    return wareSummaries(ctx.database.db, orgNo ? warehouses.filter((w) => w.orgNo === orgNo) : warehouses);
  }),
  call('getZonesByWareData', "A warehouse's zones with plan position and counts", 'isSearch', wareRequestSchema, async ({ warehouseNo }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return { warehouseNo, zones: await zoneLayouts(ctx.database.db, warehouse) };
  }),
  call('getZonesByWareParams', "A page of a warehouse's zones by type or keyword", 'isSearch', zonesByParamsRequestSchema, async ({ current, size, condition }, ctx) => {
    const warehouse = await warehouseOf(ctx, condition.warehouseNo);
    const keyword = condition.keyword?.trim().toLowerCase();
    const zones = (await zoneLayouts(ctx.database.db, warehouse)).filter(
      (zone) => (!condition.zoneType || zone.zoneType === condition.zoneType) && (!keyword || `${zone.zoneNo} ${zone.zoneName}`.toLowerCase().includes(keyword)),
    );
    return { records: zones.slice((current - 1) * size, current * size), total: zones.length, pages: Math.ceil(zones.length / size), current, size };
  }),
  call('getZoneShelvesByWareData', "A zone's shelves (cells with the same cellX) with counts", 'isSearch', wareZoneRequestSchema, async ({ warehouseNo, zoneNo }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return { warehouseNo, zoneNo, shelves: await zoneShelves(ctx.database.db, warehouse, zoneNo) };
  }),
  call('getCellsByWareZoneData', "A zone's cells with coordinates and on-hand", 'isSearch', wareZoneRequestSchema, async ({ warehouseNo, zoneNo }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return { warehouseNo, zoneNo, cells: await zoneCells(ctx.database.db, warehouse, zoneNo) };
  }),
  call('getCellsByWareZoneShelfData', "One shelf's cells with coordinates and on-hand", 'isSearch', wareZoneShelfRequestSchema, async ({ warehouseNo, zoneNo, shelf }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return { warehouseNo, zoneNo, shelf, cells: await zoneCells(ctx.database.db, warehouse, zoneNo, shelf) };
  }),
  call('getCellInfoByWareCellData', 'One cell with every field and its balances', 'isSearch', wareCellRequestSchema, async ({ warehouseNo, cellNo }, ctx) => {
    const info = await cellInfo(ctx.database.db, await warehouseOf(ctx, warehouseNo), cellNo);
    if (!info) throw new AppError('NOT_FOUND');
    return info;
  }),
  call('batchCreateCellsData', 'Create a grid of cells (zones x shelves x positions x levels), all or nothing', 'isAdd', batchCreateRequestSchema, async ({ warehouseNo, ...grid }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return ctx.database.db.transaction((tx) => createGrid(tx, { warehouse, userNo: ctx.user.userNo }, grid));
  }),
  call('batchAddCellsData', 'Add explicit cells, all or nothing', 'isAdd', batchAddRequestSchema, async ({ warehouseNo, cells }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return ctx.database.db.transaction((tx) => addCells(tx, { warehouse, userNo: ctx.user.userNo }, cells));
  }),
  call('batchUpdateCellsData', 'Apply the same changes to cells (versions checked), all or nothing', 'isBatchUpdate', batchUpdateRequestSchema, async ({ warehouseNo, cells, changes }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return ctx.database.db.transaction((tx) => updateCells(tx, warehouse, ctx.user.userNo, cells, changes));
  }),
  call('batchDeleteCellsData', 'Delete cells (versions checked, none holding stock), all or nothing', cellEntity.physicalDelete ? 'isPhysicalDelete' : 'isDelete', batchDeleteRequestSchema, async ({ warehouseNo, delList }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return ctx.database.db.transaction((tx) => deleteCells(tx, warehouse, delList));
  }),
  call('updateBmZonePosByParams', 'Save zone positions on the plan (versions checked)', 'isModify', zonePosRequestSchema, async ({ warehouseNo, zones }, ctx) => {
    const warehouse = await warehouseOf(ctx, warehouseNo);
    return ctx.database.db.transaction(async (tx) => ({ zones: await zoneLayouts(tx, warehouse, await saveZonePositions(tx, warehouse, ctx.user.userNo, zones)) }));
  }, zoneEntity.menuNo),
];
