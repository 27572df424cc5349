/**
 * Delivery of the built console (issue 17 item 1; run `vite build` first): hashed assets cached
 * for a year as immutable and served from their brotli or gzip copies by Accept-Encoding,
 * index.html (also as the fallback of client routes) never cached, screen.html under /warehouseScreen, JSON answers compressed above
 * the threshold, and no 3D or chart code among the scripts index.html loads up front.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/test-app.ts';

const DIST = process.env.WMS_E2E_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let entry: string;
beforeAll(async () => {
  t = await testApp({ demo: true, staticDir: DIST });
  entry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))![1];
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('console delivery', () => {
  it('should serve a hashed script from its brotli copy, cached for a year as immutable, when the browser accepts br', async () => {
    const response = await get(entry, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(path.join(DIST, entry)))).toBe(true);
  });

  it('should serve the gzip copy to a browser without br, and the plain file to one without either', async () => {
    const gzip = await get(entry, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(readFileSync(path.join(DIST, entry)))).toBe(true);
    const plain = await get(entry);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.rawPayload.equals(readFileSync(path.join(DIST, entry)))).toBe(true);
  });

  it.each(['/', '/login', '/base/basic/organizational'])('should never cache index.html when %s is opened', async (url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each(['/warehouseScreen', '/warehouseScreen?warehouseNo=WH-SEA&tour=0', '/warehouseScreen/wall'])('should answer the big screen\'s own page, not the console, when %s is opened', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(readFileSync(path.join(DIST, 'screen.html'), 'utf8'));
    expect((await get('/warehouseScreens')).body).toBe(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  });

  it('should compress a JSON answer above 1 KB and leave a small one plain', async () => {
    const token = await t.login();
    const list = await t.app.inject({
      method: 'POST',
      url: '/wms-restful/IBmItemService/getbmitemlistbyparams',
      headers: { 'content-type': 'application/json', 'authentication-info': token, 'accept-encoding': 'gzip' },
      payload: { current: 1, size: 50 },
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).data.records).toHaveLength(50);
    const small = await t.app.inject({
      method: 'POST',
      url: '/wms-restful/IBmLoginService/getAuth',
      headers: { 'content-type': 'application/json', 'authentication-info': token, 'accept-encoding': 'gzip' },
      payload: {},
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);
  });

  it('should keep the 3D and chart code out of the scripts index.html loads up front', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const upFront = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(upFront.length).toBeGreaterThan(1);
    for (const script of upFront) expect(readFileSync(path.join(DIST, script), 'utf8')).not.toMatch(/WebGLRenderer|echarts/);
  });
});
