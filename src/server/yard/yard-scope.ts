/**
 * Whether an ASN or a yard row is within a user's data scope, for writes (reads filter with
 * yardScopeCondition in crud/scope.ts, the same rules): a supplier user only their own supplier's;
 * staff (kiosks included) their organisations and, when listed, their warehouses.
 */
import type { SessionUser } from '../rpc/session.ts';

export function inYardScope(user: SessionUser, row: { orgNo: string; warehouseNo: string; supplierNo: string }): boolean {
  if (user.userType === 'supplier') return Boolean(user.belongSupplier) && row.supplierNo === user.belongSupplier;
  if (user.orgs !== 'all' && !user.orgs.includes(row.orgNo)) return false;
  return user.warehouses === 'all' || user.warehouses.length === 0 || user.warehouses.includes(row.warehouseNo);
}
