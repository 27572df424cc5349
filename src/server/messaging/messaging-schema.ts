/**
 * Delivery of e-mail and webhook messages (src/server/messaging; 
 * docs/decisions/0123-messages-that-leave.md). Re-exported by schema.ts.
 *
 * - sys_message_queue: one row per message still to send (sys_message.send_state 0): when its next
 *   attempt is due, and which instance has claimed it meanwhile. Deleted once the message is sent
 *   or has failed for good.
 * - sys_message_delivery: the delivery log, one row per attempt (insert only): success, and the
 *   SMTP answer or HTTP status, or the error.
 * - sys_message_secret: the SMTP password or the webhook signing secret of a message
 *   configuration. Kept out of sys_message_config so the generic calls never answer it.
 * Deleting a message or a configuration deletes its rows here (foreign keys on delete cascade).
 */
import { bigint, boolean, index, integer, type PgColumn, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysMessage, sysMessageConfig } from '../db/entity-schema.ts';

const messageId = () => sysMessage.id as PgColumn;
const configId = () => sysMessageConfig.id as PgColumn;

export const sysMessageQueue = pgTable('sys_message_queue', {
  messageId: bigint('message_id', { mode: 'number' }).primaryKey().references(messageId, { onDelete: 'cascade' }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
}, (t) => [index('sys_message_queue_due').on(t.nextAttemptAt)]);

export const sysMessageDelivery = pgTable('sys_message_delivery', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: bigint('message_id', { mode: 'number' }).notNull().references(messageId, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  success: boolean('success').notNull(),
  detail: text('detail'),
}, (t) => [index('sys_message_delivery_message').on(t.messageId)]);

export const sysMessageSecret = pgTable('sys_message_secret', {
  configId: bigint('config_id', { mode: 'number' }).primaryKey().references(configId, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  updateName: text('update_name'),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
});
