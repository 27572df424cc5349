/**
 * The activated licence (src/shared/licence.ts): at most one row (id 1), replaced by each
 * activation. No row: the open-source community licence applies. The text is stored as activated
 * and verified again on every read, so a row changed by hand is "not authorised".
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sysLicence = pgTable('sys_licence', {
  id: integer('id').primaryKey(),
  licenceText: text('licence_text').notNull(),
  activatedBy: text('activated_by').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
});
