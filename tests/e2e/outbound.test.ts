/**
 * Outbound through the console (issue 13): with stock in a Seattle storage cell, a user adds an
 * outbound notice for a customer and its address, submits and allocates it, picks it on the
 * picking page by scanning the cell and the item, ships it on outbound-order, and sees the stock
 * drop in the allowance and the big screen's open picking tasks follow.
 * Waves: with two submitted notices of one carrier, a user allocates both on the notice list,
 * builds their wave on wave-number (warehouse and wave template chosen in pickers), picks the wave
 * on task-wave by scanning each pick's cell and item, ships it on posting-wave, and sees the stock
 * drop while the big screen (its own page) shows the open picking tasks rise and fall and its
 * outbound lines grow.
 * A short allocation on the notice list is answered by a warning listing each notice's lines
 * (requested, allocated, short and why), its confirmation says what allocating does, and the
 * notice's details drawer shows its lines with their allocation and pick state.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { key, receive } from '../integration/inventory/inventory-support.ts';
import { NOTICE, noticeBody, zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, queryRows, confirmOk, messageShown, newPage, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let cellNo: string;
// The big screen follows by events and polling; on a loaded machine give it longer than a page.
const SCREEN_POLL = { timeout: 60_000 };

beforeAll(async () => {
  c = await startConsole();
  [cellNo] = await zoneCells(c.t, 'SEA-STO', 1);
  await receive(c.t, key({ cellNo, itemNo: 'P030' }), '10');
  await receive(c.t, key({ cellNo, itemNo: 'P031' }), '10');
  page = await signedInPage(c, '/outbound/outbound/notice');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const rows = () => front().locator('.ant-table-tbody tr.ant-table-row');
const firstRow = () => rows().first();
const pick = (scope: Locator, id: string, search: string, option: string) => pickOption(page, scope, id, search, option);

async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
  }
}

/** Selects the rows containing `texts` (default: the first row), clicks `button`, confirms and waits for the success message containing `done`. */
async function runOnFirst(button: string, done: string, texts: string[] = []): Promise<void> {
  if (texts.length === 0) await firstRow().locator('.ant-checkbox-input').check();
  for (const text of texts) {
    await expect.poll(() => rows().filter({ hasText: text }).count(), POLL).toBe(1);
    await rows().filter({ hasText: text }).locator('.ant-checkbox-input').check();
  }
  await front().getByTestId(button).click();
  await confirmOk(page);
  await messageShown(page, done);
}

/** Picks the first pick of the list: it must be at the stocked cell; scans that cell and `itemNo`, confirms and waits for the message. */
async function pickFirst(itemNo: string): Promise<void> {
  expect(await firstRow().innerText()).toContain(cellNo);
  await firstRow().locator('.ant-checkbox-input, .ant-radio-input').first().check();
  await front().getByTestId('picking-cell').fill(cellNo);
  await front().getByTestId('picking-item').fill(itemNo);
  await front().getByTestId('picking-confirm').click();
  await messageShown(page, `${itemNo} picked`);
}

async function onHand(itemNo: string): Promise<string[]> {
  await open('/sm/stock/allowance');
  return queryRows(page, 'itemNo', itemNo);
}

const openPicking = async () =>
  (await c.t.call('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' }, { token: await c.t.login() })).data.byType.find((t: { taskType: string }) => t.taskType === 'picking').open;

