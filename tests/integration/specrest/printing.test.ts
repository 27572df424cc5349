/**
 * The printing calls of issue 26 through the router on the demo data (spec console §7 Printing;
 * docs/decisions/0445): the local print agent sending a cell label's ZPL to a network printer
 * (a TCP listener on 127.0.0.1 that records the bytes it receives), the print template upload and
 * download, and the container rule's body list; each with its refusals.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { multipart } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let viewer: string;
let printer: Server;
let firstDelivery: Promise<Buffer>;
const saved = process.env.WMS_LABEL_PRINTERS;
const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });

/** Listens on 127.0.0.1 like a label printer on port 9100; `firstDelivery` resolves to the bytes of the first connection. */
function listen(): Promise<number> {
  printer = createServer();
  firstDelivery = new Promise((resolve) => printer.once('connection', (socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
  }));
  return new Promise((resolve) => printer.listen(0, '127.0.0.1', () => resolve((printer.address() as AddressInfo).port)));
}

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'printviewer', grants: { '100404': ['isSearch'], '100406': ['isSearch'], '100604': ['isSearch'] }, orgs: ['NWT'] });
  viewer = await t.login('printviewer', USER_PASSWORD);
  const port = await listen();
  // A closed port on loopback: the listener of a second server, closed again.
  const closed = createServer();
  const closedPort = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)));
  await new Promise((resolve) => closed.close(resolve));
  process.env.WMS_LABEL_PRINTERS = `DOCK1=127.0.0.1:${port}, OFF=127.0.0.1:${closedPort}`;
});
afterAll(async () => {
  if (saved === undefined) delete process.env.WMS_LABEL_PRINTERS;
  else process.env.WMS_LABEL_PRINTERS = saved;
  await new Promise((resolve) => printer.close(resolve));
  await t.close();
});

