/**
 * The warehouses a user may watch on the workbench and the big screen (data scope applied by
 * scopeCondition in crud/scope.ts), and the start of "today" in a time zone.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { warehouseEntity } from '../../shared/entities/warehouse.entity.ts';
import type { Db, Tx } from '../db/client.ts';
import { bmWarehouse } from '../db/schema.ts';
import { scopeCondition } from '../crud/scope.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

export type ScopedWarehouse = { warehouseNo: string; warehouseName: string; orgNo: string };

const COLUMNS = { warehouseNo: bmWarehouse.warehouseNo, warehouseName: bmWarehouse.warehouseName, orgNo: bmWarehouse.orgNo };

/** Valid warehouses in the user's scope, by warehouse number. */
export async function scopedWarehouses(db: Db, user: SessionUser): Promise<ScopedWarehouse[]> {
  const rows = await db
    .select(COLUMNS)
    .from(bmWarehouse)
    .where(and(eq(bmWarehouse.statusCode, 1), scopeCondition(warehouseEntity, bmWarehouse, user)))
    .orderBy(asc(bmWarehouse.warehouseNo));
  return rows.map((r) => ({ warehouseNo: String(r.warehouseNo), warehouseName: String(r.warehouseName), orgNo: String(r.orgNo) }));
}

/** One warehouse in the user's scope. Errors: NOT_FOUND when unknown or out of scope. */
export async function scopedWarehouse(db: Db, user: SessionUser, warehouseNo: string): Promise<ScopedWarehouse> {
  const [row] = await db
    .select(COLUMNS)
    .from(bmWarehouse)
    .where(and(eq(bmWarehouse.warehouseNo, warehouseNo), scopeCondition(warehouseEntity, bmWarehouse, user)));
  if (!row) throw new AppError('NOT_FOUND');
  return { warehouseNo: String(row.warehouseNo), warehouseName: String(row.warehouseName), orgNo: String(row.orgNo) };
}

/** The request's time zone, else the server's. */
export function zoneOf(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The warehouse's IANA time zone (its timeZone field), else `fallback` (the request's), else the server's (decision 0812). */
export async function warehouseZone(db: Db | Tx, warehouseNo: string, fallback?: string): Promise<string> {
  const [row] = await db.select({ timeZone: bmWarehouse.timeZone }).from(bmWarehouse).where(eq(bmWarehouse.warehouseNo, warehouseNo));
  return zoneOf((row?.timeZone as string | null) || fallback);
}

/** SQL for local midnight of today in `zone`, as a timestamptz. */
export function startOfToday(zone: string) {
  return sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;
}
