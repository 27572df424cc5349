/**
 * Typed calls of the Warehouse view (src/shared/layout.ts) for the manageWarehouse page. Errors
 * are shown by the request layer (toast) and rethrown as RequestError.
 */
import {
  LAYOUT_SERVICE, type BatchCreateAnswer, type BatchCreateRequest, type BatchDeleteAnswer, type BatchUpdateAnswer, type BatchUpdateRequest,
  type CellsAnswer, type WareSummary, type ZonePosAnswer, type ZonePosition, type ZonesAnswer,
} from '../../../shared/layout.ts';
import { call } from '../../../client/request.ts';

/** Timeout of a batch create: the spec's request timeout (5 min) covers the largest batch. */
const BATCH_TIMEOUT_MS = 300_000;

export const layoutApi = {
  warehouses: () => call<WareSummary[]>(LAYOUT_SERVICE, 'getAllWareData', {}),
  zones: (warehouseNo: string) => call<ZonesAnswer>(LAYOUT_SERVICE, 'getZonesByWareData', { warehouseNo }),
  cells: (warehouseNo: string, zoneNo: string) => call<CellsAnswer>(LAYOUT_SERVICE, 'getCellsByWareZoneData', { warehouseNo, zoneNo }),
  createCells: (request: BatchCreateRequest) => call<BatchCreateAnswer>(LAYOUT_SERVICE, 'batchCreateCellsData', request, { timeout: BATCH_TIMEOUT_MS }),
  updateCells: (request: BatchUpdateRequest) => call<BatchUpdateAnswer>(LAYOUT_SERVICE, 'batchUpdateCellsData', request),
  deleteCells: (warehouseNo: string, delList: { id: number; version: number }[]) => call<BatchDeleteAnswer>(LAYOUT_SERVICE, 'batchDeleteCellsData', { warehouseNo, delList }),
  moveZones: (warehouseNo: string, zones: ZonePosition[]) => call<ZonePosAnswer>(LAYOUT_SERVICE, 'updateBmZonePosByParams', { warehouseNo, zones }),
};
