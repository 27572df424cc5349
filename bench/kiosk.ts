/**
 * `npm run bench` (gate kiosk, issue 15): event-to-screen latency of a check-in and the door
 * rule under a burst, printed as JSON (never asserted in tests). Starts an embedded PostgreSQL
 * with the demo data in a temporary folder and the server in a child process (this file with
 * `serve`), opens BENCH_KIOSK_SCREENS (default 100) stream hubs (src/streams over ws, as big
 * screens do) and signs in BENCH_KIOSK_KIOSKS (default 20) kiosk users (the seeded `kiosk` role,
 * warehouse WH-SEA), each checking in BENCH_KIOSK_CHECKINS (default 10) trucks through
 * IKioskService/checkIn with a request id, one every BENCH_KIOSK_INTERVAL_MS (default 2,000; the
 * kiosks start at random offsets within it), far more than a gate sees.
 * Latency: from sending the check-in call to a screen hub receiving its `yard.changed` event, in
 * ms, over every (screen, check-in); beside it the check-in call's own time (sent to answered)
 * and the screen's lag behind the kiosk's answer (negative when the event came first). Burst: 50 check-ins at once against the 5 doors of WH-LDN
 * (the demo's 2 and 3 more), then three calls of the next truck per door at once: trucks called
 * per door must be 1.
 * Dock (issue 24): a receiver signs in with user number and PIN (IBmLoginService/pinLogin) and
 * unloads a truck of BENCH_DOCK_PALLETS (default 26) pallets through HTTP: per pallet scanPallet
 * then confirmPallet (with a request id), one after the other as at a dock; scan-to-confirm is
 * from sending the scan to the confirmation's answer, in ms; then finishReceiving posts the receipt.
 * Goals (issue 15): p95 <= 250 ms; no door double-booked; (issue 24) scan-to-confirm p95 <= 150 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { filter, firstValueFrom } from 'rxjs';
import { buildApp } from '../src/server/app.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client.ts';
import { sysUser, sysUserData, sysUserRole } from '../src/server/db/schema.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { DATA_TYPES } from '../src/server/rpc/session.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import { hashPassword } from '../src/server/system/password.ts';
import { EVENTS_PATH } from '../src/shared/events.ts';
import { gs1CheckDigit } from '../src/shared/gs1.ts';
import { KIOSK_ROLE } from '../src/shared/kiosk-role.ts';
import { createHub, type Hub } from '../src/streams/index.ts';
import { NodeWebSocket } from '../tests/support/ws-client.ts';
import { BENCH_PASSWORD } from './bench-database.ts';

const SCREENS = Number(process.env.BENCH_KIOSK_SCREENS ?? 100);
const KIOSKS = Number(process.env.BENCH_KIOSK_KIOSKS ?? 20);
const CHECKINS = Number(process.env.BENCH_KIOSK_CHECKINS ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_KIOSK_INTERVAL_MS ?? 2000);
const BURST = 50;
const DOCK_PALLETS = Number(process.env.BENCH_DOCK_PALLETS ?? 26);

const now = () => performance.timeOrigin + performance.now();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The server role: serves the database at argv[3] until told to stop. */
async function serve(url: string): Promise<void> {
  const database = openDatabase(url, 20);
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await database.close();
    process.exit(0);
  });
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
  return sorted.length ? { samples: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: Number(sorted[sorted.length - 1].toFixed(1)) } : { samples: 0 };
}

