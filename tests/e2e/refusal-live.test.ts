/**
 * A refusal reaches the supplier live (issue 23, records 0902 and 0903): the supplier signs in at
 * /login and waits on its home's to-do list; the purchaser refuses its ASN with a reason; without a
 * reload the to-do list shows the refused ASN with the reason, and one click on "Open ASN list"
 * opens the ASN list with that notice selected, reading Refused.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { createSupplierUser } from './portal-pages.ts';

let c: Console;
let page: Page;
let admin: string;
let asn: { id: number; version: number; asnNo: string };

beforeAll(async () => {
  c = await startConsole();
  await createSupplierUser(c, 'refusedsup', 'S001');
  admin = await c.t.login();
  const token = await c.t.login('refusedsup', USER_PASSWORD);
  const [line] = (await c.t.database.db.execute(sql`select id, version from srm_purchase_line where supplier_no = 'S001' order by purchase_seq limit 1`)).rows;
  expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: Number(line.id), version: Number(line.version) }] }, { token })).code).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  asn = (await c.t.call('ISrmAsnService/addasn', { head: { deliveryDate: today, expectedArrivalDate: today }, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }] }, { token })).data;
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('a refusal on the supplier side', () => {
  it("should show the purchaser's refusal on the supplier's to-do list live and open the ASN list at it", async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'refusedsup', USER_PASSWORD);
    const refused = page.getByTestId('todo-refusedAsns');
    await expect.poll(() => refused.innerText(), POLL).toContain('ASNs refused (0)');

    expect((await c.t.call('ISrmAsnService/refuseasn', { list: [{ id: asn.id, version: asn.version }], remark: 'Wrong pallet height' }, { token: admin })).code).toBe(0);
    await expect.poll(() => refused.innerText(), POLL).toMatch(new RegExp(`${asn.asnNo} to [\\w-]+: Wrong pallet height`));
    await refused.getByTestId(`todo-refused-${asn.asnNo}`).click();
    const chosen = activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator('.ant-checkbox-input:checked') });
    await expect.poll(() => chosen.count(), POLL).toBe(1);
    expect(await chosen.innerText()).toContain(asn.asnNo);
    expect(await chosen.innerText()).toContain('Refused');
  });
});
