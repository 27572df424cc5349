/**
 * Barcode operations (spec console §7 System barcode operation list, batch delete; menu 160210):
 * printing labels logs one print per label, splitting a label logs the split with its pieces; the
 * log is searched and deleted in batches by a user with the page's flags only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'op-viewer', grants: { '160210': ['isSearch'] } });
  viewer = await t.login('op-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });
const operations = (condition: Record<string, unknown>, token = admin) => call('IBarcodeOperationService/getbarcodeoperationlist', { current: 1, size: 50, condition }, token);

describe('barcode operations', () => {
  it('should log each printed label and each split label with its pieces', async () => {
    const labels = (await call('IBmLabelService/getbmlabellistbyparams', { current: 1, size: 3, condition: { orgNo: 'NWT' } })).data.records;
    const printed = await call('IReportPrintService/print', { ids: labels.slice(0, 2).map((l: { id: number }) => l.id), reportKey: 'LBL-ITEM-128', module: '100401', printer: 'PDF', standardCol01: '2' });
    expect(printed.code, printed.errorMessage).toBe(0);
    const prints = await operations({ operationType: '1' });
    expect(prints.data.records.map((r: { barcode: string }) => r.barcode).sort()).toEqual(labels.slice(0, 2).map((l: { barcode: string }) => l.barcode).sort());
    expect(prints.data.records[0]).toMatchObject({ module: '100401', detail: 'LBL-ITEM-128 PDF', createName: 'admin' });

    const parent = labels[2];
    const split = await call('IReportPrintService/print', { ids: [parent.id], reportKey: 'LBL-ITEM-128', module: '100402', printer: 'ZPL', standardCol01: '2', splitQty: String(Number(parent.qty) / 2) });
    expect(split.code, split.errorMessage).toBe(0);
    const splits = await operations({ operationType: '2' }, viewer);
    expect(splits.data.records).toMatchObject([{ barcode: parent.barcode, module: '100402', detail: `${parent.barcode}-01 ${parent.barcode}-02` }]);
    expect((await operations({ barcode: `${parent.barcode}-0` })).data.total).toBe(2);
  });

  it('should delete the selected entries only for a user with isDelete', async () => {
    const before = (await operations({})).data;
    const [first] = before.records;
    expect((await call('IBarcodeOperationService/deletebarcodeoperationbyids', { ids: [first.id] }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('IBarcodeOperationService/deletebarcodeoperationbyids', { ids: [] })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await operations({})).data.total).toBe(before.total);
    expect(await call('IBarcodeOperationService/deletebarcodeoperationbyids', { ids: [first.id] })).toMatchObject({ code: 0, data: 1 });
    expect((await operations({})).data.total).toBe(before.total - 1);
  });
});
