/**
 * The product as `npm start` runs it (without the console build), in a child process on its own
 * data directory, for the crash tests: start it, call it over HTTP, sign in once it answers, and
 * watch processes (the node server and its embedded PostgreSQL) die.
 *
 * productDir() makes the temporary folder (readable by the `postgres` user when the tests run as
 * root); startProduct(dataDir, env) starts `src/server/main.ts` on a free port, with the embedded
 * PostgreSQL on `pgPort` (a free one) so a test can also read the database at `pgUrl`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/db/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'Crash-test-1';

export type Product = { child: ChildProcess; port: number; pgPort: number; pgUrl: string; output: () => string; listening: Promise<void> };

/** A fresh temporary folder for a product's data directory. */
export function productDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when the tests run as root
  return dir;
}

/** Whether a process runs; an exited process not yet reaped by its new parent (a zombie) does not. */
export function isAlive(pid: number): boolean {
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
export async function exited(pid: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The pid in the data directory's postmaster.pid, if the file is there. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/** The pids of the direct children of a process (a postmaster's backends and helpers). */
export function childPids(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
      return ppid === pid ? [Number(name)] : [];
    } catch {
      return []; // exited while we read
    }
  });
}

export async function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<Product> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WMS_DATA_DIR: dataDir, PORT: String(port), WMS_PG_PORT: String(pgPort), HOST: '127.0.0.1', WMS_ADMIN_PASSWORD: ADMIN_PASSWORD, WMS_DEMO: '0', WMS_LOG: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Settles when main.ts prints its "listening on" line, or fails when the server exits first.
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('listening on http://')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  listening.catch(() => undefined); // a test that never waits for it must not see an unhandled rejection
  return { child, port, pgPort, pgUrl: `postgres://postgres:wms-local@127.0.0.1:${pgPort}/postgres`, output: () => output, listening };
}

/** One call of the product; answers the envelope (rejects when the connection fails). */
export async function callProduct(product: Product, method: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${product.port}/wms-restful/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'authentication-info': token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Waits until the server listens, then signs in as admin; answers the token. */
export async function signIn(product: Product): Promise<string> {
  await product.listening;
  const answer = await callProduct(product, 'IBmLoginService/login', { userNo: 'admin', pwd: ADMIN_PASSWORD });
  if (answer?.code !== 0) throw new Error(`login refused: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

export async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal };
}
