/**
 * pd_genealogy: which component lots went into which finished lot (docs/decisions/
 * "Production"): one row per completed work order and material line: the order, the finished
 * item and lot, the component item and lot, and the component quantity issued (item unit).
 * Written by completeWorkOrder with the ledger postings; read by the tracing (tracing.ts).
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quantity } from '../ledger/ledger-schema.ts';

export const pdGenealogy = pgTable('pd_genealogy', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orgNo: text('org_no').notNull(),
  orderNo: text('order_no').notNull(),
  itemNo: text('item_no').notNull(),
  lotNo: text('lot_no').notNull(),
  componentItemNo: text('component_item_no').notNull(),
  componentLotNo: text('component_lot_no').notNull(),
  qty: quantity('qty').notNull(),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('pd_genealogy_finished').on(t.orgNo, t.itemNo, t.lotNo), index('pd_genealogy_component').on(t.orgNo, t.componentItemNo, t.componentLotNo)]);
