/**
 * The "Warehouse view" calls of spec console §7 (wire contract of the layout: zones with their
 * position on the plan, shelves derived from cells, cells with grid coordinates), shared by the
 * server, the console's 2D plan (manageWarehouse) and the big screen's 3D view.
 *
 * Every call is `POST /wms-restful/IBmWarehouseViewService/{method}` and answers the usual
 * envelope. Geometry on the plan is in metres (numbers); quantities and weights are decimal strings
 * like every numeric of the API (docs/decisions/0002-numbers-on-the-wire.md).
 *
 * Coordinates: a zone's rectangle starts at (zoneX, zoneY) on the warehouse floor, is zoneWidth
 * long along x and zoneDepth along y, turned by zoneRotation degrees (clockwise, around its
 * corner). A cell sits at grid coordinates inside its zone: cellX = shelf (row, from 1), cellY =
 * position along the shelf (from 1), cellZ = level (1 = floor); its length/width/height are
 * metres. Shelves are not stored: a shelf is the set of a zone's cells with the same cellX.
 *
 * Limits: one batch creates or adds at most MAX_BATCH_CELLS cells and updates or deletes at most
 * MAX_BATCH_CHANGE cells; errors: VALIDATION_FAILED (field/row details), STALE_VERSION,
 * NOT_FOUND, CELL_HOLDS_STOCK (src/shared/errors.ts).
 */
import { z } from 'zod';
import { CELL_TYPES, SHELVES_TYPES } from './entities/cell.entity.ts';
import { idSchema, versionSchema } from './validation.ts';

export const LAYOUT_SERVICE = 'IBmWarehouseViewService';

export const LAYOUT_METHODS = {
  getAllWareData: 'getAllWareData',
  getZonesByWareData: 'getZonesByWareData',
  getZonesByWareParams: 'getZonesByWareParams',
  getZoneShelvesByWareData: 'getZoneShelvesByWareData',
  getCellsByWareZoneData: 'getCellsByWareZoneData',
  getCellsByWareZoneShelfData: 'getCellsByWareZoneShelfData',
  getCellInfoByWareCellData: 'getCellInfoByWareCellData',
  batchCreateCellsData: 'batchCreateCellsData',
  batchAddCellsData: 'batchAddCellsData',
  batchUpdateCellsData: 'batchUpdateCellsData',
  batchDeleteCellsData: 'batchDeleteCellsData',
  updateBmZonePosByParams: 'updateBmZonePosByParams',
} as const;

/** Largest batch of cells created or added in one call (all or nothing). */
export const MAX_BATCH_CELLS = 20_000;
/** Largest batch of cells updated or deleted in one call. */
export const MAX_BATCH_CHANGE = 5_000;
/** Grid limits of batchCreateCellsData per zone. */
export const GRID_LIMITS = { zones: 50, shelves: 999, positions: 999, levels: 99 } as const;
/** The plan's extent: positions and sizes are between 0 and this many metres. */
export const PLAN_MAX_METRES = 10_000;

const code = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_\-]+$/);
const metres = z.number().finite().min(0).max(PLAN_MAX_METRES);
const decimal = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,15}(\.\d{1,5})?$/));
const idVersion = z.object({ id: idSchema, version: versionSchema });

export type CellType = (typeof CELL_TYPES)[number];
export type ShelvesType = (typeof SHELVES_TYPES)[number];

// ---- requests ----------------------------------------------------------------------------------

/** getAllWareData: the warehouses in the user's scope, optionally of one organisation. */
export const allWareRequestSchema = z.object({ orgNo: code.optional() }).default({});
/** getZonesByWareData: every zone of a warehouse with its position. */
export const wareRequestSchema = z.object({ warehouseNo: code });
/** getZonesByWareParams: a page of a warehouse's zones filtered by type or keyword (pickers, dialogs). */
export const zonesByParamsRequestSchema = z.object({
  current: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(1000).default(20),
  condition: z.object({ warehouseNo: code, zoneType: z.string().optional(), keyword: z.string().max(99).optional() }),
});
/** getZoneShelvesByWareData, getCellsByWareZoneData: one zone of a warehouse. */
export const wareZoneRequestSchema = z.object({ warehouseNo: code, zoneNo: code });
/** getCellsByWareZoneShelfData: one shelf (cellX) of a zone. */
export const wareZoneShelfRequestSchema = wareZoneRequestSchema.extend({ shelf: z.number().int().min(1) });
/** getCellInfoByWareCellData: one cell with its stock. */
export const wareCellRequestSchema = z.object({ warehouseNo: code, cellNo: code });

