/**
 * The ASN area's own tables beside its two declared entities (srm_purchase_line, srm_asn_head):
 *
 * - srm_asn_line: what a notice ships, one row per order line: the purchase order line (id and its
 *   numbers), item, shipped quantity (deliveryQty, > 0) and received quantity, in the item's unit;
 * - srm_asn_pack: the packing hierarchy shipment -> pallet -> carton -> item (packLevel), each node
 *   under its parent; pallets and cartons carry an SSCC (GS1 AI 00, 18 digits, unique); an item node
 *   names the ASN line and the quantity packed;
 * - srm_asn_receipt: each receipt of a notice: the arrival note that posted it and the quantity per
 *   ASN line; a cancelled receipt keeps its row with cancelled set (the last open one is cancelled first);
 * - srm_asn_track: every step of a notice with its time (ASN tracking): action, from and to status,
 *   who, and a remark;
 * - srm_purchase_answer: the audit of the order answers: every answer of a line with who (the
 *   supplier user, the purchaser, or the auto-accept job 'system'), when, and the proposal.
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { entityTables } from '../db/entity-schema.ts';
import { quantity } from '../ledger/ledger-schema.ts';

// Lazy: schema.ts builds entityTables after the modules it re-exports are evaluated.
const asnHeadId = () => entityTables.srmAsn.id;
const purchaseLineId = () => entityTables.srmPurchase.id;

export const srmAsnLine = pgTable('srm_asn_line', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(asnHeadId, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  purchaseId: bigint('purchase_id', { mode: 'number' }).notNull().references(purchaseLineId),
  purchaseNo: text('purchase_no').notNull(),
  purchaseSeq: integer('purchase_seq').notNull(),
  purchaseBatchSeq: integer('purchase_batch_seq').notNull(),
  itemNo: text('item_no').notNull(),
  deliveryQty: quantity('delivery_qty').notNull(),
  receiveQty: quantity('receive_qty').notNull().default('0'),
  lotNo: text('lot_no'),
}, (t) => [unique('srm_asn_line_key').on(t.headId, t.lineNo), index('srm_asn_line_purchase').on(t.purchaseId)]);

export const PACK_LEVELS = ['shipment', 'pallet', 'carton', 'item'] as const;
export type PackLevel = (typeof PACK_LEVELS)[number];

export const srmAsnPack = pgTable('srm_asn_pack', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(asnHeadId, { onDelete: 'cascade' }),
  parentId: bigint('parent_id', { mode: 'number' }),
  packLevel: text('pack_level').notNull(),
  seq: integer('seq').notNull(),
  sscc: text('sscc').unique(),
  lineNo: integer('line_no'),
  qty: quantity('qty'),
}, (t) => [index('srm_asn_pack_head').on(t.headId)]);

export const srmAsnReceipt = pgTable('srm_asn_receipt', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(asnHeadId, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  arrivalId: bigint('arrival_id', { mode: 'number' }).notNull(),
  inArriveNo: text('in_arrive_no').notNull(),
  /** Quantity received per ASN line number: { "1": "10", ... }. */
  quantities: jsonb('quantities').$type<Record<string, string>>().notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  cancelled: boolean('cancelled').notNull().default(false),
}, (t) => [unique('srm_asn_receipt_round').on(t.headId, t.round)]);

export const srmAsnTrack = pgTable('srm_asn_track', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(asnHeadId, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  operator: text('operator').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  remark: text('remark'),
}, (t) => [index('srm_asn_track_head').on(t.headId, t.at)]);

export const srmPurchaseAnswer = pgTable('srm_purchase_answer', {
  ...auditColumns(),
  purchaseId: bigint('purchase_id', { mode: 'number' }).notNull().references(purchaseLineId, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  answerQty: quantity('answer_qty'),
  answerDate: date('answer_date', { mode: 'string' }),
  remark: text('remark'),
  operator: text('operator').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('srm_purchase_answer_line').on(t.purchaseId, t.at)]);
