/**
 * A printed bill carries its lines (walk 14-26 #1): a stock adjustment and a stock transfer
 * printed with their document templates (RPT-ADJUSTMENT, RPT-TRANSFER) read back by OCR with the
 * number of the document and, under it, each line's item number, quantity and cell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/server/i18n.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

const call = (path: string, body: unknown) => t.call(path, body, { token: admin, headers: { 'accept-language': 'en-US' } });

async function seaCells(): Promise<string[]> {
  const answer = await call('IBmCellService/getbmcelllistbyparams', { current: 1, size: 2, condition: { warehouseNo: 'WH-SEA' } });
  return answer.data.records.map((row: { cellNo: string }) => row.cellNo);
}

describe('document sheets print their lines', () => {
  it.each([
    ['IInvChangeService', 'invchange', 'invChangeNo', 'RPT-ADJUSTMENT', '130103', { changeType: '1' }, { stockStatus: '10' }],
    ['IInvTransferService', 'invtransfer', 'invTransferNo', 'RPT-TRANSFER', '130106', { toWarehouseNo: 'WH-SEA', transferType: '3' }, { toCellNo: 'second' }],
  ])('should print each line of a %s document under its header', async (service, suffix, docNoField, reportKey, module, head, extra) => {
    const [cellNo, second] = await seaCells();
    const lines = [{ cellNo, itemNo: 'P017', qty: '37', ...extra }, { cellNo, itemNo: 'P042', qty: '25', ...extra }]
      .map((line) => ('toCellNo' in line ? { ...line, toCellNo: second } : line));
    const added = await call(`${service}/add${suffix}`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', ...head, lines });
    expect(added.details ?? added.code).toBe(0);
    const answer = await call('IReportPrintService/print', { ids: [added.data.id], reportKey, module, printer: 'PDF', standardCol01: '1' });
    expect(answer.code).toBe(0);
    const read = await pdfOcrText(Buffer.from(answer.data.content, 'base64'), 'eng');
    // OCR may read the 0 after the P of an item number as the letter O.
    const text = read.replace(/PO(?=\d)/g, 'P0');
    const en = translator('en-US');
    for (const printed of [added.data[docNoField], en('field.itemNo'), en('field.qty'), 'P017', '37', 'P042', '25', cellNo]) expect(text).toContain(ocrForm(printed));
  });
});
