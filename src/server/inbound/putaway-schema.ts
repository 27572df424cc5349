/**
 * The putaway tables (Inbound shelf-task, listing-list; DESIGN.md "Tasks, scans and request ids"):
 *
 * - in_putaway_task: one task per received inbound notice (taskNo PUT<yyyyMMdd><0001>), its
 *   status (document codes, src/shared/documents/putaway-task.ts), suspended flag and worker;
 *   version-checked.
 * - in_putaway_line: what to put away: the received stock key in the receiving cell, the
 *   quantity in the item's unit, the cell the strategy proposes, the stock status it is put away
 *   in (10 qualified; 23 for concession stock of an inspection) and, once put away (status 30),
 *   the cell it went to. A partial putaway splits a line: the confirmed part is done, the rest
 *   is a new open line with a fresh proposal.
 * A retried or doubled confirm is answered from its client request id (Request-Id header,
 * src/server/db/request-claim.ts).
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { quantity, stockKeyColumns } from '../ledger/ledger-schema.ts';

export const inPutawayTask = pgTable('in_putaway_task', {
  ...auditColumns(),
  taskNo: text('task_no').notNull().unique(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  statusCode: text('status_code').notNull(),
  isSuspend: boolean('is_suspend').notNull().default(false),
  workerNo: text('worker_no'),
}, (t) => [index('in_putaway_task_doc').on(t.docType, t.headId), index('in_putaway_task_open').on(t.warehouseNo, t.statusCode)]);

export const inPutawayLine = pgTable('in_putaway_line', {
  ...auditColumns(),
  taskId: bigint('task_id', { mode: 'number' }).notNull().references(() => inPutawayTask.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  sourceLineNo: integer('source_line_no').notNull(),
  ...stockKeyColumns(),
  qty: quantity('qty').notNull(),
  proposedCellNo: text('proposed_cell_no'),
  targetStatus: text('target_status').notNull().default('10'),
  toCellNo: text('to_cell_no'),
  statusCode: text('status_code').notNull(),
  putName: text('put_name'),
  putDate: timestamp('put_date', { withTimezone: true }),
}, (t) => [unique('in_putaway_line_key').on(t.taskId, t.lineNo), index('in_putaway_line_done').on(t.warehouseNo, t.putDate)]);

