/**
 * The inspection tables (Inbound quality: document; src/shared/documents/inspection.ts):
 *
 * - in_qc_head: one inspection per receipt that held lines to inspect (qcNo QC<yyyyMMdd><0001>),
 *   the receipt it came from (docType ARV or INN, docNo, headId) and its status; version-checked.
 * - in_qc_line: the stock key awaiting inspection (status 20), the quantity in the item's unit,
 *   the sample size and the inspection items that apply, and once recorded (status 30) the pass,
 *   fail and concession quantities with the inspector, the time and the quarantine cell.
 */
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { quantity, stockKeyColumns } from '../ledger/ledger-schema.ts';

export const inQcHead = pgTable('in_qc_head', {
  ...auditColumns(),
  qcNo: text('qc_no').notNull().unique(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  statusCode: text('status_code').notNull(),
}, (t) => [index('in_qc_head_doc').on(t.docType, t.headId), index('in_qc_head_open').on(t.warehouseNo, t.statusCode)]);

export const inQcLine = pgTable('in_qc_line', {
  ...auditColumns(),
  qcId: bigint('qc_id', { mode: 'number' }).notNull().references(() => inQcHead.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  sourceLineNo: integer('source_line_no').notNull(),
  ...stockKeyColumns(),
  qty: quantity('qty').notNull(),
  sampleQty: quantity('sample_qty').notNull(),
  checkItems: text('check_items').notNull().default(''),
  passQty: quantity('pass_qty'),
  failQty: quantity('fail_qty'),
  concessionQty: quantity('concession_qty'),
  quarantineCellNo: text('quarantine_cell_no'),
  statusCode: text('status_code').notNull(),
  inspectName: text('inspect_name'),
  inspectDate: timestamp('inspect_date', { withTimezone: true }),
  remark: text('remark'),
}, (t) => [unique('in_qc_line_key').on(t.qcId, t.lineNo)]);
