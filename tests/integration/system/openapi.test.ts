import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let document: { openapi: string; paths: Record<string, { post: { tags: string[]; security: unknown[]; requestBody: unknown } }> };
beforeAll(async () => {
  t = await testApp();
  const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('should list every registered call and nothing else when the document is served at /docs/json', () => {
    const expected = CALLS.map((call) => `/wms-restful/${call.service}/${call.method}`).sort();
    expect(Object.keys(document.paths).sort()).toEqual(expected);
    expect(document.openapi).toMatch(/^3\.1/);
  });

  it("should list the calls of the design's naming table when the document is served", () => {
    for (const path of [
      '/wms-restful/IBmLoginService/login',
      '/wms-restful/ISysMenuService/getsysmenulist',
      '/wms-restful/IBmOrgService/getFullAuthorityOrgListByParams',
      '/wms-restful/IBmWarehouseService/getAuthBmWarehouseList',
      '/wms-restful/IBmWarehouseService/physicalDeletebmwarehousebyids',
      '/wms-restful/IBmSupplierService/getbmsupplierlistbyparams',
      '/wms-restful/IBmCustomerService/deletebmcustomerbyids',
      '/wms-restful/IBmItemGroupService/addbmitemgroup',
      '/wms-restful/IBmItemService/getbmitemlistbyparamssearch',
    ]) expect(document.paths[path]?.post, path).toBeDefined();
  });

  it('should mark only sign-in as public when security is described', () => {
    expect(document.paths['/wms-restful/IBmLoginService/login'].post.security).toEqual([]);
    expect(document.paths['/wms-restful/IBmOrgService/addbmorg'].post.security).toEqual([{ token: [] }]);
  });

  it('should describe a request body when a call is listed', () => {
    for (const [path, item] of Object.entries(document.paths)) expect(item.post.requestBody, path).toBeDefined();
  });

  it('should answer something other than UNKNOWN_CALL when any listed call is made', async () => {
    const token = await t.login();
    for (const path of Object.keys(document.paths)) {
      if (path.endsWith('/logout')) continue;
      const response = await t.app.inject({ method: 'POST', url: path, headers: { 'authentication-info': token }, payload: {} });
      expect(response.json().code, path).not.toBe(10008);
    }
  });
});
