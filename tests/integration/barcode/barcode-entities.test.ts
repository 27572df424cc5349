import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { describeRoundTrips, type RoundTripCase } from '../../support/entity-round-trip.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

// Base.Barcode (spec console §2): labels, containers and serial numbers with their demo rows.
const CASES: RoundTripCase[] = [
  {
    name: 'label', demoTotal: 12,
    add: { barcode: 'NWT-T-0001', barType: '1', orgNo: 'NWT', itemNo: 'P002', lotNo: 'L1', qty: '24', boxNo: 'PLT-0001', supplierNo: 'S001', supplierBarcode: '5012345678900' },
    modify: { labelStatus: '2', qty: '23.5' },
    headers: ['barcode', 'orgNo', 'itemNo', 'qty', 'labelStatus'],
    good: [['NWT-T-0002', 'NWT', 'P003', '10', '1'], ['NWT-T-0003', 'NWT', 'P004', '5', '9']],
    bad: ['NWT-T-0004', 'NWT', 'P005', '0', '1'], badField: 'qty',
  },
  {
    name: 'container', demoTotal: 14,
    add: { boxNo: 'CAGE-0001', boxName: 'Roll cage', orgNo: 'NWT', warehouseNo: 'WH-SEA', boxLevel: '4', boxOwner: '4', isMixSku: true, isRecycle: true, usageCount: 0, maxUsage: 500 },
    modify: { usageCount: 1, boxStatus: '2' },
    headers: ['boxNo', 'orgNo', 'boxLevel', 'boxOwner', 'usageCount'],
    good: [['CTN-0001', 'NWT', '1', '2', '0']],
    bad: ['CTN-0002', 'NWT', '1', '2', '-3'], badField: 'usageCount',
  },
  {
    name: 'serialNumber', demoTotal: 6,
    add: { snNo: 'SN-P038-90001', orgNo: 'NWT', itemNo: 'P038', snBarcodeStatus: '4', barcode: 'NWT00000001', warehouseNo: 'WH-SEA' },
    modify: { snBarcodeStatus: '2', docNo: 'IN-0001' },
    headers: ['snNo', 'orgNo', 'itemNo', 'snBarcodeStatus'],
    good: [['SN-P038-90002', 'NWT', 'P038', '1']],
    bad: ['SN-P038-90003', 'NWT', 'P038', '7'], badField: 'snBarcodeStatus',
  },
];

describeRoundTrips(() => ({ t, token: admin }), CASES);

describe('Base.Barcode rules', () => {
  const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token });

  it('should refuse a label of an unknown item or container and write nothing', async () => {
    const answer = await call('IBmLabelService/addbmlabel', { barcode: 'X-1', orgNo: 'NWT', itemNo: 'P999', qty: '1', boxNo: 'PLT-9999' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'itemNo', message: 'P999 does not exist' }, { field: 'boxNo', message: 'PLT-9999 does not exist' }]);
    expect((await call('IBmLabelService/getbmlabellistbyparams', { condition: { barcode: 'X-1' } })).data.total).toBe(0);
  });

  it('should default a new label to an item label in status created', async () => {
    const answer = await call('IBmLabelService/addbmlabel', { barcode: 'X-2', orgNo: 'NWT', itemNo: 'P001', qty: '3' });
    expect(answer.data).toMatchObject({ barType: '1', labelStatus: '1' });
  });

  it('should default a new container to an idle own carton used 0 times', async () => {
    const answer = await call('IBmContainerService/addbmcontainer', { boxNo: 'CTN-9', orgNo: 'NWT' });
    expect(answer.data).toMatchObject({ boxLevel: '1', boxOwner: '1', boxStatus: '1', usageCount: 0, isMixSku: false, isMixLot: false, isRecycle: true });
  });

  it('should keep serial numbers unique per item and search them by status', async () => {
    const again = await call('IBmSnService/addbmsn', { snNo: 'SN-P038-00001', orgNo: 'NWT', itemNo: 'P038' });
    expect(again.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const sameNoOtherItem = await call('IBmSnService/addbmsn', { snNo: 'SN-P038-00001', orgNo: 'NWT', itemNo: 'P039' });
    expect(sameNoOtherItem.code).toBe(0);
    const inStorage = await call('IBmSnService/getbmsnlistbyparams', { condition: { snBarcodeStatus: '2' } });
    expect(inStorage.data.records.every((r: { snBarcodeStatus: string }) => r.snBarcodeStatus === '2')).toBe(true);
    expect(inStorage.data.total).toBe(3);
  });

  it('should show a supplier user only the labels of its own supplier', async () => {
    await createUser(t.database.db, { userNo: 'sup-s008', userType: 'supplier', belongSupplier: 'S008', grants: { '100201': ['isSearch'] }, orgs: ['NWT'] });
    const token = await t.login('sup-s008', USER_PASSWORD);
    const answer = await call('IBmLabelService/getbmlabellistbyparams', { size: 100 }, token);
    expect(answer.data.total).toBeGreaterThan(0);
    expect(new Set(answer.data.records.map((r: { supplierNo: string }) => r.supplierNo))).toEqual(new Set(['S008']));
  });

  it('should refuse label writes to a user with only isSearch on label management', async () => {
    const token = await t.login('sup-s008', USER_PASSWORD);
    const answer = await call('IBmLabelService/addbmlabel', { barcode: 'X-3', orgNo: 'NWT', itemNo: 'P001', qty: '1', supplierNo: 'S008' }, token);
    expect(answer.code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
