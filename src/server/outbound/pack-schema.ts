/**
 * Shipping containers of outbound notices (Outbound preparation 120110; docs/decisions/
 * "Outbound", packing):
 *
 * - out_pack: one container (carton or pallet) of a notice, numbered by an SSCC-18 of the SSCC
 *   container rule (unique), seq 1.. within the notice; status 10 open (content may be added),
 *   20 closed (its label prints; shipping counts it as packed). Unpacking deletes the container.
 * - out_pack_line: what a container holds: item, lot (as picked, '' for none) and quantity (item
 *   unit), one row per item and lot (packing more of the same adds to it).
 * Packing moves no stock: the goods stay on the staging cell's balance of the picked reservation.
 */
import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { quantity } from '../ledger/ledger-schema.ts';

export const outPack = pgTable('out_pack', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  outNoticeNo: text('out_notice_no').notNull(),
  seq: integer('seq').notNull(),
  sscc: text('sscc').notNull(),
  statusCode: text('status_code').notNull(),
}, (t) => [unique('out_pack_sscc').on(t.sscc), unique('out_pack_seq').on(t.headId, t.seq)]);

export const outPackLine = pgTable('out_pack_line', {
  ...auditColumns(),
  packId: bigint('pack_id', { mode: 'number' }).notNull().references(() => outPack.id, { onDelete: 'cascade' }),
  itemNo: text('item_no').notNull(),
  lotNo: text('lot_no').notNull(),
  qty: quantity('qty').notNull(),
}, (t) => [unique('out_pack_line_key').on(t.packId, t.itemNo, t.lotNo)]);
