/**
 * System.Integrate tables beside the declared entities (src/shared/entities/integration.entity.ts):
 * the synchronisation log, one row per run of a source configuration, never changed
 * (docs/decisions.md "Integration").
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RowIssue } from '../../shared/errors.ts';

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
