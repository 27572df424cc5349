/**
 * Units and number rules in the console (spec console §2 Base.Material, Base.Rule, §5): the unit
 * conversion form computes the second quantity as the user types, a rule's modify page is
 * addressed by its number and refuses an unknown basic element under its expression.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/base/rule/batch-rule');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('number rules', () => {
  it('should open the modify page of a lot rule by its number and save a change', async () => {
    const list = activePage(page);
    await list.locator('#search_lotRuleNo').fill('LOT-DAILY');
    await list.getByRole('button', { name: 'Query' }).click();
    const rows = list.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await rows.first().locator('.ant-checkbox-input').check();
    await list.getByTestId('toolbar-modify').click();
    await page.waitForURL((url) => url.pathname === '/base/rule/modify-batch-rule/LOT-DAILY');
    const form = activePage(page).getByTestId('entity-form');
    await expect.poll(() => form.locator('#ruleExpression').inputValue(), POLL).toBe('LOT-{yyyyMMdd}-{#####}');
    expect(await form.locator('#lotRuleNo').isDisabled()).toBe(true);
    await form.locator('#lotRuleName').fill('Daily lot (receiving)');
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/base/rule/batch-rule');
    await expect.poll(() => activePage(page).locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('Daily lot (receiving)');
  });

  it('should refuse an element that does not exist under the expression, naming it and the allowed ones (walk 14-26 #3)', async () => {
    const list = activePage(page);
    await list.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
    await list.getByTestId('toolbar-modify').click();
    await page.waitForURL((url) => url.pathname === '/base/rule/modify-batch-rule/LOT-DAILY');
    const form = activePage(page).getByTestId('entity-form');
    await expect.poll(() => form.locator('#ruleExpression').inputValue(), POLL).toBe('LOT-{yyyyMMdd}-{#####}');
    await form.locator('#ruleExpression').fill('LOT-{yyyyMMdd}-{BOGUS}-{#####}');
    await activePage(page).getByTestId('form-save').click();
    const explain = form.locator('.ant-form-item').filter({ has: page.locator('#ruleExpression') }).locator('.ant-form-item-explain');
    await expect.poll(() => explain.innerText(), POLL).toMatch(/^BOGUS is not a basic element: use one of .*WAREHOUSE/);
    expect(page.url()).toContain('/base/rule/modify-batch-rule/LOT-DAILY');
  });
});

describe('a material\'s lot rule (walk 12-26 defects 1 and 2)', () => {
  it('should offer only valid lot rules, show the stored one on Modify and keep it when saved unchanged', async () => {
    const token = await c.t.login();
    const rule = (await c.t.call('IBmLotRuleService/getbmlotrulebylotruleno', { lotRuleNo: 'LOT-SUPPLIER' }, { token })).data as Record<string, unknown>;
    expect((await c.t.call('IBmLotRuleService/updatebmlotrulebyid', { ...rule, statusCode: 0 }, { token })).code).toBe(0);
    await page.goto(`${c.baseUrl}/base/material/materiel`);
    const modify = async () => {
      const list = activePage(page);
      await list.locator('#search_itemNo').fill('P077');
      await list.getByRole('button', { name: 'Query' }).click();
      const rows = list.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), POLL).toBe(1);
      await rows.first().locator('.ant-checkbox-input').check();
      await list.getByTestId('toolbar-modify').click();
      await page.waitForURL((url) => url.pathname.startsWith('/base/material/modify-materiel/'));
      const form = activePage(page).getByTestId('entity-form');
      await expect.poll(() => form.locator('#itemName').inputValue(), POLL).not.toBe('');
      return form;
    };
    let form = await modify();
    await form.locator('#lotRuleNo').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.getByText('LOT-DAILY - ', { exact: false }).click();
    expect(await dropdown.getByText('LOT-SUPPLIER', { exact: false }).count()).toBe(0);
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/base/material/materiel');
    form = await modify();
    const lotRule = form.locator('.ant-select').filter({ has: page.locator('#lotRuleNo') });
    await expect.poll(() => lotRule.innerText(), POLL).toContain('LOT-DAILY');
    const before = (await c.t.call('IBmItemService/getbmitemlistbyparams', { condition: { itemNo: 'P077' } }, { token })).data as { records: Record<string, unknown>[] };
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/base/material/materiel');
    const after = (await c.t.call('IBmItemService/getbmitemlistbyparams', { condition: { itemNo: 'P077' } }, { token })).data as { records: Record<string, unknown>[] };
    const stable = ({ version: _v, updateDate: _d, updateName: _n, ...rest }: Record<string, unknown>) => rest;
    expect(stable(after.records[0])).toEqual(stable(before.records[0]));
    expect(after.records[0].lotRuleNo).toBe('LOT-DAILY');
  });
});

describe('unit conversions', () => {
  it('should compute the second quantity from the first and the conversion value as the user types', async () => {
    await page.goto(`${c.baseUrl}/base/material/add-unit-conversion`);
    const form = activePage(page).getByTestId('entity-form');
    await form.locator('#fromUnitPt').fill('10');
    await form.locator('#convertValue').fill('3');
    await expect.poll(() => form.locator('#toUnitPt').inputValue(), POLL).toBe('3.33');
    expect(await form.locator('#toUnitPt').isDisabled()).toBe(true);
    await form.locator('#convertValue').fill('4');
    await expect.poll(() => form.locator('#toUnitPt').inputValue(), POLL).toBe('2.5');
  });
});
