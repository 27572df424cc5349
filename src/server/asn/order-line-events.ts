/**
 * The hub's event for purchase order lines entered, imported or synced by the ERP (issue 23, walk
 * 12-23; record 1001): the supplier's home lists the lines awaiting its answer and follows this
 * event, so lines arriving after sign-in show without a reload.
 *
 * publishOrderLines(tx, { added, modified }): rows of srm_purchase_line (camelCase fields, as
 * written) grouped by (orgNo, warehouseNo, supplierNo); one 'order.lines' event per group `{
 * supplierNo, purchaseNos, added, modified }` scoped to that organisation, warehouse and supplier
 * (the hub gives a supplier user only its own supplier's events; staff get them by organisation and
 * warehouse). Called in the writing transaction: the events go out only if it commits.
 */
import type { Tx } from '../db/client.ts';
import { publishEvents } from '../events/publish.ts';

type Row = Record<string, unknown>;
type Group = { orgNo: string; warehouseNo: string; supplierNo: string; purchaseNos: Set<string>; added: number; modified: number };

export async function publishOrderLines(tx: Tx, rows: { added: Row[]; modified: Row[] }): Promise<void> {
  const groups = new Map<string, Group>();
  const note = (row: Row, kind: 'added' | 'modified') => {
    const scope = { orgNo: String(row.orgNo), warehouseNo: String(row.warehouseNo), supplierNo: String(row.supplierNo) };
    const key = JSON.stringify(scope);
    const group = groups.get(key) ?? { ...scope, purchaseNos: new Set<string>(), added: 0, modified: 0 };
    group.purchaseNos.add(String(row.purchaseNo));
    group[kind] += 1;
    groups.set(key, group);
  };
  for (const row of rows.added) note(row, 'added');
  for (const row of rows.modified) note(row, 'modified');
  await publishEvents(tx, 'order.lines', [...groups.values()].map(({ orgNo, warehouseNo, supplierNo, purchaseNos, added, modified }) => ({
    scope: { orgNo, warehouseNo, supplierNo },
    payload: { supplierNo, purchaseNos: [...purchaseNos].sort(), added, modified },
  })));
}
