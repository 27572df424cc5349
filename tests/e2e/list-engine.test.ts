/**
 * The list engine's extras end to end (spec console §2 Generic list page, §3 custom fields, §4, §5
 * pickers): tab counts, the page mode switch, the jurisdiction control, custom fields on search,
 * list, detail and form, the table-select popup, the search-select and the parent-dependent picker.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const ITEMS = '/base/material/materiel';
const SUPPLIERS = '/base/basic/supplier';
const WAREHOUSES = '/base/basic/warehouse';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  const colours = JSON.stringify([{ code: 'R', name: 'Red' }, { code: 'G', name: 'Green' }]);
  for (const body of [
    { fieldNo: 'ext_note', fieldNoName: 'Handling note', fieldType: '1', displayPage: '1234', displayOrder: 1 },
    { fieldNo: 'ext_colour', fieldNoName: 'Label colour', fieldType: '4', displayPage: '234', displayOrder: 2, dropDownDataSource: colours },
  ]) expect((await c.t.call('ISysCustomFieldService/addsyscustomfield', { module: '100104', ...body }, { token })).code).toBe(0);
  page = await signedInPage(c, ITEMS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const rows = () => list().locator('.ant-table-tbody tr.ant-table-row');
const total = () => list().locator('.ant-pagination-total-text').innerText();
const tabText = (key: string) => list().getByTestId(`list-tab-${key}`).innerText();
const at = (path: string) => page.waitForURL((url) => url.pathname === path);
async function open(path: string) {
  await page.goto(`${c.baseUrl}${path}`);
  await at(path);
}

describe('tab strip with counts', () => {
  it('should count all, valid and invalid materials and filter the list by the chosen tab', async () => {
    await expect.poll(() => tabText('all'), POLL).toMatch(/All\s*77/);
    await expect.poll(() => tabText('0'), POLL).toMatch(/Invalid\s*10/);
    expect(await tabText('1')).toMatch(/Valid\s*67/);
    await list().getByTestId('list-tab-0').click();
    await expect.poll(total, POLL).toBe('Total 10');
    await list().locator('#search_keyword').fill('Chef');
    await list().getByRole('button', { name: 'Query' }).click();
    // Counts follow the search: one discontinued Chef Anton product, one still sold.
    await expect.poll(() => tabText('all'), POLL).toMatch(/All\s*2/);
    await expect.poll(total, POLL).toBe('Total 1');
    await list().getByTestId('list-tab-all').click();
    await expect.poll(total, POLL).toBe('Total 2');
  });
});

describe('page mode', () => {
  it('should show only the keyword row in compact mode and remember the mode after a reload', async () => {
    const itemName = list().getByTestId('search-form').getByText('Item group', { exact: true });
    await itemName.waitFor();
    await list().getByTestId('page-mode').getByText('Compact').click();
    await itemName.waitFor({ state: 'detached' });
    await page.reload();
    await list().locator('#search_keyword').waitFor();
    await expect.poll(() => list().getByTestId('search-form').getByText('Item group', { exact: true }).count(), POLL).toBe(0);
    await list().getByTestId('page-mode').getByText('Full').click();
    await list().getByTestId('search-form').getByText('Item group', { exact: true }).waitFor();
  });
});

describe('jurisdiction', () => {
  it('should narrow the warehouses to the chosen organisation', async () => {
    const token = await storedToken(page);
    expect((await c.t.call('IBmOrgService/addbmorg', { orgNo: 'E2E-J', orgName: 'Jurisdiction test' }, { token: token ?? '' })).code).toBe(0);
    expect((await c.t.call('IBmWarehouseService/addbmwarehouse', { orgNo: 'E2E-J', warehouseNo: 'WH-J', warehouseName: 'J store' }, { token: token ?? '' })).code).toBe(0);
    // The organisations come from the user info loaded at sign-in: a fresh load brings the new one.
    await open(WAREHOUSES);
    await expect.poll(total, POLL).toBe('Total 3');
    await list().getByTestId('jurisdiction').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('E2E-J - Jurisdiction test').click();
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(total, POLL).toBe('Total 1');
    expect(await rows().first().innerText()).toContain('WH-J');
  });
});

describe('custom fields', () => {
  it('should add a supplier with custom values on the form and show them as columns and in the detail', async () => {
    await open(`/base/basic/add-supplier`);
    const form = list().getByTestId('entity-form');
    const custom = list().getByTestId('custom-fields');
    await custom.getByText('Handling note').waitFor();
    await form.locator('#supplierNo').fill('E2E-CF');
    await form.locator('#supplierName').fill('Custom field supplier');
    await custom.locator('.ant-form-item').filter({ hasText: 'Handling note' }).locator('input').fill('Keep dry');
    await custom.locator('.ant-form-item').filter({ hasText: 'Label colour' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Green', { exact: true }).click();
    await list().getByTestId('form-save').click();
    await at(SUPPLIERS);
    await list().getByTestId('search-form').locator('.ant-form-item').filter({ hasText: 'Handling note' }).locator('input').fill('dry');
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(total, POLL).toBe('Total 1');
    expect(await list().locator('.ant-table-thead').innerText()).toContain('Label colour');
    expect(await rows().first().innerText()).toMatch(/Keep dry[\s\S]*Green/);
    await rows().first().locator('td').nth(2).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Custom fields').waitFor();
    expect(await drawer.locator('.wms-detail-block').last().innerText()).toMatch(/Label colour\s*Green/);
    await page.keyboard.press('Escape');
  });
});

describe('pickers', () => {
  it('should choose a material supplier in the table-select popup with search and one row at a time', async () => {
    await open('/base/material/add-materiel');
    await list().getByTestId('table-select-supplier').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Choose Supplier' });
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBe(20);
    await dialog.getByPlaceholder('Search by number or name').fill('S00');
    await dialog.getByPlaceholder('Search by number or name').press('Enter');
    await expect.poll(() => dialog.locator('.ant-pagination-total-text').innerText(), POLL).toBe('Total 9');
    await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(0).click();
    await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(1).click();
    expect(await dialog.locator('.ant-radio-wrapper-checked').count()).toBe(1);
    const chosen = await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(1).locator('td').nth(1).innerText();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => list().locator('#supplierNo').inputValue(), POLL).toMatch(new RegExp(`^${chosen}`));
  });

  it('should keep the zone warehouse disabled until an organisation is chosen, and clear it when the organisation changes', async () => {
    await open('/base/basic/add-storage');
    const warehouse = list().locator('.ant-select').filter({ has: page.locator('#warehouseNo') });
    expect(await list().locator('#warehouseNo').isDisabled()).toBe(true);
    await list().locator('#orgNo').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.getByText('NWT - ', { exact: false }).click();
    await expect.poll(() => list().locator('#warehouseNo').isDisabled(), POLL).toBe(false);
    await list().locator('#warehouseNo').click();
    await dropdown.getByText('WH-SEA - ', { exact: false }).click();
    await expect.poll(() => warehouse.innerText(), POLL).toContain('WH-SEA');
    await list().locator('#orgNo').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('E2E-J - ', { exact: false }).click();
    await expect.poll(() => warehouse.innerText(), POLL).not.toContain('WH-SEA');
  });

  it('should search suppliers after typing stops and load the next page on scrolling to the bottom', async () => {
    await open(ITEMS);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('IBmSupplierService/getbmsupplierlistbyparams')) calls.push(request.postData() ?? '');
    });
    const picker = list().locator('#search_supplierNo');
    await picker.click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    // Newest first: the first page of 20 holds the latest suppliers, S001 comes with the second.
    await dropdown.getByText('S029 - ', { exact: false }).waitFor();
    expect(await dropdown.getByText('S001 - ', { exact: false }).count()).toBe(0);
    await dropdown.getByText('S029 - ', { exact: false }).hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => calls.filter((body) => body.includes('"current":2')).length, POLL).toBe(1);
    await picker.pressSequentially('S02', { delay: 20 });
    await expect.poll(() => calls.filter((body) => body.includes('"keyword":"S02"')).length, POLL).toBe(1);
    // Debounced: the partial keywords typed before were never sent.
    expect(calls.some((body) => body.includes('"keyword":"S0"'))).toBe(false);
    await dropdown.getByText('S020 - ', { exact: false }).waitFor();
  });
});
