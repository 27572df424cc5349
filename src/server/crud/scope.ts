/**
 * Data scope, applied in one place (DESIGN.md "Access"): every list, get, update and delete of
 * an entity adds scopeCondition, and every add or import checks scopeAllows. An entity with
 * scope 'org' is limited to the user's organisations (by its orgNo field); one with a warehouse
 * picker field (warehouseNo, ref warehouse) also to the user's warehouses when their data scope
 * lists any (dataType 3; none listed means every warehouse of their organisations; where the field
 * is optional, rows without a warehouse stay visible; the warehouse master list, its lookups and
 * the workbench's warehouses likewise, by the warehouse's own number: docs/decisions/0461); an entity with a classifyType field to the
 * user's classify types when their data scope lists any (dataType 2; rows without a classify type
 * stay visible); a supplier user (no data permissions of its own, spec workflows §6) sees only
 * rows of an entity with a supplierNo field (or the supplier itself) of its own supplier, whatever
 * their organisation, and nothing of other entities; of a `supplierShared` entity it also reads the
 * rows without a supplier (but changes and deletes only its own); an entity with an `owner` field
 * (messages) to the user's own rows, whatever their flags (an administrator too). News reach a
 * supplier user by their audience (newsAudienceCondition); an entity's `supplierSees` further limits
 * a supplier user to rows in given states (only published schedules, plans and forecasts).
 */
import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { EntityDef } from '../../shared/entity.ts';
import type { EntityTable } from '../db/entity-table.ts';
import type { SessionUser } from '../rpc/session.ts';

function supplierField(entity: EntityDef): string | undefined {
  if (entity.name === 'supplier') return 'supplierNo';
  return 'supplierNo' in entity.fields ? 'supplierNo' : undefined;
}

/**
 * The warehouses a row of `entity` must be in for `user` (its warehouse field; a warehouse row
 * itself by its own number), or undefined when not limited.
 */
function warehousesOf(entity: EntityDef, user: SessionUser): { list: string[]; optional: boolean } | undefined {
  const own = entity.name === 'warehouse';
  const field = entity.fields.warehouseNo;
  if (entity.scope === 'none' || !(own || field?.ref === 'warehouse') || user.warehouses === 'all' || user.warehouses.length === 0) return undefined;
  return { list: user.warehouses, optional: !own && !field.required };
}

/** The classify types a row of `entity` must carry for `user`, or undefined when not limited. */
function classifyTypesOf(entity: EntityDef, user: SessionUser): string[] | undefined {
  if (!('classifyType' in entity.fields) || !Array.isArray(user.classifyTypes) || user.classifyTypes.length === 0) return undefined;
  return user.classifyTypes;
}

/**
 * The SQL condition limiting rows of `entity` to what `user` may see ('read'), or change and
 * delete ('write': a supplier user's own rows only, not the shared ones), or undefined for all.
 */
export function scopeCondition(entity: EntityDef, table: EntityTable, user: SessionUser, mode: 'read' | 'write' = 'read'): SQL | undefined {
  const conditions: SQL[] = [];
  const supplier = supplierField(entity);
  // A supplier user has no data permissions of its own (spec §6): its supplier is its whole scope.
  if (user.userType === 'supplier') {
    const own = supplier && user.belongSupplier ? eq(table[supplier], user.belongSupplier) : sql`false`;
    const rows = supplier && entity.supplierShared && mode === 'read' ? (or(isNull(table[supplier]), own) as SQL) : own;
    const seen = entity.supplierSees;
    return seen ? sql`${rows} and ${inArray(table[seen.field], [...seen.values])}` : rows;
  }
  if (entity.scope !== 'none' && user.orgs !== 'all') {
    conditions.push(user.orgs.length ? inArray(table.orgNo, user.orgs) : sql`false`);
  }
  const warehouses = warehousesOf(entity, user);
  if (warehouses) {
    const listed = inArray(table.warehouseNo, warehouses.list);
    conditions.push(warehouses.optional ? (or(isNull(table.warehouseNo), listed) as SQL) : listed);
  }
  const classifyTypes = classifyTypesOf(entity, user);
  if (classifyTypes) conditions.push(or(isNull(table.classifyType), inArray(table.classifyType, classifyTypes)) as SQL);
  if (entity.owner) conditions.push(eq(table[entity.owner], user.userNo));
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : sql.join(conditions, sql` and `);
}

