/**
 * The inventory ledger's tables (DESIGN.md "Inventory is a ledger", STYLE.md (d)).
 *
 * - `inv_stock`: the balance of one key (organisation, warehouse, cell, item, lot, container, stock
 *   status) with on-hand, allocated and frozen quantities in the item's unit. A cache of the
 *   transactions, written only by postMoves; a CHECK keeps 0 <= allocated + frozen <= on-hand,
 *   and lets on-hand go below zero only on a row flagged `allow_negative` (copied from the
 *   warehouse by every posting) and only while nothing of it is allocated or frozen.
 * - `inv_posting`: one row per posted (document, line, action): the idempotency key.
 * - `inv_transaction`: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), one row per
 *   balance delta. Double-entry: an `internal` row changes a balance; `supplier`, `customer` and
 *   `inventory` rows are the virtual counterparts that make every line's on-hand deltas sum to zero.
 * - `event_outbox`: domain events written in the posting's transaction (delivery is separate).
 *
 * The append-only tables carry create_name/create_date only: they are never updated, so the
 * version and update_* audit columns would mean nothing.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, type ExtraConfigColumn, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { bmItem, bmWarehouse } from '../db/entity-schema.ts';

/** Quantities: 14 integer digits and 6 decimals, the API's limit (DESIGN.md "Database"). */
export const quantity = (name: string) => numeric(name, { precision: 20, scale: 6 });

/** The stock key's columns (DESIGN.md "Inventory is a ledger"), as tables that record keys hold them. */
export const stockKeyColumns = () => ({
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  cellNo: text('cell_no').notNull(),
  itemNo: text('item_no').notNull(),
  lotNo: text('lot_no').notNull(),
  containerNo: text('container_no').notNull(),
  stockStatus: text('stock_status').notNull(),
});

/** Where a transaction row books: a real balance, or a virtual location that balances the books. */
const LOCATION_USAGES = ['internal', 'supplier', 'customer', 'inventory'] as const;
export type LocationUsage = (typeof LOCATION_USAGES)[number];

export const invStock = pgTable('inv_stock', {
  ...auditColumns(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  cellNo: text('cell_no').notNull(),
  itemNo: text('item_no').notNull(),
  lotNo: text('lot_no').notNull().default(''),
  containerNo: text('container_no').notNull().default(''),
  stockStatus: text('stock_status').notNull(),
  onHand: quantity('on_hand').notNull().default('0'),
  allocated: quantity('allocated').notNull().default('0'),
  frozen: quantity('frozen').notNull().default('0'),
  allowNegative: boolean('allow_negative').notNull().default(false),
}, (t) => [
  unique('inv_stock_key').on(t.orgNo, t.warehouseNo, t.cellNo, t.itemNo, t.lotNo, t.containerNo, t.stockStatus),
  foreignKey({ name: 'inv_stock_warehouse_fk', columns: [t.warehouseNo], foreignColumns: [bmWarehouse.warehouseNo] }),
  foreignKey({ name: 'inv_stock_item_fk', columns: [t.orgNo, t.itemNo], foreignColumns: [bmItem.orgNo, bmItem.itemNo] }),
  // The allowance list (allowance-query.ts): its default order, and its "contains" filters on cell and item.
  index('inv_stock_recent').on(t.updateDate.desc(), t.id.desc()),
  index('inv_stock_cell_trgm').using('gin', t.cellNo.op('gin_trgm_ops')),
  index('inv_stock_item_trgm').using('gin', t.itemNo.op('gin_trgm_ops')),
  check('inv_stock_quantities', sql`${t.allocated} >= 0 and ${t.frozen} >= 0 and (${t.allocated} + ${t.frozen} <= ${t.onHand} or (${t.allowNegative} and ${t.allocated} = 0 and ${t.frozen} = 0))`),
]);

/**
 * Stock summary (allowance totals, allowance-query.ts): per organisation, warehouse, item and stock
 * status, the count of non-zero balances and the sums of their quantities. postMoves appends one
 * `inv_stock_summary_delta` row per touched group in the posting's transaction (an insert, so hot
 * items never contend); foldStockSummary moves the deltas into `inv_stock_summary`. Summary plus
 * unfolded deltas always equals inv_stock summed (checkStockSummary proves it).
 */
const summaryColumns = () => ({
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  itemNo: text('item_no').notNull(),
  stockStatus: text('stock_status').notNull(),
  balances: integer('balances').notNull(),
  onHand: quantity('on_hand').notNull(),
  allocated: quantity('allocated').notNull(),
  frozen: quantity('frozen').notNull(),
});

export const invStockSummary = pgTable('inv_stock_summary', summaryColumns(), (t) => [
  primaryKey({ name: 'inv_stock_summary_key', columns: [t.orgNo, t.warehouseNo, t.itemNo, t.stockStatus] }),
]);

export const invStockSummaryDelta = pgTable('inv_stock_summary_delta', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ...summaryColumns(),
});

