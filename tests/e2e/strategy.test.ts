/**
 * Base.Strategy allocation end to end (spec console §2): add an allocation strategy with two rule
 * lines in the rule-line editor, find it in the list, modify it (rename, reorder and remove a line).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, chooseOption, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const LIST = '/base/strategy/allocation';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, LIST);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const rows = () => list().locator('.ant-table-tbody tr.ant-table-row');
const form = () => activePage(page).getByTestId('entity-form');

/** Picks an option of the rule select of one line (in that select's own dropdown: another may still be leaving). */
async function chooseRule(line: number, label: string) {
  await chooseOption(page, form().getByTestId(`rule-line-${line}`), label);
}

async function storedLines(): Promise<{ strategyName: string; ruleLines: string }> {
  const token = (await storedToken(page)) ?? '';
  const answer = await c.t.call('IBmAllocationStrategyService/getbmallocationstrategylistbyparams', { condition: { strategyNo: 'E2E-ALLOC' } }, { token });
  return answer.data.records[0];
}

describe('allocation strategies', () => {
  it('should list the demo strategies', async () => {
    await expect.poll(() => rows().count(), POLL).toBe(3);
    await expect.poll(() => list().innerText(), POLL).toContain('ALLOC-FIFO');
  });

  it('should add a strategy with two rule lines and return to the list', async () => {
    await list().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname === '/base/strategy/add-allocation');
    await form().locator('#strategyNo').fill('E2E-ALLOC');
    await form().locator('#strategyName').fill('Expiry first, picking zone');
    await form().getByTestId('rule-line-add').click();
    await chooseRule(1, 'FEFO (first expired, first out)');
    await form().getByTestId('rule-line-add').click();
    await chooseRule(2, 'By zone');
    await form().getByTestId('rule-line-2').getByLabel('Parameter').fill('SEA-PCK');
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await messageShown(page, 'Saved successfully');
    expect(JSON.parse((await storedLines()).ruleLines)).toEqual([{ rule: 'fefo' }, { rule: 'byZone', param: 'SEA-PCK' }]);
  });

  it('should show the new strategy in the list', async () => {
    await list().locator('#search_strategyNo').fill('E2E');
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(() => rows().count(), POLL).toBe(1);
    await expect.poll(() => rows().first().innerText(), POLL).toContain('Expiry first, picking zone');
  });

  it('should refuse to save a zone line without its zone', async () => {
    await rows().first().locator('.ant-checkbox-input').check();
    await list().getByTestId('toolbar-modify').click();
    await page.waitForURL((url) => /^\/base\/strategy\/modify-allocation\/\d+$/.test(url.pathname));
    await expect.poll(() => form().getByTestId('rule-line-2').getByLabel('Parameter').inputValue(), POLL).toBe('SEA-PCK');
    await form().getByTestId('rule-line-2').getByLabel('Parameter').fill('');
    await activePage(page).getByTestId('form-save').click();
    await form().getByText('Line 2: please enter the parameter').waitFor();
  });

  it('should modify the strategy: rename, move the zone line first, remove the other', async () => {
    await form().getByTestId('rule-line-2').getByLabel('Parameter').fill('LDN-PCK');
    await form().getByTestId('rule-line-2').getByLabel('Move up').click();
    await expect.poll(() => form().getByTestId('rule-line-1').getByLabel('Parameter').inputValue(), POLL).toBe('LDN-PCK');
    await form().getByTestId('rule-line-2').getByLabel('Remove rule').click();
    await form().locator('#strategyName').fill('London picking zone');
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await expect.poll(() => rows().first().innerText(), POLL).toContain('London picking zone');
    const stored = await storedLines();
    expect(JSON.parse(stored.ruleLines)).toEqual([{ rule: 'byZone', param: 'LDN-PCK' }]);
  });
});
