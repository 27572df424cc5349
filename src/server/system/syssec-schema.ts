/**
 * Tables of the security work of issue 16 (docs/decisions/ "System administration"): the
 * operation journal, one row per write call (src/server/journal/operation-journal.ts), append-only:
 * its migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE; and the TOTP second factor
 * of a staff user (src/server/system/totp.ts).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysUser } from '../db/access-schema.ts';

/** The operation journal (System.Journal operation, menu 160502): every write call, insert only. */
export const sysOperationLog = pgTable('sys_operation_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userNo: text('user_no').notNull(),
  userName: text('user_name').notNull(),
  /** `{service}/{method}` of the call. */
  call: text('call').notNull(),
  /** The App-Module-Number of the calling page, when sent. */
  moduleNo: text('module_no'),
  /** fastify's request id (per instance), and the client's Request-Id header when sent. */
  requestId: text('request_id').notNull(),
  clientRequestId: text('client_request_id'),
  /** 0 when the call succeeded, else the wire code of its refusal (nothing was written). */
  outcome: text('outcome').notNull(),
  /** The request body, secrets redacted; before and after: the rows the call changed, redacted. */
  input: jsonb('input'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sys_operation_log_created').on(t.createdAt), index('sys_operation_log_user').on(t.userNo, t.createdAt)]);

/**
 * A staff user's TOTP second factor (RFC 6238, 30 s, 6 digits, SHA-1: what authenticator apps
 * read): the base32 secret, never answered after enrolment; confirmedAt null while the enrolment
 * waits for its first code; lastTimeStep the time step of the last code accepted, so a code
 * cannot be used twice.
 */
export const sysUserTotp = pgTable('sys_user_totp', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => sysUser.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
