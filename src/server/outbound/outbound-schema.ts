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
 * - out_pick_exception: what a picker met on the floor, insert only (pick-exceptions.ts): kind
 *   'wrongCell' (a scanned cell that is not the pick's: cellNo scanned, expectedCellNo) or
 *   'shortPick' (less found than reserved: expected qty, picked qty, reallocatedQty from other
 *   cells, shortQty left on the line).
 */
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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

export const outPickException = pgTable('out_pick_exception', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['wrongCell', 'shortPick'] }).notNull(),
  allocationId: bigint('allocation_id', { mode: 'number' }).notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  itemNo: text('item_no').notNull(),
  cellNo: text('cell_no').notNull(),
  expectedCellNo: text('expected_cell_no').notNull(),
  qty: quantity('qty').notNull(),
  pickedQty: quantity('picked_qty'),
  reallocatedQty: quantity('reallocated_qty'),
  shortQty: quantity('short_qty'),
  operator: text('operator').notNull(),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('out_pick_exception_place').on(t.warehouseNo, t.createDate)]);
