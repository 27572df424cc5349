/**
 * The uploaded file of a print template (spec console §7 Printing "print template … upload";
 * docs/decisions/0445): the template's layout file (ZPL, BarTender, report designer XML…) as bytes
 * with its original name, type, size and SHA-256; one per template, replaced by the next upload and
 * deleted with the template.
 */
import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bmPrintTemplate } from '../db/entity-schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const bmPrintTemplateFile = pgTable('bm_print_template_file', {
  templateId: bigint('template_id', { mode: 'number' }).primaryKey().references(() => bmPrintTemplate.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createName: text('create_name'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
});
