/**
 * The one source of every card of a portal home (DoorPage; issue 23, walk 12-23 defect 3, record
 * 1000): the summary (getDoorSummary: counts, latest news, the supplier's name) and, for a supplier
 * user, its to-do list (getSupplierToDo with the user's local midnight as the day's start), loaded
 * together and shown together, so the cards never disagree. Everything reloads on the hub's events
 * that change them (HOME_TOPICS: ASNs, the yard and the dock, order answers and new order lines, news
 * published, canceled or pinned), on `reload()` (Refresh, a news read on the page) and each time the
 * page comes back to the front (its tab chosen again, the browser tab shown again: a news read on
 * Portal > News notice meanwhile).
 */
import { useCallback, useEffect, useState } from 'react';
import type { EventType } from '../../../shared/events.ts';
import { call } from '../../../client/request.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import { useBackInFront } from '../../shell/page-context.ts';
import { doorSummary, type DoorSummary, type NewsHeadline } from './news-api.ts';

type Row = Record<string, string | number | null>;
export type ToDoKind = 'orderLines' | 'asnsToShip' | 'refusedAsns' | 'appointments' | 'discrepancies' | 'news';
export type ToDo = { orderLines: Row[]; asnsToShip: Row[]; refusedAsns: Row[]; appointments: Row[]; discrepancies: Row[]; news: Omit<NewsHeadline, 'isRead'>[]; totals: Record<ToDoKind, number> };
export type DoorData = { summary: DoorSummary & { supplier?: { supplierNo: string; supplierName: string } }; todo?: ToDo };

/** The events that change a home's cards. */
export const HOME_TOPICS: readonly EventType[] = ['asn.status', 'yard.changed', 'dock.changed', 'order.answer', 'order.lines', 'news.changed'];

function localMidnight(): string {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

/** `withToDo`: the user is a supplier user on the supplier's home. Answers the data (undefined until the first load) and `reload`. */
export function useDoorData(withToDo: boolean): { data?: DoorData; reload: () => void } {
  const [data, setData] = useState<DoorData>();
  const [reloads, setReloads] = useState(0);
  const { ticks } = useHubTicks(HOME_TOPICS);
  const front = useBackInFront();
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    const todo = withToDo ? call<ToDo>('ISrmDoorService', 'getSupplierToDo', { dayStart: localMidnight() }) : Promise.resolve(undefined);
    void Promise.all([doorSummary(), todo]).then(([summary, list]) => {
      if (live) setData({ summary, todo: list });
    });
    return () => {
      live = false;
    };
  }, [withToDo, reloads, ticks, front]);
  return { data, reload };
}
