import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/db/embedded.ts';

// The product as `npm start` runs it (without the console build), on its own data directory.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'Crash-test-1';
const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-crash-'));
chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when the tests run as root
const dataDir = path.join(dir, 'pg');
const started: ChildProcess[] = [];

type Server = { child: ChildProcess; port: number; output: () => string };

/** Whether a process runs; an exited process not yet reaped by its new parent (a zombie) does not. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Polls until the process has exited: a postmaster takes a moment to exit after removing its pid file. */
async function exited(pid: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WMS_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WMS_ADMIN_PASSWORD: PASSWORD, WMS_DEMO: '0', WMS_LOG: '0', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, port, output: () => output };
}

async function call(server: Server, method: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}/wms-restful/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'authentication-info': token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Polls the login call until the server answers it; answers the token. */
async function signIn(server: Server, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const answer = await call(server, 'IBmLoginService/login', { userNo: 'admin', pwd: PASSWORD }).catch(() => undefined);
    if (answer?.code === 0) return answer.data.token;
    if (answer) throw new Error(`login refused: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal };
}

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT'); // immediate shutdown of a postmaster left by a failed test
  rmSync(dir, { recursive: true, force: true });
});

describe('crash recovery of the embedded database', () => {
  it('should come up with committed data when restarted after kill -9, and stop PostgreSQL when sent SIGTERM', { timeout: 180_000 }, async () => {
    const first = await startServer();
    const token = await signIn(first);
    const added = await call(first, 'IBmOrgService/addbmorg', { orgNo: 'CRASH-1', orgName: 'Survives a crash' }, token);
    expect(added.code).toBe(0);

    const stalePid = postmasterPid();
    expect(stalePid).toBeDefined();
    first.child.kill('SIGKILL');
    expect(await exitOf(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(isAlive(stalePid as number)).toBe(true); // the crash left PostgreSQL running

    const second = await startServer();
    const token2 = await signIn(second);
    expect(await exited(stalePid as number)).toBe(true);
    const list = await call(second, 'IBmOrgService/getFullAuthorityOrgListByParams', { condition: { orgNo: 'CRASH-1' } }, token2);
    expect(list.data.records.map((r: { orgName: string }) => r.orgName)).toEqual(['Survives a crash']);

    const pid = postmasterPid() as number;
    expect(pid).not.toBe(stalePid);
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toEqual({ code: 0, signal: null });
    expect(postmasterPid()).toBeUndefined();
    expect(await exited(pid)).toBe(true);
  });
});
