/**
 * A picker with nothing to choose says where such a row is made (walk 12-26, defect 12): on the demo
 * data, which has no line types, the Line type list of a new production line reads "Nothing to
 * choose yet: create one under Production > Production basic data > Line types" instead of an empty
 * "No data".
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { activePage, pickOption, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/production/basic-data/production-line');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

describe('a picker with nothing to choose', () => {
  it('should say where line types are made when a production line is added without any', async () => {
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-'));
    await pickOption(page, front(), 'orgNo', 'NWT', 'NWT - ');
    await front().locator('.ant-select').filter({ has: page.locator('#lineTypeNo') }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Nothing to choose yet: create one under Production > Production basic data > Line types').waitFor();
  });
});
