/**
 * `{service}/getTabCountByParams { condition }` of an entity that declares `listTabs` (spec console
 * §2 "optional tab strip with counts"): how many rows of the list's condition (data scope,
 * jurisdiction and custom fields included) have each value of the tab field, ignoring the
 * condition on that field itself. Answers `{ total, counts: { [value]: n } }`; a value without rows
 * is absent. isSearch on the list's menu (or a page listing it, listingPages); not a lookup, no picker counts.
 */
import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { EntityDef } from '../../shared/entity.ts';
import { listingPages } from '../../shared/page-pickers.ts';
import { conditionSchema } from '../../shared/rpc.ts';
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
        const rows = await ctx.database.db
          .select({ value: table[field], n: count() })
          .from(table)
          .where(listWhere(entity, table, ctx.user, rest, customFields))
          .groupBy(table[field]);
        const counts = Object.fromEntries(rows.filter((r) => r.value !== null).map((r) => [String(r.value), r.n]));
        return { total: rows.reduce((sum, r) => sum + r.n, 0), counts };
      },
    }),
  ];
}
