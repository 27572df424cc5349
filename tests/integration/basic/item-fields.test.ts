import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (method: string, body: unknown) => t.call(`IBmItemService/${method}`, body, { token: admin });

// Every item field of spec console §3 Material (dimensions are length, width and height).
const FULL_ITEM = {
  itemNo: 'P900', itemName: 'Gift box of teas', orgNo: 'NWT', groupNo: 'C001', itemSpec: '12 x 20 bags', itemType: '1', model: 'GB-12', unitNo: 'EA',
  itemRule: '2', barRuleNo: 'BAR-ITEM', lotRuleNo: 'LOT-DAILY', fifoCheck: true, packQty: '12', checkFlag: true, inCellNo: 'SEA-01-01-1', outCellNo: 'SEA-02-01-1',
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

  it('should refuse an unknown or disabled lot or barcode rule, in the caller\'s language, and keep a stored rule disabled later', async () => {
    const [item] = (await call('getbmitemlistbyparams', { condition: { itemNo: 'P015' } })).data.records;
    const fields = (answer: { details?: { fields?: { field: string; message: string }[] } }) => (answer.details?.fields ?? []).map((f) => [f.field, f.message]);
    const unknown = await call('updatebmitembyid', { id: item.id, version: item.version, lotRuleNo: 'LOT-NOPE', barRuleNo: 'BAR-NOPE' });
    expect(unknown.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(fields(unknown)).toEqual([['barRuleNo', 'BAR-NOPE does not exist'], ['lotRuleNo', 'LOT-NOPE does not exist']]);
    const rule = await t.call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'LOT-OFF', lotRuleName: 'Disabled rule', ruleExpression: 'OFF{###}', statusCode: 0 }, { token: admin });
    expect(rule.code, rule.errorMessage).toBe(0);
    const disabled = await call('updatebmitembyid', { id: item.id, version: item.version, lotRuleNo: 'LOT-OFF' });
    expect(fields(disabled)).toEqual([['lotRuleNo', 'LOT-OFF is disabled: choose a valid one']]);
    const chinese = await t.call('IBmItemService/updatebmitembyid', { id: item.id, version: item.version, lotRuleNo: 'LOT-OFF' }, { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(fields(chinese)).toEqual([['lotRuleNo', 'LOT-OFF 已失效：请选择有效的一项']]);
    const saved = await call('updatebmitembyid', { id: item.id, version: item.version, lotRuleNo: 'LOT-DAILY' });
    expect(saved.code, saved.errorMessage).toBe(0);
    await t.call('IBmLotRuleService/updatebmlotrulebyid', { ...(await t.call('IBmLotRuleService/getbmlotrulebylotruleno', { lotRuleNo: 'LOT-DAILY' }, { token: admin })).data, statusCode: 0 }, { token: admin });
    const again = await call('updatebmitembyid', { id: item.id, version: saved.data.version, lotRuleNo: 'LOT-DAILY', itemSpec: 'kept' });
    expect(again.code, again.errorMessage).toBe(0);
  });
});
