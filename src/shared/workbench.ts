/**
 * The workbench and big-screen report calls (spec console §7 Workbench getWorkbenchAreaInfo; issue
 * "Live event stream and the big screen"): their services, methods, menus and answer shapes, shared
 * by the server (src/server/workbench), the big screen (src/screen) and the console dashboard.
 *
 * Quantities are decimal strings in the item's unit; times are ISO 8601; "today" starts at local
 * midnight of the request's `timeZone` (an IANA name; the server's zone when absent).
 * See docs/decisions/ "Big screen and dashboard".
 */
import { isTimeZone } from './door-hours.ts';
import { z } from 'zod';
import { cellEntity } from './entities/cell.entity.ts';

export const WORKBENCH_SERVICE = 'IWorkbenchService';

/** The seeded read-only role of wall displays (server/workbench/screen-role.ts): its sessions have no idle expiry and slide. */
export const SCREEN_ROLE = 'screen';

/**
 * Whether a user is a wall display's (record 1023): its one role is the screen role (an administrator
 * never is). Such a user signing in without asking for a page lands on the big screen, not the console.
 */
export function isWallUser(user: { roles?: readonly string[]; isAdmin: boolean }): boolean {
  return !user.isAdmin && user.roles?.length === 1 && user.roles[0] === SCREEN_ROLE;
}
export const REPORT_SERVICE = 'IReportService';

/**
 * The menus whose isSearch flag each report call needs (positional numbers of src/shared/menus.ts);
 * `cells` is the cell menu, which the layout calls of the 3D view need too. The screen role grants
 * isSearch on exactly these.
 */
export const SCREEN_MENUS = {
  warehousingTask: '150108',
  issueTask: '150109',
  waterLevel: '150103',
  validityPeriod: '150105',
  cells: cellEntity.menuNo,
} as const;

/** The report calls the big screen polls, with the menu each needs (isSearch). */
export const REPORT_METHODS = {
  getTodayProgress: SCREEN_MENUS.warehousingTask,
  getOpenTasks: SCREEN_MENUS.issueTask,
  getInventoryWaterLevel: SCREEN_MENUS.waterLevel,
  getStockAlerts: SCREEN_MENUS.validityPeriod,
  getDockStatus: SCREEN_MENUS.warehousingTask,
  getCellOccupancy: SCREEN_MENUS.cells,
} as const;

export type ReportMethod = keyof typeof REPORT_METHODS;

/** A valid IANA time zone name, e.g. Asia/Shanghai. */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'validation.option');

/** Body of every report call: one warehouse in the user's scope. */
export const warehouseReportSchema = z.object({
  warehouseNo: z.string().min(1).max(40),
  timeZone: timeZoneSchema.optional(),
});

/** Body of getCellOccupancy: the whole warehouse, or only the listed cells (after a posting). */
export const cellOccupancySchema = warehouseReportSchema.extend({
  cellNos: z.array(z.string().min(1).max(32)).max(1000).optional(),
});

/** Work of one direction today: done, and planned = done plus the documents still waiting (submitted or in progress). */
export type Flow = { documentsDone: number; linesDone: number; documentsPlanned: number; linesPlanned: number };

export type TodayProgress = {
  warehouseNo: string;
  inbound: Flow;
  outbound: Flow;
  /** Outbound lines done in the last 60 minutes (lines per hour, rolling). */
  pickingRate: number;
  /** Lines done per hour of today, 24 entries (index = local hour). */
  hourly: { hour: number; inbound: number; outbound: number }[];
  at: string;
};

