/**
 * `{service}/getTabCountByParams { condition }` of an entity that declares `listTabs` (spec console
 * §2 "optional tab strip with counts"): how many rows of the list's condition (data scope,
 * jurisdiction and custom fields included) have each value of the tab field, ignoring the
 * condition on that field itself. Answers `{ total, counts: { [value]: n } }`; a value without rows
 * is absent. The rule of the list's total holds (db/capped-count.ts): exact up to EXACT_TOTAL_LIMIT
 * matching rows; above it the total and each tab value's count (every value the field can hold,
 * fieldValues) are counted as the list counts its total, exact up to the limit, else the planner's
 * estimate, and the answer carries `estimated: true`. isSearch on the list's menu (or a page
 * listing it, listingPages); not a lookup, no picker counts.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fieldValues, type EntityDef } from '../../shared/entity.ts';
import { listingPages } from '../../shared/page-pickers.ts';
import { conditionSchema } from '../../shared/rpc.ts';
import { cappedCount, EXACT_TOTAL_LIMIT } from '../db/capped-count.ts';
import { entityTables } from '../db/schema.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { moduleCustomFields } from './custom-values.ts';
import { listWhere } from './list-query.ts';

const TAB_COUNT_METHOD = 'getTabCountByParams';

export function tabCountCalls(entity: EntityDef): CallDef[] {
  const field = entity.listTabs;
  if (!field) return [];
  const table = entityTables[entity.name];
  return [
    defineCall({
      service: entity.calls.service,
      method: TAB_COUNT_METHOD,
      summary: `Count ${entity.name} rows per ${field} for the list's tab strip`,
      permission: { menuNo: entity.menuNo, flag: 'isSearch', alsoOn: listingPages(entity) },
      input: z.object({ condition: conditionSchema.default({}) }),
      handle: async ({ condition }, ctx) => {
        const { [field]: _tab, ...rest } = condition;
        const customFields = rest.customValues ? await moduleCustomFields(ctx.database.db, entity.menuNo, false) : [];
        const db = ctx.database.db;
        const where = listWhere(entity, table, ctx.user, rest, customFields);
        const capped = db.select({ value: table[field] }).from(table).where(where).limit(EXACT_TOTAL_LIMIT + 1).as('capped');
        const rows = await db.select({ value: capped.value, n: count() }).from(capped).groupBy(capped.value);
        const total = rows.reduce((sum, r) => sum + r.n, 0);
        if (total <= EXACT_TOTAL_LIMIT) return { total, counts: Object.fromEntries(rows.filter((r) => r.value !== null).map((r) => [String(r.value), r.n])) };
        const counted = (condition: SQL | undefined) => cappedCount(db, db.select({ id: table.id }).from(table).where(condition).getSQL());
        const counts: Record<string, number> = {};
        for (const value of fieldValues(entity.fields[field])) {
          const n = (await counted(and(where, eq(table[field], value)))).total;
          if (n > 0) counts[String(value)] = n;
        }
        return { total: (await counted(where)).total, counts, estimated: true };
      },
    }),
  ];
}
