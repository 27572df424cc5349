/**
 * The licence page end to end (issue 16; spec console §2 "isLicense 0 sends the user to the licence
 * screen", §8 activation feedback; workflows §4 states, §5 "licence input cannot be empty"): with an
 * expired licence stored, admin is sent to the licence page after sign-in and sees it expired; an
 * empty number is refused on the page, a badly signed one with the server's message; a valid
 * number activates, signs out, and after signing in again the page shows it authorised.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { sysLicence } from '../../src/server/db/schema.ts';
import { isoDay, licence, signLicence, TEST_LICENCE_KEYS } from '../support/licences.ts';
import { activePage, messageShown, newPage, signIn, screenshotOnFailure, startConsole, type Console } from './browser.ts';

const LICENCE_PATH = '/system/authority/license';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole({ licencePublicKey: TEST_LICENCE_KEYS.publicKey });
  await c.t.database.db.insert(sysLicence).values({ id: 1, licenceText: signLicence(licence(-3, { validFrom: isoDay(-90) })), activatedBy: 'admin' });
  page = await newPage(c, 'en-US');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('licence page', () => {
  it('should send admin to the licence page after sign-in while the licence is expired', async () => {
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === LICENCE_PATH);
    await activePage(page).getByTestId('licence-state').getByText('Expired').waitFor();
    await activePage(page).getByText('The licence is not activated or has expired: please reactivate.').waitFor();
  });

  it('should refuse an empty number on the page and a badly signed one with the server message', async () => {
    await activePage(page).getByTestId('licence-activate-number').click();
    await messageShown(page, 'The licence number cannot be empty');
    await activePage(page).getByTestId('licence-number').fill(signLicence(licence(100), generateKeyPairSync('ed25519').privateKey));
    await activePage(page).getByTestId('licence-activate-number').click();
    await messageShown(page, 'The licence signature is not valid');
  });

  it('should activate a valid number, sign out, and show it authorised after signing in again', async () => {
    await activePage(page).getByTestId('licence-number').fill(signLicence(licence(200, { licensee: 'Lantern Quay Logistics' })));
    await activePage(page).getByTestId('licence-activate-number').click();
    await messageShown(page, 'Licence activated: please sign in again');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${c.baseUrl}${LICENCE_PATH}`);
    await activePage(page).getByTestId('licence-state').getByText('Authorised').waitFor();
    await activePage(page).getByText('Lantern Quay Logistics').waitFor();
  });
});
