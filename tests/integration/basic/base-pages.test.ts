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

// The remaining Base.Basic lists of spec console §2 on the generic engine, with their demo rows.
const CASES: RoundTripCase[] = [
  {
    name: 'reservoir', demoTotal: 6,
    add: { reservoirNo: 'SEA-SHP-L1', reservoirName: 'Seattle lane 1', orgNo: 'NWT', warehouseNo: 'WH-SEA', zoneNo: 'SEA-SHP', reservoirType: '4', pickSeq: 5 },
    modify: { pickSeq: 7 },
    headers: ['reservoirNo', 'reservoirName', 'orgNo', 'warehouseNo', 'zoneNo', 'reservoirType'],
    good: [['LDN-SHP-L1', 'London lane 1', 'NWT', 'WH-LDN', 'LDN-SHP', '4']],
    bad: ['LDN-X', 'Zone of Seattle', 'NWT', 'WH-LDN', 'SEA-STO', '1'], badField: 'zoneNo',
  },
  {
    name: 'taskTable', demoTotal: 5,
    add: { taskType: 'CYCLE', taskTypeName: 'Cycle count', bigModule: '3', transactionType: '5', platform: 'PDA', priority: 40 },
    modify: { priority: 45, isAutoAssign: true },
    headers: ['taskType', 'taskTypeName', 'bigModule', 'transactionType', 'priority'],
    good: [['QC', 'Quality check', '1', '1', '25'], ['REPLEN', 'Replenishment', '3', '4', '15']],
    bad: ['BAD', 'Priority zero', '3', '4', '0'], badField: 'priority',
  },
  {
    name: 'designTable', demoTotal: 7,
    add: { designTable: 'bm_zone', designTableName: 'Storage zones', tableAttribute: '3', module: '100103' },
    modify: { isCustom: true },
    headers: ['designTable', 'designTableName', 'tableAttribute'],
    good: [['bm_container', 'Containers', '3']],
    bad: ['bm_x', 'Unknown type', '7'], badField: 'tableAttribute',
  },
  {
    name: 'docConfig', demoTotal: 6,
    add: { docType: 'TRF-OUT', docTypeName: 'Transfer shipment', orgNo: 'NWT', bigModule: '2', classifyType: 'TRF-OUT', flowPattern: '3' },
    modify: { flowPattern: '4', isAutoAudit: true },
    headers: ['docType', 'docTypeName', 'orgNo', 'bigModule', 'classifyType'],
    good: [['CNT', 'Stock count', 'NWT', '3', 'CNT']],
    bad: ['PUR-2', 'Receipt with an outbound classify type', 'NWT', '1', 'SAL-OUT'], badField: 'classifyType',
  },
  {
    name: 'warehouseKeeper', demoTotal: 6,
    add: { keeperNo: 'E007', keeperName: 'Robert King', orgNo: 'NWT', warehouseNo: 'WH-LDN', dutyType: '3', phone: '(71) 555-5598' },
    modify: { zoneNo: 'LDN-SHP' },
    headers: ['keeperNo', 'keeperName', 'orgNo', 'warehouseNo', 'phone'],
    good: [['E004', 'Margaret Peacock', 'NWT', 'WH-SEA', '(206) 555-8122']],
    bad: ['E008', 'Laura Callahan', 'NWT', 'WH-SEA', 'call me'], badField: 'phone',
  },
  {
    name: 'arrivalImport', demoTotal: 17,
    add: { orderNo: 'PO-TEST', lineNo: 1, orgNo: 'NWT', warehouseNo: 'WH-LDN', supplierNo: 'S001', itemNo: 'P002', qty: '12.5', expectedDate: '2026-12-20' },
    modify: { qty: '14' },
    headers: ['orderNo', 'lineNo', 'orgNo', 'warehouseNo', 'supplierNo', 'itemNo', 'qty'],
    good: [['PO-X1', '1', 'NWT', 'WH-SEA', 'S002', 'P004', '20'], ['PO-X1', '2', 'NWT', 'WH-SEA', 'S002', 'P005', '30']],
    bad: ['PO-X1', '3', 'NWT', 'WH-SEA', 'S002', 'P006', '0'], badField: 'qty',
  },
  {
    name: 'itemGroupSub', demoTotal: 3,
    add: { groupNo: 'C001', orgNo: 'NWT', itemRule: '1', fifoCheck: false, inPassRate: '3.5' },
    modify: { outPassRate: '1' },
    headers: ['groupNo', 'orgNo', 'inPassRate'],
    good: [['C002', 'NWT', '0']],
    bad: ['C003', 'NWT', '120'], badField: 'inPassRate',
  },
  {
    name: 'processRecord', demoTotal: 3,
    add: { recordNo: 'PR-T1', orgNo: 'NWT', workOrderNo: 'WO-9', processNo: 'RPK', processName: 'Repack', itemNo: 'P002', goodQty: '10', recordStatus: '1' },
    modify: { recordStatus: '2', goodQty: '12' },
    headers: ['recordNo', 'orgNo', 'workOrderNo', 'processNo', 'processName', 'itemNo', 'scrapQty'],
    good: [['PR-T2', 'NWT', 'WO-9', 'LBL', 'Label', 'P002', '1']],
    bad: ['PR-T3', 'NWT', 'WO-9', 'LBL', 'Label', 'P002', '-1'], badField: 'scrapQty',
  },
];

