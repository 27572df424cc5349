/**
 * Replenishment moves of picking cells (Outbound replenishment, issue 13; docs/decisions/
 * "Outbound"): out_replenish, one row per move the need computation planned: the source balance's
 * key (cellNo is the storage cell it takes from), the picking cell it fills (toCellNo), the
 * quantity (item unit) and its state: 10 open, 30 done (posted as RPL `R<id>` line 1, a transfer),
 * 90 cancelled (closed unposted by replenish-cancel.ts; it no longer counts).
 * Open moves count as already on their way: the next computation neither plans them again nor
 * takes their source quantity twice.
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { quantity, stockKeyColumns } from '../ledger/ledger-schema.ts';

export const outReplenish = pgTable('out_replenish', {
  ...auditColumns(),
  ...stockKeyColumns(),
  toCellNo: text('to_cell_no').notNull(),
  qty: quantity('qty').notNull(),
  statusCode: text('status_code').notNull(),
  postingId: bigint('posting_id', { mode: 'number' }),
}, (t) => [index('out_replenish_open').on(t.warehouseNo, t.statusCode)]);
