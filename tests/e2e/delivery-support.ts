/**
 * Browser steps of the supplier portal shared by its tests: creating an ASN on Delivery creation
 * (SUP 5103) from the supplier's accepted order lines, each line on a pallet of its own.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { activePage, chooseOption, messageShown } from './browser.ts';

/**
 * On the signed-in supplier `page`, opens Delivery creation, ships `qty` of each of its two accepted
 * order lines (line n on pallet n) with the given dates and plate, creates the ASN and waits for
 * the page's answer containing `answer` (e.g. 'pending approval').
 */
export async function createAsnInBrowser(page: Page, baseUrl: string, options: { deliveryDate: string; expectedArrivalDate: string; carNo: string; qty: string; answer: string }): Promise<void> {
  await page.goto(`${baseUrl}/delivery/deliveryCreate`);
  const form = activePage(page);
  const rows = form.locator('.ant-table-tbody tr.ant-table-row');
  // The open order lines are the page's first call: on a loaded machine they may take a while.
  await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(2);
  for (const index of [0, 1]) await rows.nth(index).locator('.ant-checkbox-input').check();
  await form.getByTestId('delivery-add-lines').click();
  for (const line of [1, 2]) await form.getByTestId(`delivery-qty-${line}`).locator('input').fill(options.qty);
  for (const field of ['deliveryDate', 'expectedArrivalDate'] as const) {
    await form.locator(`#${field}`).fill(options[field]);
    await form.locator(`#${field}`).press('Enter');
  }
  await form.getByTestId('delivery-carNo').fill(options.carNo);
  for (const pallet of [1, 2]) {
    await form.getByTestId('add-pallet').click();
    await chooseOption(page, form.getByTestId(`pack-line-${pallet}-1-1`), `${pallet}. PO-S001`);
    await form.getByTestId(`pack-qty-${pallet}-1-1`).locator('input').fill(options.qty);
  }
  await form.getByTestId('delivery-create').click();
  await messageShown(page, options.answer);
}
