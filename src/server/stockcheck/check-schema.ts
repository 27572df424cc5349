/**
 * The stock-take's own tables beside the count plan header and its scope lines (entity
 * chkCheckStock and its document line table):
 *
 * - chk_check_stock_body: the snapshot of the plan, one row per stock key in scope taken by
 *   createCheckTask: the book quantity (on-hand then), and the result of the latest ended count
 *   round (countQty, diffQty = countQty - bookQty, round). Quantities in the item's unit.
 * - chk_task_head: a count task: one per zone and round, with its counter (userNo), status
 *   (CHECK_TASK_STATUS) and suspended flag; version-checked.
 * - chk_check_stock_transaction: a task's count lines (IChkTaskBodyService): one per snapshot row
 *   and round, with the counted quantity entered by the counter (null until counted).
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';
import { entityTables } from '../db/entity-schema.ts';
import { quantity, stockKeyColumns as stockKey } from '../ledger/ledger-schema.ts';

export const chkCheckStockBody = pgTable('chk_check_stock_body', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(() => entityTables.chkCheckStock!.id, { onDelete: 'cascade' }),
  checkNo: text('check_no').notNull(),
  lineNo: integer('line_no').notNull(),
  zoneNo: text('zone_no').notNull().default(''),
  ...stockKey(),
  bookQty: quantity('book_qty').notNull(),
  countQty: quantity('count_qty'),
  diffQty: quantity('diff_qty'),
  round: integer('round').notNull().default(0),
}, (t) => [unique('chk_check_stock_body_key').on(t.headId, t.lineNo)]);

export const chkTaskHead = pgTable('chk_task_head', {
  ...auditColumns(),
  taskNo: text('task_no').notNull().unique(),
  headId: bigint('head_id', { mode: 'number' }).notNull().references(() => entityTables.chkCheckStock!.id, { onDelete: 'cascade' }),
  checkNo: text('check_no').notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  zoneNo: text('zone_no').notNull().default(''),
  round: integer('round').notNull(),
  checkModeNo: text('check_mode_no').notNull(),
  counterNo: text('counter_no'),
  statusCode: text('status_code').notNull(),
  isSuspend: boolean('is_suspend').notNull().default(false),
}, (t) => [index('chk_task_head_check').on(t.headId)]);

export const chkCheckStockTransaction = pgTable('chk_check_stock_transaction', {
  ...auditColumns(),
  taskId: bigint('task_id', { mode: 'number' }).notNull().references(() => chkTaskHead.id, { onDelete: 'cascade' }),
  taskNo: text('task_no').notNull(),
  bodyId: bigint('body_id', { mode: 'number' }).notNull().references(() => chkCheckStockBody.id, { onDelete: 'cascade' }),
  checkNo: text('check_no').notNull(),
  round: integer('round').notNull(),
  lineNo: integer('line_no').notNull(),
  ...stockKey(),
  bookQty: quantity('book_qty').notNull(),
  countQty: quantity('count_qty'),
  countName: text('count_name'),
  countDate: timestamp('count_date', { withTimezone: true }),
}, (t) => [unique('chk_check_stock_transaction_key').on(t.taskId, t.bodyId), index('chk_check_stock_transaction_check').on(t.checkNo)]);
