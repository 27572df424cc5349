/**
 * The database of a bench: an embedded PostgreSQL in a temporary folder, migrated, seeded (admin
 * with BENCH_PASSWORD) and loaded with the Northwind demo (`options.demo`: as loadDemoIfEmpty takes
 * them, e.g. the opening stock and today's dates of `npm start`; `options.poolSize`: the pool's
 * connections, default 10). withDemoDatabase hands it to `run`, then closes the pool, stops the
 * server and removes the folder, also when `run` throws.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';

export const BENCH_PASSWORD = 'Bench-12345';

export type DemoDatabaseOptions = { poolSize?: number; demo?: Parameters<typeof loadDemoIfEmpty>[1] };

export async function withDemoDatabase<T>(name: string, run: (database: Database) => Promise<T>, options: DemoDatabaseOptions = {}): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `wms-bench-${name}-`));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const database = openDatabase(server.url, options.poolSize ?? 10);
  try {
    await migrateDatabase(database.db);
    await bootstrap(database.db, BENCH_PASSWORD);
    await loadDemoIfEmpty(database, options.demo);
    return await run(database);
  } finally {
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `run` in one transaction on a client of its own (the generators' bulk SQL, where a temporary
 * table lives until commit): commits, or rolls back and throws; the client goes back to the pool.
 * `synchronousCommit: false` turns off synchronous commit for the client first.
 */
export async function inClientTransaction(database: Database, run: (client: PoolClient) => Promise<void>, options: { synchronousCommit?: boolean } = {}): Promise<void> {
  const client = await database.pool.connect();
  try {
    if (options.synchronousCommit === false) await client.query('set synchronous_commit = off');
    await client.query('begin');
    await run(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** A multipart/form-data body carrying `file` as the field `file` (an import upload). */
export function multipart(file: Buffer, filename: string): { body: Buffer; contentType: string } {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
