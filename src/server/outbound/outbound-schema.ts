/**
 * The reservations of outbound notices (Outbound; DESIGN.md "Inventory is a ledger"):
 *
 * - out_allocation: one row per stock balance an allocation round of a notice line took: the
 *   balance's key, the quantity (item unit) and its state: 10 reserved (the ledger's allocated
 *   quantity holds it), 30 shipped, 90 released (cancelled allocation, invalidated or closed
 *   notice). allocNo numbers the rows of a round; it is the line number of the round's postings
 *   (allocate, then unallocate or unallocate + issue), so a replay posts nothing twice. The rows
 *   of a minimalist posting (posting-notice) are written shipped at once; a cross-dock
 *   (cross-dock-demand.ts) adds a row picked (20) at the staging cell to the current round, its
 *   allocation posted by the putaway's PUT posting.
 * The open reservations of the ledger equal the sum of reserved rows (tests/integration/outbound).
 */
import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { quantity, stockKeyColumns } from '../ledger/ledger-schema.ts';

export const outAllocation = pgTable('out_allocation', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  round: integer('round').notNull(),
  allocNo: integer('alloc_no').notNull(),
  lineNo: integer('line_no').notNull(),
  ...stockKeyColumns(),
  qty: quantity('qty').notNull(),
  statusCode: text('status_code').notNull(),
}, (t) => [unique('out_allocation_key').on(t.headId, t.round, t.allocNo), index('out_allocation_open').on(t.headId, t.statusCode)]);