export const invPosting = pgTable('inv_posting', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull(),
  lineNo: integer('line_no').notNull(),
  action: text('action').notNull(),
  createName: text('create_name').notNull(),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('inv_posting_key').on(t.docType, t.docNo, t.lineNo, t.action)]);

const INTERNAL = sql`location_usage = 'internal'`;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The partial indexes of the stock transaction list (affair-query.ts) over balance rows. */
function transactionListIndexes(t: Record<'createDate' | 'docType' | 'docNo' | 'action' | 'warehouseNo' | 'cellNo' | 'itemNo' | 'lotNo' | 'onHandDelta' | 'id', ExtraConfigColumn>) {
  const sorted = (['createDate', 'docType', 'docNo', 'action', 'warehouseNo', 'cellNo', 'itemNo', 'lotNo', 'onHandDelta'] as const)
    .map((name) => index(`inv_transaction_list_${snake(name)}`).on(t[name], t.id).where(INTERNAL));
  const contains = (['docNo', 'cellNo', 'itemNo', 'lotNo'] as const)
    .map((name) => index(`inv_transaction_trgm_${snake(name)}`).using('gin', t[name].op('gin_trgm_ops')).where(INTERNAL));
  return [...sorted, ...contains];
}

export const invTransaction = pgTable('inv_transaction', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The inv_posting row of the line, written by the same postMoves call (no FK: it would only cost a lookup per row). */
  postingId: bigint('posting_id', { mode: 'number' }).notNull(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull(),
  lineNo: integer('line_no').notNull(),
  action: text('action').notNull(),
  locationUsage: text('location_usage', { enum: LOCATION_USAGES }).notNull(),
  ...stockKeyColumns(),
  onHandDelta: quantity('on_hand_delta').notNull(),
  allocatedDelta: quantity('allocated_delta').notNull(),
  frozenDelta: quantity('frozen_delta').notNull(),
  /** The balance after this row; null on virtual rows, which have no balance. */
  onHandAfter: quantity('on_hand_after'),
  allocatedAfter: quantity('allocated_after'),
  frozenAfter: quantity('frozen_after'),
  reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => invTransaction.id),
  createName: text('create_name').notNull(),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('inv_transaction_doc').on(t.docType, t.docNo),
  // The stock transaction list (SM.Stock affair) shows balance rows only: its default order, each
  // sortable column (ties by id in the same direction) and its "contains" filters have partial
  // indexes over those rows, so a first page at 10,000,000 rows reads a few index pages.
  ...transactionListIndexes(t),
  // A transaction row is reversed at most once.
  uniqueIndex('inv_transaction_reverses').on(t.reversesId).where(sql`${t.reversesId} is not null`),
  check('inv_transaction_usage', sql`${t.locationUsage} in ('internal', 'supplier', 'customer', 'inventory')`),
  check('inv_transaction_after', sql`(${t.locationUsage} = 'internal') = (${t.onHandAfter} is not null and ${t.allocatedAfter} is not null and ${t.frozenAfter} is not null)`),
]);

/** Domain events (DESIGN.md "Events"); `scope` is { orgNo, warehouseNo } for data-scope filtering. */
export const eventOutbox = pgTable('event_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  scope: jsonb('scope').$type<{ orgNo: string; warehouseNo: string }>().notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // The retention prune (src/server/events/prune.ts) deletes by age.
}, (t) => [index('event_outbox_created_at').on(t.createdAt)]);
