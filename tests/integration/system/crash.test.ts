import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callProduct as call, exited, exitOf, isAlive, postmasterPid, productDir, signIn, startProduct, type Product } from '../../support/product-process.ts';

// The product as `npm start` runs it (without the console build), on its own data directory.
const dir = productDir('wms-crash-');
const dataDir = path.join(dir, 'pg');
const started: Product[] = [];

async function startServer(): Promise<Product> {
  const product = await startProduct(dataDir);
  started.push(product);
  return product;
}

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const pid = postmasterPid(dataDir);
  if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT'); // immediate shutdown of a postmaster left by a failed test
  rmSync(dir, { recursive: true, force: true });
});

describe('crash recovery of the embedded database', () => {
  it('should come up with committed data when restarted after kill -9, and stop PostgreSQL when sent SIGTERM', { timeout: 180_000 }, async () => {
    const first = await startServer();
    const token = await signIn(first);
    const added = await call(first, 'IBmOrgService/addbmorg', { orgNo: 'CRASH-1', orgName: 'Survives a crash' }, token);
    expect(added.code).toBe(0);

    const stalePid = postmasterPid(dataDir);
    expect(stalePid).toBeDefined();
    first.child.kill('SIGKILL');
    expect(await exitOf(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(isAlive(stalePid as number)).toBe(true); // the crash left PostgreSQL running

    const second = await startServer();
    const token2 = await signIn(second);
    expect(await exited(stalePid as number)).toBe(true);
    const list = await call(second, 'IBmOrgService/getFullAuthorityOrgListByParams', { condition: { orgNo: 'CRASH-1' } }, token2);
    expect(list.data.records.map((r: { orgName: string }) => r.orgName)).toEqual(['Survives a crash']);

    const pid = postmasterPid(dataDir) as number;
    expect(pid).not.toBe(stalePid);
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child), second.output()).toEqual({ code: 0, signal: null });
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(await exited(pid)).toBe(true);
  });
});
