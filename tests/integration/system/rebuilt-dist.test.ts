/**
 * A server started before a rebuild of dist/ (issue 26): it serves the new build's scripts, and a
 * file that is not there (a chunk of an older build, a missing image) answers 404, never the
 * console's HTML, while client routes still get index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksForFile } from '../../../src/server/console-delivery.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-OLD.js"></script></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wms-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-OLD.js'), 'export const build = "old";');
  t = await testApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a rebuild of dist/ under a running server', () => {
  it('should serve the script the new build wrote after the server started, cached as immutable', async () => {
    writeFileSync(path.join(dist, 'assets', 'index-NEW.js'), 'export const build = "new";');
    writeFileSync(path.join(dist, 'index.html'), INDEX.replace('OLD', 'NEW'));
    const script = await get('/assets/index-NEW.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('export const build = "new";');
    const page = await get('/login');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/assets/index-NEW.js');
  });

  it.each(['/assets/index-GONE.js', '/assets/chunk-GONE.css?v=1', '/logo-missing.png', '/base/basic/favicon.ico'])('should answer 404 without HTML for the missing file %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).not.toContain('<html');
  });

  it.each(['/', '/login', '/base/basic/organizational', '/warehouseScreen?warehouseNo=WH.SEA'])('should still answer the console HTML for the client route %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('should tell a file from a client route by the path alone, not the query', () => {
    expect(asksForFile('/assets/x')).toBe(true);
    expect(asksForFile('/robots.txt')).toBe(true);
    expect(asksForFile('/outbound/notice?no=A.B')).toBe(false);
    expect(asksForFile('/rule/copy/12')).toBe(false);
  });
});
