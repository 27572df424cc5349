/**
 * System.Integrate tables beside the declared entities (src/shared/entities/integration.entity.ts):
 * the synchronisation log, one row per run of a source configuration, never changed, and the open
 * accounts of ERP clients: a key and a secret stored as its SHA-256 only (docs/decisions/
 * "Integration").
 */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { RowIssue } from '../../shared/errors.ts';
import { auditColumns } from '../db/entity-table.ts';

export const sysSyncLog = pgTable('sys_sync_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  configNo: text('config_no').notNull(),
  integrationNo: text('integration_no').notNull(),
  target: text('target').notNull(),
  /** 'schedule' or 'manual:{userNo}'. */
  trigger: text('trigger').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  success: boolean('success').notNull(),
  /** Records read from the source. */
  received: integer('received').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  /** The refusal's catalogue name (src/shared/errors.ts) and params, localized when read; null on success. */
  errorName: text('error_name'),
  errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  /** Row issues of a refused run (row 2 is the first record), as the import answers them. */
  rowIssues: jsonb('row_issues').$type<RowIssue[]>(),
}, (t) => [index('sys_sync_log_started').on(t.startedAt), index('sys_sync_log_target').on(t.target, t.startedAt)]);

export const sysOpenAccount = pgTable('sys_open_account', {
  ...auditColumns(),
  /** The client's key, generated: `oa_` and 16 hex digits. */
  accountNo: text('account_no').notNull().unique(),
  accountName: text('account_name').notNull(),
  /** SHA-256 (hex) of the secret: 256 random bits, answered once. */
  secretHash: text('secret_hash').notNull(),
  /** The secret's last four characters, so an administrator can tell which one a client holds. */
  secretHint: text('secret_hint').notNull(),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});
