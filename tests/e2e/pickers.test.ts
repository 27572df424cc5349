/**
 * Parent-dependent pickers end to end (spec console §5 "parent-dependent pickers", issue 4 "the
 * pickers' parent rules"): along the chain organisation -> warehouse -> zone of a reservoir, and
 * for the classify type of a document configuration that depends on its business area (an enum),
 * each picker is disabled until its parent is chosen, offers only the rows of that parent, and is
 * cleared when the parent changes.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/base/basic/add-reservoir');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const form = () => activePage(page).getByTestId('entity-form');
const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const shown = (field: string) => form().locator('.ant-select').filter({ has: page.locator(`#${field}`) });
// The options of the open dropdown showing `text` (a closing dropdown may still be on screen).
const options = (text: string) => dropdown().filter({ hasText: text }).locator('.ant-select-item-option').allInnerTexts();

async function choose(field: string, text: string) {
  await form().locator(`#${field}`).click();
  await dropdown().getByText(text, { exact: false }).first().click();
  await expect.poll(() => shown(field).innerText(), POLL).toContain(text);
}

describe('reservoir pickers', () => {
  it('should keep the zone disabled until a warehouse is chosen and offer only that warehouse\'s zones', async () => {
    await form().waitFor();
    expect(await form().locator('#warehouseNo').isDisabled()).toBe(true);
    expect(await form().locator('#zoneNo').isDisabled()).toBe(true);
    await choose('orgNo', 'NWT - ');
    expect(await form().locator('#zoneNo').isDisabled()).toBe(true);
    await choose('warehouseNo', 'WH-SEA - ');
    await expect.poll(() => form().locator('#zoneNo').isDisabled(), POLL).toBe(false);
    await form().locator('#zoneNo').click();
    await dropdown().getByText('SEA-STO - ', { exact: false }).waitFor();
    const zones = await options('SEA-STO - ');
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((zone) => zone.startsWith('SEA-'))).toBe(true);
    await dropdown().getByText('SEA-STO - ', { exact: false }).click();
    await expect.poll(() => shown('zoneNo').innerText(), POLL).toContain('SEA-STO');
  });

  it('should clear the zone when the warehouse changes', async () => {
    await choose('warehouseNo', 'WH-LDN - ');
    await expect.poll(() => shown('zoneNo').innerText(), POLL).not.toContain('SEA-STO');
    await form().locator('#zoneNo').click();
    await dropdown().getByText('LDN-STO - ', { exact: false }).waitFor();
    expect((await options('LDN-STO - ')).every((zone) => zone.startsWith('LDN-'))).toBe(true);
    await page.keyboard.press('Escape');
  });
});

describe('document configuration pickers', () => {
  it('should offer only the classify types of the chosen business area and clear the choice when the area changes', async () => {
    await page.goto(`${c.baseUrl}/base/basic/add-configure`);
    await form().waitFor();
    expect(await form().locator('#classifyType').isDisabled()).toBe(true);
    await choose('bigModule', 'Inbound');
    await expect.poll(() => form().locator('#classifyType').isDisabled(), POLL).toBe(false);
    await form().locator('#classifyType').click();
    await dropdown().getByText('PUR-IN - ', { exact: false }).waitFor();
    expect((await options('PUR-IN - ')).map((text) => text.split(' - ')[0]).sort()).toEqual(['PUR-IN', 'RET-IN', 'TRF-IN']);
    await dropdown().getByText('PUR-IN - ', { exact: false }).click();
    await expect.poll(() => shown('classifyType').innerText(), POLL).toContain('PUR-IN');
    await choose('bigModule', 'Outbound');
    await expect.poll(() => shown('classifyType').innerText(), POLL).not.toContain('PUR-IN');
  });
});

describe('pickers of a user who may open only the page (issue 11: lookups through the calling page)', () => {
  it('should pick organisation, warehouse and zone and save a reservoir with flags on the reservoir page only', async () => {
    await createUser(c.t.database.db, { userNo: 'res-clerk', grants: { '100107': ['isSearch', 'isAdd'] }, orgs: ['NWT'] });
    page = await signedInPage(c, '/base/basic/add-reservoir', 'res-clerk', USER_PASSWORD);
    await form().waitFor();
    await choose('orgNo', 'NWT - ');
    await choose('warehouseNo', 'WH-SEA - ');
    await expect.poll(() => form().locator('#zoneNo').isDisabled(), POLL).toBe(false);
    await choose('zoneNo', 'SEA-STO - ');
    await form().locator('#reservoirNo').fill('RES-CLERK');
    await form().locator('#reservoirName').fill('Picked by a clerk');
    await activePage(page).getByTestId('form-save').click();
    await expect.poll(async () => (await c.t.database.pool.query(`select zone_no from bm_reservoir where reservoir_no = 'RES-CLERK'`)).rows, POLL).toEqual([{ zone_no: 'SEA-STO' }]);
  });

  it('should list suppliers in the table-select popup with flags on the material page only', async () => {
    await createUser(c.t.database.db, { userNo: 'item-clerk', grants: { '100301': ['isSearch', 'isAdd'] }, orgs: ['NWT'] });
    page = await signedInPage(c, '/base/material/add-materiel', 'item-clerk', USER_PASSWORD);
    await form().getByTestId('table-select-supplier').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Choose Supplier' });
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBe(20);
    const first = await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(0).locator('td').nth(1).innerText();
    expect(first).toMatch(/^S\d+/);
    await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(0).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => form().locator('#supplierNo').inputValue(), POLL).toMatch(new RegExp(`^${first}`));
  });
});
