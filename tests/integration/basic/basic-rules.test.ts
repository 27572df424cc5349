import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, language = 'en-US') => t.call(path, body, { token: admin, headers: { 'accept-language': language } });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('zone rules', () => {
  it('should give every demo warehouse a receiving, storage, picking and shipping zone', async () => {
    const zones = (await call('IBmZoneService/getbmzonelistbyparams', { condition: { warehouseNo: 'WH-LDN' }, sorter: { field: 'zoneType', order: 'ascend' } })).data.records;
    expect(zones.map((zone: { zoneNo: string; zoneType: string }) => [zone.zoneNo, zone.zoneType])).toEqual([['LDN-RCV', '1'], ['LDN-STO', '2'], ['LDN-PCK', '3'], ['LDN-SHP', '4']]);
  });

  it('should refuse a warehouse of another organisation, naming both', async () => {
    expect((await call('IBmOrgService/addbmorg', { orgNo: 'ACME', orgName: 'Acme' })).code).toBe(0);
    const answer = await call('IBmZoneService/addbmzone', { zoneNo: 'X1', zoneName: 'Cross', orgNo: 'ACME', warehouseNo: 'WH-SEA' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'warehouseNo', message: 'WH-SEA does not belong to ACME' }]);
  });

  it('should number zones within their warehouse', async () => {
    const zone = { zoneName: 'Overflow', orgNo: 'NWT', zoneNo: 'OVF' };
    expect((await call('IBmZoneService/addbmzone', { ...zone, warehouseNo: 'WH-SEA' })).code).toBe(0);
    expect((await call('IBmZoneService/addbmzone', { ...zone, warehouseNo: 'WH-LDN' })).code).toBe(0);
    expect((await call('IBmZoneService/addbmzone', { ...zone, warehouseNo: 'WH-LDN' })).code).toBe(ERROR_CODES.DUPLICATE_KEY);
  });
});

describe('customer addresses, tax rates and currencies', () => {
  it('should give each Northwind customer one default address from its orders', async () => {
    const page = await call('IBmCustomerAddressService/getbmcustomeraddresslistbyparams', { condition: { customerNo: 'VINET' } });
    expect(page.data.records).toMatchObject([{ addressNo: 'A01', isDefault: true, address: "59 rue de l'Abbaye", city: 'Reims', country: 'France' }]);
  });

  it('should refuse a tax rate outside 0 to 100 in the request language', async () => {
    const answer = await call('IBmTaxService/addbmtax', { taxNo: 'NEG', taxName: 'Negative', taxRate: '-1' }, 'zh-CN');
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'taxRate', message: '请输入 0 到 100 之间的百分比' }]);
  });

  it('should refuse a currency code that is not three capital letters', async () => {
    for (const currencyNo of ['us', 'usd', 'US1']) {
      const answer = await call('IBmCurrencyService/addbmcurrency', { currencyNo, currencyName: 'Bad' });
      expect(answer.details.fields[0], currencyNo).toMatchObject({ field: 'currencyNo' });
    }
  });

  it('should keep the demo currencies and tax rates with exact decimals', async () => {
    const usd = (await call('IBmCurrencyService/getbmcurrencylistbyparams', { condition: { currencyNo: 'USD' } })).data.records[0];
    expect(usd).toMatchObject({ currencyName: 'US dollar', symbol: '$', statusCode: 1 });
    const tax = (await call('IBmTaxService/getbmtaxlistbyparams', { condition: { taxNo: 'US-WA' } })).data.records[0];
    expect(tax.taxRate).toBe('6.5');
  });
});
