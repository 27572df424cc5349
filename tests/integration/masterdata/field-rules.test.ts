import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
});
afterAll(() => t.close());

const en = DICTIONARIES['en-US'];
const count = async (table: string) => Number((await t.database.pool.query(`select count(*) from ${table}`)).rows[0].count);
const addItem = (fields: Record<string, unknown>, language = 'en-US') =>
  t.call('IBmItemService/addbmitem', { itemNo: 'T-1', itemName: 'Test item', orgNo: 'NWT', ...fields }, { token, headers: { 'accept-language': language } });

/** Asserts a VALIDATION_FAILED answer naming exactly one field, and that no item was added. */
async function expectRefused(answer: Awaited<ReturnType<typeof addItem>>, field: string, message: string, itemsBefore: number) {
  expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
  expect(answer.errorMessage).toBe(en.error.VALIDATION_FAILED);
  expect(answer.details.fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([[field, message]]);
  expect(await count('bm_item')).toBe(itemsBefore);
}

describe('field rules on add', () => {
  it('should refuse and add nothing when a text has 100 characters', async () => {
    const before = await count('bm_item');
    await expectRefused(await addItem({ itemName: 'n'.repeat(100) }), 'itemName', 'Must be fewer than 100 characters', before);
  });

  it('should refuse and add nothing when a decimal has more than 5 places', async () => {
    const before = await count('bm_item');
    await expectRefused(await addItem({ packQty: '1.123456' }), 'packQty', 'Must have fewer than 6 decimal places', before);
  });

  it('should refuse and add nothing when a number has 20 digits', async () => {
    const before = await count('bm_item');
    await expectRefused(await addItem({ invUpperLimit: '1'.repeat(20) }), 'invUpperLimit', 'Must have fewer than 20 digits', before);
  });

  it("should refuse and add nothing when a supplier's phone or email is malformed", async () => {
    const before = await count('bm_supplier');
    const answer = await t.call('IBmSupplierService/addbmsupplier', { supplierNo: 'S900', supplierName: 'X', phone: 'call us', email: 'x@' }, { token });
    expect(answer.details.fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ['phone', en.validation.phone],
      ['email', en.validation.email],
    ]);
    expect(await count('bm_supplier')).toBe(before);
  });

  it('should refuse when the organisation referred to does not exist', async () => {
    const before = await count('bm_item');
    await expectRefused(await addItem({ orgNo: 'NOPE' }), 'orgNo', 'NOPE does not exist', before);
  });

  it('should localize the issue message when Accept-Language is zh-CN', async () => {
    const answer = await addItem({ itemName: 'n'.repeat(100) }, 'zh-CN');
    expect(answer.errorMessage).toBe(DICTIONARIES['zh-CN'].error.VALIDATION_FAILED);
    expect(answer.details.fields[0].message).toBe('长度必须小于 100 个字符');
  });

  it('should add the row when every value is at its limit', async () => {
    const answer = await addItem({ itemNo: 'T-LIMIT', itemName: 'n'.repeat(99), packQty: '1.12345', invUpperLimit: '9'.repeat(19), unitPrice: '12.3456' });
    expect(answer.code).toBe(0);
    const { rows } = await t.database.pool.query(`select item_name, pack_qty, inv_upper_limit, unit_price, version, create_name from bm_item where item_no = 'T-LIMIT'`);
    expect(rows).toEqual([{ item_name: 'n'.repeat(99), pack_qty: '1.12345', inv_upper_limit: '9'.repeat(19), unit_price: '12.3456', version: 0, create_name: 'admin' }]);
  });
});

describe('field rules on modify', () => {
  it('should leave the row unchanged when a modified value is invalid', async () => {
    const added = (await addItem({ itemNo: 'T-MOD' })).data;
    const answer = await t.call('IBmItemService/updatebmitembyid', { id: added.id, version: added.version, itemName: 'x'.repeat(120) }, { token });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    const { rows } = await t.database.pool.query(`select item_name, version from bm_item where id = $1`, [added.id]);
    expect(rows).toEqual([{ item_name: 'Test item', version: 0 }]);
  });
});
