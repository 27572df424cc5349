/**
 * The database client: a pg pool and the drizzle instance over it, and the migration step that
 * applies the committed drizzle-kit migrations (src/server/db/migrations) at start.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from './db-types.ts';
import { claimingTransactions } from './request-claim.ts';
import * as schema from './schema.ts';

export type { Db, Tx } from './db-types.ts';
export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens a pool of at most `max` connections (default 10) to the PostgreSQL at `url`; its
 * transactions claim the current call's client request id (request-claim.ts).
 */
export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  const db = claimingTransactions(drizzle(pool, { schema }));
  return { pool, db, close: () => pool.end() };
}

/** Applies every migration not yet applied; safe to run from several processes in turn. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
