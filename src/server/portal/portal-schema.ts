/**
 * Tables of the supplier portal's news beside its declared entity (src/shared/entities/news.entity.ts,
 * table srm_sys_news; issue 14): the attachments of a news (bytes in the database, at most
 * NEWS_FILE_MAX bytes each, images with their pixel size) and the read records (one per news and
 * user, with the reader's supplier and the time of the first reading). Both go with their news.
 */
import { bigint, customType, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { entityTables } from '../db/entity-schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
// Read inside the reference callbacks: schema.ts re-exports this module before it has built its tables.
const newsId = () => entityTables.news!.id;

export const srmNewsFile = pgTable('srm_news_file', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  newsId: bigint('news_id', { mode: 'number' }).notNull().references(newsId, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: integer('file_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  content: bytea('content').notNull(),
  createName: text('create_name'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('srm_news_file_news').on(t.newsId)]);

export const srmNewsReading = pgTable('srm_news_reading', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  newsId: bigint('news_id', { mode: 'number' }).notNull().references(newsId, { onDelete: 'cascade' }),
  userNo: text('user_no').notNull(),
  supplierNo: text('supplier_no'),
  readDate: timestamp('read_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('srm_news_reading_key').on(t.newsId, t.userNo)]);
