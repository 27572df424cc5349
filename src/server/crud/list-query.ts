/**
 * Paged list query of an entity (spec console §2 generic list page, §9 limits): condition fields
 * declared `search: 'fuzzy'` match case-insensitive substrings, `exact` match equal values,
 * `keyword` searches the key, title and fuzzy fields together; sort by an allow-listed column
 * (list fields and audit fields), default updateDate descending, ties by id for stable pages.
 * With `focusId` the page answered is the one holding that row (issue 23: a to-do link opens its
 * list with the row in view), or `current` when the row is not in the list.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CustomField } from '../../shared/custom-fields.ts';
import type { EntityDef } from '../../shared/entity.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { checkField } from '../../shared/validation.ts';
import { cappedCount } from '../db/capped-count.ts';
import type { Db, Tx } from '../db/client.ts';
import type { EntityTable } from '../db/entity-table.ts';
import type { SessionUser } from '../rpc/session.ts';
import { customCondition, likePattern, moduleCustomFields } from './custom-values.ts';
import { scopeCondition } from './scope.ts';

const AUDIT_SORTS = ['createDate', 'updateDate', 'id'];

/**
 * The WHERE of a list request: search condition, data scope, the jurisdiction control (a choice
 * among the user's organisations, `jurisdiction: [orgNo]`, narrowing an 'org' scoped entity) and
 * the custom field condition (`customValues`, with the module's `customFields`).
 */
export function listWhere(entity: EntityDef, table: EntityTable, user: SessionUser, condition: Record<string, unknown>, customFields: CustomField[] = []): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(entity, table, user), customCondition(table, customFields, condition.customValues)];
  const jurisdiction = condition.jurisdiction;
  if (entity.scope === 'org' && Array.isArray(jurisdiction) && jurisdiction.length) parts.push(inArray(table.orgNo, jurisdiction.map(String)));
  for (const [name, def] of Object.entries(entity.fields)) {
    const raw = condition[name];
    if (raw === undefined || raw === null || raw === '' || !def.search) continue;
    if (def.search === 'fuzzy') {
      parts.push(ilike(table[name], likePattern(String(raw).trim())));
      continue;
    }
    const checked = checkField({ ...def, required: false }, raw);
    if ('value' in checked && checked.value !== null) parts.push(eq(table[name], checked.value));
  }
  const keyword = typeof condition.keyword === 'string' ? condition.keyword.trim() : '';
  if (keyword) {
    const fields = Object.entries(entity.fields)
      .filter(([name, def]) => def.search === 'fuzzy' || name === entity.keyField || name === entity.titleField)
      .map(([name]) => ilike(table[name], likePattern(keyword)));
    parts.push(or(...fields));
  }
  return and(...parts);
}

export function sortableFields(entity: EntityDef): string[] {
  return [...Object.entries(entity.fields).filter(([, def]) => def.list).map(([name]) => name), ...AUDIT_SORTS];
}

/** The 1-based page of `size` rows holding row `id` under `where` in `order`, undefined when the row is not there. */
async function pageOfRow(db: Db | Tx, table: EntityTable, where: SQL | undefined, order: SQL[], id: number, size: number): Promise<number | undefined> {
  const ranked = db.select({ id: table.id, rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank') }).from(table).where(where).as('ranked');
  const [row] = await db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.id, id));
  return row ? Math.ceil(Number(row.rank) / size) : undefined;
}

/**
 * Runs a paged list; `size` is already limited to 1..1000 by the request schema; `narrow` further
 * limits the rows (authorised-only lists). The total is exact up to the exact-total limit, then
 * estimated (db/capped-count.ts).
 */
export async function listRows(db: Db | Tx, entity: EntityDef, table: EntityTable, user: SessionUser, request: PageRequest, narrow?: SQL): Promise<Page<Record<string, unknown>>> {
  const customFields = request.condition.customValues ? await moduleCustomFields(db, entity.menuNo, false) : [];
  const where = and(listWhere(entity, table, user, request.condition, customFields), narrow);
  // A sorter on a field outside the allowlist is ignored as a whole: default order, updateDate descending.
  const sorter = request.sorter && sortableFields(entity).includes(request.sorter.field) ? request.sorter : undefined;
  const sortField = sorter?.field ?? 'updateDate';
  const direction = sorter?.order === 'ascend' ? asc : desc;
  const order = [direction(table[sortField]), direction(table.id)];
  const current = request.focusId === undefined ? request.current : await pageOfRow(db, table, where, order, request.focusId, request.size) ?? request.current;
  const [records, total] = await Promise.all([
    db.select().from(table).where(where)
      .orderBy(...order)
      .limit(request.size)
      .offset((current - 1) * request.size),
    cappedCount(db, db.select({ id: table.id }).from(table).where(where).getSQL()),
  ]);
  return { records, total: total.total, ...(total.estimated && { totalEstimated: true }), pages: Math.ceil(total.total / request.size), current, size: request.size };
}
