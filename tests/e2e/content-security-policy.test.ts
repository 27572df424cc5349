/**
 * The Content-Security-Policy (issue 11 defect 6) does not break a page: the login page, the
 * dashboard, a list and the big screen (3D view and charts) load and work while the browser reports
 * no violation (the securitypolicyviolation event and the console's "Content Security Policy" errors).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let c: Console;
let page: Page;
const consoleViolations: string[] = [];

beforeAll(async () => {
  c = await startConsole();
  page = await newPage(c, 'en-US');
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const violations = async () => [...consoleViolations, ...((await page.evaluate(() => window.__cspViolations ?? [])) as string[])];

describe('content security policy', () => {
  it('should load the login page without a violation', async () => {
    const response = await page.goto(`${c.baseUrl}/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('#userNo').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('should sign in to the dashboard and open a list without a violation', async () => {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('count-supplier').waitFor();
    expect(await violations()).toEqual([]);
    await page.goto(`${c.baseUrl}/base/basic/organizational`);
    await activePage(page).locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('should draw the big screen live with its 3D view and charts without a violation', async () => {
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA`);
    await expect.poll(() => page.getByTestId('screen-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('live');
    await expect.poll(() => page.locator('canvas').count(), POLL).toBeGreaterThan(1);
    expect(await violations()).toEqual([]);
  });
});
