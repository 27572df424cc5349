/**
 * Once per test run: starts one embedded PostgreSQL in a temporary directory and prepares two
 * migrated template databases, `wms_empty` (menus and the admin user) and `wms_demo` (plus the
 * Northwind demo data). Each test file copies one of them (tests/support/test-app.ts).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../../src/server/demo/load-demo.ts';
import { bootstrap } from '../../src/server/system/bootstrap.ts';
import { ADMIN_PASSWORD } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/**
 * The run's server is thrown away at its end: nothing it writes must survive a crash of the
 * machine, so it neither flushes to disk nor waits for its WAL at commit. Every test database is a
 * copy of a template (CREATE DATABASE writes the copy through the WAL), and every call commits: on
 * the shared 2-core machine these waits cost more than the work (docs/decisions/0690-faster-test-suite.md).
 * Crash tests start servers of their own and keep the defaults.
 */
const THROW_AWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function prepareTemplate(serverUrl: string, name: string, demo: boolean): Promise<void> {
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = openDatabase(withDatabase(serverUrl, name), 4);
  await migrateDatabase(database.db);
  await bootstrap(database.db, ADMIN_PASSWORD);
  if (demo) await loadDemoIfEmpty(database);
  await database.close();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-test-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when the tests run as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), settings: THROW_AWAY });
  await Promise.all([prepareTemplate(server.url, 'wms_empty', false), prepareTemplate(server.url, 'wms_demo', true)]);
  project.provide('pgServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