export const TASK_TYPES = ['putaway', 'picking', 'replenishment', 'count', 'move'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Open tasks of a warehouse per type (count tasks today; the other types come with their modules). */
export type OpenTasks = { warehouseNo: string; byType: { taskType: TaskType; open: number }[]; total: number; at: string };

export type WaterLevelState = 'below' | 'normal' | 'above';

export type WaterLevelItem = { itemNo: string; itemName: string; onHand: string; lower: string | null; upper: string | null; state: WaterLevelState };

/** Items with at least one limit, counted by state; `items` the worst first (below, above), at most 50. */
export type WaterLevel = { warehouseNo: string; below: number; normal: number; above: number; items: WaterLevelItem[]; at: string };

export const ALERT_KINDS = ['belowMinimum', 'nearExpiry', 'negativeStock'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type StockAlert = { kind: AlertKind; itemNo: string; itemName: string; cellNo: string | null; quantity: string; limit: string | null };

/**
 * Alerts, at most 50; `counts` counts all. `expiryTracked` is false until a balance of the
 * warehouse carries an expiry date; near expiry counts balances expired or expiring within
 * `expiryDays` days (their alert's `limit` is the expiry date, yyyy-MM-dd).
 */
export type StockAlerts = { warehouseNo: string; counts: Record<AlertKind, number>; alerts: StockAlert[]; expiryTracked: boolean; expiryDays: number; at: string };

/**
 * Dock doors of a warehouse (issue 15): each door's state (free, called, unloading, blocked) with the
 * queue number at it, and the trucks of the yard queue (waiting, called to a door, unloading).
 * `tracked` is false while the warehouse has no dock door (the panel says how to start).
 */
export type DockStatus = {
  warehouseNo: string;
  tracked: boolean;
  docks: { dockNo: string; state: 'free' | 'called' | 'unloading' | 'blocked'; queueNo: number | null; waiting: number }[];
  queue: { queueNo: number; doorNo: string; state: string; plateNo: string }[];
  at: string;
};

export type OccupancyLevel = 'empty' | 'partly' | 'full';

/**
 * One cell's state for the 3D colours. `fill` is the larger of on-hand/maxQty and weight/maxWeight
 * (null when the cell declares neither); a cell with stock and no capacity is 'partly'. `held`:
 * some of its stock is not yet qualified (to inspect, to put away); `abc`: the best ABC class of
 * its items (A before B before C, null when none has one); `expiresInDays`: days from today to the
 * earliest expiry of its stock (first receipt of the balance + the item's shelf life; negative
 * when expired; null when no item of it manages shelf life).
 */
export type CellOccupancy = {
  cellNo: string;
  zoneNo: string;
  onHand: string;
  weight: string;
  fill: number | null;
  level: OccupancyLevel;
  frozen: boolean;
  nearExpiry: boolean;
  bad: boolean;
  held: boolean;
  abc: 'A' | 'B' | 'C' | null;
  expiresInDays: number | null;
  items: { itemNo: string; itemName: string; lotNo: string; onHand: string; frozen: string }[];
};

/** Body of getCellCard: one cell of a warehouse. */
export const cellCardSchema = warehouseReportSchema.extend({ cellNo: z.string().min(1).max(32) });

/** A movement of a cell's stock in the ledger (quantity: signed delta in the item's unit). */
export type CellMovement = { at: string; docType: string; docNo: string; action: string; itemNo: string; itemName: string; lotNo: string; delta: string };

/** getCellCard's answer: the cell (null when the warehouse has no such cell) and its last CELL_CARD_MOVEMENTS movements, newest first. */
export type CellCard = { warehouseNo: string; cell: CellOccupancy | null; movements: CellMovement[]; at: string };

export const CELL_CARD_MOVEMENTS = 8;

/** Cells that are not plainly empty (stock, frozen, bad), or the asked cells in any state. */
export type CellOccupancyAnswer = { warehouseNo: string; cells: CellOccupancy[]; at: string };

/** One warehouse of the signed-in user's workbench. */
export type WorkbenchWarehouse = {
  warehouseNo: string;
  warehouseName: string;
  orgNo: string;
  progress: TodayProgress;
  openTasks: OpenTasks;
  waterLevel: Omit<WaterLevel, 'items'>;
  alerts: Record<AlertKind, number>;
};

/** IWorkbenchService/getWorkbenchAreaInfo: every warehouse in the user's data scope. */
export type WorkbenchAreaInfo = { warehouses: WorkbenchWarehouse[]; at: string };

export const workbenchSchema = z.object({ timeZone: timeZoneSchema.optional() });
