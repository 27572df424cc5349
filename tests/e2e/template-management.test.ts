/**
 * Template management as the administrator sees it (walk 14-26 #5, #6): the Module column names
 * the page a template prints (Adjustments, not 130103), and a file of a type not allowed is
 * refused with a toast naming the file and the allowed types.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_FILE_EXTENSIONS } from '../../src/shared/entities/print-template.entity.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/base/print/template-management');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const row = (key: string) => activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: key });

describe('template management', () => {
  it('should name the page of each template in the Module column', async () => {
    await expect.poll(() => row('RPT-ADJUSTMENT').innerText(), POLL).toContain('Adjustments');
    expect(await row('RPT-ADJUSTMENT').innerText()).not.toContain('130103');
    expect(await row('RPT-TRANSFER').innerText()).toContain('Transfers');
  });

  it('should refuse a .txt file naming it and the allowed types', async () => {
    await row('RPT-SUPPLIER').locator('.ant-checkbox-input').check();
    await activePage(page).locator('.ant-upload input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const toast = page.locator('.ant-message-notice').filter({ hasText: 'notes.txt' });
    await expect.poll(() => toast.innerText(), POLL).toContain(`notes.txt is not a template file: upload ${TEMPLATE_FILE_EXTENSIONS.join(' ')}`);
  });
});
