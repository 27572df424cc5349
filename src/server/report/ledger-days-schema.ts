/**
 * The reports' per-day aggregates of the ledger (ledger-days.ts; docs/decisions/ "Reports"),
 * maintained by postMoves and equal at every commit to inv_transaction summed per day:
 *
 * - rpt_ledger_day: per organisation, warehouse, item, lot and UTC day of its internal rows with an
 *   on-hand change: net (sum of on-hand deltas), issued (issues net of their reversals, positive),
 *   lot_layer (the receipt layers of ledger-sql.ts per lot: each posting's positive sum per lot,
 *   issue lines excluded), issue_rows (rows of action issue), receipt_rows (positive rows other
 *   than transfers), positive_rows (positive rows). Quantities in the item's unit.
 * - rpt_item_layer_day: per organisation, warehouse, item and day, the receipt layers per item
 *   (each posting's positive sum per warehouse and item: a move between lots is none).
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { quantity } from '../ledger/ledger-schema.ts';

export const rptLedgerDay = pgTable('rpt_ledger_day', {
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  itemNo: text('item_no').notNull(),
  lotNo: text('lot_no').notNull(),
  day: date('day').notNull(),
  net: quantity('net').notNull().default('0'),
  issued: quantity('issued').notNull().default('0'),
  lotLayer: quantity('lot_layer').notNull().default('0'),
  issueRows: integer('issue_rows').notNull().default(0),
  receiptRows: integer('receipt_rows').notNull().default(0),
  positiveRows: integer('positive_rows').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.orgNo, t.warehouseNo, t.itemNo, t.lotNo, t.day] })]);

export const rptItemLayerDay = pgTable('rpt_item_layer_day', {
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  itemNo: text('item_no').notNull(),
  day: date('day').notNull(),
  qty: quantity('qty').notNull(),
}, (t) => [primaryKey({ columns: [t.orgNo, t.warehouseNo, t.itemNo, t.day] })]);
