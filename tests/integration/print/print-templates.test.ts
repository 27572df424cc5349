/**
 * The three template kinds of Base.Print (spec console §2 label-template, template-management,
 * bill-template): the round trip of every entity (demo rows, add, modify, delete, xlsx import and
 * export), the size limits of a label template, and enable/disable of bill templates.
 */
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

const CASES: RoundTripCase[] = [
  {
    name: 'labelTemplate', demoTotal: 7,
    add: { templateCode: 'LBL-T-1', templateName: 'Small label', labelKind: '1', symbology: 'datamatrix', widthMm: 50, heightMm: 30, showFields: 'itemNo' },
    modify: { symbology: 'qrcode', heightMm: 50 },
    headers: ['templateCode', 'templateName', 'labelKind', 'symbology', 'widthMm', 'heightMm'],
    good: [['LBL-T-2', 'Pallet', '2', 'gs1-128', '150', '100']],
    bad: ['LBL-T-3', 'Too wide', '1', 'code128', '500', '60'], badField: 'widthMm',
  },
  {
    name: 'printTemplate', demoTotal: 3,
    add: { reportKey: 'RPT-T-1', templateName: 'Customers', module: '100105', paperSize: 'A4', orientation: 'portrait' },
    modify: { paperSize: 'A5', title: 'Customer list' },
    headers: ['reportKey', 'templateName', 'module', 'paperSize', 'orientation'],
    good: [['RPT-T-2', 'Items', '100301', 'LETTER', 'landscape']],
    bad: ['RPT-T-3', 'Bad paper', '100301', 'A3', 'landscape'], badField: 'paperSize',
  },
  {
    name: 'billTemplate', demoTotal: 3,
    add: { templateCode: 'BILL-T-1', templateName: 'Supplier sheet', docType: 'SUPPLIER', reportKey: 'RPT-SUPPLIER' },
    modify: { isDefault: true },
    headers: ['templateCode', 'templateName', 'docType', 'reportKey'],
    good: [['BILL-T-2', 'Adjustment copy', 'ADJUSTMENT', 'RPT-ADJUSTMENT']],
    bad: ['BILL-T-3', 'Unknown report', 'ADJUSTMENT', 'RPT-NONE'], badField: 'reportKey',
  },
];

describeRoundTrips(() => ({ t, token: admin }), CASES);

describe('bill template enable and disable', () => {
  const call = (path: string, body: unknown) => t.call(path, body, { token: admin });
  const rows = async () => (await call('IBmBillTemplateService/getbmbilltemplatelistbyparams', { condition: { docType: 'TRANSFER' } })).data.records;

  it('should disable and enable the listed templates', async () => {
    const before = await rows();
    const list = before.map(({ id, version }: { id: number; version: number }) => ({ id, version }));
    expect((await call('IBmBillTemplateService/disable', { list })).data).toEqual({ updated: 2 });
    expect((await rows()).map((row: { statusCode: number }) => row.statusCode)).toEqual([0, 0]);
    const after = (await rows()).map(({ id, version }: { id: number; version: number }) => ({ id, version }));
    expect((await call('IBmBillTemplateService/enable', { list: after.slice(0, 1) })).data).toEqual({ updated: 1 });
  });

  it('should refuse a stale version and change nothing', async () => {
    const before = await rows();
    const list = before.map(({ id, version }: { id: number; version: number }, i: number) => ({ id, version: i === 0 ? version : version - 1 }));
    expect((await call('IBmBillTemplateService/enable', { list })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await rows()).toEqual(before);
  });
});

describe('the zlreport calls of the report designer', () => {
  const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token });

  it('should list, get, add and modify the print templates under the spec names', async () => {
    const listed = await call('IZlReportService/getZlReportByParams', { condition: { reportKey: 'RPT-SUPPLIER' } });
    expect(listed.data.records.map((row: { reportKey: string }) => row.reportKey)).toEqual(['RPT-SUPPLIER']);
    const got = await call('IZlReportService/getReportById', { id: listed.data.records[0].id });
    expect(got.data.templateName).toBe(listed.data.records[0].templateName);
    const added = await call('IZlReportService/addReport', { reportKey: 'RPT-ZL-1', templateName: 'Zones', module: '100102', paperSize: 'A4', orientation: 'portrait' });
    expect(added.code).toBe(0);
    const updated = await call('IZlReportService/updateReport', { id: added.data.id, version: added.data.version, title: 'Zone list' });
    expect(updated.data.title).toBe('Zone list');
    expect((await call('IBmPrintTemplateService/getbmprinttemplatebyid', { id: added.data.id })).data.title).toBe('Zone list');
  });

  it('should ask for the same menu permissions as the template page', async () => {
    await createUser(t.database.db, { userNo: 'report-viewer', grants: { '100406': ['isSearch'] } });
    const viewer = await t.login('report-viewer', USER_PASSWORD);
    expect((await call('IZlReportService/getZlReportByParams', {}, viewer)).code).toBe(0);
    expect((await call('IZlReportService/addReport', { reportKey: 'RPT-ZL-2', templateName: 'X', module: '100102' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
