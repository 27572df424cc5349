/**
 * One synchronisation run of a source configuration (issue 16 item and basic-data
 * synchronisation): reads the source's records (source-records.ts), maps each through the
 * configuration's field map into a row of our field names and hands the rows to the master-data
 * import (crud/import-rows.ts importRows), so a synchronised row is verified exactly like an
 * imported one and one bad record refuses the run with nothing written (IMPORT_FAILED with row
 * issues; row 2 is the first record). Every run, refused or not, leaves one sys_sync_log row with
 * its start, end, counts and refusal.
 *
 * One run of a configuration at a time across instances (a session advisory lock): a second
 * answers SYNC_RUNNING. A run takes an import slot of its user (IMPORT_LIMITS.perUser and
 * perServer); a run refused for want of one (IMPORT_BUSY_*) is logged like any refusal. A disabled configuration or source answers SYNC_DISABLED. Both refusals
 * come before the run and are not logged.
 */
import { eq } from 'drizzle-orm';
import { SYNC_TARGET_ENTITIES } from '../../shared/entities/integration.entity.ts';
import type { RowIssue } from '../../shared/errors.ts';
import { parseFieldMap, type SyncTarget } from '../../shared/integration.ts';
import { writableFields } from '../../shared/validation.ts';
import type { Database } from '../db/client.ts';
import { sysIntegrationSource, sysIntegrationSourceAuth, sysSourceConfig, sysSyncLog } from '../db/schema.ts';
import { importRows } from '../crud/import-rows.ts';
import { withImportSlot } from '../crud/import-limits.ts';
import { AppError } from '../rpc/app-error.ts';
import { toAppError } from '../rpc/envelope.ts';
import type { SessionUser } from '../rpc/session.ts';
import { readSourceRecords, valueAt, type SourceRecord } from './source-records.ts';

export type SyncConfigRow = typeof sysSourceConfig.$inferSelect;
export type SyncLogRow = typeof sysSyncLog.$inferSelect;

/** A source value as an import cell: numbers as text (as a CSV carries them), null as empty. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'number' ? String(value) : value;
}

function mapRecords(config: SyncConfigRow, records: SourceRecord[]) {
  const { pairs } = parseFieldMap(config.fieldMap as string, writableFields(SYNC_TARGET_ENTITIES[config.target as SyncTarget], 'add'));
  return {
    headers: pairs.map(([, ours]) => ours),
    rows: records.map((record) => Object.fromEntries(pairs.map(([source, ours]) => [ours, cell(source in record ? record[source] : valueAt(record, source))]))),
  };
}

async function withRunLock<T>(database: Database, configNo: string, work: () => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  const key = `sync:${configNo}`;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
    if (!rows[0].locked) throw new AppError('SYNC_RUNNING', { configNo });
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs configuration `config` as `user` (`trigger` 'schedule' or 'manual:{userNo}') and answers its
 * log row; a refusal of the source or of the rows is in the row (success false), never thrown.
 */
export async function runSync(database: Database, config: SyncConfigRow, user: SessionUser, trigger: string): Promise<SyncLogRow> {
  const [source] = await database.db.select().from(sysIntegrationSource).where(eq(sysIntegrationSource.integrationNo, config.integrationNo as string));
  if (config.statusCode !== 1 || !source || source.statusCode !== 1) throw new AppError('SYNC_DISABLED', { configNo: config.configNo as string });
  const [auth] = await database.db.select({ authHeader: sysIntegrationSourceAuth.authHeader }).from(sysIntegrationSourceAuth).where(eq(sysIntegrationSourceAuth.sourceId, Number(source.id)));
  return withRunLock(database, config.configNo as string, async () => {
    const startedAt = new Date();
    let outcome: { received: number; added: number; updated: number; error?: AppError } = { received: 0, added: 0, updated: 0 };
    try {
      // A run holds its records in memory like an import: it takes one of the user's import slots.
      await withImportSlot(user.userNo, async () => {
        const records = await readSourceRecords(database.db, { ...source, authHeader: auth?.authHeader ?? null } as Parameters<typeof readSourceRecords>[1]);
        outcome.received = records.length;
        // An empty source is a run with nothing to write, not a refused file.
        if (records.length) outcome = { ...outcome, ...(await importRows(database, SYNC_TARGET_ENTITIES[config.target as SyncTarget], user, mapRecords(config, records))) };
      });
    } catch (error) {
      const refusal = toAppError(error);
      if (!refusal) throw error;
      outcome.error = refusal;
    }
    const [log] = await database.db.insert(sysSyncLog).values({
      configNo: config.configNo as string,
      integrationNo: config.integrationNo as string,
      target: config.target as string,
      trigger,
      startedAt,
      finishedAt: new Date(),
      success: !outcome.error,
      received: outcome.received,
      added: outcome.added,
      updated: outcome.updated,
      errorName: outcome.error?.errorName ?? null,
      errorParams: outcome.error?.params ?? null,
      rowIssues: (outcome.error?.details?.rows as RowIssue[] | undefined) ?? null,
    }).returning();
    return log;
  });
}
