/**
 * The live data of one warehouse for the big screen: each report call polled by the hub at its
 * interval and fetched again right after any event of the warehouse that can change its figures
 * (REFRESH_TOPICS: whichever surface caused it, console, portal, kiosk, dock, handheld or the demo
 * simulator, as every write publishes its event), so KPIs, cell colours and the doors follow work
 * done within a second. Cell occupancy is kept as a map: a full poll replaces it, a posting
 * refreshes only the touched cells.
 */
import { auditTime, buffer, catchError, combineLatest, concatMap, EMPTY, filter, from, map, merge, scan, share, shareReplay, type Observable } from 'rxjs';
import { call } from '../client/request.ts';
import {
  REPORT_SERVICE, type CellOccupancy, type CellOccupancyAnswer, type DockStatus, type OpenTasks, type ReportMethod, type StockAlerts, type TodayProgress, type WaterLevel,
} from '../shared/workbench.ts';
import type { EventType } from '../shared/events.ts';
import type { ConnectionState, Hub, PollSpec } from '../streams/index.ts';
import { localTimeZone } from '../client/page-hub.ts';
import { widgetState } from './widget-state.ts';

/** Poll intervals (ms); a widget is stale after twice its interval without an answer. */
export const INTERVALS: Record<ReportMethod, number> = {
  getTodayProgress: 30_000,
  getOpenTasks: 60_000,
  getInventoryWaterLevel: 60_000,
  getStockAlerts: 60_000,
  getDockStatus: 60_000,
  getCellOccupancy: 120_000,
};

/**
 * The events after which each report is fetched again (issue 30 "State that follows every flow";
 * decision 0720): a posting moves stock, done lines and the tasks it makes or ends (putaway,
 * picking); a document's status changes planned work (submitted, received, shipped, cancelled)
 * and opens or closes tasks; a yard or dock change moves a truck or a door, and a receipt posted
 * anywhere frees its truck's door with a yard change.
 */
export const REFRESH_TOPICS: Record<Exclude<ReportMethod, 'getCellOccupancy'>, EventType[]> = {
  getTodayProgress: ['stock.posted', 'document.status'],
  getOpenTasks: ['task.changed', 'stock.posted', 'document.status'],
  getInventoryWaterLevel: ['stock.posted'],
  getStockAlerts: ['stock.posted'],
  getDockStatus: ['yard.changed', 'dock.changed'],
};

/**
 * Wait after a posting before fetching, so the postings of that moment make one call; under a
 * steady stream of postings a fetch still runs every this many ms (auditTime, not a debounce).
 * Fetches run one after the other (concatMap), so a later answer never loses to an earlier one.
 */
const EVENT_WAIT_MS = 150;

/** A widget's data and state; the state is the worse of the hub's and its own poll's. */
export type Report<T> = { data$: Observable<T>; state$: Observable<ConnectionState> };

/** Cells by number, and the cells that changed in this update (null: everything). */
export type OccupancyState = { cells: Map<string, CellOccupancy>; changed: string[] | null };

export type LiveReports = {
  progress: Report<TodayProgress>;
  tasks: Report<OpenTasks>;
  waterLevel: Report<WaterLevel>;
  alerts: Report<StockAlerts>;
  docks: Report<DockStatus>;
  occupancy: Report<OccupancyState>;
};

function fetchQuietly<T>(method: ReportMethod, body: unknown): Observable<T> {
  return from(call<T>(REPORT_SERVICE, method, body, { quiet: true })).pipe(catchError(() => EMPTY));
}

export function liveReports(hub: Hub, warehouseNo: string): LiveReports {
  const body = { warehouseNo, timeZone: localTimeZone() };
  const ofWarehouse = (type: EventType) => hub.topic(type).pipe(filter((event) => event.scope.warehouseNo === warehouseNo));
  const postings$ = hub.topic('stock.posted').pipe(filter((event) => event.scope.warehouseNo === warehouseNo), share());
  const changes = (method: keyof typeof REFRESH_TOPICS) => merge(...REFRESH_TOPICS[method].map((type) => (type === 'stock.posted' ? postings$ : ofWarehouse(type))));
  const spec = (method: ReportMethod): PollSpec => ({ service: REPORT_SERVICE, method, body, intervalMs: INTERVALS[method] });
  const stateOf = (method: ReportMethod) => combineLatest([hub.state$, hub.pollState(spec(method))]).pipe(map(([socket, poll]) => widgetState(socket, poll)));
  const report = <T>(method: keyof typeof REFRESH_TOPICS): Report<T> => ({
    data$: merge(
      hub.poll<T>(spec(method)),
      changes(method).pipe(auditTime(EVENT_WAIT_MS), concatMap(() => fetchQuietly<T>(method, body))),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    state$: stateOf(method),
  });

  const touched$ = postings$.pipe(
    buffer(postings$.pipe(auditTime(EVENT_WAIT_MS))),
    map((events) => [...new Set(events.flatMap((event) => event.payload.balances.map((b) => b.cellNo)))]),
    filter((cellNos) => cellNos.length > 0),
    concatMap((cellNos) => fetchQuietly<CellOccupancyAnswer>('getCellOccupancy', { ...body, cellNos }).pipe(map((answer) => ({ answer, cellNos })))),
  );
  const occupancy$ = merge(
    hub.poll<CellOccupancyAnswer>(spec('getCellOccupancy')).pipe(map((answer) => ({ answer, cellNos: null as string[] | null }))),
    touched$,
  ).pipe(
    scan((state: OccupancyState, { answer, cellNos }) => {
      const cells = cellNos ? new Map(state.cells) : new Map<string, CellOccupancy>();
      for (const cellNo of cellNos ?? []) cells.delete(cellNo);
      for (const cell of answer.cells) if (cell.level !== 'empty' || cell.frozen || cell.bad || cell.nearExpiry) cells.set(cell.cellNo, cell);
      return { cells, changed: cellNos };
    }, { cells: new Map(), changed: null }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    progress: report<TodayProgress>('getTodayProgress'),
    tasks: report<OpenTasks>('getOpenTasks'),
    waterLevel: report<WaterLevel>('getInventoryWaterLevel'),
    alerts: report<StockAlerts>('getStockAlerts'),
    docks: report<DockStatus>('getDockStatus'),
    occupancy: { data$: occupancy$, state$: stateOf('getCellOccupancy') },
  };
}
