/**
 * Tables of the System application pages (issue 16, sysapp): sys_pda_version, the uploaded
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
