/**
 * The live data of one warehouse for the big screen: each report call polled by the hub at its
 * interval and fetched again right after a stock posting of the warehouse (the `stock.posted`
 * event; today's progress also after a `document.status` event, as a submitted inbound document
 * changes the planned work; open tasks after a `task.changed` event; the docks after a
 * `yard.changed` or `dock.changed` event), so KPIs, cell colours and the doors follow work done
 * within a second. Cell occupancy is kept as a
 * map: a full poll replaces it, a posting refreshes only the touched cells.
 */
import { auditTime, buffer, catchError, combineLatest, concatMap, EMPTY, filter, from, map, merge, scan, share, shareReplay, type Observable } from 'rxjs';
import { call } from '../client/request.ts';
import {
  REPORT_SERVICE, type CellOccupancy, type CellOccupancyAnswer, type DockStatus, type OpenTasks, type ReportMethod, type StockAlerts, type TodayProgress, type WaterLevel,
} from '../shared/workbench.ts';
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
  const postings$ = hub.topic('stock.posted').pipe(filter((event) => event.scope.warehouseNo === warehouseNo), share());
  const taskChanges$ = hub.topic('task.changed').pipe(filter((event) => event.scope.warehouseNo === warehouseNo));
  const yardChanges$ = merge(hub.topic('yard.changed'), hub.topic('dock.changed')).pipe(filter((event) => event.scope.warehouseNo === warehouseNo));
  // A submitted or received inbound document changes the planned figures before any stock moves.
  const documentChanges$ = hub.topic('document.status').pipe(filter((event) => event.scope.warehouseNo === warehouseNo));
  const spec = (method: ReportMethod): PollSpec => ({ service: REPORT_SERVICE, method, body, intervalMs: INTERVALS[method] });
  const stateOf = (method: ReportMethod) => combineLatest([hub.state$, hub.pollState(spec(method))]).pipe(map(([socket, poll]) => widgetState(socket, poll)));
  const report = <T>(method: ReportMethod, refresh$: Observable<unknown>): Report<T> => ({
    data$: merge(
      hub.poll<T>(spec(method)),
      refresh$.pipe(auditTime(EVENT_WAIT_MS), concatMap(() => fetchQuietly<T>(method, body))),
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
    progress: report<TodayProgress>('getTodayProgress', merge(postings$, documentChanges$)),
    tasks: report<OpenTasks>('getOpenTasks', taskChanges$),
    waterLevel: report<WaterLevel>('getInventoryWaterLevel', postings$),
    alerts: report<StockAlerts>('getStockAlerts', postings$),
    docks: report<DockStatus>('getDockStatus', yardChanges$),
    occupancy: { data$: occupancy$, state$: stateOf('getCellOccupancy') },
  };
}
