/**
 * The scheduling board and DSB monitoring (workflows §2 scheduling board, schedule kanban, delivery
 * plan, shipping schedule, DSB monitoring; §5 date span and five compared items).
 *
 * `ISrmScheduleService/getScheduleBoard { condition, dateFrom, dateTo }`: the schedule lines whose
 * demand date is in the range (YYYY-MM-DD, up to a year), with the list's search condition and
 * data scope (a supplier user: its published lines), ordered by supplier, item, order, line and
 * date; at most BOARD_MAX_LINES, with `truncated` when there were more. Answers
 * `{ records: BoardLine[], truncated }`. isSearch on the board (170304) or a page listing schedules.
 *
 * `ISrmDsbService/getDsbCompare { itemNos, dateFrom, dateTo, condition? }`: per item and demand
 * date, demand (planQty), supply (the supplier's answerQuantity) and received quantities, summed
 * over the lines in scope. Answers `{ dates, series: [{ itemNo, demand, supply, received }] }`
 * with one number per date. isSearch on DSB monitoring (170307).
 *
 * Errors: SCHEDULE_RANGE_REQUIRED, SCHEDULE_START_AFTER_END, SCHEDULE_SPAN_TOO_LONG,
 * DSB_ITEMS_REQUIRED, DSB_TOO_MANY_ITEMS { max }.
 */
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SCHEDULE_PAGES, scheduleEntity } from '../../shared/entities/schedule.entity.ts';
import { conditionSchema } from '../../shared/rpc.ts';
import { BOARD_MAX_LINES, DSB_MAX_ITEMS, rangeRefusal } from '../../shared/schedule.ts';
import type { BoardLine } from '../../shared/schedule-board.ts';
import { periodsBetween } from '../../shared/schedule-board.ts';
import { entityTables } from '../db/schema.ts';
import { listWhere } from '../crud/list-query.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall } from '../rpc/call.ts';

const BOARD_MENU = '170304';
const DSB_MENU = '170307';

const dateSchema = z.string().max(10).optional();

function assertRange(dateFrom: string | undefined, dateTo: string | undefined): { dateFrom: string; dateTo: string } {
  const from = dateFrom && /^\d{4}-\d{2}-\d{2}$/.test(dateFrom) ? dateFrom : undefined;
  const to = dateTo && /^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? dateTo : undefined;
  const refusal = rangeRefusal(from, to);
  if (refusal) throw new AppError(refusal);
  return { dateFrom: from as string, dateTo: to as string };
}

const BOARD_COLUMNS = ['id', 'version', 'scheduleNo', 'orgNo', 'supplierNo', 'itemNo', 'purchaseNo', 'purchaseSeq', 'demandDate', 'planQty', 'scheduleQty', 'answerQuantity', 'preDelivery', 'deliveryQty', 'receiveQty', 'publishStatus', 'replyStatus'] as const;

export const boardCalls = [
  defineCall({
    service: scheduleEntity.calls.service,
    method: 'getScheduleBoard',
    summary: 'Schedule lines of a demand date range (up to a year) for the board, kanban, delivery plan and shipping schedule',
    permission: { menuNo: BOARD_MENU, flag: 'isSearch', alsoOn: [scheduleEntity.menuNo, ...SCHEDULE_PAGES.filter((menuNo) => menuNo !== BOARD_MENU)] },
    input: z.object({ condition: conditionSchema.default({}), dateFrom: dateSchema, dateTo: dateSchema }),
    handle: async (input, ctx) => {
      const range = assertRange(input.dateFrom, input.dateTo);
      const table = entityTables.schedule;
      const columns = Object.fromEntries(BOARD_COLUMNS.map((name) => [name, table[name]]));
      const rows = await ctx.database.db
        .select(columns)
        .from(table)
        .where(and(listWhere(scheduleEntity, table, ctx.user, input.condition), gte(table.demandDate, range.dateFrom), lte(table.demandDate, range.dateTo)))
        .orderBy(asc(table.supplierNo), asc(table.itemNo), asc(table.purchaseNo), asc(table.purchaseSeq), asc(table.demandDate), asc(table.id))
        .limit(BOARD_MAX_LINES + 1);
      return { records: rows.slice(0, BOARD_MAX_LINES) as unknown as BoardLine[], truncated: rows.length > BOARD_MAX_LINES };
    },
  }),
  defineCall({
    service: 'ISrmDsbService',
    method: 'getDsbCompare',
    summary: 'Demand, supply and receipts per day of at most five items (DSB monitoring)',
    permission: { menuNo: DSB_MENU, flag: 'isSearch' },
    input: z.object({ itemNos: z.array(z.string().max(40)).max(50), dateFrom: dateSchema, dateTo: dateSchema, condition: conditionSchema.default({}) }),
    handle: async (input, ctx) => {
      const itemNos = [...new Set(input.itemNos.map((itemNo) => itemNo.trim()).filter(Boolean))];
      if (itemNos.length === 0) throw new AppError('DSB_ITEMS_REQUIRED');
      if (itemNos.length > DSB_MAX_ITEMS) throw new AppError('DSB_TOO_MANY_ITEMS', { max: DSB_MAX_ITEMS });
      const range = assertRange(input.dateFrom, input.dateTo);
      const table = entityTables.schedule;
      const sums = await ctx.database.db
        .select({
          itemNo: table.itemNo,
          date: table.demandDate,
          demand: sql<string>`sum(${table.planQty})`,
          supply: sql<string>`coalesce(sum(${table.answerQuantity}), 0)`,
          received: sql<string>`coalesce(sum(${table.receiveQty}), 0)`,
        })
        .from(table)
        .where(and(listWhere(scheduleEntity, table, ctx.user, input.condition), inArray(table.itemNo, itemNos), gte(table.demandDate, range.dateFrom), lte(table.demandDate, range.dateTo)))
        .groupBy(table.itemNo, table.demandDate);
      const dates = periodsBetween(range.dateFrom, range.dateTo, 'day');
      const index = new Map(dates.map((date, i) => [date, i]));
      const series = itemNos.map((itemNo) => ({ itemNo, demand: dates.map(() => 0), supply: dates.map(() => 0), received: dates.map(() => 0) }));
      for (const sum of sums) {
        const line = series.find((s) => s.itemNo === sum.itemNo);
        const at = index.get(String(sum.date));
        if (!line || at === undefined) continue;
        line.demand[at] = Number(sum.demand);
        line.supply[at] = Number(sum.supply);
        line.received[at] = Number(sum.received);
      }
      return { dates, series };
    },
  }),
];
