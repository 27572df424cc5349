/**
 * `npm run soak [-- --seconds N]` (issue 30): the live demo's soak on a fresh database. Starts an
 * embedded PostgreSQL in a temporary folder, loads the demo as `npm start` does (opening stock,
 * dates relative to today), runs the simulator at SOAK_PACE (default 20) for `--seconds` or
 * SOAK_SECONDS (default 600) and prints the figures of src/server/demo-live/soak.ts as JSON. Exits
 * 1 when a check fails (an invariant, a 5xx, a step error, a connection left in use).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { runSoak } from '../src/server/demo-live/soak.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import { BENCH_PASSWORD } from './bench-database.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
const seconds = Number(values.seconds ?? process.env.SOAK_SECONDS ?? 600);
const pace = Number(process.env.SOAK_PACE ?? 20);

const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-soak-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const database = openDatabase(server.url, 20);
let ok = false;
try {
  await migrateDatabase(database.db);
  await bootstrap(database.db, BENCH_PASSWORD);
  await loadDemoIfEmpty(database, { openingStock: true, today: new Date() });
  const app = await buildApp({ database });
  const figures = await runSoak(app, database, { seconds, pace });
  await app.close();
  console.log(JSON.stringify({ soak: new Date().toISOString(), ...figures }, null, 2));
  ok = figures.ok;
} finally {
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
