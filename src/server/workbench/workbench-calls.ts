/**
 * The workbench and big-screen calls (spec console §7 Workbench; shapes in src/shared/workbench.ts):
 *
 * - IWorkbenchService/getWorkbenchAreaInfo { timeZone? } -> WorkbenchAreaInfo: today's progress,
 *   open tasks, water level counts and alert counts of every warehouse in the user's data scope.
 *   Any signed-in user (the console dashboard); a user without warehouses gets an empty list.
 * - IReportService/{getTodayProgress, getOpenTasks, getInventoryWaterLevel, getStockAlerts,
 *   getDockStatus} { warehouseNo, timeZone? } and getCellOccupancy { warehouseNo, cellNos? }: one
 *   warehouse each, polled by the big screen; each needs isSearch on its menu (REPORT_METHODS).
 *   getTodayProgress's "today" is the warehouse's day (its timeZone, else the request's; decision 0812).
 * - IReportService/getCellCard { warehouseNo, cellNo } -> CellCard: the big screen's cell card
 *   (cell-card.ts); isSearch on the cell menu, as the 3D view's layout calls.
 *
 * Errors: NOT_FOUND when the warehouse is unknown or outside the user's scope; VALIDATION_FAILED
 * for a malformed body or an unknown time zone; FORBIDDEN without the menu flag.
 */
import type { z } from 'zod';
import {
  cellCardSchema, cellOccupancySchema, REPORT_METHODS, SCREEN_MENUS, REPORT_SERVICE, warehouseReportSchema, WORKBENCH_SERVICE, workbenchSchema,
  type CellCard, type CellOccupancyAnswer, type DockStatus, type OpenTasks, type ReportMethod, type StockAlerts, type TodayProgress, type WaterLevel,
  type WorkbenchAreaInfo,
} from '../../shared/workbench.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { expiryAlerts, negativeStock, stockAlerts } from './alerts.ts';
import { todayProgress } from './flows.ts';
import { cellCard } from './cell-card.ts';
import { cellOccupancy } from './occupancy.ts';
import { openTasks } from './open-tasks.ts';
import { countLevels, summarizeWaterLevel, waterLevels } from './water-level.ts';
import { scopedWarehouse, scopedWarehouses, warehouseZone, zoneOf } from './warehouses.ts';
import { dockBoard } from '../yard/yard-queries.ts';

type ReportInput = z.output<typeof warehouseReportSchema>;

function report<S extends z.ZodType>(method: ReportMethod, summary: string, input: S, handle: (input: z.output<S>, ctx: UserContext) => Promise<unknown>): CallDef {
  return defineCall({ service: REPORT_SERVICE, method, summary, permission: { menuNo: REPORT_METHODS[method], flag: 'isSearch' }, input, handle });
}

async function warehouseOf(input: ReportInput, ctx: UserContext) {
  return scopedWarehouse(ctx.database.db, ctx.user, input.warehouseNo);
}

