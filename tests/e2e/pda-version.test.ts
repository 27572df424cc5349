/**
 * The handheld's version and install link (issue 28 "getlastapk and the PDA version page offer the
 * handheld's version and an install link with its QR code", record 0841): on /pda a picker taps
 * Version and sees this build's version, the /pda install link and its QR code, and that no Android
 * app was uploaded (getlastapk answered null); the console's Mobile versions page shows the same
 * version, link and QR code. Each QR code is read back from the screen with zbarimg.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { activePage, openFromMenu, POLL, signedInPage, startConsole, type Console } from './browser.ts';
import { floorUser, handheld, tap } from './pda-support.ts';

let c: Console;

beforeAll(async () => {
  c = await startConsole();
  await floorUser(c.t, 'PDA-VERSION', 'picker');
});
afterAll(() => c.close());

/** The text of the QR code shown by `image`, read from a screenshot of it with zbarimg. */
async function readQr(image: Locator): Promise<string> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), POLL).toBe(true);
  const dir = await mkdtemp(join(tmpdir(), 'pda-qr-'));
  try {
    const file = join(dir, 'qr.png');
    await writeFile(file, await image.screenshot());
    const { stdout } = await promisify(execFile)('zbarimg', ['--quiet', '--raw', file]);
    return stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('handheld version and install link', () => {
  it('should show the handheld its version, the /pda install link with a QR code that reads it, and no Android app yet', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-VERSION');
    await tap(page.getByTestId('menu-version'));
    const screen = page.getByTestId('pda-version');
    expect(await screen.getByTestId('web-version').innerText()).toBe(version);
    expect(await screen.locator('.pda-qr a').first().innerText()).toBe(`${c.baseUrl}/pda`);
    expect(await readQr(screen.locator('.pda-qr img').first())).toBe(`${c.baseUrl}/pda`);
    await expect.poll(() => screen.getByRole('status').innerText(), POLL).toBe('No Android app has been uploaded.');
    await page.context().close();
  });

  it('should show the same version and install link with its QR code on the console\'s Mobile versions page', async () => {
    const page = await signedInPage(c, '/dashboard');
    await openFromMenu(page, 'System', 'Application', 'Mobile versions', '/system/application/mobile-version');
    const webApp = activePage(page).getByTestId('mobile-web-app');
    await expect.poll(() => webApp.innerText(), POLL).toContain(`${c.baseUrl}/pda`);
    expect(await webApp.innerText()).toContain(version);
    expect(await readQr(webApp.locator('img'))).toBe(`${c.baseUrl}/pda`);
    await page.context().close();
  });
});