/** `count` approved ASNs (arrival notes until the portal's ASN) of `warehouseNo`, numbered with `prefix`. */
async function asns(database: Database, warehouseNo: string, prefix: string, count: number): Promise<string[]> {
  const numbers = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);
  for (const asnNo of numbers) {
    await database.db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
      values (${asnNo}, 'NWT', ${warehouseNo}, '10', 'S001', 'WMS', 0)`);
  }
  return numbers;
}

async function kioskUsers(database: Database): Promise<string[]> {
  const pwdHash = await hashPassword(BENCH_PASSWORD);
  const numbers = Array.from({ length: KIOSKS }, (_, i) => `KIOSK-${i + 1}`);
  for (const userNo of numbers) {
    const [user] = await database.db.insert(sysUser).values({ userNo, userName: userNo, pwdHash, createName: 'bench' }).returning();
    await database.db.insert(sysUserRole).values({ userId: user.id, roleNo: KIOSK_ROLE });
    await database.db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
  }
  return numbers;
}

type Post = (path: string, body: unknown, token?: string, requestId?: string) => Promise<{ code: number; data: any }>;

/** A truck of DOCK_PALLETS pallets (one ASN line each) called to a door of WH-SEA, unloaded by a receiver signed in with a PIN: scan-to-confirm times and the finish's. */
async function dockBench(database: Database, post: Post, admin: string) {
  const [asnNo] = await asns(database, 'WH-SEA', 'ASN-DOCK-', 1);
  const ssccs = Array.from({ length: DOCK_PALLETS }, (_, i) => {
    const data = `0952123${String(i + 1).padStart(10, '0')}`;
    return `${data}${gs1CheckDigit(data)}`;
  });
  for (const [i, sscc] of ssccs.entries()) {
    await database.db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no) select id, ${i + 1}, 'P004', 40, ${sscc} from in_arrive_head where in_arrive_no = ${asnNo}`);
  }
  const [user] = await database.db.insert(sysUser).values({ userNo: 'RCV-BENCH', userName: 'Bench receiver', pwdHash: await hashPassword(BENCH_PASSWORD), pinHash: await hashPassword('2468'), createName: 'bench' }).returning();
  await database.db.insert(sysUserRole).values({ userId: user.id, roleNo: 'receiver' });
  await database.db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
  const ticket = await post('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Dock', driverPhone: '13800000000', plateNo: 'DOCK-1' }, admin, randomUUID());
  await post('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, admin);
  const signIn = await post('IBmLoginService/pinLogin', { userNo: 'RCV-BENCH', pin: '2468' });
  const token = signIn.data.token as string;
  const scanToConfirm: number[] = [];
  for (const sscc of ssccs) {
    const sent = now();
    const pallet = await post('IKioskService/scanPallet', { checkInId: ticket.data.id, sscc: `(00)${sscc}` }, token);
    const confirmed = await post('IKioskService/confirmPallet', { checkInId: ticket.data.id, sscc: pallet.data.sscc, outcome: 'ok' }, token, randomUUID());
    if (confirmed.code !== 0) throw new Error(`pallet ${sscc}: ${JSON.stringify(confirmed)}`);
    scanToConfirm.push(now() - sent);
  }
  const finishStart = now();
  const finished = await post('IKioskService/finishReceiving', { checkInId: ticket.data.id }, token);
  if (finished.code !== 0) throw new Error(`finish: ${JSON.stringify(finished)}`);
  return { pallets: DOCK_PALLETS, scanToConfirmMs: stats(scanToConfirm), finishReceivingMs: Number((now() - finishStart).toFixed(1)) };
}

