/**
 * The scheduled synchronisation (job class sourceSync, src/shared/jobs.ts): runs every enabled
 * source configuration marked autoSync, one after the other, as the system user (an administrator
 * scope: the run's rows are the ERP's, not one user's). Answers the rows added and updated; throws
 * naming the configurations whose run was refused (each logged in sys_sync_log), so the job turns
 * state 4 (error) and the dispatch journal shows them. A configuration synchronising at that moment
 * (SYNC_RUNNING) is left for the next firing.
 */
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../db/schema.ts';
import { sysSourceConfig } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { SYSTEM_USER } from '../jobs/system-user.ts';
import { runSync } from './sync-run.ts';

export async function syncScheduledSources(pool: pg.Pool): Promise<number> {
  const database = { pool, db: drizzle(pool, { schema }), close: async () => undefined };
  const configs = await database.db.select().from(sysSourceConfig)
    .where(and(eq(sysSourceConfig.autoSync, true), eq(sysSourceConfig.statusCode, 1))).orderBy(sysSourceConfig.configNo);
  let written = 0;
  const refused: string[] = [];
  for (const config of configs) {
    try {
      const log = await runSync(database, config, SYSTEM_USER, 'schedule');
      written += log.added + log.updated;
      if (!log.success) refused.push(config.configNo as string);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.errorName !== 'SYNC_RUNNING') refused.push(config.configNo as string);
    }
  }
  if (refused.length) throw new Error(`synchronisation refused: ${refused.join(', ')} (see the sync log)`);
  return written;
}
