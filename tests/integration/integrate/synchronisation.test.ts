/**
 * System.Integrate synchronisation (issue 16): a local HTTP server started here acts as the ERP.
 * Items and suppliers come from its JSON answer, customers from a CSV and an xlsx drop in Base.File, each
 * through the configuration's field map and the master-data import: one bad record refuses the run
 * with its row issues and writes nothing, every run is in the sync log, and the refusals (source
 * down, no records at the path, a configuration of the other page, a disabled one) change nothing.
 * The scheduled job class sourceSync runs the configurations marked autoSync.
 */
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile, sysFileContent } from '../../../src/server/db/schema.ts';
import { syncScheduledSources } from '../../../src/server/integrate/sync-job.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let erp: Server;
let erpUrl: string;
/** What the ERP answers next, by path; the Authorization headers it received. */
const answers = new Map<string, { status: number; body: string }>();
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  erp = createServer((request: IncomingMessage, response) => {
    authorizations.push(request.headers.authorization);
    const answer = answers.get(request.url ?? '') ?? { status: 404, body: '{}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  erp.listen(0, '127.0.0.1');
  await once(erp, 'listening');
  erpUrl = `http://127.0.0.1:${(erp.address() as AddressInfo).port}`;
  t = await testApp();
  admin = await t.login();
  expect((await as('IBmOrgService/addbmorg', { orgNo: 'ERP1', orgName: 'ERP organisation' })).code).toBe(0);
});
afterAll(async () => {
  erp.close();
  await t.close();
});

const as = (path: string, body: unknown, token = admin) => t.call(path, body, { token });
const serve = (path: string, body: unknown, status = 200) => answers.set(path, { status, body: JSON.stringify(body) });
const items = async () => (await as('IBmItemService/getbmitemlistbyparams', { size: 100, condition: {} })).data.records;
const itemLog = async () => (await as('ISyncService/getitemsyncloglist', { condition: {} })).data.records;

async function addSource(body: Record<string, unknown>) {
  const answer = await as('IIntegrationSourceService/addsource', { sourceType: 'http', ...body });
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data;
}

async function addConfig(body: Record<string, unknown>) {
  const answer = await as('ISourceConfigService/addsourceconfig', body);
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data;
}

describe('item synchronisation from a JSON HTTP source', () => {
  let config: { id: number };
  beforeAll(async () => {
    const source = await addSource({ integrationNo: 'ERP-ITEMS', integrationName: 'ERP items', url: `${erpUrl}/items`, recordsPath: 'data.records' });
    expect((await as('IIntegrationSourceService/setSourceAuthHeader', { id: source.id, authHeader: 'Bearer erp-token' })).data).toEqual({ id: source.id, authSet: true });
    config = await addConfig({ configNo: 'CFG-ITEMS', configName: 'Items', integrationNo: 'ERP-ITEMS', target: 'item', fieldMap: 'code=itemNo\nname=itemName\nplant.org=orgNo' });
  });

  it('should upsert the mapped items, send the authorization header and log the counts', async () => {
    serve('/items', { data: { records: [
      { code: 'ERP-A', name: 'Bolt', plant: { org: 'ERP1' } },
      { code: 'ERP-B', name: 'Nut', plant: { org: 'ERP1' } },
    ] } });
    const run = await as('ISyncService/runitemsync', { id: config.id });
    expect(run.data).toMatchObject({ success: true, received: 2, added: 2, updated: 0, trigger: 'manual:admin', message: null });
    expect(authorizations.at(-1)).toBe('Bearer erp-token');
    const list = await as('IIntegrationSourceService/getsourcelistbyparams', { size: 100, condition: {} });
    const source = list.data.records.find((row: { integrationNo: string }) => row.integrationNo === 'ERP-ITEMS');
    expect(source.authSet).toBe(true);
    const detail = await as('IIntegrationSourceService/getsourcebyid', { id: source.id });
    expect(JSON.stringify([list, detail])).not.toContain('erp-token');
    // The operation journal redacts the header value of the set call.
    expect(JSON.stringify((await t.database.pool.query('select * from sys_operation_log')).rows)).not.toContain('erp-token');
    serve('/items', { data: { records: [{ code: 'ERP-A', name: 'Bolt M8', plant: { org: 'ERP1' } }] } });
    expect((await as('ISyncService/runitemsync', { id: config.id })).data).toMatchObject({ success: true, added: 0, updated: 1 });
    expect((await items()).map((item: { itemNo: string; itemName: string }) => [item.itemNo, item.itemName]).sort()).toEqual([['ERP-A', 'Bolt M8'], ['ERP-B', 'Nut']]);
    expect((await itemLog()).map((log: { updated: number }) => log.updated)).toEqual([1, 0]);
  });

  it('should refuse the whole run when one record is bad, list its row issues and change nothing', async () => {
    serve('/items', { data: { records: [
      { code: 'ERP-C', name: 'Washer', plant: { org: 'ERP1' } },
      { code: 'ERP-A', name: '', plant: { org: 'ERP1' } },
      { code: 'ERP-D', name: 'Pin', plant: { org: 'NOWHERE' } },
    ] } });
    const run = await as('ISyncService/runitemsync', { id: config.id });
    expect(run.code).toBe(0);
    expect(run.data).toMatchObject({ success: false, received: 3, added: 0, updated: 0 });
    expect(run.data.message).toMatch(/import/i);
    expect(run.data.rowIssues.map((row: { row: number; issues: { field: string }[] }) => [row.row, row.issues.map((issue) => issue.field)])).toEqual([[3, ['itemName']], [4, ['orgNo']]]);
    expect((await items()).map((item: { itemNo: string; itemName: string }) => [item.itemNo, item.itemName]).sort()).toEqual([['ERP-A', 'Bolt M8'], ['ERP-B', 'Nut']]);
    expect((await itemLog())[0]).toMatchObject({ success: false, rowIssues: expect.any(Array) });
  });

  it('should log an ERP that fails or answers no list of records, writing nothing', async () => {
    serve('/items', { error: 'down' }, 503);
    expect((await as('ISyncService/runitemsync', { id: config.id })).data).toMatchObject({ success: false, message: expect.stringContaining('ERP-ITEMS') });
    serve('/items', { data: { records: 'none' } });
    expect((await as('ISyncService/runitemsync', { id: config.id })).data).toMatchObject({ success: false, message: expect.stringContaining('data.records') });
    answers.set('/items', { status: 200, body: 'not json' });
    expect((await as('ISyncService/runitemsync', { id: config.id })).data).toMatchObject({ success: false, received: 0 });
    expect(await items()).toHaveLength(2);
  });

  it('should refuse an item configuration on the basic-data page and a disabled configuration', async () => {
    expect((await as('ISyncService/runbasicsync', { id: config.id })).code).toBe(ERROR_CODES.NOT_FOUND);
    const disabled = await addConfig({ configNo: 'CFG-OFF', configName: 'Off', integrationNo: 'ERP-ITEMS', target: 'item', fieldMap: 'code=itemNo', statusCode: 0 });
    const before = (await itemLog()).length;
    expect((await as('ISyncService/runitemsync', { id: disabled.id })).code).toBe(ERROR_CODES.SYNC_DISABLED);
    expect(await itemLog()).toHaveLength(before);
  });
});

describe('configurations and sources refused on save', () => {
  it('should name a field map that is not source=ours or maps a field that cannot be synchronised', async () => {
    const refused = await as('ISourceConfigService/addsourceconfig', { configNo: 'CFG-BAD', configName: 'Bad', integrationNo: 'ERP-ITEMS', target: 'supplier', fieldMap: 'code=supplierNo\nno equals sign\nname=passwordHash' });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(refused.details.fields.map((issue: { message: string }) => issue.message)).toEqual([expect.stringContaining('Line 2'), expect.stringContaining('Line 3')]);
    const noUrl = await as('IIntegrationSourceService/addsource', { integrationNo: 'NOURL', integrationName: 'No url', sourceType: 'http' });
    expect(noUrl.details.fields.map((issue: { field: string }) => issue.field)).toEqual(['url']);
    const ftp = await as('IIntegrationSourceService/addsource', { integrationNo: 'FTP', integrationName: 'Ftp', sourceType: 'http', url: 'ftp://erp/items' });
    expect(ftp.details.fields.map((issue: { field: string }) => issue.field)).toEqual(['url']);
    expect((await as('ISourceConfigService/getsourceconfiglistbyparams', { condition: { configNo: 'CFG-BAD' } })).data.total).toBe(0);
  });
});

describe('basic-data synchronisation', () => {
  /** Stores `content` as Base.File `fileNo` named `name` (the upload itself is Base.File's own test). */
  async function drop(fileNo: string, name: string, content: Buffer) {
    const [stored] = await t.database.db.insert(sysFileContent).values({ originalName: name, contentType: 'application/octet-stream', fileSize: content.length, sha256: 'x', content, createName: 'test' }).returning();
    await t.database.db.insert(sysFile).values({ fileNo, fileName: name, fileType: '5', contentId: stored.id, createName: 'test' });
  }

  it('should upsert customers from a CSV drop in Base.File', async () => {
    await drop('ERP-DROP', 'customers.csv', Buffer.from('Customer code,Customer name\nC-100,Harbour Trading\nC-200,"Hill, Stone & Co"\n'));
    await addSource({ integrationNo: 'ERP-DROP', integrationName: 'ERP drop', sourceType: 'file', fileNo: 'ERP-DROP' });
    const config = await addConfig({ configNo: 'CFG-CUST', configName: 'Customers', integrationNo: 'ERP-DROP', target: 'customer', fieldMap: 'Customer code=customerNo\nCustomer name=customerName' });
    expect((await as('ISyncService/runbasicsync', { id: config.id })).data).toMatchObject({ success: true, received: 2, added: 2 });
    const customers = (await as('IBmCustomerService/getbmcustomerlistbyparams', { size: 100, condition: {} })).data.records;
    expect(customers.map((customer: { customerName: string }) => customer.customerName).sort()).toEqual(['Harbour Trading', 'Hill, Stone & Co']);
  });

  it('should read an xlsx drop the same way, refusing it whole when one row is bad', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Suppliers').addRows([['Vendor', 'Vendor name'], ['V-1', 'Rivet Co'], ['V-2', '']]);
    await drop('ERP-XLSX', 'vendors.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    await addSource({ integrationNo: 'ERP-XLSX', integrationName: 'ERP vendors', sourceType: 'file', fileNo: 'ERP-XLSX' });
    const config = await addConfig({ configNo: 'CFG-VEND', configName: 'Vendors', integrationNo: 'ERP-XLSX', target: 'supplier', fieldMap: 'Vendor=supplierNo\nVendor name=supplierName' });
    const run = await as('ISyncService/runbasicsync', { id: config.id });
    expect(run.data).toMatchObject({ success: false, received: 2, added: 0 });
    expect(run.data.rowIssues).toEqual([{ row: 3, issues: [expect.objectContaining({ field: 'supplierName' })] }]);
    expect((await as('IBmSupplierService/getbmsupplierlistbyparams', { condition: { supplierNo: 'V-1' } })).data.total).toBe(0);
  });

  it('should run the autoSync configurations as the scheduled job, as the system user', async () => {
    await addSource({ integrationNo: 'ERP-SUP', integrationName: 'ERP suppliers', url: `${erpUrl}/suppliers` });
    await addConfig({ configNo: 'CFG-SUP', configName: 'Suppliers', integrationNo: 'ERP-SUP', target: 'supplier', fieldMap: 'id=supplierNo\nname=supplierName', autoSync: true });
    serve('/suppliers', [{ id: 'S-1', name: 'Steel Works' }, { id: 'S-2', name: 'Paint Ltd' }]);
    expect(await syncScheduledSources(t.database.pool)).toBe(2);
    const suppliers = (await as('IBmSupplierService/getbmsupplierlistbyparams', { size: 100, condition: {} })).data.records;
    expect(suppliers.map((supplier: { supplierNo: string; createName: string }) => [supplier.supplierNo, supplier.createName]).sort()).toEqual([['S-1', 'system'], ['S-2', 'system']]);
    const logs = (await as('ISyncService/getsyncloglist', { condition: { keyword: 'CFG-SUP' } })).data.records;
    expect(logs).toEqual([expect.objectContaining({ trigger: 'schedule', success: true, added: 2 })]);
    serve('/suppliers', [{ id: 'S-3' }]);
    await expect(syncScheduledSources(t.database.pool)).rejects.toThrow(/CFG-SUP/);
  });
});

describe('who may synchronise', () => {
  it('should let a user with only the item page run item configurations and read their log, nothing else', async () => {
    await createUser(t.database.db, { userNo: 'syncer', grants: { '160406': ['isSearch', 'isImport'] }, orgs: ['ERP1'] });
    const syncer = await t.login('syncer', USER_PASSWORD);
    const configs = (await as('ISyncService/getitemsyncconfiglist', { condition: {} }, syncer)).data.records;
    expect(configs.map((config: { configNo: string }) => config.configNo)).toEqual(['CFG-ITEMS', 'CFG-OFF']);
    // Each configuration's own last run (record 0904): the disabled one never ran.
    expect(configs.map((config: { lastRunAt: string | null }) => config.lastRunAt !== null)).toEqual([true, false]);
    expect((await as('ISyncService/getbasicsyncloglist', { condition: {} }, syncer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await as('ISyncService/getsyncloglist', { condition: {} }, syncer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await as('IIntegrationSourceService/getsourcebyid', { id: 1 }, syncer)).code).toBe(ERROR_CODES.FORBIDDEN);
    await createUser(t.database.db, { userNo: 'viewer', grants: { '160406': ['isSearch'] } });
    const viewer = await t.login('viewer', USER_PASSWORD);
    expect((await as('ISyncService/runitemsync', { id: configs[0].id }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
