/**
 * The news events of the hub (issue 23, walk 12-23 defect 3; record 1000): the hub gives a supplier
 * user only the events scoped to its own supplier (scope.ts scopeAllowsEvent), so a news that
 * changes what suppliers read is published once per addressed supplier.
 *
 * publishNewsChanged(tx, rows, action): for each news row in `rows` (srm_sys_news rows as stored
 * after the change) one 'news.changed' event `{ newsNo, action }` per supplier it addresses, scoped
 * `{ orgNo: '', warehouseNo: '', supplierNo }` (news belong to no organisation or warehouse):
 * audience 2 the suppliers of its supplierNos, audience 1 (every supplier) each supplier that has a
 * supplier user (only users receive events; a supplier without one has nobody listening). Called
 * in the transaction of the change, so the events go out only if it commits.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sysUser } from '../db/schema.ts';
import { publishEvents } from '../events/publish.ts';

/** What happened to the news: published, canceled, pinned or unpinned. */
export type NewsAction = 'publish' | 'cancel' | 'top' | 'untop';

/** The suppliers a news row addresses (see the module's docstring), `withUsers` the suppliers having a supplier user. */
function addressed(row: Record<string, unknown>, withUsers: string[]): string[] {
  if (String(row.audience) !== '2') return withUsers;
  return [...new Set(String(row.supplierNos ?? '').split(',').map((no) => no.trim()).filter(Boolean))];
}

export async function publishNewsChanged(tx: Tx, rows: Record<string, unknown>[], action: NewsAction): Promise<void> {
  if (rows.length === 0) return;
  const withUsers = rows.some((row) => String(row.audience) !== '2')
    ? (await tx.selectDistinct({ supplierNo: sysUser.belongSupplier }).from(sysUser)
      .where(and(eq(sysUser.userType, 'supplier'), isNotNull(sysUser.belongSupplier)))).map((u) => String(u.supplierNo))
    : [];
  const events = rows.flatMap((row) => addressed(row, withUsers).map((supplierNo) => ({
    scope: { orgNo: '', warehouseNo: '', supplierNo },
    payload: { newsNo: String(row.newsNo), action },
  })));
  await publishEvents(tx, 'news.changed', events);
}