export const workbenchCalls: CallDef[] = [
  defineCall({
    service: WORKBENCH_SERVICE,
    method: 'getWorkbenchAreaInfo',
    summary: "The signed-in user's workbench: today's KPIs of every warehouse in scope",
    permission: 'signedIn',
    input: workbenchSchema,
    handle: async (input, ctx): Promise<WorkbenchAreaInfo> => {
      const db = ctx.database.db;
      const at = new Date().toISOString();
      const warehouses = await scopedWarehouses(db, ctx.user);
      const numbers = warehouses.map((w) => w.warehouseNo);
      const [progress, levels, negative, tasks, expiry] = await Promise.all([
        todayProgress(db, numbers, zoneOf(input.timeZone)), waterLevels(db, warehouses), negativeStock(db, numbers), openTasks(db, numbers, at), expiryAlerts(db, numbers, new Date(at)),
      ]);
      return {
        at,
        warehouses: warehouses.map((w) => {
          return {
            ...w,
            progress: progress.get(w.warehouseNo)!,
            openTasks: tasks.get(w.warehouseNo)!,
            waterLevel: { warehouseNo: w.warehouseNo, ...countLevels(levels.get(w.warehouseNo)!), at },
            alerts: stockAlerts(w.warehouseNo, levels.get(w.warehouseNo)!, negative.get(w.warehouseNo)!, expiry.get(w.warehouseNo)!, at).counts,
          };
        }),
      };
    },
  }),
  report('getTodayProgress', "Today's inbound and outbound progress, picking rate and hourly lines of a warehouse", warehouseReportSchema, async (input, ctx): Promise<TodayProgress> => {
    const warehouse = await warehouseOf(input, ctx);
    const zone = await warehouseZone(ctx.database.db, warehouse.warehouseNo, input.timeZone);
    return (await todayProgress(ctx.database.db, [warehouse.warehouseNo], zone)).get(warehouse.warehouseNo)!;
  }),
  report('getOpenTasks', 'Open tasks of a warehouse by task type', warehouseReportSchema, async (input, ctx): Promise<OpenTasks> => {
    const warehouse = await warehouseOf(input, ctx);
    return (await openTasks(ctx.database.db, [warehouse.warehouseNo], new Date().toISOString())).get(warehouse.warehouseNo)!;
  }),
  report('getInventoryWaterLevel', 'Inventory water level of a warehouse against item limits', warehouseReportSchema, async (input, ctx): Promise<WaterLevel> => {
    const warehouse = await warehouseOf(input, ctx);
    const levels = await waterLevels(ctx.database.db, [warehouse]);
    return summarizeWaterLevel(warehouse.warehouseNo, levels.get(warehouse.warehouseNo)!, new Date().toISOString());
  }),
  report('getStockAlerts', 'Stock alerts of a warehouse: below minimum, near expiry, negative stock', warehouseReportSchema, async (input, ctx): Promise<StockAlerts> => {
    const warehouse = await warehouseOf(input, ctx);
    const db = ctx.database.db;
    const now = new Date();
    const [levels, negative, expiry] = await Promise.all([waterLevels(db, [warehouse]), negativeStock(db, [warehouse.warehouseNo]), expiryAlerts(db, [warehouse.warehouseNo], now)]);
    return stockAlerts(warehouse.warehouseNo, levels.get(warehouse.warehouseNo)!, negative.get(warehouse.warehouseNo)!, expiry.get(warehouse.warehouseNo)!, now.toISOString());
  }),
  report('getDockStatus', 'Dock doors of a warehouse with the truck at each, and the yard queue', warehouseReportSchema, async (input, ctx): Promise<DockStatus> => {
    const warehouse = await warehouseOf(input, ctx);
    const board = await dockBoard(ctx.database.db, warehouse.warehouseNo);
    return {
      warehouseNo: warehouse.warehouseNo,
      tracked: board.doors.length > 0,
      docks: board.doors.map((door) => ({ dockNo: door.doorNo, state: door.state, queueNo: door.queueNo, waiting: door.waiting })),
      queue: board.queue.map((truck) => ({ queueNo: truck.queueNo, doorNo: truck.doorNo, state: truck.state, plateNo: truck.plateNo })),
      at: new Date().toISOString(),
    };
  }),
  report('getCellOccupancy', 'Occupancy of the cells of a warehouse for the 3D view', cellOccupancySchema, async (input, ctx): Promise<CellOccupancyAnswer> => {
    const warehouse = await warehouseOf(input, ctx);
    const cells = await cellOccupancy(ctx.database.db, warehouse.warehouseNo, input.cellNos);
    return { warehouseNo: warehouse.warehouseNo, cells, at: new Date().toISOString() };
  }),
  defineCall({
    service: REPORT_SERVICE,
    method: 'getCellCard',
    summary: "The big screen's cell card: a cell's items and its last movements in the ledger",
    permission: { menuNo: SCREEN_MENUS.cells, flag: 'isSearch' },
    input: cellCardSchema,
    handle: async (input, ctx): Promise<CellCard> => cellCard(ctx.database.db, (await warehouseOf(input, ctx)).warehouseNo, input.cellNo),
  }),
];
