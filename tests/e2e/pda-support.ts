/**
 * Helpers of the handheld's browser tests (issue 28): a floor user holding a seeded role template
 * (picker, receiver, counter: PC work pages + the PDA group) in organisation NWT and warehouse
 * WH-SEA, a 360x640 handheld page signed in at /pda by taps, and the keyboard wedge: a scan typed as
 * a hardware scanner types it (one fast burst, then its Enter or Tab suffix).
 */
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { sysUser, sysUserData, sysUserRole } from '../../src/server/db/schema.ts';
import { DATA_TYPES } from '../../src/server/rpc/session.ts';
import { hashPassword } from '../../src/server/system/password.ts';
import type { TestApp } from '../support/test-app.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { act, addDoc, type Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, stock, submitted, zoneCells } from '../integration/outbound/outbound-support.ts';
import { WAIT_MS } from './browser.ts';

export const HANDHELD = { width: 360, height: 640 };
/** The issue's larger handheld screen. */
export const HANDHELD_LARGE = { width: 480, height: 800 };

/** A staff user `userNo` with the role template `roleNo`, scoped to NWT / WH-SEA. */
export async function floorUser(t: TestApp, userNo: string, roleNo: 'picker' | 'receiver' | 'counter' | 'manager'): Promise<void> {
  const db = t.database.db;
  const [user] = await db.insert(sysUser).values({ userNo, userName: userNo, pwdHash: await hashPassword(USER_PASSWORD), createName: 'test' }).returning();
  await db.insert(sysUserRole).values({ userId: user.id, roleNo });
  await db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
}

/** A 360x640 handheld page (or `viewport`) in `locale`, opened at /pda and signed in as `userNo`; answers it on the menu. */
export async function handheld(browser: Browser, baseUrl: string, userNo: string, options: { locale?: string; viewport?: { width: number; height: number }; offline?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: options.viewport ?? HANDHELD, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${baseUrl}/pda`);
  await page.getByTestId('pda-user').fill(userNo);
  await page.getByTestId('pda-pwd').fill(USER_PASSWORD);
  await page.getByTestId('sign-in').getByRole('button', { name: /Sign in|登录|登入/ }).last().tap();
  await page.getByTestId('pda-menu').waitFor();
  return page;
}

/** Scans `code` as a keyboard-wedge scanner does: the characters in one burst (no delay), then the suffix. */
export async function wedgeScan(page: Page, code: string, suffix: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press(suffix);
}

/**
 * What on the screen in front breaks the handheld layout: the page scrolling sideways, an element
 * reaching past the right edge, a visible button, tab or field smaller than 48 x 48 px (issue 28),
 * a word broken across two lines.
 * Answers the offenders as text (none: []).
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const faults = document.documentElement.scrollWidth > width ? [`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`] : [];
    for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.innerText ?? '').slice(0, 30)}"`;
      if (box.right > width + 0.5) faults.push(`${name} ends at ${Math.round(box.right)} > ${width}`);
      if (element.matches('button, input, [role=tab]') && (box.height < 48 || box.width < 48)) faults.push(`${name} is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    // A word (a run of Latin letters or digits; a line may break at spaces, hyphens and between Han
    // characters) laid out on two lines (walk 14-28 defect 12: "Bisc/uits", "2027-1/3-40").
    const walker = document.createTreeWalker(document.getElementById('root') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{Script=Latin}\p{Nd}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) faults.push(`word "${match[0]}" breaks across lines`);
      }
    }
    return faults;
  });
}

/** Taps a target as a finger does. */
export function tap(target: Locator): Promise<void> {
  return target.tap();
}

/** The feedback of the last scan ('good' or 'bad', feedback.ts). */
export function lastFeedback(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.body.dataset.scanFeedback);
}

/** The demo app signed in as admin, as the inventory tests' Session (documents are set up through the console's calls). */
export async function adminSession(t: TestApp): Promise<Session> {
  const token = await t.login();
  return { ...t, token, as: (path, body) => t.call(path, body, { token }) };
}

/** A submitted inbound notice of WH-SEA with its putaway task created; answers the task number and its open lines (with their proposed cells). */
export async function putawayTask(s: Session, lines: { itemNo: string; qty: string }[]): Promise<{ taskNo: string; lines: { lineNo: number; itemNo: string; proposedCellNo: string }[] }> {
  const doc = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, 'IInNoticeService', 'submit', [doc])).data;
  const created = await act(s, 'IInNoticeService', 'createTask', [initial]);
  if (created.code !== 0) throw new Error(`createTask refused: ${created.errorMessage}`);
  const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 10, condition: { docNo: doc.inNoticeNo } })).data.records;
  const taskLines = (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId: task.id } })).data.records;
  return { taskNo: task.taskNo, lines: taskLines };
}

/** An empty storage cell of WH-SEA other than `not` (a cell the putaway rules accept for any item). */
export async function emptyStorageCell(t: TestApp, not: string[]): Promise<string> {
  const result = await t.database.db.execute(sql`
    select c.cell_no from bm_cell c where c.warehouse_no = 'WH-SEA' and c.zone_no = 'SEA-STO' and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
      and not exists (select 1 from inv_stock s where s.warehouse_no = c.warehouse_no and s.cell_no = c.cell_no and s.on_hand > 0)
      and c.cell_no <> all(${`{${not.join(',')}}`}::text[])
    order by c.cell_no desc limit 1`);
  return String(result.rows[0].cell_no);
}

/** An allocated outbound notice of WH-SEA with one pick of `qty` for each of `itemNos`, each stocked first in its own picking cell; answers its number. */
export async function allocatedNotice(s: Session, itemNos: string[], qty = '2'): Promise<string> {
  const cells = await zoneCells(s, 'SEA-PCK', itemNos.length);
  for (const [i, itemNo] of itemNos.entries()) await stock(s, cells[i], itemNo, '10', '2020-01-01');
  const notice = await submitted(s, itemNos.map((itemNo) => ({ itemNo, qty })));
  const allocated = await act(s, NOTICE, 'allocateoutnotice', [notice]);
  if (allocated.code !== 0) throw new Error(`allocate refused: ${allocated.errorMessage}`);
  return notice.outNoticeNo;
}

/** How many confirmations of `call` the server journaled for `userNo` with outcome 0. */
export async function journaled(t: TestApp, userNo: string, call: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from sys_operation_log where user_no = ${userNo} and call = ${call} and outcome = '0'`);
  return Number(result.rows[0].n);
}
