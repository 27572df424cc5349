/**
 * boxprint and printbmcell (spec console §7 Printing): container and cell location labels of the
 * selected rows, whose printed barcodes scan back (zbarimg) to the box and cell numbers, with
 * copies, ZPL, the result text over the websocket, the refusals and the pages' isPrint flags.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { scanPdfBarcodes } from '../../support/pdf-barcodes.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { connect, isReady, useEventsApp } from '../events/events-support.ts';

const env = useEventsApp();
const BOXPRINT = 'IBmContainerService/boxprint';
const PRINTBMCELL = 'IBmCellService/printbmcell';
const SSCC = '106141412345678908';
const call = (path: string, body: unknown, token = env.token) => env.t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });
const content = (answer: { data: { content: string } }) => Buffer.from(answer.data.content, 'base64');

async function rows(service: string, condition: Record<string, unknown>, size = 3): Promise<{ id: number; [field: string]: unknown }[]> {
  return (await call(service, { current: 1, size, condition })).data.records;
}

describe('IBmCellService/printbmcell', () => {
  it('should print the location label of each selected cell whose barcode scans back to the cell number', async () => {
    const cells = await rows('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA' });
    const answer = await call(PRINTBMCELL, { ids: cells.map((cell) => cell.id), reportKey: 'LBL-CELL-128', printer: 'PDF' });
    expect(answer.data).toMatchObject({ printer: 'PDF', contentType: 'application/pdf', count: 3 });
    expect(await scanPdfBarcodes(content(answer))).toEqual(cells.map((cell) => String(cell.cellNo)).sort());
  });

  it('should print copies and show zone, shelf, position and level on each label (ZPL)', async () => {
    const [cell] = await rows('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA', cellNo: 'A' }, 1);
    const answer = await call(PRINTBMCELL, { ids: [cell.id], reportKey: 'LBL-CELL-128', printer: 'ZPL', copies: 2 });
    expect(answer.data.count).toBe(2);
    const zpl = content(answer).toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain(`^FD${String(cell.cellNo)}^FS`);
    expect(zpl).toContain(`^FDZone no. ${String(cell.zoneNo)}  Shelf (X) ${String(cell.cellX)}  Position (Y) ${String(cell.cellY)}  Level (Z) ${String(cell.cellZ)}^FS`);
  });

  it("should send '√' and the cell number to the caller's sockets", async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const [cell] = await rows('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-LDN' }, 1);
    expect((await call(PRINTBMCELL, { ids: [cell.id], reportKey: 'LBL-CELL-QR', printer: 'PDF' })).code).toBe(0);
    expect(await socket.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: `√${String(cell.cellNo)}` });
    socket.close();
  });

  it('should refuse no printer, no template, no rows, too many labels, a template of another kind and a user without isPrint', async () => {
    const [cell] = await rows('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA' }, 1);
    const print = (body: Record<string, unknown>, token?: string) => call(PRINTBMCELL, { ids: [cell.id], reportKey: 'LBL-CELL-128', printer: 'PDF', ...body }, token);
    expect((await print({ printer: '' })).code).toBe(ERROR_CODES.PRINT_PRINTER_REQUIRED);
    expect(await print({ reportKey: '' })).toMatchObject({ code: ERROR_CODES.PRINT_TEMPLATE_REQUIRED, errorMessage: 'Please select the document template' });
    expect((await print({ ids: [] })).code).toBe(ERROR_CODES.PRINT_NO_ROWS);
    expect((await print({ copies: 100 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    const many = await rows('IBmCellService/getbmcelllistbyparams', { warehouseNo: 'WH-SEA' }, 6);
    expect((await print({ ids: many.map((row) => row.id), copies: 99 })).code).toBe(ERROR_CODES.CHECK_LABELS_TOO_MANY);
    expect((await print({ reportKey: 'LBL-BOX-DM' })).code).toBe(ERROR_CODES.PRINT_TEMPLATE_UNKNOWN);
    await createUser(env.t.database.db, { userNo: 'cellviewer', grants: { '100302': ['isSearch'] }, orgs: ['NWT'] });
    await createUser(env.t.database.db, { userNo: 'storageprinter', grants: { '100404': ['isSearch', 'isPrint'] }, orgs: ['NWT'] });
    expect((await print({}, await env.t.login('cellviewer', USER_PASSWORD))).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await print({}, await env.t.login('storageprinter', USER_PASSWORD))).code).toBe(0);
  });
});

describe('IBmContainerService/boxprint', () => {
  it('should print an SSCC container as GS1-128 that scans back to AI (00) and the SSCC', async () => {
    const added = await call('IBmContainerService/addbmcontainer', { boxNo: SSCC, boxName: 'Outbound pallet', orgNo: 'NWT', warehouseNo: 'WH-SEA', boxLevel: '3' });
    expect(added.code).toBe(0);
    const answer = await call(BOXPRINT, { ids: [added.data.id], reportKey: 'LBL-PALLET-SSCC', printer: 'PDF', copies: 2 });
    expect(answer.data).toMatchObject({ printer: 'PDF', count: 2 });
    expect(await scanPdfBarcodes(content(answer))).toEqual([`00${SSCC}`, `00${SSCC}`]);
  });

  it('should refuse GS1-128 for a box number that is not an SSCC, and a container outside the data scope', async () => {
    const [pallet] = await rows('IBmContainerService/getbmcontainerlistbyparams', { boxNo: 'PLT-0002' }, 1);
    expect((await call(BOXPRINT, { ids: [pallet.id], reportKey: 'LBL-PALLET-SSCC', printer: 'PDF' })).code).toBe(ERROR_CODES.PRINT_NOT_GS1);
    expect(content(await call(BOXPRINT, { ids: [pallet.id], reportKey: 'LBL-BOX-DM', printer: 'ZPL' })).toString()).toContain('^FDPLT-0002^FS');
    await createUser(env.t.database.db, { userNo: 'boxoutsider', grants: { '100403': ['isSearch', 'isPrint'] }, orgs: ['OTHER'] });
    const outsider = await env.t.login('boxoutsider', USER_PASSWORD);
    expect((await call(BOXPRINT, { ids: [pallet.id], reportKey: 'LBL-BOX-DM', printer: 'PDF' }, outsider)).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
