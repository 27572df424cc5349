/**
 * Units, unit conversions, item unit conversions and item merchants through the router on the
 * demo data (spec console §2 Base.Material, §3 Unit, §5 unit conversion, §7 material calls).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertQuantity } from '../../../src/server/masterdata/convert-quantity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, language = 'en-US') => t.call(path, body, { token: admin, headers: { 'accept-language': language } });
const records = async (path: string, condition: Record<string, unknown>) => (await call(path, { condition, size: 100 })).data.records;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('units', () => {
  it('should list the demo units with their rounding and decimals', async () => {
    const units = await records('IBmUnitService/getbmunitlistbyparams', {});
    expect(units.length).toBeGreaterThanOrEqual(20);
    expect(units.find((u: { unitNo: string }) => u.unitNo === 'KG')).toMatchObject({ unitName: 'Kilogram', unitType: '2', roundingType: '1', dicimalDigit: 3 });
    expect(units.find((u: { unitNo: string }) => u.unitNo === 'BTL')).toMatchObject({ roundingType: '4', dicimalDigit: 0 });
  });

  it('should refuse decimals outside 0 to 6 and rounding types outside 1 to 5', async () => {
    const digits = await call('IBmUnitService/addbmunit', { unitNo: 'MG', unitName: 'Milligram', roundingType: '1', dicimalDigit: 7 });
    expect(digits.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(digits.details.fields).toMatchObject([{ field: 'dicimalDigit', message: 'Must be from 0 to 6' }]);
    const mode = await call('IBmUnitService/addbmunit', { unitNo: 'MG', unitName: 'Milligram', roundingType: '6', dicimalDigit: 3 });
    expect(mode.details.fields).toMatchObject([{ field: 'roundingType' }]);
    expect((await call('IBmUnitService/addbmunit', { unitNo: 'MG', unitName: 'Milligram', roundingType: '2', dicimalDigit: 6 })).code).toBe(0);
  });

  it('should refuse deleting a unit that a conversion uses', async () => {
    const gram = (await records('IBmUnitService/getbmunitlistbyparams', { unitNo: 'G' })).find((u: { unitNo: string }) => u.unitNo === 'G');
    const answer = await call('IBmUnitService/deletebmunitbyids', { delList: [{ id: gram.id, version: gram.version }] });
    expect(answer.code).toBe(ERROR_CODES.IN_USE);
  });
});

describe('unit conversions', () => {
  it('should keep the demo conversions with the second quantity computed to 2 decimals', async () => {
    const [pound] = await records('IBmUnitConversionService/getbmunitconversionlistbyparams', { fromUnitNo: 'LB', toUnitNo: 'KG' });
    expect(pound).toMatchObject({ fromUnitPt: '1000', convertValue: '2.20462', toUnitPt: '453.59' });
  });

  it('should add a conversion whose second quantity is the first divided by the conversion value', async () => {
    const answer = await call('IBmUnitConversionService/addbmunitconversion', { fromUnitNo: 'BTL', fromUnitPt: '24', convertValue: '12', toUnitNo: 'BOX', toUnitPt: '2' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ fromUnitPt: '24', toUnitPt: '2' });
  });

  it('should refuse a second quantity that differs from the computed one, naming the expected value', async () => {
    const answer = await call('IBmUnitConversionService/addbmunitconversion', { fromUnitNo: 'CAN', fromUnitPt: '10', convertValue: '3', toUnitNo: 'BOX', toUnitPt: '3.34' }, 'zh-CN');
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'toUnitPt', message: '必须等于第一个数量除以换算值：3.33' }]);
  });

  it('should refuse zero quantities, a quotient that rounds to 0 and the same unit twice', async () => {
    const zero = await call('IBmUnitConversionService/addbmunitconversion', { fromUnitNo: 'JAR', fromUnitPt: '0', convertValue: '1', toUnitNo: 'BOX', toUnitPt: '0' });
    expect(zero.details.fields.map((f: { field: string }) => f.field)).toEqual(['fromUnitPt', 'toUnitPt']);
    const tiny = await call('IBmUnitConversionService/addbmunitconversion', { fromUnitNo: 'JAR', fromUnitPt: '1', convertValue: '1000', toUnitNo: 'BOX', toUnitPt: '0.00' });
    expect(tiny.details.fields).toMatchObject([{ field: 'toUnitPt' }, { field: 'toUnitPt', message: 'The converted quantity rounds to 0: enter a larger quantity' }]);
    const same = await call('IBmUnitConversionService/addbmunitconversion', { fromUnitNo: 'JAR', fromUnitPt: '1', convertValue: '1', toUnitNo: 'JAR', toUnitPt: '1' });
    expect(same.details.fields).toMatchObject([{ field: 'toUnitNo', message: 'The two units must differ' }]);
  });

  it('should check the quantities again on modify and refuse a stale version', async () => {
    const [gram] = await records('IBmUnitConversionService/getbmunitconversionlistbyparams', { fromUnitNo: 'G', toUnitNo: 'KG' });
    const partial = await call('IBmUnitConversionService/updatebmunitconversionbyid', { id: gram.id, version: gram.version, fromUnitPt: '500' });
    expect(partial.details.fields).toMatchObject([{ field: 'convertValue', message: 'Send the two quantities and the conversion value together' }]);
    const changed = await call('IBmUnitConversionService/updatebmunitconversionbyid', { id: gram.id, version: gram.version, fromUnitPt: '500', convertValue: '1000', toUnitPt: '0.5' });
    expect(changed.data).toMatchObject({ toUnitPt: '0.5', version: gram.version + 1 });
    const stale = await call('IBmUnitConversionService/updatebmunitconversionbyid', { id: gram.id, version: gram.version, remark: 'late' });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
  });
});

describe('item unit conversions and merchants', () => {
  it("should derive each Northwind item's conversions from its pack text", async () => {
    const chai = await records('IBmItemUnitConversionService/getbmitemunitconversionlistbyparams', { itemNo: 'P001' });
    const pairs = chai.map((c: Record<string, string | boolean>) => [c.fromUnitNo, c.fromUnitPt, c.toUnitNo, c.toUnitPt, c.isDefault]);
    expect(pairs).toEqual(expect.arrayContaining([['BOX', '10', 'EA', '1.00', true], ['BAG', '30', 'BOX', '1.00', false]]));
    const oil = await records('IBmItemUnitConversionService/getbmitemunitconversionlistbyparams', { itemNo: 'P075' });
    expect(oil.map((c: Record<string, string>) => [c.fromUnitNo, c.fromUnitPt, c.toUnitNo])).toEqual(expect.arrayContaining([['BTL', '24', 'EA'], ['L', '0.5', 'BTL']]));
  });

  it('should refuse an item of another organisation and an unknown unit', async () => {
    expect((await call('IBmOrgService/addbmorg', { orgNo: 'ACME', orgName: 'Acme' })).code).toBe(0);
    const answer = await call('IBmItemUnitConversionService/addbmitemunitconversion', { orgNo: 'ACME', itemNo: 'P001', fromUnitNo: 'CRATE', fromUnitPt: '2', convertValue: '2', toUnitNo: 'EA', toUnitPt: '1' });
    expect(answer.details.fields).toMatchObject([{ field: 'itemNo', message: 'P001 does not belong to ACME' }, { field: 'fromUnitNo', message: 'CRATE does not exist' }]);
  });

  it('should list item suppliers and item customers through getListPage', async () => {
    const suppliers = await records('IBmItemSupplierMerchantService/getListPage', { itemNo: 'P001' });
    expect(suppliers).toMatchObject([{ supplierNo: 'S008', merchantItemName: 'Chai', isMainSupplier: true, purchasePrice: '18', currencyNo: 'USD' }]);
    const customers = await records('IBmItemMerchantService/getListPage', {});
    expect(customers.length).toBeGreaterThan(50);
  });

  it('should refuse a second relation of the same item and customer, and a negative price', async () => {
    const relation = { orgNo: 'NWT', itemNo: 'P002', customerNo: 'ALFKI', merchantItemNo: 'ALF-CHANG' };
    expect((await call('IBmItemMerchantService/addbmitemmerchant', relation)).code).toBe(0);
    expect((await call('IBmItemMerchantService/addbmitemmerchant', relation)).code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const price = await call('IBmItemSupplierMerchantService/addbmitemsuppliermerchant', { orgNo: 'NWT', itemNo: 'P002', supplierNo: 'S002', purchasePrice: '-1' });
    expect(price.details.fields).toMatchObject([{ field: 'purchasePrice', message: 'Must not be negative' }]);
  });
});

describe('convertQuantity for other areas', () => {
  const convert = (request: Parameters<typeof convertQuantity>[1]) => convertQuantity(t.database.db, request);

  it("should convert through the item's own conversions, chained, and round by the target unit", async () => {
    expect(await convert({ orgNo: 'NWT', itemNo: 'P002', qty: '48', fromUnitNo: 'BTL', toUnitNo: 'EA' })).toBe('2');
    expect(await convert({ orgNo: 'NWT', itemNo: 'P001', qty: '2', fromUnitNo: 'EA', toUnitNo: 'BAG' })).toBe('600');
    expect(await convert({ orgNo: 'NWT', itemNo: 'P002', qty: '1', fromUnitNo: 'EA', toUnitNo: 'LB' })).toBe('18.000');
    expect(await convert({ orgNo: 'NWT', itemNo: 'P001', qty: '25', fromUnitNo: 'BOX', toUnitNo: 'EA' })).toBe('3');
  });

  it('should use the general conversions for any item and refuse units without a path', async () => {
    expect(await convert({ qty: '2.5', fromUnitNo: 'KG', toUnitNo: 'G' })).toBe('2500.0');
    await expect(convert({ qty: '1', fromUnitNo: 'KG', toUnitNo: 'BOX' })).rejects.toMatchObject({ errorName: 'UNIT_NO_CONVERSION' });
  });
});
