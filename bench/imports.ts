/**
 * `npm run bench` (imports): figures of issue 11 defect 2 and issue 17 item 5, printed as JSON,
 * never asserted in tests. On an embedded PostgreSQL with the demo loaded, through the router:
 * - an xlsx of BENCH_IMPORT_ROWS new items (default 50,000; goal <= 15 s), then the same rows
 *   again as updates (goal <= 15 s), each all-or-nothing in one import;
 * - a file of 1.2 x BENCH_IMPORT_ROWS rows whose last row is bad (goal: refused in <= 2 s, nothing
 *   written);
 * - the refusal time of the zip bombs (BENCH_BOMB_MB of sheet XML, default 1024; one cell of
 *   0.8 x that; a million shared strings), declared and understated (goal < 2 s each).
 * Each figure comes with the peak growth of heap and buffers of the process during the call (MB).
 */
import ExcelJS from 'exceljs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { hostileXlsx, joined, repeated, series } from '../tests/support/hostile-xlsx.ts';
import { BENCH_PASSWORD, multipart, withDemoDatabase } from './bench-database.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 1024);
const MB = 1024 * 1024;

async function itemsWorkbook(count: number, name: (i: number) => string, badLast = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('items');
  sheet.addRow(['itemNo', 'itemName', 'orgNo', 'groupNo', 'supplierNo', 'packQty', 'unitPrice']);
  for (let i = 0; i < count; i++) {
    const bad = badLast && i === count - 1;
    sheet.addRow([`V${String(i).padStart(6, '0')}`, name(i), 'NWT', 'C001', 'S001', bad ? 'twelve' : '12', '9.5']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

await withDemoDatabase('imports', async (database) => {
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
  const token = login.json().data.token as string;

  /** Uploads `file` as an item import; answers the answer's code and data, the time and the memory growth. */
  const timedImport = async (file: Buffer) => {
    const upload = multipart(file, 'items.xlsx');
    const base = used();
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
    const t0 = performance.now();
    const response = await app.inject({ method: 'POST', url: '/wms-restful/IBmItemService/importexcel', headers: { 'authentication-info': token, 'content-type': upload.contentType }, payload: upload.body });
    const ms = Math.round(performance.now() - t0);
    clearInterval(sampler);
    const answer = response.json();
    return { ms, code: answer.code, data: answer.data ?? undefined, fileMb: Number((file.length / MB).toFixed(2)), peakGrowthMb: Math.round((Math.max(peak, used()) - base) / MB) };
  };
  const itemCount = async () => Number((await database.pool.query(`select count(*) from bm_item where item_no like 'V%'`)).rows[0].count);

  const added = await timedImport(await itemsWorkbook(ROWS, (i) => `Volume item ${i}`));
  const updated = await timedImport(await itemsWorkbook(ROWS, (i) => `Volume item ${i} renamed`));
  const before = await itemCount();
  const badLast = await timedImport(await itemsWorkbook(Math.round(ROWS * 1.2), (i) => `Volume item ${i} again`, true));
  const writtenByBad = (await itemCount()) - before;

  const ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
  const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>itemNo</t></is></c></row>';
  const sheet = await hostileXlsx({ rows: joined([HEADER], repeated(ROW, Math.ceil((BOMB_MB * MB) / ROW.length))) });
  const cell = await hostileXlsx({ rows: joined([HEADER, '<row r="2"><c r="A2" t="inlineStr"><is><t>'], repeated('x', Math.round(0.8 * BOMB_MB * MB)), ['</t></is></c></row>']) });
  const strings = await hostileXlsx({ rows: [HEADER], sharedStrings: series(1_000_000, (i) => `<si><t>S${i}</t></si>`) });
  const bombs = {
    sheetXml: { declared: await timedImport(sheet.honest), understated: await timedImport(sheet.understated) },
    oneCell: { declared: await timedImport(cell.honest), understated: await timedImport(cell.understated) },
    millionSharedStrings: await timedImport(strings.honest),
  };

  console.log(JSON.stringify({
    machine: { cpus: os.cpus().length, node: process.version },
    imports: { rows: ROWS, added, updated, badLastRow: { ...badLast, rows: Math.round(ROWS * 1.2), written: writtenByBad } },
    bombs: { sheetXmlMb: BOMB_MB, ...bombs },
  }, null, 2));
  await app.close();
});