async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-kiosk-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const database = openDatabase(server.url, 10);
  const hubs: Hub[] = [];
  let child: ChildProcess | undefined;
  try {
    await migrateDatabase(database.db);
    await bootstrap(database.db, BENCH_PASSWORD);
    await loadDemoIfEmpty(database);
    const users = await kioskUsers(database);
    const seattle = await asns(database, 'WH-SEA', 'ASN-SEA-', KIOSKS * CHECKINS);
    const london = await asns(database, 'WH-LDN', 'ASN-LDN-', BURST);
    await database.db.execute(sql`insert into yard_dock_door (door_no, door_name, org_no, warehouse_no, door_type, capacity_per_hour, door_status)
      select 'B' || n, 'Bench ' || n, 'NWT', 'WH-LDN', 'inbound', 2, 'open' from generate_series(1, 3) n`);

    child = fork(fileURLToPath(import.meta.url), ['serve', server.url], { execArgv: ['--import', 'tsx'] });
    const port = await new Promise<number>((resolve) => child!.once('message', (message) => resolve((message as { port: number }).port)));
    const base = `http://127.0.0.1:${port}/wms-restful`;
    const post = async (path: string, body: unknown, token?: string, requestId?: string) => {
      const response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'authentication-info': token } : {}), ...(requestId ? { 'request-id': requestId } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; data: any };
    };
    const login = async (userNo: string) => (await post('IBmLoginService/login', { userNo, pwd: BENCH_PASSWORD })).data.token as string;
    const admin = await login('admin');

    const received = Array.from({ length: SCREENS }, () => new Map<string, number>());
    for (let i = 0; i < SCREENS; i++) {
      const hub = createHub({ url: `ws://127.0.0.1:${port}${EVENTS_PATH}`, token: () => admin, WebSocket: NodeWebSocket, call: () => Promise.resolve(null) });
      hub.topic('yard.changed').subscribe((event) => received[i].set(event.payload.asnNo, now()));
      hubs.push(hub);
    }
    await Promise.all(hubs.map((hub) => firstValueFrom(hub.state$.pipe(filter((state) => state.status === 'live')))));

    const tokens = await Promise.all(users.map(login));
    const sentAt = new Map<string, number>();
    const callMs: number[] = [];
    const answeredAt = new Map<string, number>();
    const t0 = now();
    await Promise.all(tokens.map(async (token, k) => {
      const offset = Math.random() * INTERVAL_MS;
      for (let n = 0; n < CHECKINS; n++) {
        await wait(t0 + offset + n * INTERVAL_MS - now());
        const asnNo = seattle[k * CHECKINS + n];
        const sent = now();
        sentAt.set(asnNo, sent);
        const answer = await post('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Bench', driverPhone: '13800000000', plateNo: `B-${k}-${n}` }, token, randomUUID());
        if (answer.code !== 0) throw new Error(`check-in ${asnNo}: ${JSON.stringify(answer)}`);
        answeredAt.set(asnNo, now());
        callMs.push(answeredAt.get(asnNo)! - sent);
      }
    }));
    const checkInSeconds = (now() - t0) / 1000;
    const deadline = now() + 30_000;
    while (now() < deadline && received.some((map) => seattle.some((asnNo) => !map.has(asnNo)))) await wait(100);
    const latencies: number[] = [];
    const afterAnswer: number[] = [];
    let lost = 0;
    for (const map of received) {
      for (const [asnNo, sent] of sentAt) {
        const at = map.get(asnNo);
        if (at === undefined) lost++;
        else {
          latencies.push(at - sent);
          afterAnswer.push(at - answeredAt.get(asnNo)!);
        }
      }
    }

    const burst = await Promise.all(london.map((asnNo, n) => post('IKioskService/checkIn', { warehouseNo: 'WH-LDN', asnNo, driverName: 'Burst', driverPhone: '13800000000', plateNo: `L-${n}` }, admin, randomUUID())));
    const doors = [...new Set(burst.map((answer) => answer.data?.doorNo as string))].sort();
    await Promise.all(doors.flatMap((doorNo) => [1, 2, 3].map(() => post('IYardService/callNext', { warehouseNo: 'WH-LDN', doorNo }, admin))));
    const called = await database.db.execute(sql`select door_no, count(*)::int as n from yard_check_in where warehouse_no = 'WH-LDN' and state = 'called' group by door_no`);
    const queueNos = new Set(burst.map((answer) => answer.data?.queueNo));
    const dock = await dockBench(database, post, admin);

    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version },
      kiosk: {
        screens: SCREENS,
        kiosks: KIOSKS,
        checkIns: sentAt.size,
        intervalMsPerKiosk: INTERVAL_MS,
        checkInsPerSecond: Number((sentAt.size / checkInSeconds).toFixed(1)),
        checkInCallMs: stats(callMs),
        eventToScreenMs: stats(latencies),
        answerToScreenMs: stats(afterAnswer),
        lost,
        burst: {
          checkIns: BURST,
          refused: burst.filter((answer) => answer.code !== 0).length,
          distinctQueueNumbers: queueNos.size,
          doors: doors.length,
          calledPerDoor: Object.fromEntries(called.rows.map((r) => [r.door_no, Number(r.n)])),
          doubleBooked: called.rows.filter((r) => Number(r.n) > 1).length,
        },
      },
      dock,
      goals: { eventToScreenP95Ms: 250, lost: 0, doubleBooked: 0, dockScanToConfirmP95Ms: 150 },
    }, null, 2));
  } finally {
    for (const hub of hubs) hub.close();
    child?.send('stop');
    if (child) await new Promise((resolve) => child!.once('exit', resolve));
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]);
else await run();
