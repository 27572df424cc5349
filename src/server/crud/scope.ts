/**
 * Data scope, applied in one place (DESIGN.md "Access"): every list, get, update and delete of
 * an entity adds scopeCondition, and every add or import checks scopeAllows. An entity with
 * scope 'org' is limited to the user's organisations (by its orgNo field); an entity with a
 * supplierNo field (or the supplier itself) is limited to a supplier user's own supplier.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EntityDef } from '../../shared/entity.ts';
import type { EntityTable } from '../db/entity-table.ts';
import type { SessionUser } from '../rpc/session.ts';

function supplierField(entity: EntityDef): string | undefined {
  if (entity.name === 'supplier') return 'supplierNo';
  return 'supplierNo' in entity.fields ? 'supplierNo' : undefined;
}

/** The SQL condition limiting rows of `entity` to what `user` may see, or undefined for all. */
export function scopeCondition(entity: EntityDef, table: EntityTable, user: SessionUser): SQL | undefined {
  const conditions: SQL[] = [];
  if (entity.scope === 'org' && user.orgs !== 'all') {
    conditions.push(user.orgs.length ? inArray(table.orgNo, user.orgs) : sql`false`);
  }
  const supplier = supplierField(entity);
  if (user.userType === 'supplier') {
    conditions.push(supplier && user.belongSupplier ? eq(table[supplier], user.belongSupplier) : sql`false`);
  }
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : sql.join(conditions, sql` and `);
}

/** Whether a row with these values may be written by `user` (same rules as scopeCondition). */
export function scopeAllows(entity: EntityDef, user: SessionUser, row: Record<string, unknown>): boolean {
  if (entity.scope === 'org' && user.orgs !== 'all' && !user.orgs.includes(String(row.orgNo))) return false;
  const supplier = supplierField(entity);
  if (user.userType === 'supplier') return Boolean(supplier && user.belongSupplier && row[supplier] === user.belongSupplier);
  return true;
}
