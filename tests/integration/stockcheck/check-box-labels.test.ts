/**
 * IChkCheckStockHeadService/printCheckBoxLabels (spec console §5 stock-check form): new containers
 * of a count plan numbered by the container rule, their labels printed numberCopies times each,
 * the result text over the websocket; refusals write nothing, nor does a failed rendering.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { connect, isReady, listen } from '../events/events-support.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { addPlan, PLAN, planAction } from './check-support.ts';

let s: Session;
let url: string;
let plan: { id: number; checkNo: string };
beforeAll(async () => {
  s = await inventoryApp();
  url = await listen(s.app);
  plan = await addPlan(s, [], { checkScopeNo: '1' });
});
afterAll(() => s.close());

const labels = (body: Record<string, unknown>, token = s.token) =>
  s.call(`${PLAN}/printCheckBoxLabels`, { orgNo: 'NWT', checkNo: plan.checkNo, boxRuleNo: 'BOX-MONTHLY', templateCode: 'LBL-BOX-DM', boxBarcodeNum: 1, numberCopies: 1, printer: 'PDF', ...body }, { token, headers: { 'accept-language': 'en-US' } });
const decoded = (answer: { data: { content: string } }) => Buffer.from(answer.data.content, 'base64');

async function written(): Promise<{ boxes: number; counter: number }> {
  const boxes = await s.database.db.execute(sql`select count(*)::int as n from bm_container`);
  const counter = await s.database.db.execute(sql`select coalesce(sum(last_value), 0)::int as n from bm_rule_counter`);
  return { boxes: Number(boxes.rows[0].n), counter: Number(counter.rows[0].n) };
}

describe('printCheckBoxLabels', () => {
  it('should add containers numbered by the rule and print each label numberCopies times', async () => {
    const socket = connect(url, { token: s.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const answer = await labels({ boxBarcodeNum: 3, numberCopies: 2 });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ printer: 'PDF', contentType: 'application/pdf', count: 6 });
    expect(decoded(answer).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(6);

    const boxes = (await s.as('IBmContainerService/getbmcontainerlistbyparams', { current: 1, size: 10, condition: { boxName: plan.checkNo }, sorter: { field: 'boxNo', order: 'ascend' } })).data.records;
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box).toMatchObject({ orgNo: 'NWT', warehouseNo: 'WH-SEA', boxRuleNo: 'BOX-MONTHLY', boxStatus: '1', boxName: `Stock-take ${plan.checkNo}` });
      expect(box.boxNo).toMatch(/^BOX\d{10}$/);
    }
    const sequences = boxes.map((box: { boxNo: string }) => Number(box.boxNo.slice(-6)));
    expect(sequences).toEqual([sequences[0], sequences[0] + 1, sequences[0] + 2]);
    const printed = await pdfOcrText(decoded(answer));
    for (const box of boxes) expect(printed).toContain(box.boxNo);
    expect(printed).toContain(ocrForm(`Stock-take ${plan.checkNo}`));
    expect(await socket.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: boxes.map((box: { boxNo: string }) => `√${box.boxNo}`).join('\n') });
    socket.close();
  });

  it('should print ZPL, one format per copy, for a submitted plan', async () => {
    expect((await planAction(s, 'submit', plan)).code).toBe(0);
    const answer = await labels({ numberCopies: 2, printer: 'ZPL' });
    expect(answer.data).toMatchObject({ printer: 'ZPL', count: 2 });
    const zpl = decoded(answer).toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toMatch(/\^BXN,6,200,,,,~\^FH\^FDBOX\d{10}\^FS/);
  });

  it('should refuse, writing nothing, no labels, too many, a bad printer, rule or template, and a missing plan number', async () => {
    const before = await written();
    expect(await labels({ boxBarcodeNum: 0 })).toMatchObject({ code: ERROR_CODES.CHECK_LABELS_NONE, errorMessage: 'Nothing to print: enter at least 1 container and 1 copy' });
    expect((await labels({ numberCopies: 0 })).code).toBe(ERROR_CODES.CHECK_LABELS_NONE);
    expect(await labels({ boxBarcodeNum: 251, numberCopies: 2 })).toMatchObject({ code: ERROR_CODES.CHECK_LABELS_TOO_MANY, errorMessage: '502 labels asked: at most 500 labels per print' });
    expect((await labels({ boxBarcodeNum: -1 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await labels({ numberCopies: 1.5 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await labels({ printer: 'LPT1' })).code).toBe(ERROR_CODES.PRINT_PRINTER_REQUIRED);
    expect((await labels({ boxRuleNo: 'BAR-ITEM' })).code).toBe(ERROR_CODES.RULE_UNKNOWN);
    expect((await labels({ templateCode: 'LBL-ITEM-128' })).code).toBe(ERROR_CODES.PRINT_TEMPLATE_UNKNOWN);
    expect((await labels({ checkNo: 'CHK-NONE' })).code).toBe(ERROR_CODES.NOT_FOUND);
    const missing = await labels({ checkNo: '' });
    expect(missing.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(missing.details.fields[0]).toMatchObject({ field: 'checkNo', message: 'Please enter Count plan no.' });
    expect(await written()).toEqual(before);
  });

  it('should refuse a plan that is cancelled, closed or posted', async () => {
    const cancelled = await addPlan(s, [], { checkScopeNo: '1' });
    expect((await planAction(s, 'cancel', cancelled)).code).toBe(0);
    const before = await written();
    expect(await labels({ checkNo: cancelled.checkNo })).toMatchObject({ code: ERROR_CODES.CHECK_LABELS_CLOSED, errorMessage: `${cancelled.checkNo} is posted, cancelled or closed: its count can no longer fill new containers` });
    expect(await written()).toEqual(before);
  });

  it('should roll back the containers and numbers when the labels cannot be rendered, and send checkFailed', async () => {
    await s.as('IBmLabelTemplateService/addbmlabeltemplate', { templateCode: 'T-BOX-GS1', templateName: 'Container GS1', labelKind: '2', symbology: 'gs1-128', widthMm: 100, heightMm: 60 });
    const socket = connect(url, { token: s.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const before = await written();
    expect((await labels({ templateCode: 'T-BOX-GS1', boxBarcodeNum: 2 })).code).toBe(ERROR_CODES.PRINT_NOT_GS1);
    expect(await socket.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: 'checkFailed' });
    expect(await written()).toEqual(before);
    // An SSCC rule gives GS1 keys: the same template prints them.
    expect((await labels({ templateCode: 'T-BOX-GS1', boxRuleNo: 'BOX-SSCC' })).data.count).toBe(1);
    socket.close();
  });

  it('should refuse a user without isPrint on the plan page, and a plan outside the data scope', async () => {
    await createUser(s.database.db, { userNo: 'counter', grants: { '130201': ['isSearch'] }, orgs: ['NWT'] });
    await createUser(s.database.db, { userNo: 'outsider', grants: { '130201': ['isSearch', 'isPrint'] }, orgs: ['OTHER'] });
    const before = await written();
    expect((await labels({}, await s.login('counter', USER_PASSWORD))).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await labels({}, await s.login('outsider', USER_PASSWORD))).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await labels({ orgNo: 'OTHER' })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect(await written()).toEqual(before);
  });
});
