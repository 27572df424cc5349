/**
 * A fresh database and app per test file: `const t = await testApp({ demo: true })` copies the
 * template database, builds the app and answers helpers to make calls through the real router.
 * `t.close()` in afterAll drops nothing (the run's server is thrown away at the end).
 */
import { randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { ADMIN_PASSWORD } from './constants.ts';

export type CallAnswer<T = any> = { code: number; data: T; errorMessage?: string; details?: any };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  databaseUrl: string;
  /** POST /wms-restful/{service}/{method} with optional token and headers; answers the envelope. */
  call: <T = any>(path: string, body?: unknown, options?: { token?: string; headers?: Record<string, string> }) => Promise<CallAnswer<T>>;
  /** Signs in and answers the token. */
  login: (userNo?: string, pwd?: string) => Promise<string>;
  close: () => Promise<void>;
};

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates a database copied from a template and answers its URL. */
export async function createTestDatabase(demo = false): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${demo ? 'wms_demo' : 'wms_empty'}`);
  await admin.end();
  return withDatabase(serverUrl, name);
}

/** `licencePublicKey`: the key licences are verified against instead of the shipped one (tests/support/licences.ts). */
export async function testApp(options: { demo?: boolean; staticDir?: string; licencePublicKey?: KeyObject } = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase(options.demo);
  const database = openDatabase(databaseUrl, 10);
  const app = await buildApp({ database, staticDir: options.staticDir, licencePublicKey: options.licencePublicKey });
  const call: TestApp['call'] = async (path, body = {}, { token, headers = {} } = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/wms-restful/${path}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { 'authentication-info': token } : {}), ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return response.json();
  };
  const login: TestApp['login'] = async (userNo = 'admin', pwd = ADMIN_PASSWORD) => {
    const answer = await call<{ token: string }>('IBmLoginService/login', { userNo, pwd });
    if (answer.code !== 0) throw new Error(`login failed: ${answer.errorMessage}`);
    return answer.data.token;
  };
  return {
    app,
    database,
    databaseUrl,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
