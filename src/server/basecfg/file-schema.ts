/**
 * File contents of Base.File (src/shared/entities/file.entity.ts): the bytes of an uploaded file,
 * stored in the database (bytea) with its original name, type, size and SHA-256. A content row is
 * created by `ISysFileService/uploadfile` and attached to at most one `sys_file` row through its
 * `content_id`; triggers of migration `files_content_link` copy name, type and size onto the file
 * row and delete a content that is replaced or whose file is deleted.
 */
import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const sysFileContent = pgTable('sys_file_content', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createName: text('create_name'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sys_file_content_created').on(t.createDate)]);
