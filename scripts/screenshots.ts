/**
 * Takes the README's screenshots of the big screen (issue 30 "screenshots go in docs/") from a
 * running product: signs in at /warehouseScreen as the given user, waits until the screen is live
 * with the day's figures, and writes docs/screen-<width>x<height>.png at the four wall sizes the
 * layout test checks (1920x1080, 3840x2160, 1366x768, portrait 1080x1920), plus
 * docs/screen-zh-CN-1920x1080.png. The 3D view is drawn still (`tour=0`), never night-dimmed (`dimFrom=dimTo`).
 *
 * Usage: `npm run screenshots -- <base URL> <user> <password> [warehouseNo]`, e.g. against a fresh
 * `npm start` with the live demo running for a few minutes:
 * `npm run screenshots -- http://127.0.0.1:8080 admin <password> WH-SEA`.
 * Needs Debian's chromium at /usr/bin/chromium. Exits 1 when the screen does not come live in 60 s.
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const SIZES = [[1920, 1080], [3840, 2160], [1366, 768], [1080, 1920]] as const;
const LIVE_MS = 60_000;
const DOCS = path.join(import.meta.dirname, '..', 'docs');

const [baseUrl, userNo, pwd, warehouseNo = 'WH-SEA'] = process.argv.slice(2);
if (!baseUrl || !userNo || !pwd) {
  console.error('usage: npm run screenshots -- <base URL> <user> <password> [warehouseNo]');
  process.exit(2);
}

/** Opens the wall for `locale`, signs in when asked, and waits for live data and drawn figures. */
async function openWall(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/warehouseScreen?warehouseNo=${warehouseNo}&tour=0&dimFrom=0&dimTo=0`);
  const signIn = page.locator('#userNo');
  await Promise.race([signIn.waitFor({ timeout: LIVE_MS }), page.getByTestId('screen-stage').waitFor({ timeout: LIVE_MS })]);
  if (await signIn.isVisible()) {
    await signIn.fill(userNo);
    await page.locator('#pwd').fill(pwd);
    await page.locator('button[type=submit]').click();
  }
  await page.locator('[data-testid=screen-status][data-status=live]').waitFor({ timeout: LIVE_MS });
  await page.waitForFunction(() => document.querySelector('[data-testid=kpi-outbound-lines]')?.textContent?.trim() !== '–', undefined, { timeout: LIVE_MS });
}

/** Resizes, waits until every panel lies on the stage (the layout test's rule) and two more frames, and writes the picture. */
async function shoot(page: Page, width: number, height: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.locator(`[data-testid=screen-stage][data-portrait="${height > width}"]`).waitFor();
  await page.waitForFunction(() => {
    const stage = document.querySelector('[data-testid=screen-stage]')!.getBoundingClientRect();
    return [...document.querySelectorAll('.wms-screen-panel, .wms-screen-centre')].every((panel) => {
      const box = panel.getBoundingClientRect();
      return box.right <= stage.right + 1 && box.bottom <= stage.bottom + 1 && panel.scrollWidth <= panel.clientWidth + 1;
    });
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: path.join(DOCS, file) });
  console.log(`docs/${file}`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
try {
  const english = await browser.newPage({ locale: 'en-US', reducedMotion: 'reduce' });
  await openWall(english);
  for (const [width, height] of SIZES) await shoot(english, width, height, `screen-${width}x${height}.png`);
  const chinese = await browser.newPage({ locale: 'zh-CN', reducedMotion: 'reduce' });
  await openWall(chinese);
  await shoot(chinese, 1920, 1080, 'screen-zh-CN-1920x1080.png');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
}
