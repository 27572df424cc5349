/**
 * The yard queue follows the yard live without losing the truck the user selected (issue 24, walk
 * finding): a truck is selected, another checks in (the queue reloads from the yard event), and
 * the first stays selected with its actions enabled; calling it to its door works on the reloaded
 * row (its new version), and the row stays selected after the call's own reload. A disabled button
 * says why in its tooltip, and Search clears the ticks (walk 12-24 defect 9).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePage, messageShown, POLL, signedInPage, startConsole, type Console } from './browser.ts';
import { approvedAsn, arrangeKiosk } from './kiosk-support.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  page = await signedInPage(c, '/inbound/dock/yard-queue');
});
afterAll(() => c.close());

async function checkIn(plateNo: string): Promise<string> {
  const asnNo = await approvedAsn(c.t);
  const answer = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Ng', driverPhone: '13900000000', plateNo }, { token: await c.t.login() });
  expect(answer.code).toBe(0);
  return asnNo;
}

describe('yard queue live', () => {
  it('should keep the selected truck selected when the queue reloads live, and call it on its reloaded row', async () => {
    const first = await checkIn('LIVE-1');
    const table = activePage(page).getByTestId('yard-queue-table');
    const row = (asnNo: string) => table.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo });
    await row(first).locator('.ant-checkbox-input').check();
    const callButton = activePage(page).getByTestId('yard-call');
    await expect.poll(() => callButton.isEnabled(), POLL).toBe(true);

    const second = await checkIn('LIVE-2');
    await expect.poll(() => row(second).count(), POLL).toBe(1);
    expect(await row(first).locator('.ant-checkbox-input').isChecked()).toBe(true);
    expect(await callButton.isEnabled()).toBe(true);

    await callButton.click();
    await messageShown(page, 'Saved');
    await expect.poll(() => row(first).innerText(), POLL).toContain('Called to the door');
    expect(await row(first).locator('.ant-checkbox-input').isChecked()).toBe(true);
    expect(await activePage(page).getByTestId('yard-arrive').isEnabled()).toBe(true);

    // A disabled button says why (record 0973): two trucks ticked, then none after Search.
    await row(second).locator('.ant-checkbox-input').check();
    const tooltipOf = async (testId: string) => {
      await activePage(page).getByTestId(testId).hover();
      const tip = page.locator('.ant-tooltip:visible');
      await expect.poll(() => tip.count(), POLL).toBe(1);
      return tip.innerText();
    };
    expect(await activePage(page).getByTestId('yard-arrive').isEnabled()).toBe(false);
    expect(await tooltipOf('yard-arrive')).toBe('2 trucks are ticked: tick only one');
    await activePage(page).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('.ant-checkbox-input:checked').count(), POLL).toBe(0);
    expect(await tooltipOf('yard-call')).toBe('Tick one truck in the list');
    await row(first).locator('.ant-checkbox-input').check();
    expect(await tooltipOf('yard-call')).toMatch(/^Truck \d+ is Called to the door: this step does not apply to it$/);
  });
});
