/**
 * The abnormal journal (issue 16; System.Journal abnormal): a server fault answers HTTP 500 with a
 * fault id in the `fault-id` header, and the administrator finds that fault, with the request id,
 * the address and the error but no body or token, in ISysFaultLogService/getsysfaultloglist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** The fault log rows recorded so far (the insert follows the answer). */
const faults = async () => (await t.call('ISysFaultLogService/getsysfaultloglist', {}, { token: admin })).data.records;

describe('a server fault', () => {
  it('should answer a fault id and be listed under it in the abnormal journal', async () => {
    // A table the call needs is gone: the call fails with a database error, a fault rather than a refusal.
    await t.database.pool.query('alter table bm_tax rename to bm_tax_away');
    const response = await t.app.inject({
      method: 'POST', url: '/wms-restful/IBmTaxService/getbmtaxlistbyparams',
      headers: { 'content-type': 'application/json', 'authentication-info': admin }, payload: { condition: { keyword: 'secret-search' } },
    });
    await t.database.pool.query('alter table bm_tax_away rename to bm_tax');
    expect(response.statusCode).toBe(500);
    const faultId = response.headers['fault-id'];
    expect(faultId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await faults()).map((row: { faultId: string }) => row.faultId), { timeout: 15_000 }).toContain(faultId);
    const [row] = (await faults()).filter((one: { faultId: string }) => one.faultId === faultId);
    expect(row).toMatchObject({ url: '/wms-restful/IBmTaxService/getbmtaxlistbyparams', requestId: expect.any(String), message: expect.stringContaining('bm_tax') });
    expect(JSON.stringify(row)).not.toContain('secret-search');
    expect(JSON.stringify(row)).not.toContain(admin);
  });
});
