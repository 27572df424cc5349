/**
 * The big screen fits every wall (issue 30): signed in from /warehouseScreen, the demo warehouse's
 * screen at 1920 x 1080, 3840 x 2160, 1366 x 768 and portrait 1080 x 1920 (en-US), and 1920 x 1080
 * in zh-CN, with the side columns in either place: no panel's content overflows it, no chart is
 * cut at its panel's bottom, no list row is cut (a row shows whole or not at all), every panel
 * lies on the stage, the header's title stays whole on one line (the warehouse name too, in
 * portrait), every zone button of the 3D view shows whole, and no two texts of the panels overlap (the visible part of their bounding
 * boxes: a list scrolled inside its panel hides its other rows; the zone names drawn into the 3D
 * view follow the camera and are left out). The layout is polled until it holds, so a
 * chart still sizing itself after a resize is not read as a fault.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/shared/workbench.ts';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

const SIZES = [[1920, 1080], [3840, 2160], [1366, 768], [1080, 1920]] as const;
const FIRST_LOAD = { timeout: 60_000 };

let c: Console;
let page: Page | undefined;

beforeAll(async () => {
  c = await startConsole();
});
afterEach((context) => page && screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** Runs in the page: every overflowing panel, panel off the stage and pair of overlapping texts, as readable lines. */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const stage = document.querySelector('[data-testid=screen-stage]')!.getBoundingClientRect();
  const title = document.querySelector('.wms-screen-header h1') as HTMLElement;
  if (title.scrollHeight > title.clientHeight + 1) faults.push('the title wraps');
  if (title.scrollWidth > title.clientWidth + 1) faults.push(`the title "${title.textContent}" is cut`);
  const zones = document.querySelector<HTMLElement>('[data-testid=screen-zones]');
  const centre = document.querySelector('.wms-screen-centre')!.getBoundingClientRect();
  for (const button of zones?.querySelectorAll<HTMLElement>('button') ?? []) {
    const [box, row] = [button.getBoundingClientRect(), zones!.getBoundingClientRect()];
    const inside = (outer: DOMRect) => box.left >= outer.left - 1 && box.right <= outer.right + 1 && box.top >= outer.top - 1 && box.bottom <= outer.bottom + 1;
    if (!inside(row) || !inside(centre)) faults.push(`the zone button "${button.textContent}" is cut`);
  }
  for (const panel of document.querySelectorAll<HTMLElement>('.wms-screen-panel, .wms-screen-centre')) {
    const name = panel.dataset.testid ?? panel.className;
    const box = panel.getBoundingClientRect();
    if (panel.scrollHeight > panel.clientHeight + 1 || panel.scrollWidth > panel.clientWidth + 1) faults.push(`${name} overflows`);
    if (box.bottom > stage.bottom + 1 || box.right > stage.right + 1 || box.top < stage.top - 1 || box.left < stage.left - 1) faults.push(`${name} leaves the stage`);
  }
  for (const chart of document.querySelectorAll<HTMLElement>('.wms-screen-panel [data-testid^=chart-]')) {
    const panel = chart.closest('.wms-screen-panel')!.getBoundingClientRect();
    if (chart.getBoundingClientRect().bottom > panel.bottom + 1) faults.push(`${chart.dataset.testid} is cut at its panel's bottom`);
  }
  const texts = [...document.querySelectorAll<HTMLElement>('.wms-screen-panel *, .wms-screen-legend *, .wms-screen-header *')].filter((el) =>
    [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '') && el.getClientRects().length > 0);
  /** The part of an element its scrolling or clipping ancestors let show (a list scrolled inside its panel hides the rest). */
  const visible = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflow === 'visible') continue;
      const clip = up.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
    }
    return { left, top, right, bottom };
  };
  for (const row of document.querySelectorAll<HTMLElement>('.wms-screen-panel .wms-screen-list li')) {
    const [box, shown] = [row.getBoundingClientRect(), visible(row)];
    if (shown.bottom - shown.top > 1 && shown.bottom - shown.top < box.height - 1) faults.push(`the row "${row.textContent}" is cut`);
  }
  const boxes = texts.map((el) => ({ el, box: visible(el) })).filter(({ box }) => box.right > box.left && box.bottom > box.top);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 1 && height > 1) faults.push(`"${a.el.textContent!.trim()}" overlaps "${b.el.textContent!.trim()}"`);
    }
  }
  return faults;
}

/**
 * Each size is checked with the side columns in both places (burn-in.ts swaps them every 5
 * minutes): the page's clock is held at a moment of each 5-minute period (its timers keep running).
 */
async function checkSizes(opened: Page): Promise<void> {
  const period = 5 * 60_000;
  const unswapped = (Math.floor(Date.now() / (2 * period)) * 2 + 2) * period + 1_000;
  for (const [width, height] of SIZES) {
    await opened.setViewportSize({ width, height });
    await expect.poll(() => opened.getByTestId('screen-stage').getAttribute('data-portrait'), POLL).toBe(String(height > width));
    for (const swapped of [false, true]) {
      await opened.clock.setFixedTime(unswapped + (swapped ? period : 0));
      await expect.poll(() => opened.getByTestId('warehouse-screen').getAttribute('data-swapped'), POLL).toBe(String(swapped));
      await expect.poll(() => opened.evaluate(layoutFaults), POLL).toEqual([]);
    }
  }
}

async function openScreen(locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const opened = await newPage(c, locale);
  await opened.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
  await opened.waitForURL((url) => url.pathname === '/login');
  await signIn(opened);
  await opened.waitForURL((url) => url.pathname === '/warehouseScreen');
  await expect.poll(() => opened.getByTestId('screen-status').getAttribute('data-status'), FIRST_LOAD).toBe('live');
  await expect.poll(() => opened.getByTestId('kpi-outbound-lines').innerText(), POLL).not.toBe('–');
  return opened;
}

describe('big screen layout', () => {
  it('should fit 1920 x 1080, 4K, 1366 x 768 and a portrait wall without overflow, clipping or overlapping texts', async () => {
    page = await openScreen('en-US');
    await checkSizes(page);
    await page.close();
  });

  it('should keep its layout with a busy day\'s five-digit figures and long item names at every size', async () => {
    page = await newPage(c, 'en-US');
    await page.route('**/wms-restful/IReportService/*', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      const busy: Flow = { documentsDone: 12_345, documentsPlanned: 23_456, linesDone: 54_321, linesPlanned: 98_765 };
      const longName = (name: string) => `${name} Extra Large Family Pack Imported Premium`;
      const data = answer.data;
      if (data?.inbound) Object.assign(data, { inbound: busy, outbound: busy, pickingRate: 12_345 });
      for (const entry of [...(data?.items ?? []), ...(data?.alerts ?? [])]) entry.itemName = longName(entry.itemName);
      await route.fulfill({ response, json: answer });
    });
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    await expect.poll(() => page!.getByTestId('kpi-outbound-lines').innerText(), FIRST_LOAD).toBe('54,321 of 98,765');
    await checkSizes(page);
    await page.close();
  });

  it('should fit 1920 x 1080 in Chinese too', async () => {
    page = await openScreen('zh-CN');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => page!.evaluate(layoutFaults), POLL).toEqual([]);
    expect(await page.getByTestId('panel-alerts').innerText()).toContain('预警');
  });
});
