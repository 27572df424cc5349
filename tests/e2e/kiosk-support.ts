/**
 * Helpers of the kiosk's browser tests: a kiosk user (the seeded `kiosk` role, warehouse WH-SEA),
 * dock doors and approved ASNs of the demo app, a portrait kiosk page that counts the driver's
 * taps, and a Y4M video of a QR code for Chromium's fake camera.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { startConsole, WAIT_MS, type Console } from './browser.ts';
import { sysUser, sysUserData, sysUserRole } from '../../src/server/db/schema.ts';
import { DATA_TYPES } from '../../src/server/rpc/session.ts';
import { hashPassword } from '../../src/server/system/password.ts';
import type { TestApp } from '../support/test-app.ts';
import { USER_PASSWORD } from '../support/users.ts';

export const KIOSK_USER = 'KIOSK-E2E';
/** The receiver who signs in at the dock (role receiver, WH-SEA) with RECEIVER_PIN; the name shown on the dock screens. */
export const RECEIVER = { userNo: 'RCV-E2E', userName: 'Mei Chen', pin: '2468' };
let serial = 0;

/** The kiosk user, two open doors of WH-SEA. */
export async function arrangeKiosk(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [user] = await db.insert(sysUser).values({ userNo: KIOSK_USER, userName: 'Gate', pwdHash: await hashPassword(USER_PASSWORD), createName: 'test' }).returning();
  await db.insert(sysUserRole).values({ userId: user.id, roleNo: 'kiosk' });
  await db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
  await db.execute(sql`delete from yard_dock_door where warehouse_no = 'WH-SEA'`);
  await db.execute(sql`insert into yard_dock_door (door_no, door_name, org_no, warehouse_no, door_type, capacity_per_hour, door_status)
    values ('D01', 'Door 1', 'NWT', 'WH-SEA', 'inbound', 2, 'open'), ('D02', 'Door 2', 'NWT', 'WH-SEA', 'inbound', 2, 'open')`);
}

/** The receiver RECEIVER with its PIN (set as an administrator sets it: hashed like a password). */
export async function arrangeReceiver(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [user] = await db.insert(sysUser).values({ userNo: RECEIVER.userNo, userName: RECEIVER.userName, pwdHash: await hashPassword(USER_PASSWORD), pinHash: await hashPassword(RECEIVER.pin), createName: 'test' }).returning();
  await db.insert(sysUserRole).values({ userId: user.id, roleNo: 'receiver' });
  await db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
}

/** Opens Dock receiving and signs the receiver in: the badge scanned (the user number and Enter, as a scanner types it), the PIN on the keypad. */
export async function signInReceiver(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dock receiving' }).click();
  await page.getByTestId('staff-user').fill(RECEIVER.userNo);
  await page.getByTestId('staff-user').press('Enter');
  for (const digit of RECEIVER.pin) await page.getByTestId('keypad').getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('truck-code').waitFor();
}

/** An approved ASN of WH-SEA from supplier S001 with two lines, on pallets `sscc` when given (an arrival note until the portal's ASN). */
export async function approvedAsn(t: TestApp, sscc: [string, string] | [] = []): Promise<string> {
  serial += 1;
  const asnNo = `ASNE2E${serial}`;
  const [head] = (await t.database.db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${asnNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  await t.database.db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no)
    values (${head.id}, 1, 'P004', 1, ${sscc[0] ?? null}), (${head.id}, 2, 'P005', 1, ${sscc[1] ?? null})`);
  return asnNo;
}

/** A shipped portal ASN of WH-SEA from S001 holding the driver's details, with a confirmed appointment this hour at door D01. */
export async function asnWithDriver(t: TestApp, driver: { name: string; phone: string; plate: string }): Promise<string> {
  serial += 1;
  const asnNo = `ASNDRV${serial}`;
  await t.database.db.execute(sql`insert into srm_asn_head (asn_no, org_no, warehouse_no, supplier_no, delivery_date, expected_arrival_date, check_status, driver, driver_phone, car_no)
    values (${asnNo}, 'NWT', 'WH-SEA', 'S001', current_date, current_date, '2', ${driver.name}, ${driver.phone}, ${driver.plate})`);
  await t.database.db.execute(sql`insert into yard_appointment (asn_no, org_no, warehouse_no, supplier_no, door_no, slot_start, status)
    values (${asnNo}, 'NWT', 'WH-SEA', 'S001', 'D01', date_trunc('hour', now()), 'confirmed')`);
  return asnNo;
}

/** The driver of an ASN's check-in as stored: [name, phone, plate]. */
export async function checkedInDriver(t: TestApp, asnNo: string): Promise<[string, string, string]> {
  const { rows } = await t.database.db.execute(sql`select driver_name, driver_phone, plate_no from yard_check_in where asn_no = ${asnNo}`);
  return [String(rows[0]?.driver_name), String(rows[0]?.driver_phone), String(rows[0]?.plate_no)];
}

/** The check-ins of an ASN in the yard queue. */
export async function checkInsOf(t: TestApp, asnNo: string): Promise<number> {
  return Number((await t.database.db.execute(sql`select count(*)::int as n from yard_check_in where asn_no = ${asnNo}`)).rows[0].n);
}

/** Counts the driver's taps: every click goes through `tap`. */
export function tapCounter() {
  let taps = 0;
  return { tap: async (target: Locator) => { taps += 1; await target.click(); }, count: () => taps };
}

/** The demo app with the kiosk user, its doors and the receiver, and a portrait (1080x1920) kiosk page set up for WH-SEA. */
export async function kioskConsole(): Promise<{ c: Console; page: Page }> {
  const c = await startConsole();
  await arrangeKiosk(c.t);
  await arrangeReceiver(c.t);
  const page = await c.browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
  page.setDefaultTimeout(WAIT_MS);
  await setUpKiosk(page, c.baseUrl);
  return { c, page };
}

/** Signs the kiosk page in (the one-time set-up, not a driver's tap). */
export async function setUpKiosk(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/kiosk?warehouseNo=WH-SEA`);
  await page.getByTestId('kiosk-user').fill(KIOSK_USER);
  await page.getByTestId('kiosk-pwd').fill(USER_PASSWORD);
  await page.getByTestId('kiosk-pwd').press('Enter');
  await page.getByTestId('asn-code').waitFor();
}

/** Writes a Y4M video (grey 640x480, 30 frames) showing the QR code of `text`; answers its path. */
export function qrVideo(text: string): string {
  const [symbol] = bwipjs.raw('qrcode', text, '');
  if (!('pixs' in symbol)) throw new Error('bwip-js answered no QR matrix');
  const { pixs, pixx, pixy } = symbol;
  const width = 640;
  const height = 480;
  const module = 10;
  const left = (width - (pixx + 8) * module) / 2 + 4 * module;
  const top = (height - (pixy + 8) * module) / 2 + 4 * module;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < pixy * module; y++) {
    for (let x = 0; x < pixx * module; x++) {
      if (pixs[Math.floor(y / module) * pixx + Math.floor(x / module)]) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(tmpdir(), `kiosk-qr-${process.pid}-${text}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 30 }, () => frame)]));
  return file;
}