describe('outbound in the console', () => {
  it('should allocate a notice, pick it by scanned cell and item, ship it and see the stock drop', async () => {
    await open('/outbound/outbound/notice');
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-notice'));
    const form = front();
    await pick(form, 'orgNo', 'NWT', 'NWT - ');
    await pick(form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await pick(form, 'classifyType', 'SAL', 'SAL-OUT - ');
    await pick(form, 'customerNo', 'ALFKI', 'ALFKI - ');
    await pick(form, 'addressNo', 'A01', 'A01 - ');
    await pick(form, 'line-0-itemNo', 'P030', 'P030 - ');
    await form.locator('#line-0-qty').fill('4');
    await form.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/outbound/outbound/notice');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Draft');
    const noticeNo = (await firstRow().innerText()).match(/OUT\d{12}/)![0];
    await runOnFirst('doc-submit', 'Submit: 1 document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Initial');
    const before = await openPicking();
    await runOnFirst('doc-allocate', 'Allocate: 1 document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('In progress');
    expect(await openPicking()).toBe(before + 1);

    await open('/outbound/outbound/picking');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    await pickFirst('P030');
    expect(await openPicking()).toBe(before);

    await open('/outbound/outbound/outbound-order');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    await runOnFirst('action-page-run', 'Ship: 1 document');

    const stock = await onHand('P030');
    expect(stock).toHaveLength(1);
    expect(stock[0]).toContain(cellNo);
    expect(stock[0]).toContain('6');
  });

  it('should allocate notices, build their wave, pick it by scanned cell and item, ship it and see stock and big screen follow', async () => {
    const token = await c.t.login();
    const noticeNos: string[] = [];
    for (const qty of ['2', '3']) {
      const added = await c.t.call(`${NOTICE}/addoutnotice`, noticeBody([{ itemNo: 'P031', qty }], { carrierNo: 'WAVE-E2E' }), { token });
      noticeNos.push((await c.t.call(`${NOTICE}/submitoutnotice`, { list: [{ id: added.data.id, version: added.data.version }] }, { token })).data[0].outNoticeNo);
    }
    const screen = await newPage(c, 'en-US');
    await screen.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA`);
    await screen.waitForURL((url) => url.pathname === '/login');
    await signIn(screen);
    await screen.waitForURL((url) => url.pathname === '/warehouseScreen');
    const openOnScreen = () => screen.getByTestId('tasks-picking').innerText();
    const outboundLines = () => screen.getByTestId('kpi-outbound-lines').innerText();
    await expect.poll(() => screen.getByTestId('screen-status').getAttribute('data-status'), SCREEN_POLL).toBe('live');
    await expect.poll(openOnScreen, SCREEN_POLL).toBe(String(await openPicking()));
    const [openBefore, linesBefore] = [Number(await openOnScreen()), await outboundLines()];

    await open('/outbound/outbound/notice');
    await runOnFirst('doc-allocate', 'Allocate: 2 documents', noticeNos);
    await expect.poll(openOnScreen, SCREEN_POLL).toBe(String(openBefore + 2));

    await open('/outbound/outbound/wave-number');
    await pick(front(), 'wave-warehouse', 'WH-SEA', 'WH-SEA - ');
    await pick(front(), 'wave-template', 'WAVE-CARRIER', 'WAVE-CARRIER - ');
    await front().getByTestId('wave-build').click();
    await messageShown(page, '1 wave(s) built');
    const wave = rows().filter({ hasText: 'WAVE-E2E' });
    await expect.poll(() => wave.count(), POLL).toBe(1);
    const waveNo = (await wave.innerText()).match(/WAV\d+/)![0];
    // Its notices and open picks.
    expect((await wave.locator('td').allInnerTexts()).filter((text) => text.trim() === '2')).toHaveLength(2);

    await open('/outbound/outbound/task-wave');
    await front().getByTestId('picking-search').locator('input').fill(waveNo);
    await front().getByTestId('picking-search').locator('input').press('Enter');
    await expect.poll(async () => (await rows().allInnerTexts()).filter((text) => noticeNos.some((no) => text.includes(no))).length, POLL).toBe(2);
    for (let left = 2; left > 0; left--) {
      await expect.poll(() => rows().count(), POLL).toBe(left);
      await pickFirst('P031');
    }
    await expect.poll(() => rows().count(), POLL).toBe(0);
    await expect.poll(openOnScreen, SCREEN_POLL).toBe(String(openBefore));

    await open('/outbound/outbound/posting-wave');
    await runOnFirst('wave-shipwave', 'Ship wave: 1 document', [waveNo]);
    await expect.poll(outboundLines, SCREEN_POLL).not.toBe(linesBefore);

    const stock = await onHand('P031');
    expect(stock).toHaveLength(1);
    expect(stock[0]).toContain(cellNo);
    expect(stock[0]).toContain('5');
    await screen.close();
  }, 300_000);

  it('should say at once what a short allocation got, per line with the reason, and show a notice\'s lines in its details', async () => {
    const token = await c.t.login();
    const added = await c.t.call(`${NOTICE}/addoutnotice`, noticeBody([{ itemNo: 'P030', qty: '2' }, { itemNo: 'P031', qty: '99999' }], { carrierNo: 'SHORT-E2E' }), { token });
    const { outNoticeNo } = (await c.t.call(`${NOTICE}/submitoutnotice`, { list: [{ id: added.data.id, version: added.data.version }] }, { token })).data[0];
    await open('/outbound/outbound/notice');
    await expect.poll(() => rows().filter({ hasText: outNoticeNo }).count(), POLL).toBe(1);
    await rows().filter({ hasText: outNoticeNo }).locator('.ant-checkbox-input').check();
    await front().getByTestId('doc-allocate').click();
    const question = page.locator('.ant-modal-confirm');
    await expect.poll(() => question.innerText(), POLL).toContain('Allocating reserves stock in cells for each line');
    expect(await question.innerText()).not.toContain('Completing books');
    await question.getByRole('button', { name: 'OK' }).click();

    const warning = page.locator('.ant-modal-confirm-warning');
    await expect.poll(() => warning.innerText(), POLL).toContain('1 of 1 notice(s) allocated short');
    const lines = warning.getByTestId(`allocation-${outNoticeNo}`);
    expect(await lines.innerText()).toContain('Short: cannot ship until allocated in full');
    const short = lines.locator('tr').filter({ hasText: 'P031' });
    const [item, requested, allocated, , , , shortQty, why] = (await short.locator('td').allInnerTexts()).map((text) => text.trim());
    expect([item, requested, Number(shortQty)]).toEqual(['P031', '99999', 99999 - Number(allocated)]);
    expect(why).not.toBe('');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => rows().filter({ hasText: outNoticeNo }).innerText(), POLL).toContain('In progress');

    await rows().filter({ hasText: outNoticeNo }).getByRole('button', { name: 'View' }).click();
    const drawer = page.locator('.ant-drawer').getByTestId(`allocation-${outNoticeNo}`);
    await expect.poll(() => drawer.locator('tr').filter({ hasText: 'P030' }).locator('td').allInnerTexts(), POLL).toEqual(['P030', '2', '2', '0', '0', '0', '0', '']);
  });
});
