/**
 * Write-only secrets of System.Integrate and the link of callback deliveries to the message queue
 * (docs/decisions/ "Integration"). Re-exported by schema.ts. No call selects a secret column:
 *
 * - sys_integration_source_auth: the Authorization header value a source sends to its ERP,
 *   set by IIntegrationSourceService/setSourceAuthHeader; the source row only says authSet.
 * - sys_callback_secret: the HMAC key a callback signs its POSTs with (setCallbackSecret); the
 *   callback row only says secretSet.
 * - sys_callback_message: one row per callback delivery, naming the webhook message
 *   (sys_message, channel 3) that carries it through the messages' queue, retries and delivery
 *   log, the callback, the outbox event and the JSON body posted.
 * Deleting a source, callback or message deletes its rows here (on delete cascade).
 */
import { bigint, index, jsonb, type PgColumn, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysCallback, sysIntegrationSource, sysMessage } from '../db/entity-schema.ts';

const sourceId = () => sysIntegrationSource.id as PgColumn;
const callbackId = () => sysCallback.id as PgColumn;
const messageId = () => sysMessage.id as PgColumn;

export const sysIntegrationSourceAuth = pgTable('sys_integration_source_auth', {
  sourceId: bigint('source_id', { mode: 'number' }).primaryKey().references(sourceId, { onDelete: 'cascade' }),
  authHeader: text('auth_header').notNull(),
  updateName: text('update_name'),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
});

export const sysCallbackSecret = pgTable('sys_callback_secret', {
  callbackId: bigint('callback_id', { mode: 'number' }).primaryKey().references(callbackId, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  updateName: text('update_name'),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
});

export const sysCallbackMessage = pgTable('sys_callback_message', {
  messageId: bigint('message_id', { mode: 'number' }).primaryKey().references(messageId, { onDelete: 'cascade' }),
  callbackId: bigint('callback_id', { mode: 'number' }).notNull().references(callbackId, { onDelete: 'cascade' }),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  body: jsonb('body').notNull(),
}, (t) => [index('sys_callback_message_callback').on(t.callbackId, t.messageId)]);