describe('the local print agent (ILocalPrinterService)', () => {
  it('should list the configured printers and send a cell label as ZPL to the printer byte for byte', async () => {
    expect((await call('ILocalPrinterService/getprinterlist', {})).data).toMatchObject([{ printerName: 'DOCK1', host: '127.0.0.1' }, { printerName: 'OFF' }]);
    const [cell] = (await call('IBmCellService/getbmcelllistbyparams', { size: 1, condition: { warehouseNo: 'WH-SEA' } })).data.records;
    const label = await call('IBmCellService/printbmcell', { ids: [cell.id], reportKey: 'LBL-CELL-128', printer: 'ZPL' });
    const zpl = Buffer.from(label.data.content, 'base64').toString('utf8');
    expect(zpl).toContain(cell.cellNo);
    const printed = await call('ILocalPrinterService/print', { printerName: 'DOCK1', zpl });
    expect(printed).toMatchObject({ code: 0, data: { printerName: 'DOCK1', bytes: Buffer.byteLength(zpl) } });
    expect((await firstDelivery).toString('utf8')).toBe(zpl);
  });

  it('should refuse an unknown printer, text that is no ZPL label, an unreachable printer and a user without isPrint', async () => {
    const unknown = await call('ILocalPrinterService/print', { printerName: '10.0.0.9:9100', zpl: '^XA^XZ' });
    expect(unknown.details.fields).toMatchObject([{ field: 'printerName', message: '10.0.0.9:9100 does not exist' }]);
    const notZpl = await call('ILocalPrinterService/print', { printerName: 'DOCK1', zpl: 'hello' });
    expect(notZpl.details.fields).toMatchObject([{ field: 'zpl', message: 'A ZPL label starts with ^XA' }]);
    expect((await call('ILocalPrinterService/print', { printerName: 'OFF', zpl: '^XA^XZ' })).code).toBe(ERROR_CODES.PRINT_FAILED);
    expect((await call('ILocalPrinterService/print', { printerName: 'DOCK1', zpl: '^XA^XZ' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('ILocalPrinterService/getprinterlist', {}, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('print template upload (IBmPrintTemplateService/upload)', () => {
  const upload = (query: string, content: Buffer, token = admin, name = 'delivery-note.zpl') => {
    const { payload, contentType } = multipart(content, name);
    return t.app.inject({ method: 'POST', url: `/wms-restful/IBmPrintTemplateService/upload?${query}`, headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' }, payload }).then((r) => r.json());
  };

  it("should store the uploaded file as the template's, answer it back and refuse a stale version, no file and a user without isModify", async () => {
    const added = await call('IBmPrintTemplateService/addbmprinttemplate', { reportKey: 'DN-UPLOAD', templateName: 'Delivery note', module: '120101' });
    expect(added.code).toBe(0);
    const bytes = Buffer.from('^XA^FO50,50^FDDelivery note^FS^XZ');
    const stored = await upload(`id=${added.data.id}&version=0`, bytes);
    expect(stored).toMatchObject({ code: 0, data: { templateFile: 'delivery-note.zpl', version: 1 } });
    const journal = await call('ISysOperationLogService/getsysoperationloglist', { size: 5, condition: { call: 'IBmPrintTemplateService/upload' } });
    expect(journal.data.records[0]).toMatchObject({ outcome: '0', verb: 'uploadFile', action: { flag: 'isModify' }, subject: expect.stringContaining('delivery-note.zpl') });
    const file = await t.app.inject({ method: 'GET', url: `/wms-restful/IBmPrintTemplateService/downloadtemplate?id=${added.data.id}`, headers: { 'authentication-info': viewer } });
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toContain('delivery-note.zpl');

    expect((await upload(`id=${added.data.id}&version=0`, Buffer.from('^XA^XZ'))).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await upload(`id=${added.data.id}&version=1`, Buffer.alloc(0))).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await upload(`id=${added.data.id}&version=1`, bytes, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await upload('id=999999&version=0', bytes)).code).toBe(ERROR_CODES.NOT_FOUND);
    const again = await t.app.inject({ method: 'GET', url: `/wms-restful/IBmPrintTemplateService/downloadtemplate?id=${added.data.id}`, headers: { 'authentication-info': admin } });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });

  it('should take only ZPL, XML and PDF files whose content fits their name, with a message naming the file', async () => {
    const added = await call('IBmPrintTemplateService/addbmprinttemplate', { reportKey: 'DN-FORMAT', templateName: 'Format check', module: '120101' });
    const query = `id=${added.data.id}&version=0`;
    const wrongType = await upload(query, Buffer.from('not a template'), admin, 'wrong.txt');
    expect(wrongType.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(JSON.stringify(wrongType)).toContain('wrong.txt is not a template file: upload .zpl .prn .xml .jrxml .frx .pdf');
    const wrongContent = await upload(query, Buffer.from('not a template'), admin, 'fake.zpl');
    expect(JSON.stringify(wrongContent)).toContain('fake.zpl does not hold what its name says');
    expect((await upload(query, Buffer.from('hello'), admin, 'fake.pdf')).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await call('IBmPrintTemplateService/getbmprinttemplatebyid', { id: added.data.id })).data).toMatchObject({ version: 0, templateFile: null });
    expect(await upload(query, Buffer.from('\uFEFF  <?xml version="1.0"?><report/>'), admin, 'layout.jrxml')).toMatchObject({ code: 0, data: { templateFile: 'layout.jrxml' } });
    expect(await upload(`id=${added.data.id}&version=1`, Buffer.from('%PDF-1.7\n'), admin, 'form.pdf')).toMatchObject({ code: 0, data: { templateFile: 'form.pdf', version: 2 } });
  });

  it('should remove an uploaded file with its version, and refuse a stale version, a template without file and a user without isModify', async () => {
    const added = await call('IBmPrintTemplateService/addbmprinttemplate', { reportKey: 'DN-REMOVE', templateName: 'Remove check', module: '120101' });
    const id = added.data.id;
    await upload(`id=${id}&version=0`, Buffer.from('^XA^XZ'));
    expect((await call('IBmPrintTemplateService/deletetemplatefile', { id, version: 1 }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('IBmPrintTemplateService/deletetemplatefile', { id, version: 0 })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await call('IBmPrintTemplateService/deletetemplatefile', { id, version: 1 })).toMatchObject({ code: 0, data: { templateFile: null, version: 2 } });
    const gone = await t.app.inject({ method: 'GET', url: `/wms-restful/IBmPrintTemplateService/downloadtemplate?id=${id}`, headers: { 'authentication-info': admin } });
    expect(gone.json().code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call('IBmPrintTemplateService/deletetemplatefile', { id, version: 2 })).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe("the container rule's body list (IBmBoxRuleBodyService)", () => {
  const BODY = 'IBmBoxRuleBodyService/getbmboxrulebodylistbyparams';
  it("should answer the parts of a rule in order, and of the demo's SSCC rule its four parts", async () => {
    const plain = { boxRuleNo: 'BOX-PLAIN', boxRuleName: 'Pallets', ruleExpression: 'PAL{yyMMdd}{#####}', resetPeriod: '1', gs1Mode: '0' };
    expect((await call('IBmBoxRuleService/addbmboxrule', plain)).code).toBe(0);
    const body = await call(BODY, { condition: { boxRuleNo: 'BOX-PLAIN' } }, viewer);
    expect(body.data.records).toEqual([
      { boxRuleNo: 'BOX-PLAIN', partNo: 1, ai: null, partType: 'text', value: 'PAL', leng: 3 },
      { boxRuleNo: 'BOX-PLAIN', partNo: 2, ai: null, partType: 'date', value: 'yyMMdd', leng: 6 },
      { boxRuleNo: 'BOX-PLAIN', partNo: 3, ai: null, partType: 'sequence', value: '#####', leng: 5 },
    ]);
    const parts = (await call(BODY, { condition: { boxRuleNo: 'BOX-SSCC' } })).data.records;
    expect(parts.map((p: { partType: string; leng: number }) => [p.partType, p.leng])).toEqual([['text', 1], ['text', 7], ['sequence', 9], ['checkDigit', 1]]);
  });

  it('should refuse an unknown rule, no rule number and a user without isSearch on container rules', async () => {
    expect((await call(BODY, { condition: { boxRuleNo: 'NOPE' } })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call(BODY, { condition: {} })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    await createUser(t.database.db, { userNo: 'norules', grants: { '100404': ['isSearch'] }, orgs: ['NWT'] });
    expect((await call(BODY, { condition: { boxRuleNo: 'BOX-PLAIN' } }, await t.login('norules', USER_PASSWORD))).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
