/**
 * `npm run bench` (layout part): the warehouse layout calls on this machine, printed as JSON
 * (never asserted in tests). Starts an embedded PostgreSQL in a temporary folder with the demo
 * data, adds BENCH_LAYOUT_ZONES (default 20) zones to WH-SEA, then times through the router:
 * - batchCreateCellsData of zones x BENCH_LAYOUT_SHELVES (50) shelves x 1 position x
 *   BENCH_LAYOUT_LEVELS (10) levels in one call (default 10,000 cells; goal issue 4: under 5 s);
 * - getZonesByWareData of the warehouse and getCellsByWareZoneData of one new zone;
 * - batchUpdateCellsData marking one zone's cells bad, and batchDeleteCellsData of them.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import type { CellsAnswer } from '../src/shared/layout.ts';

const ZONES = Number(process.env.BENCH_LAYOUT_ZONES ?? 20);
const SHELVES = Number(process.env.BENCH_LAYOUT_SHELVES ?? 50);
const LEVELS = Number(process.env.BENCH_LAYOUT_LEVELS ?? 10);
const PASSWORD = 'Bench-12345';

const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-layout-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const database = openDatabase(server.url, 10);
try {
  await migrateDatabase(database.db);
  await bootstrap(database.db, PASSWORD);
  let t0 = performance.now();
  await loadDemoIfEmpty(database);
  const demoMs = performance.now() - t0;
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: PASSWORD } });
  const headers = { 'authentication-info': login.json().data.token as string };
  const call = async (method: string, payload: unknown) => {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: `/wms-restful/IBmWarehouseViewService/${method}`, headers, payload: payload as object });
    const answer = response.json();
    if (answer.code !== 0) throw new Error(`${method}: ${answer.errorMessage}`);
    return { data: answer.data, ms: Math.round(performance.now() - started) };
  };
  const zoneNos = Array.from({ length: ZONES }, (_, i) => `BZ${String(i + 1).padStart(2, '0')}`);
  for (const zoneNo of zoneNos) {
    await app.inject({ method: 'POST', url: '/wms-restful/IBmZoneService/addbmzone', headers, payload: { zoneNo, zoneName: `Bench ${zoneNo}`, orgNo: 'NWT', warehouseNo: 'WH-SEA' } });
  }
  const created = await call('batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos, shelves: SHELVES, positions: 1, levels: LEVELS, template: { maxQty: '100' } });
  const zones = await call('getZonesByWareData', { warehouseNo: 'WH-SEA' });
  const cells = await call('getCellsByWareZoneData', { warehouseNo: 'WH-SEA', zoneNo: zoneNos[0] });
  const list = (cells.data as CellsAnswer).cells.map(({ id, version }) => ({ id, version }));
  const updated = await call('batchUpdateCellsData', { warehouseNo: 'WH-SEA', cells: list, changes: { isBadCell: true } });
  const versions = (updated.data as { cells: { id: number; version: number }[] }).cells;
  const deleted = await call('batchDeleteCellsData', { warehouseNo: 'WH-SEA', delList: versions });

  console.log(JSON.stringify({
    machine: { cpus: os.cpus().length, node: process.version },
    demoLoadMs: Math.round(demoMs),
    batchCreate: { zones: ZONES, shelves: SHELVES, levels: LEVELS, cells: created.data.created, ms: created.ms },
    zonesOfWarehouse: { zones: zones.data.zones.length, ms: zones.ms },
    cellsOfZone: { cells: list.length, ms: cells.ms },
    batchUpdate: { cells: updated.data.updated, ms: updated.ms },
    batchDelete: { cells: deleted.data.deleted, ms: deleted.ms },
  }, null, 2));
  await app.close();
} finally {
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