/** Attributes shared by created cells (batchCreateCellsData template) and changes (batchUpdate). */
export const cellAttributesSchema = z.object({
  cellType: z.enum(CELL_TYPES).optional(),
  shelvesType: z.enum(SHELVES_TYPES).optional(),
  isMixSku: z.boolean().optional(),
  isMixLot: z.boolean().optional(),
  isBadCell: z.boolean().optional(),
  statusCode: z.union([z.literal(0), z.literal(1)]).optional(),
  length: decimal.nullable().optional(),
  width: decimal.nullable().optional(),
  height: decimal.nullable().optional(),
  maxWeight: decimal.nullable().optional(),
  maxQty: decimal.nullable().optional(),
});
export type CellAttributes = z.infer<typeof cellAttributesSchema>;

/**
 * batchCreateCellsData: a grid in each zone: shelves x positions x levels cells, numbered
 * `{zoneNo}-{shelf}-{position}-{level}` (two digits, three above 99), shelves counted from
 * shelfStart so a zone can grow. cellInSeq / cellOutSeq follow the walk shelf, position, level.
 */
export const batchCreateRequestSchema = z.object({
  warehouseNo: code,
  zoneNos: z.array(code).min(1).max(GRID_LIMITS.zones),
  shelfStart: z.number().int().min(1).max(GRID_LIMITS.shelves).default(1),
  shelves: z.number().int().min(1).max(GRID_LIMITS.shelves),
  positions: z.number().int().min(1).max(GRID_LIMITS.positions),
  levels: z.number().int().min(1).max(GRID_LIMITS.levels),
  template: cellAttributesSchema.default({}),
});
export type BatchCreateRequest = z.input<typeof batchCreateRequestSchema>;

/** One cell of batchAddCellsData (explicit cells, e.g. from a drawing or another system). */
export const cellInputSchema = cellAttributesSchema.extend({
  cellNo: code,
  cellName: z.string().trim().max(99).optional(),
  zoneNo: code,
  cellX: z.number().int().min(0).max(99_999).optional(),
  cellY: z.number().int().min(0).max(99_999).optional(),
  cellZ: z.number().int().min(0).max(99_999).optional(),
  cellInSeq: z.number().int().min(0).optional(),
  cellOutSeq: z.number().int().min(0).optional(),
  remark: z.string().trim().max(99).optional(),
});
export type CellInput = z.input<typeof cellInputSchema>;
export const batchAddRequestSchema = z.object({ warehouseNo: code, cells: z.array(cellInputSchema).min(1).max(MAX_BATCH_CELLS) });
export type BatchAddRequest = z.input<typeof batchAddRequestSchema>;

/** batchUpdateCellsData: the same changes to every listed cell; a stale version refuses all. */
export const batchUpdateRequestSchema = z.object({
  warehouseNo: code,
  cells: z.array(idVersion).min(1).max(MAX_BATCH_CHANGE),
  changes: cellAttributesSchema.refine((c) => Object.keys(c).length > 0, { message: 'validation.required' }),
});
export type BatchUpdateRequest = z.input<typeof batchUpdateRequestSchema>;

/** batchDeleteCellsData: delete listed cells; stale version or a cell holding stock refuses all. */
export const batchDeleteRequestSchema = z.object({ warehouseNo: code, delList: z.array(idVersion).min(1).max(MAX_BATCH_CHANGE) });
export type BatchDeleteRequest = z.input<typeof batchDeleteRequestSchema>;

