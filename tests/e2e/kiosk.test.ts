/**
 * The gate kiosk at 1080x1920 (issue 15): a driver checks in by typed ASN number in at most four
 * taps, by a QR code read from Chromium's fake camera, and while the network is down (two
 * check-ins queue in IndexedDB and each posts once when it is back); Finish leaves no driver data
 * on screen, nor does the idle reset; the dock receives the truck's pallets with a damaged one photographed; the big screen's Docks panel shows the truck called to its door and the "Now calling" banner announces it for a few seconds.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, POLL, signedInPage, signIn, WAIT_MS, type Console } from './browser.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { approvedAsn, checkInsOf, KIOSK_USER, kioskConsole, qrVideo, setUpKiosk, signInReceiver, tapCounter } from './kiosk-support.ts';

const PORTRAIT = { width: 1080, height: 1920 };
let c: Console;
let page: Page;

beforeAll(async () => {
  ({ c, page } = await kioskConsole());
});
afterAll(() => c.close());

async function driverDetails(name: string): Promise<void> {
  await page.getByTestId('driverName').fill(name);
  await page.getByTestId('driverPhone').fill('13800000000');
  await page.getByTestId('plateNo').fill('hu-a1234');
}

describe('gate kiosk', () => {
  it('should check a driver in by typed ASN number in at most four taps, with touch targets of 64 px', async () => {
    const asnNo = await approvedAsn(c.t);
    const { tap, count } = tapCounter();
    await page.getByTestId('asn-code').fill(asnNo);
    await tap(page.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => page.getByTestId('asn-facts').textContent(), POLL).toContain('Expected pallets2');
    await tap(page.getByRole('button', { name: 'Yes, continue' }));
    await driverDetails('Wang Lei');
    await tap(page.getByRole('button', { name: 'Check in' }));
    await expect.poll(() => page.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    expect(await page.getByTestId('door-no').textContent()).toMatch(/Door D0[12]/);
    const heights = await page.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(64);
    await tap(page.getByRole('button', { name: 'Finish' }));
    expect(count()).toBeLessThanOrEqual(4);
    await page.getByTestId('asn-code').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Wang Lei');
    expect(await checkInsOf(c.t, asnNo)).toBe(1);
  });

  it('should send a kiosk user who signs in to the console to the kiosk', async () => {
    const console = await newPage(c, 'en-US');
    await console.goto(`${c.baseUrl}/dashboard`);
    await console.waitForURL((url) => url.pathname === '/login');
    await signIn(console, KIOSK_USER, USER_PASSWORD);
    await console.waitForURL((url) => url.pathname === '/kiosk');
    await console.close();
  });

  it('should switch language in one tap and show a refusal clearly', async () => {
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByTestId('asn-code').fill('NOPE');
    await page.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => page.getByTestId('kiosk-error').textContent(), POLL).toBe('此处没有预期的ASN或车辆NOPE：请前往办公室');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
  });

  it('should warn after a minute without a touch, then start again with no driver data on screen', async () => {
    const idle = await c.browser.newPage({ locale: 'en-US', viewport: PORTRAIT });
    await idle.clock.install();
    await setUpKiosk(idle, c.baseUrl);
    const asnNo = await approvedAsn(c.t);
    await idle.getByTestId('asn-code').fill(asnNo);
    await idle.getByRole('button', { name: 'Continue' }).click();
    await idle.getByRole('button', { name: 'Yes, continue' }).click();
    await idle.getByTestId('driverName').fill('Idle Driver');
    await idle.clock.fastForward(61_000);
    await idle.getByTestId('idle-warning').waitFor();
    await idle.clock.fastForward(16_000);
    await idle.getByTestId('asn-code').waitFor();
    expect(await idle.getByTestId('idle-warning').count()).toBe(0);
    const text = await idle.locator('body').textContent();
    expect([text?.includes('Idle Driver'), text?.includes(asnNo), await idle.getByTestId('asn-code').inputValue()]).toEqual([false, false, '']);
    await idle.close();
  });

  it('should queue two check-ins while offline and post each once when the network is back', async () => {
    const asns = [await approvedAsn(c.t), await approvedAsn(c.t)];
    await page.context().setOffline(true);
    for (const asnNo of asns) {
      await page.getByTestId('asn-code').fill(asnNo);
      await page.getByRole('button', { name: 'Continue' }).click();
      await driverDetails('Li Na');
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByTestId('queued-offline').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
    }
    await expect.poll(() => page.getByTestId('offline-badge').textContent(), POLL).toContain('2 waiting to be sent');
    expect([await checkInsOf(c.t, asns[0]), await checkInsOf(c.t, asns[1])]).toEqual([0, 0]);
    await page.context().setOffline(false);
    await expect.poll(async () => [await checkInsOf(c.t, asns[0]), await checkInsOf(c.t, asns[1])], { timeout: 45_000 }).toEqual([1, 1]);
    await expect.poll(() => page.getByTestId('offline-badge').count(), { timeout: 45_000 }).toBe(0);
  });
});

describe('gate kiosk camera', () => {
  let browser: Browser;
  afterAll(() => browser?.close());

  it('should check a driver in from the QR code of the ASN held to the camera, then receive its pallets at the dock with a damaged one photographed', async () => {
    const asnNo = await approvedAsn(c.t, ['323456789012345679', '323456789012345686']);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(asnNo)}`],
    });
    const camera = await browser.newPage({ locale: 'en-US', viewport: PORTRAIT });
    camera.setDefaultTimeout(WAIT_MS);
    await camera.context().grantPermissions(['camera'], { origin: c.baseUrl });
    await setUpKiosk(camera, c.baseUrl);
    const { tap, count } = tapCounter();
    await tap(camera.getByRole('button', { name: 'Scan QR code' }));
    await expect.poll(() => camera.getByTestId('asn-facts').textContent(), POLL).toContain(asnNo);
    await tap(camera.getByRole('button', { name: 'Yes, continue' }));
    await camera.getByTestId('driverName').fill('Zhang Wei');
    await camera.getByTestId('driverPhone').fill('13900000000');
    await camera.getByTestId('plateNo').fill('B-777');
    await tap(camera.getByRole('button', { name: 'Check in' }));
    await expect.poll(() => camera.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    expect(count()).toBeLessThanOrEqual(4);
    expect(await checkInsOf(c.t, asnNo)).toBe(1);

    const admin = await c.t.login();
    const [truck] = (await c.t.call('IYardService/list', { current: 1, size: 1, condition: { asnNo } }, { token: admin })).data.records;
    await c.t.call('IYardService/action', { id: truck.id, version: truck.version, action: 'call' }, { token: admin });
    await camera.getByRole('button', { name: 'Finish' }).click();
    await signInReceiver(camera);
    await camera.getByTestId('truck-code').fill(asnNo);
    await camera.getByTestId('truck-code').press('Enter');
    await camera.getByTestId('sscc').fill('999999999999999995');
    await camera.getByTestId('sscc').press('Enter');
    await expect.poll(() => camera.getByTestId('kiosk-error').textContent(), POLL).toContain('is on no ASN of this warehouse');
    await camera.getByTestId('sscc').fill('00323456789012345679');
    await camera.getByTestId('sscc').press('Enter');
    await expect.poll(() => camera.getByTestId('pallet-lines').textContent(), POLL).toContain('P004');
    await camera.getByRole('button', { name: 'Damaged' }).click();
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await camera.getByTestId('photo').waitFor();
    await camera.getByTestId('damage-reasons').getByRole('button', { name: 'Torn packaging' }).click();
    await camera.getByRole('button', { name: 'Record discrepancy' }).click();
    await expect.poll(() => camera.getByTestId('receiving-progress').textContent(), POLL).toContain('1 of 2 pallets, discrepancies: 1');
    await camera.getByTestId('sscc').fill('323456789012345686');
    await camera.getByTestId('sscc').press('Enter');
    await camera.getByRole('button', { name: 'Confirm: as expected' }).click();
    await expect.poll(() => camera.getByTestId('receiving-progress').textContent(), POLL).toContain('2 of 2 pallets');
    await camera.getByRole('button', { name: 'Finish receiving' }).click();
    await camera.getByRole('button', { name: 'Confirm and post' }).click();
    await expect.poll(() => camera.getByTestId('receiving-done').textContent(), POLL).toBe('Received by Mei Chen. Discrepancies: 1');
    const tracking = await c.t.call('IYardService/getAsnTracking', { asnNo }, { token: admin });
    expect(tracking.data.map((r: any) => r.event)).toEqual(['checkedIn', 'called', 'unloading', 'received']);
  });
});

describe('big screen docks', () => {
  it('should show a checked-in truck called to its door on the Docks panel, announce it on the "Now calling" banner for a few seconds and keep it listed while it unloads, live from the yard events', async () => {
    const screen = await signedInPage(c, '/warehouseScreen');
    await screen.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA`);
    await screen.getByTestId('dock-D01').waitFor();
    const admin = await c.t.login();
    const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: await approvedAsn(c.t), driverName: 'Chen', driverPhone: '13700000000', plateNo: 'C-1' }, { token: admin });
    const doorNo = ticket.data.doorNo;
    const called = await c.t.call('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, { token: admin });
    await expect.poll(() => screen.getByTestId(`dock-${doorNo}`).getAttribute('data-state'), POLL).toBe('called');
    expect(await screen.getByTestId('dock-calls').textContent()).toContain(`No. ${ticket.data.queueNo} → door ${doorNo}`);
    expect(await screen.getByTestId('call-banner').textContent()).toBe(`Now calling: ticket ${ticket.data.queueNo} to door ${doorNo}`);
    await expect.poll(() => screen.getByTestId('call-banner').count(), { timeout: 30_000 }).toBe(0);
    expect(await screen.getByTestId('dock-calls').textContent()).toContain(`No. ${ticket.data.queueNo} → door ${doorNo}`);
    // A truck at its door or unloading stays listed, with its state (walk 12-24).
    let truck = called.data;
    for (const action of ['arrive', 'unload']) {
      const moved = await c.t.call('IYardService/action', { id: truck.id, version: truck.version, action }, { token: admin });
      expect(moved.code).toBe(0);
      truck = moved.data;
    }
    await expect.poll(() => screen.getByTestId('dock-calls').textContent(), POLL).toBe(`No. ${ticket.data.queueNo} → door ${doorNo} · Unloading`);
    await screen.close();
  });
});
