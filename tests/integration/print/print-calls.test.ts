/**
 * IReportPrintService (spec console §5 print dialog, §7 Printing; workflows §8): labels to PDF and
 * ZPL, cells and containers, document sheets, the refusals, and the result text over the
 * websocket to the caller only.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/server/i18n.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { connect, isReady, useEventsApp } from '../events/events-support.ts';

const env = useEventsApp();
const LABEL_PRINT = '100401';
const call = (path: string, body: unknown, token = env.token) => env.t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });

async function idsOf(service: string, condition: Record<string, unknown>, size = 2): Promise<number[]> {
  const answer = await call(service, { current: 1, size, condition });
  return answer.data.records.map((row: { id: number }) => row.id);
}

const print = (body: Record<string, unknown>, token?: string) => call('IReportPrintService/print', { module: LABEL_PRINT, printer: 'PDF', standardCol01: '2', ...body }, token);
const decoded = (answer: { data: { content: string } }) => Buffer.from(answer.data.content, 'base64');

describe('IReportPrintService/print', () => {
  it('should offer the enabled templates that fit the page and both printers', async () => {
    const answer = await call('IReportPrintService/getPrintOptions', { module: '100404' });
    expect(answer.data.printers).toEqual(['PDF', 'ZPL']);
    expect(answer.data.templates.map((one: { reportKey: string }) => one.reportKey)).toEqual(['LBL-CELL-128', 'LBL-CELL-QR']);
  });

  it('should print labels as a PDF with one page per label', async () => {
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { orgNo: 'NWT' });
    const answer = await print({ ids, reportKey: 'LBL-ITEM-128' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ printer: 'PDF', contentType: 'application/pdf', count: 2 });
    const pdf = decoded(answer);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('should embed a font with Chinese glyphs in the labels of a zh-CN user', async () => {
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { orgNo: 'NWT' }, 1);
    const answer = await env.t.call('IReportPrintService/print', { module: LABEL_PRINT, printer: 'PDF', standardCol01: '2', ids, reportKey: 'LBL-ITEM-128' }, { token: env.token, headers: { 'accept-language': 'zh-CN' } });
    expect(answer.code).toBe(0);
    expect(decoded(answer).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
  });

  it('should print the same labels as ZPL with Code 128 of each barcode', async () => {
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000001' }, 1);
    const answer = await print({ ids, reportKey: 'LBL-ITEM-128', printer: 'ZPL' });
    expect(answer.data).toMatchObject({ printer: 'ZPL', contentType: 'application/zpl', count: 1 });
    const zpl = decoded(answer).toString('utf8');
    expect(zpl).toMatch(/^\^XA\n\^CI28\n\^PW800\n\^LL480\n/);
    expect(zpl).toContain('^BCN,');
    expect(zpl).toContain('^FH^FDNWT00000001^FS');
  });

  it('should print a GS1 element string label as GS1-128 with FNC1, and escape ^ and ~ in its texts', async () => {
    const added = await call('IBmLabelService/addbmlabel', { barcode: '(01)09521234543213(10)LOT42(17)271231', orgNo: 'NWT', itemNo: 'P001', qty: '12', lotNo: 'A^B~C' });
    await call('IBmLabelTemplateService/addbmlabeltemplate', { templateCode: 'T-GS1-LOT', templateName: 'GS1 with lot', labelKind: '1', symbology: 'gs1-128', widthMm: 100, heightMm: 70, showFields: 'lotNo' });
    const answer = await print({ ids: [added.data.id], reportKey: 'T-GS1-LOT', printer: 'ZPL' });
    const zpl = decoded(answer).toString('utf8');
    expect(zpl).toContain('^FD>;>80109521234543213' + '10LOT42>817271231^FS');
    expect(zpl).toContain('^FD(01)09521234543213(10)LOT42(17)271231^FS');
    expect(zpl).toContain('^FDLot no.: A_5EB_7EC^FS');
    const pdf = await print({ ids: [added.data.id], reportKey: 'T-GS1-LOT' });
    expect(decoded(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('should print cells and containers with their own label kinds, and document rows as a sheet', async () => {
    const cells = await idsOf('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA' });
    expect((await print({ ids: cells, reportKey: 'LBL-CELL-QR', module: '100404', printer: 'ZPL' })).data.count).toBe(2);
    const boxes = await idsOf('IBmContainerService/getbmcontainerlistbyparams', { boxNo: 'PLT-0001' }, 1);
    expect(decoded(await print({ ids: boxes, reportKey: 'LBL-BOX-DM', module: '100403', printer: 'ZPL' })).toString()).toContain('^BXN,6,200,,,,~^FH^FDPLT-0001^FS');
    const suppliers = await idsOf('IBmSupplierService/getbmsupplierlistbyparams', {}, 3);
    const sheet = await print({ ids: suppliers, reportKey: 'RPT-SUPPLIER', module: '100104', standardCol01: '1', summary: true });
    expect(sheet.data.count).toBe(3);
    expect(decoded(sheet).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('should print item, cell and container labels and a document sheet that read back by OCR for a zh-CN user', async () => {
    const zh = translator('zh-CN');
    const printZh = async (body: Record<string, unknown>) => pdfOcrText(decoded(await env.t.call('IReportPrintService/print', { module: LABEL_PRINT, printer: 'PDF', standardCol01: '2', ...body }, { token: env.token, headers: { 'accept-language': 'zh-CN' } })));
    const first = async (service: string, condition: Record<string, unknown>) => (await call(service, { current: 1, size: 1, condition })).data.records[0];
    const label = await first('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000005' });
    const itemText = await printZh({ ids: [label.id], reportKey: 'LBL-ITEM-128' });
    for (const text of ['Northwind Traders', label.itemNo, zh('field.itemNo')]) expect(itemText).toContain(ocrForm(text));
    const cell = await first('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA' });
    expect(await printZh({ ids: [cell.id], reportKey: 'LBL-CELL-128', module: '100404' })).toContain(ocrForm(zh('field.warehouseNo')));
    const box = await first('IBmContainerService/getbmcontainerlistbyparams', { boxNo: 'PLT-0001' });
    expect(await printZh({ ids: [box.id], reportKey: 'LBL-BOX-DM', module: '100403' })).toContain('PLT-0001');
    const supplier = await first('IBmSupplierService/getbmsupplierlistbyparams', { supplierNo: 'S001' });
    const sheet = await printZh({ ids: [supplier.id], reportKey: 'RPT-SUPPLIER', module: '100104', standardCol01: '1' });
    for (const text of [supplier.supplierName, zh('field.supplierName')]) expect(sheet).toContain(ocrForm(text));
  });

  it('should refuse no rows, a missing template, no printer and a summary outside the source-document print time', async () => {
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000005' }, 1);
    expect((await print({ ids: [], reportKey: 'LBL-ITEM-128' })).code).toBe(ERROR_CODES.PRINT_NO_ROWS);
    const missing = await print({ ids, reportKey: '' });
    expect(missing).toMatchObject({ code: ERROR_CODES.PRINT_TEMPLATE_REQUIRED, errorMessage: 'Please select the document template' });
    expect((await print({ ids, reportKey: 'LBL-CELL-128' })).code).toBe(ERROR_CODES.PRINT_TEMPLATE_UNKNOWN);
    expect((await print({ ids, reportKey: 'LBL-ITEM-128', printer: '' })).code).toBe(ERROR_CODES.PRINT_PRINTER_REQUIRED);
    expect((await print({ ids, reportKey: 'LBL-ITEM-128', summary: true })).code).toBe(ERROR_CODES.PRINT_SUMMARY_TIMING);
    expect((await print({ ids, reportKey: 'LBL-ITEM-GS1' })).code).toBe(ERROR_CODES.PRINT_NOT_GS1);
  });

  it('should refuse rows of different organisation and customer combinations', async () => {
    const [first] = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000002' }, 1);
    const other = await call('IBmLabelService/addbmlabel', { barcode: 'MIX-1', orgNo: 'NWT', itemNo: 'P001', qty: '1', customerNo: 'ALFKI' });
    expect(other.code).toBe(0);
    const answer = await print({ ids: [first, other.data.id], reportKey: 'LBL-ITEM-128' });
    expect(answer.code).toBe(ERROR_CODES.PRINT_MIXED_SCOPE);
  });

  it('should refuse a user without isPrint on the page, and rows outside their data scope', async () => {
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', {}, 1);
    await createUser(env.t.database.db, { userNo: 'viewer', grants: { [LABEL_PRINT]: ['isSearch'] }, orgs: ['NWT'] });
    await createUser(env.t.database.db, { userNo: 'outsider', grants: { [LABEL_PRINT]: ['isSearch', 'isPrint'] }, orgs: ['OTHER'] });
    expect((await print({ ids, reportKey: 'LBL-ITEM-128' }, await env.t.login('viewer', USER_PASSWORD))).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await print({ ids, reportKey: 'LBL-ITEM-128' }, await env.t.login('outsider', USER_PASSWORD))).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should split a label on split-label-print into printed pieces and void it, all or nothing', async () => {
    const [id] = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000006' }, 1);
    const split = (splitQty?: string) => print({ ids: [id], reportKey: 'LBL-ITEM-128', module: '100402', printer: 'ZPL', splitQty });
    expect((await split()).code).toBe(ERROR_CODES.PRINT_SPLIT_QTY);
    expect((await split('120')).code).toBe(ERROR_CODES.PRINT_SPLIT_QTY);
    const answer = await split('50');
    expect(answer.data.count).toBe(3);
    expect(decoded(answer).toString()).toContain('^FH^FDNWT00000006-03^FS');
    const pieces = (await call('IBmLabelService/getbmlabellistbyparams', { size: 10, condition: { barcode: 'NWT00000006-' } })).data.records;
    expect(pieces.map((row: { barcode: string; qty: string; labelStatus: string }) => [row.barcode, Number(row.qty), row.labelStatus]).sort()).toEqual([
      ['NWT00000006-01', 50, '2'], ['NWT00000006-02', 50, '2'], ['NWT00000006-03', 20, '2'],
    ]);
    expect((await call('IBmLabelService/getbmlabelbyid', { id })).data.labelStatus).toBe('9');
    expect((await split('50')).code).toBe(ERROR_CODES.INVALID_STATE);
  });

  it("should send the result text to the caller's sockets: '√' and the key per printed label", async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000003' }, 1);
    expect((await print({ ids, reportKey: 'LBL-ITEM-QR' })).code).toBe(0);
    expect(await socket.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: '√NWT00000003' });
    socket.close();
  });

  it('should send checkFailed when a label cannot be rendered', async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const ids = await idsOf('IBmLabelService/getbmlabellistbyparams', { barcode: 'NWT00000004' }, 1);
    expect((await print({ ids, reportKey: 'LBL-ITEM-GS1' })).code).toBe(ERROR_CODES.PRINT_NOT_GS1);
    expect(await socket.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: 'checkFailed' });
    socket.close();
  });
});