/** The field of a row with these values that puts it outside `user`'s scope (same rules as scopeCondition), if any. */
export function scopeRefusal(entity: EntityDef, user: SessionUser, row: Record<string, unknown>): string | undefined {
  const supplier = supplierField(entity);
  if (user.userType === 'supplier') {
    if (!(supplier && user.belongSupplier && row[supplier] === user.belongSupplier)) return supplier ?? 'supplierNo';
    const seen = entity.supplierSees;
    return seen && !seen.values.includes(String(row[seen.field])) ? seen.field : undefined;
  }
  if (entity.scope !== 'none' && user.orgs !== 'all' && !user.orgs.includes(String(row.orgNo))) return 'orgNo';
  const warehouses = warehousesOf(entity, user);
  const warehouse = row.warehouseNo;
  if (warehouses && !(warehouses.optional && (warehouse === undefined || warehouse === null)) && !warehouses.list.includes(String(warehouse))) return 'warehouseNo';
  const classifyTypes = classifyTypesOf(entity, user);
  if (classifyTypes && row.classifyType !== undefined && row.classifyType !== null && !classifyTypes.includes(String(row.classifyType))) return 'classifyType';
  if (entity.owner && row[entity.owner] !== user.userNo) return entity.owner;
  return undefined;
}

/** Whether a row with these values may be written by `user` (same rules as scopeCondition). */
export function scopeAllows(entity: EntityDef, user: SessionUser, row: Record<string, unknown>): boolean {
  return scopeRefusal(entity, user, row) === undefined;
}

/**
 * The condition limiting stock rows (inv_stock, inv_transaction and the stock queries) to the
 * user's data scope, on the given organisation and warehouse columns: the user's organisations
 * and, when their data scope lists warehouses (dataType 3), only those. Supplier users see none.
 */
export function stockScopeCondition(user: SessionUser, orgColumn: SQL, warehouseColumn: SQL): SQL | undefined {
  const conditions: SQL[] = [];
  if (user.userType === 'supplier') return sql`false`;
  if (user.orgs !== 'all') conditions.push(user.orgs.length ? sql`${orgColumn} in ${user.orgs}` : sql`false`);
  if (user.warehouses !== 'all' && user.warehouses.length > 0) conditions.push(sql`${warehouseColumn} in ${user.warehouses}`);
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * Whether an event of this organisation and warehouse is within `user`'s data scope (the real-time
 * channel; same rules as stockScopeCondition: empty warehouse list = every warehouse of their
 * organisations); a supplier user only the events scoped to its own supplier (ASN and yard events).
 */
export function scopeAllowsEvent(user: SessionUser, scope: { orgNo: string; warehouseNo: string; supplierNo?: string }): boolean {
  if (user.userType === 'supplier') return Boolean(user.belongSupplier) && scope.supplierNo === user.belongSupplier;
  if (user.orgs !== 'all' && !user.orgs.includes(scope.orgNo)) return false;
  return user.warehouses === 'all' || user.warehouses.length === 0 || user.warehouses.includes(scope.warehouseNo);
}

/**
 * The condition limiting yard rows (appointments, check-ins, ASN tracking; issue 15) to `user`'s
 * data scope: staff by organisation and listed warehouses like stockScopeCondition; a supplier
 * user only the rows of their own supplier.
 */
export function yardScopeCondition(user: SessionUser, columns: { orgNo: SQL; warehouseNo: SQL; supplierNo: SQL }): SQL | undefined {
  if (user.userType === 'supplier') return user.belongSupplier ? sql`${columns.supplierNo} = ${user.belongSupplier}` : sql`false`;
  return stockScopeCondition(user, columns.orgNo, columns.warehouseNo);
}

/**
 * The news a supplier user may read (workflows §3 news, issue 14): published ones addressed to
 * every supplier (audience 1) or naming the user's supplier in supplierNos (audience 2). Other users
 * read every news their menus allow; a supplier user without a supplier reads none.
 */
export function newsAudienceCondition(user: SessionUser, audience: SQL, supplierNos: SQL): SQL | undefined {
  if (user.userType !== 'supplier') return undefined;
  if (!user.belongSupplier) return sql`false`;
  return sql`(${audience} = '1' or ${user.belongSupplier} = any(string_to_array(${supplierNos}, ',')))`;
}
