/**
 * A console opened before a rebuild (issue 26): the shell's chunk it was built against is gone, the
 * server answers 404 for it, and instead of a blank page the console shows "A new version is
 * available" in the user's language; Reload loads the build that is there.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page | undefined;
beforeAll(async () => {
  c = await startConsole();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** Sends the browser's request for the shell's chunk to a file the server does not have (what a rebuild leaves behind). */
async function removeShellChunk(p: Page): Promise<string[]> {
  const answers: string[] = [];
  await p.route(/\/assets\/AppLayout-[^/]+\.js$/, async (route) => {
    const response = await route.fetch({ url: `${c.baseUrl}/assets/AppLayout-GONE.js` });
    answers.push(`${response.status()} ${response.headers()['content-type']}`);
    await route.fulfill({ response });
  });
  return answers;
}

describe('a lazy chunk removed by a rebuild', () => {
  it.each([
    ['en-US', 'A new version is available', 'Reload'],
    ['zh-TW', '有新版本可用', '重新載入'],
  ] as const)('should answer 404 and prompt to reload in %s, and Reload should open the console', async (locale, title, reload) => {
    page = await newPage(c, locale);
    const answers = await removeShellChunk(page);
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    const prompt = page.getByRole('dialog').filter({ hasText: title });
    await expect.poll(() => prompt.isVisible(), POLL).toBe(true);
    expect(answers[0]).toMatch(/^404 text\/plain/);
    await page.unrouteAll();
    await prompt.getByRole('button', { name: reload }).click();
    await expect.poll(() => page!.locator('.wms-sider').isVisible(), POLL).toBe(true);
    expect(await page.getByRole('dialog').filter({ hasText: title }).count()).toBe(0);
  });
});
