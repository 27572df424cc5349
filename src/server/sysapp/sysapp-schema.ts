/**
 * Tables of the System application pages (issue 16, sysapp): sys_barcode_operation (below) and sys_pda_version, the uploaded
 * versions of the mobile (PDA) app (workflows §3 mobile version: versionNo, remark, file; §5 one
 * file, no parentheses in the version number). The file's bytes are stored with the row; versions
 * are insert only.
 */
import { bigint, customType, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const sysPdaVersion = pgTable('sys_pda_version', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  versionNo: text('version_no').notNull(),
  remark: text('remark'),
  originalName: text('original_name').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createName: text('create_name'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('sys_pda_version_key').on(t.versionNo), index('sys_pda_version_created').on(t.createDate, t.id)]);

/**
 * sys_barcode_operation: the log of operations on barcodes (System application barcode-operation,
 * menu 160210): operationType BARCODE_OPERATION 1 print, 2 split; the barcode, the page (module)
 * it was done on, a detail (template and printer of a print, the pieces of a split), who and when.
 * Written by the print call; deleted only by the page's batch delete.
 */
export const sysBarcodeOperation = pgTable('sys_barcode_operation', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  barcode: text('barcode').notNull(),
  operationType: text('operation_type').notNull(),
  module: text('module').notNull(),
  detail: text('detail'),
  createName: text('create_name'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sys_barcode_operation_barcode').on(t.barcode), index('sys_barcode_operation_created').on(t.createDate, t.id)]);
