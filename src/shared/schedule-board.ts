/**
 * The scheduling board's plan (workflows §2 scheduling board: day, week and month plans): schedule
 * lines pivoted into one row per order line (supplier, item, purchase order number and line) with
 * one column per period. Pure; dates are YYYY-MM-DD in UTC, weeks start on Monday.
 */
import type { PlanMode } from './schedule.ts';

/** One schedule line of a board answer (ISrmScheduleService/getScheduleBoard); quantities as decimal strings. */
export type BoardLine = {
  id: number;
  version: number;
  scheduleNo: string;
  orgNo: string;
  supplierNo: string;
  itemNo: string;
  purchaseNo: string | null;
  purchaseSeq: number | null;
  demandDate: string;
  planQty: string;
  scheduleQty: string;
  answerQuantity: string | null;
  preDelivery: string | null;
  deliveryQty: string | null;
  receiveQty: string | null;
  publishStatus: string;
  replyStatus: string;
};

/** A board row: an order line's scheduled and replied quantities per period key. */
export type BoardRow = {
  key: string;
  supplierNo: string;
  itemNo: string;
  purchaseNo: string | null;
  purchaseSeq: number | null;
  scheduled: Record<string, number>;
  replied: Record<string, number>;
  totalScheduled: number;
  totalReplied: number;
};

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period key of a date: the date (day), the Monday of its week (week) or YYYY-MM (month). */
export function periodOf(date: string, mode: PlanMode): string {
  if (mode === 'day') return date;
  if (mode === 'month') return date.slice(0, 7);
  const ms = dayOf(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoOf(ms - weekday * DAY_MS);
}

/** Every period key from `dateFrom` to `dateTo` (inclusive), in order. */
export function periodsBetween(dateFrom: string, dateTo: string, mode: PlanMode): string[] {
  const keys: string[] = [];
  for (let ms = dayOf(dateFrom); ms <= dayOf(dateTo); ms += DAY_MS) {
    const key = periodOf(isoOf(ms), mode);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/** The default range of a plan from `today`: `count` days, weeks or months (the settings' plan lengths). */
export function planRange(today: string, mode: PlanMode, count: number): { dateFrom: string; dateTo: string } {
  if (mode === 'day') return { dateFrom: today, dateTo: isoOf(dayOf(today) + (count - 1) * DAY_MS) };
  if (mode === 'week') {
    const monday = periodOf(today, 'week');
    return { dateFrom: monday, dateTo: isoOf(dayOf(monday) + (count * 7 - 1) * DAY_MS) };
  }
  const [year, month] = today.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + count, 0));
  return { dateFrom: `${today.slice(0, 7)}-01`, dateTo: isoOf(end.getTime()) };
}

/** Pivots lines into board rows (one per supplier, item, order and line; in the lines' order of first appearance). */
export function pivotBoard(lines: readonly BoardLine[], mode: PlanMode): BoardRow[] {
  const rows = new Map<string, BoardRow>();
  for (const line of lines) {
    const key = [line.supplierNo, line.itemNo, line.purchaseNo ?? '', line.purchaseSeq ?? ''].join('|');
    let row = rows.get(key);
    if (!row) {
      row = { key, supplierNo: line.supplierNo, itemNo: line.itemNo, purchaseNo: line.purchaseNo, purchaseSeq: line.purchaseSeq, scheduled: {}, replied: {}, totalScheduled: 0, totalReplied: 0 };
      rows.set(key, row);
    }
    const period = periodOf(line.demandDate, mode);
    const scheduled = Number(line.scheduleQty);
    row.scheduled[period] = (row.scheduled[period] ?? 0) + scheduled;
    row.totalScheduled += scheduled;
    if (line.answerQuantity !== null) {
      const replied = Number(line.answerQuantity);
      row.replied[period] = (row.replied[period] ?? 0) + replied;
      row.totalReplied += replied;
    }
  }
  return [...rows.values()];
}

/** The kanban column of a line: pending publish, awaiting reply, replied, delivering, received. */
export type KanbanColumn = 'pending' | 'awaitingReply' | 'replied' | 'delivering' | 'received';
export const KANBAN_COLUMNS: readonly KanbanColumn[] = ['pending', 'awaitingReply', 'replied', 'delivering', 'received'];

export function kanbanColumnOf(line: BoardLine): KanbanColumn {
  if (line.publishStatus !== '1') return 'pending';
  if (line.replyStatus !== '1') return 'awaitingReply';
  const received = Number(line.receiveQty ?? 0);
  if (received > 0 && received >= Number(line.answerQuantity ?? line.scheduleQty)) return 'received';
  return Number(line.deliveryQty ?? 0) > 0 || received > 0 ? 'delivering' : 'replied';
}
