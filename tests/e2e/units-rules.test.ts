/**
 * Units and number rules in the console (spec console §2 Base.Material, Base.Rule, §5): the unit
 * conversion form computes the second quantity as the user types, and a rule's modify page is
 * addressed by its number.
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