describeRoundTrips(() => ({ t, token: admin }), CASES);

describe('Base.Basic rules', () => {
  const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token });

  it('should refuse a document configuration whose classify type has another nature', async () => {
    const answer = await call('IBmDocConfigService/addbmdocconfig', { docType: 'X', docTypeName: 'X', orgNo: 'NWT', bigModule: '1', classifyType: 'SAL-OUT' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'classifyType', message: 'SAL-OUT does not belong to 1' }]);
  });

  it('should answer the inbound configurations when a document page asks getConfigData by nature', async () => {
    const answer = await call('IBmDocConfigService/getConfigData', { condition: { bigModule: '1' }, size: 20 });
    expect(answer.data.records.map((r: { docType: string }) => r.docType).sort()).toEqual(['PUR-IN', 'RET-IN', 'TRF-IN']);
  });

  it('should refuse a production record that ends before it starts', async () => {
    const answer = await call('IBmProductionProcessRecordService/addbmprocessrecord', {
      recordNo: 'PR-BAD', orgNo: 'NWT', workOrderNo: 'WO-1', processNo: 'RPK', processName: 'Repack', itemNo: 'P001',
      startTime: '2026-11-02T10:00:00Z', endTime: '2026-11-02T09:00:00Z',
    });
    expect(answer.details.fields).toMatchObject([{ field: 'endTime', message: 'The end must not be before the start' }]);
  });

  it('should answer the override of a group when modify-itemGroupSub asks by group code', async () => {
    const answer = await call('IBmItemGroupSubService/getbmitemgroupsubbygroupno', { groupNo: 'C004' });
    expect(answer.data).toMatchObject({ groupNo: 'C004', orgNo: 'NWT', shelflife: 60, shelflifeUnit: 'D' });
    expect((await call('IBmItemGroupSubService/getbmitemgroupsubbygroupno', { groupNo: 'C001', orgNo: 'NWT' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should show a supplier user only its own arrival lines', async () => {
    await createUser(t.database.db, { userNo: 'sup-s002', userType: 'supplier', belongSupplier: 'S002', grants: { '100114': ['isSearch'] }, orgs: ['NWT'] });
    const token = await t.login('sup-s002', USER_PASSWORD);
    const answer = await call('IBmArrivalImportService/getbmarrivalimportlistbyparams', { size: 100 }, token);
    expect(answer.data.total).toBeGreaterThan(0);
    expect(new Set(answer.data.records.map((r: { supplierNo: string }) => r.supplierNo))).toEqual(new Set(['S002']));
  });

  it('should refuse a priority outside 1 to 99 and an unknown self-check item', async () => {
    const task = await call('IBmTaskTableService/addbmtasktable', { taskType: 'T', taskTypeName: 'T', bigModule: '1', transactionType: '1', priority: 100 });
    expect(task.details.fields).toMatchObject([{ field: 'priority', message: 'Must be from 1 to 99' }]);
    const item = await call('ISysDetectService/addDetectItem', { detectNo: 'DISK', detectName: 'Disk', detectType: '1' });
    expect(item.details.fields).toMatchObject([{ field: 'detectNo', message: 'Please choose one of the options' }]);
  });
});