/** updateBmZonePosByParams: new positions of zones of one warehouse; a stale version refuses all. */
export const zonePositionSchema = idVersion.extend({
  zoneX: metres,
  zoneY: metres,
  zoneWidth: metres.refine((v) => v > 0),
  zoneDepth: metres.refine((v) => v > 0),
  zoneRotation: z.number().finite().min(-360).max(360).default(0),
});
export type ZonePosition = z.input<typeof zonePositionSchema>;
export const zonePosRequestSchema = z.object({ warehouseNo: code, zones: z.array(zonePositionSchema).min(1).max(500) });
export type ZonePosRequest = z.input<typeof zonePosRequestSchema>;

// ---- answers -----------------------------------------------------------------------------------

/** Occupancy counts of a warehouse, zone or shelf. occupiedCount: cells with on-hand stock. */
export type CellCounts = { cellCount: number; badCellCount: number; occupiedCount: number };

/** getAllWareData answer: one entry per warehouse in scope, sorted by warehouseNo. */
export type WareSummary = CellCounts & { warehouseNo: string; warehouseName: string; orgNo: string; zoneCount: number };

/**
 * A zone on the plan. `positioned` is false when no position was saved yet: the server then
 * answers a default place (zones side by side) so every consumer can draw it.
 */
export type ZoneLayout = CellCounts & {
  id: number;
  version: number;
  orgNo: string;
  warehouseNo: string;
  zoneNo: string;
  zoneName: string;
  zoneType: string | null;
  statusCode: number | null;
  zoneX: number;
  zoneY: number;
  zoneWidth: number;
  zoneDepth: number;
  zoneRotation: number;
  positioned: boolean;
  shelfCount: number;
  /** Highest level (cellZ) and position (cellY) of the zone's cells, 0 without cells. */
  maxLevel: number;
  maxPosition: number;
};
export type ZonesAnswer = { warehouseNo: string; zones: ZoneLayout[] };

/** A shelf of a zone (cells with the same cellX). */
export type ShelfSummary = CellCounts & { shelf: number; positionCount: number; levelCount: number };
export type ShelvesAnswer = { warehouseNo: string; zoneNo: string; shelves: ShelfSummary[] };

/** A cell as drawn on the plan and the 3D view; onHandQty is the sum of its balances' on-hand. */
export type CellLayout = {
  id: number;
  version: number;
  cellNo: string;
  cellName: string | null;
  zoneNo: string;
  cellType: string | null;
  shelvesType: string | null;
  statusCode: number | null;
  isMixSku: boolean;
  isMixLot: boolean;
  isBadCell: boolean;
  cellInSeq: number | null;
  cellOutSeq: number | null;
  cellX: number | null;
  cellY: number | null;
  cellZ: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  maxWeight: string | null;
  maxQty: string | null;
  onHandQty: string;
};
export type CellsAnswer = { warehouseNo: string; zoneNo: string; shelf?: number; cells: CellLayout[] };

/** One balance line of a cell (getCellInfoByWareCellData). */
export type CellStockLine = { itemNo: string; lotNo: string; containerNo: string; stockStatus: string; onHand: string; allocated: string; frozen: string };
export type CellInfo = CellLayout & { orgNo: string; warehouseNo: string; remark: string | null; updateDate: string; stock: CellStockLine[] };

/** batchCreateCellsData / batchAddCellsData answer: cells created per zone. */
export type BatchCreateAnswer = { created: number; zones: { zoneNo: string; created: number }[] };
/** batchUpdateCellsData answer: the new versions. */
export type BatchUpdateAnswer = { updated: number; cells: { id: number; version: number }[] };
export type BatchDeleteAnswer = { deleted: number };
/** updateBmZonePosByParams answer: the zones as saved. */
export type ZonePosAnswer = { zones: ZoneLayout[] };

/** Number of cells a batch create makes (the dialog's preview). */
export function gridCellCount(request: { zoneNos: readonly string[]; shelves: number; positions: number; levels: number }): number {
  return request.zoneNos.length * request.shelves * request.positions * request.levels;
}

/** The cell number of a grid cell: `{zoneNo}-{shelf}-{position}-{level}`, each part two digits (three above 99). */
export function gridCellNo(zoneNo: string, shelf: number, position: number, level: number): string {
  const part = (n: number) => String(n).padStart(n > 99 ? 3 : 2, '0');
  return `${zoneNo}-${part(shelf)}-${part(position)}-${part(level)}`;
}
