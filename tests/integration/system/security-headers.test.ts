/** Security headers, the session cookie's Secure flag and the login answer's caching (issue 11 defect 6). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

// Read by buildApp: the test's inject requests come from 127.0.0.1, standing in for the proxy.
vi.hoisted(() => {
  process.env.WMS_TRUST_PROXY = '127.0.0.1';
});

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'wms-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>WMS</title>');
  writeFileSync(path.join(dist, 'screen.html'), '<!doctype html><title>WMS screen</title>');
  t = await testApp({ staticDir: dist });
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  delete process.env.WMS_TRUST_PROXY;
  await t.close();
});

const login = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', headers: { 'content-type': 'application/json', ...headers }, payload: { userNo: 'admin', pwd: ADMIN_PASSWORD } });
const directives = (csp: string) => Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('security headers', () => {
  it.each(['/', '/login', '/warehouseScreen', '/docs'])('should send a strict policy that forbids framing when %s is loaded', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['default-src']).toBe("'self'");
    // Frames only from the server and blob: URLs (the kiosk's ticket print frame).
    expect(csp['frame-src']).toBe("'self' blob:");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('should send the headers on the answers of calls too', async () => {
    const response = await login();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the login answer and its cookie', () => {
  it('should forbid storing the answer that carries the token', async () => {
    const response = await login();
    expect(response.json().code).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('should set the session cookie without Secure on plain HTTP', async () => {
    const [cookie] = (await login()).cookies;
    expect(cookie).toMatchObject({ name: 'wms_token', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeUndefined();
  });

  it('should mark the session cookie Secure when WMS_COOKIE_SECURE is 1', async () => {
    vi.stubEnv('WMS_COOKIE_SECURE', '1');
    const [cookie] = (await login()).cookies;
    expect(cookie).toMatchObject({ name: 'wms_token', httpOnly: true, secure: true });
  });

  it('should mark the session cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const [cookie] = (await login({ 'x-forwarded-proto': 'https' })).cookies;
    expect(cookie).toMatchObject({ name: 'wms_token', secure: true });
  });
});
