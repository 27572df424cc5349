/**
 * The live data of one warehouse for the big screen: each report call polled by the hub at its
 * interval and fetched again shortly after any event of the warehouse that can change its figures
 * (REFRESH_TOPICS: whichever surface caused it, console, portal, kiosk, dock, handheld or the demo
 * simulator, as every write publishes its event), so KPIs, cell colours and the doors follow work
 * done within a second. Cell occupancy is kept as a map: a full poll replaces it, a posting
 * refreshes only the touched cells, fetched at once (decision 0861). The cells a posting touched
 * are also told the moment its event arrives (`touched$`), so the 3D view pulses them before their
 * new figures are fetched.
 */
import { auditTime, catchError, combineLatest, concatMap, distinctUntilChanged, EMPTY, filter, from, map, merge, Observable, scan, share, shareReplay } from 'rxjs';
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
 * Wait after an event before fetching a panel's report, so the events of that moment make one call
 * and the panels' calls follow the touched cells' one instead of competing with it; under a steady
 * stream of events a fetch still runs every this many ms (auditTime, not a debounce). Fetches run
 * one after the other (concatMap), so a later answer never loses to an earlier one.
 */
const PANEL_WAIT_MS = 300;

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
  /** The cells each posting of the warehouse touched, as its event arrives (before their occupancy is fetched). */
  touched$: Observable<string[]>;
};

function fetchQuietly<T>(method: ReportMethod, body: unknown): Observable<T> {
  return from(call<T>(REPORT_SERVICE, method, body, { quiet: true })).pipe(catchError(() => EMPTY));
}

/**
 * The occupancy of the touched cells: a fetch starts as soon as cells are touched and no fetch is
 * running; cells touched while one runs wait for it and go together in the next, so a quiet wall
 * waits for nothing and a busy one makes one call at a time. Answers come in call order.
 */
function touchedOccupancy(touched$: Observable<string[]>, body: { warehouseNo: string; timeZone: string }) {
  return new Observable<{ answer: CellOccupancyAnswer; cellNos: string[] }>((subscriber) => {
    const waiting = new Set<string>();
    let running = false;
    const next = () => {
      if (running || waiting.size === 0 || subscriber.closed) return;
      const cellNos = [...waiting];
      waiting.clear();
      running = true;
      call<CellOccupancyAnswer>(REPORT_SERVICE, 'getCellOccupancy', { ...body, cellNos }, { quiet: true })
        .then((answer) => subscriber.next({ answer, cellNos }), () => undefined)
        .finally(() => {
          running = false;
          next();
        });
    };
    const subscription = touched$.subscribe((cellNos) => {
      for (const cellNo of cellNos) waiting.add(cellNo);
      next();
    });
    return () => {
      subscription.unsubscribe();
      waiting.clear();
    };
  });
}

export function liveReports(hub: Hub, warehouseNo: string): LiveReports {
  const body = { warehouseNo, timeZone: localTimeZone() };
  const ofWarehouse = (type: EventType) => hub.topic(type).pipe(filter((event) => event.scope.warehouseNo === warehouseNo));
  const postings$ = hub.topic('stock.posted').pipe(filter((event) => event.scope.warehouseNo === warehouseNo), share());
  const changes = (method: keyof typeof REFRESH_TOPICS) => merge(...REFRESH_TOPICS[method].map((type) => (type === 'stock.posted' ? postings$ : ofWarehouse(type))));
  const spec = (method: ReportMethod): PollSpec => ({ service: REPORT_SERVICE, method, body, intervalMs: INTERVALS[method] });
  // A widget's state changes with its status or its poll's answer, not with every socket message.
  const stateOf = (method: ReportMethod) => combineLatest([hub.state$, hub.pollState(spec(method))]).pipe(
    map(([socket, poll]) => widgetState(socket, poll)),
    distinctUntilChanged((a, b) => a.status === b.status && a.lastGoodAt === b.lastGoodAt),
  );
  const report = <T>(method: keyof typeof REFRESH_TOPICS): Report<T> => ({
    data$: merge(
      hub.poll<T>(spec(method)),
      changes(method).pipe(auditTime(PANEL_WAIT_MS), concatMap(() => fetchQuietly<T>(method, body))),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    state$: stateOf(method),
  });

  const touched$ = postings$.pipe(
    map((event) => [...new Set(event.payload.balances.map((b) => b.cellNo))]),
    filter((cellNos) => cellNos.length > 0),
    share(),
  );
  const occupancy$ = merge(
    hub.poll<CellOccupancyAnswer>(spec('getCellOccupancy')).pipe(map((answer) => ({ answer, cellNos: null as string[] | null }))),
    touchedOccupancy(touched$, body),
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
    touched$,
  };
}
