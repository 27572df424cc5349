import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (method: string, body: unknown) => t.call(`IBmItemService/${method}`, body, { token: admin });

// Every item field of spec console §3 Material (dimensions are length, width and height).
const FULL_ITEM = {
  itemNo: 'P900', itemName: 'Gift box of teas', orgNo: 'NWT', groupNo: 'C001', itemSpec: '12 x 20 bags', itemType: '1', model: 'GB-12', unitNo: 'EA',
  itemRule: '2', barRuleNo: 'BR01', lotRuleNo: 'LR01', fifoCheck: true, packQty: '12', checkFlag: true, inCellNo: 'SEA-01-01-1', outCellNo: 'SEA-02-01-1',
  isControlSn: false, isAutoSave: true, inPassRate: '5', outPassRate: '0', isManageShelflife: true, shelflife: 24, shelflifeUnit: 'M',
  inShelflife: 18, outShelflife: 3, isWarning: true, predate: 30, length: '0.4', width: '0.3', height: '0.25', weight: '2.4', abc: 'A',
  minPurQty: '24', purBatch: '2', supplyMode: '1', invUpperLimit: '500', invLowerLimit: '48', quantityStrategy: '1',
};

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('material fields', () => {
  it('should store and answer every item field of the spec', async () => {
    const added = await call('addbmitem', FULL_ITEM);
    expect(added.code, added.errorMessage).toBe(0);
    expect((await call('getbmitembyid', { id: added.data.id })).data).toMatchObject(FULL_ITEM);
  });

  it('should refuse a zero pack quantity, rates over 100 %, negative shelf life and a lower limit above the upper one', async () => {
    const answer = await call('addbmitem', { ...FULL_ITEM, itemNo: 'P901', packQty: '0', inPassRate: '120', outPassRate: '-1', shelflife: -5, invLowerLimit: '600' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ['packQty', 'Must be greater than 0'],
      ['inPassRate', 'Please enter a percentage from 0 to 100'],
      ['outPassRate', 'Please enter a percentage from 0 to 100'],
      ['shelflife', 'Must not be negative'],
      ['invLowerLimit', 'The lower limit must not exceed the upper limit'],
    ]);
  });

  it('should check the limits on modify when both are sent and accept one alone', async () => {
    const [item] = (await call('getbmitemlistbyparams', { condition: { itemNo: 'P014' } })).data.records;
    expect((await call('updatebmitembyid', { id: item.id, version: item.version, invLowerLimit: '10', invUpperLimit: '5' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await call('updatebmitembyid', { id: item.id, version: item.version, invUpperLimit: '900' })).code).toBe(0);
  });
});
