/**
 * A picker's dashboard (walk 13-26 defect 3): signed in at /login as a user of the seeded picker
 * role, the Live workbench shows Live and the picker's warehouse, not "Offline · No data yet".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { newPage, POLL, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
beforeAll(async () => {
  c = await startConsole();
  const userId = await createUser(c.t.database.db, { userNo: 'picker-dash', orgs: ['NWT'], warehouses: ['WH-SEA'] });
  await c.t.database.db.insert(sysUserRole).values({ userId, roleNo: 'picker' });
});
afterAll(() => c?.close());

describe("a picker's dashboard", () => {
  it('should show the live workbench with the picker\'s warehouse', async () => {
    const page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'picker-dash', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await expect.poll(() => page.getByTestId('workbench-status').getAttribute('data-status'), POLL).toBe('live');
    await expect.poll(() => page.getByTestId('workbench-WH-SEA').count(), POLL).toBe(1);
  });
});
