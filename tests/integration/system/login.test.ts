import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ demo: true });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('should answer a token and orgNo when the user number has spaces around it', async () => {
    const answer = await t.call('IBmLoginService/login', { userNo: '  admin ', pwd: 'Admin-12345' });
    expect(answer.code).toBe(0);
    expect(answer.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should list the 29 Northwind suppliers and 77 items for the admin', async () => {
    const token = await t.login();
    const suppliers = await t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 100 }, { token });
    const items = await t.call('IBmItemService/getbmitemlistbyparams', { size: 100 }, { token });
    expect(suppliers.data.total).toBe(29);
    expect(items.data.total).toBe(77);
  });
});
