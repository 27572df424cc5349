/**
 * `npm run soak [-- --seconds N]` (issue 30): the live demo's soak on a fresh database. Starts an
 * embedded PostgreSQL in a temporary folder, loads the demo as `npm start` does (opening stock,
 * dates relative to today), runs the simulator at SOAK_PACE (default 20) for `--seconds` or
 * SOAK_SECONDS (default 600) and prints the figures of src/server/demo-live/soak.ts as JSON. Exits
 * 1 when a check fails (an invariant, a 5xx, a step error, a connection left in use).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { runSoak } from '../src/server/demo-live/soak.ts';
import { withDemoDatabase } from './bench-database.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
const seconds = Number(values.seconds ?? process.env.SOAK_SECONDS ?? 600);
const pace = Number(process.env.SOAK_PACE ?? 20);

const ok = await withDemoDatabase('soak', async (database) => {
  const app = await buildApp({ database });
  const figures = await runSoak(app, database, { seconds, pace });
  await app.close();
  console.log(JSON.stringify({ soak: new Date().toISOString(), ...figures }, null, 2));
  return figures.ok;
}, { poolSize: 20, demo: { openingStock: true, today: new Date() } });
process.exit(ok ? 0 : 1);
