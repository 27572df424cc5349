/**
 * Production basic data (spec console §2 Production.BasicData) and the invoicing rule (spec console
 * §2 Reconciliation.Invoicing.Rule) through the entity engine: the round trip of each (list, add,
 * get, modify with the version check, duplicate key, delete, csv import all or nothing), and
 * their own refusals: a shift time not HH:mm, a mould without cavities, a cut-off day out of 1-31,
 * a product process naming an unknown technology.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRoundTrips, type RoundTripCase } from '../../support/entity-round-trip.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  for (const [service, body] of [
    ['IPdLineTypeService/addpdlinetype', { lineTypeNo: 'ASM', lineTypeName: 'Assembly', orgNo: 'NWT' }],
    ['IPdTechnologyService/addpdtechnology', { technologyNo: 'WELD', technologyName: 'Welding', orgNo: 'NWT' }],
  ] as const) {
    const answer = await t.call(service, body, { token: admin });
    if (answer.code !== 0) throw new Error(answer.errorMessage);
  }
});
afterAll(() => t.close());

const CASES: RoundTripCase[] = [
  {
    name: 'shift', demoTotal: 0,
    add: { shiftNo: 'DAY', shiftName: 'Day shift', orgNo: 'NWT', shiftStart: '08:00', shiftEnd: '16:30' },
    modify: { shiftEnd: '17:00' },
    headers: ['shiftNo', 'shiftName', 'orgNo', 'shiftStart', 'shiftEnd'],
    good: [['NIGHT', 'Night shift', 'NWT', '22:00', '06:00']],
    bad: ['LATE', 'Late shift', 'NWT', '25:00', '06:00'], badField: 'shiftStart',
  },
  {
    name: 'lineType', demoTotal: 1,
    add: { lineTypeNo: 'MOLD', lineTypeName: 'Moulding', orgNo: 'NWT' },
    modify: { lineTypeName: 'Injection moulding' },
    headers: ['lineTypeNo', 'lineTypeName', 'orgNo'],
    good: [['PACK', 'Packing', 'NWT']],
    bad: ['BAD LINE', 'Bad', 'NWT'], badField: 'lineTypeNo',
  },
  {
    name: 'equipment', demoTotal: 0,
    add: { equipmentNo: 'EQ-1', equipmentName: 'Press 1', orgNo: 'NWT', lineTypeNo: 'ASM', model: 'P-200' },
    modify: { model: 'P-250' },
    headers: ['equipmentNo', 'equipmentName', 'orgNo', 'lineTypeNo'],
    good: [['EQ-2', 'Press 2', 'NWT', 'ASM']],
    bad: ['EQ-3', 'Press 3', 'NWT', 'NOPE'], badField: 'lineTypeNo',
  },
  {
    name: 'mould', demoTotal: 0,
    add: { mouldNo: 'M-1', mouldName: 'Cap mould', orgNo: 'NWT', itemNo: 'P001', cavities: 4, lifeShots: 100000 },
    modify: { cavities: 8 },
    headers: ['mouldNo', 'mouldName', 'orgNo', 'cavities'],
    good: [['M-2', 'Lid mould', 'NWT', '2']],
    bad: ['M-3', 'Broken mould', 'NWT', '0'], badField: 'cavities',
  },
  {
    name: 'productProcess', demoTotal: 0,
    add: { processNo: 'PP-1', processName: 'Weld frame', orgNo: 'NWT', itemNo: 'P001', processSeq: 10, technologyNo: 'WELD', lineTypeNo: 'ASM', standardMinutes: '1.5' },
    modify: { standardMinutes: '2' },
    headers: ['processNo', 'processName', 'orgNo', 'itemNo', 'processSeq', 'technologyNo'],
    good: [['PP-2', 'Weld lid', 'NWT', 'P002', '20', 'WELD']],
    bad: ['PP-3', 'Paint', 'NWT', 'P002', '30', 'PAINT'], badField: 'technologyNo',
  },
  {
    name: 'invoicingRule', demoTotal: 0,
    add: { ruleNo: 'INV-M', ruleName: 'Monthly per supplier', orgNo: 'NWT', supplierNo: 'S001', statementCycle: '1', cutoffDay: 25, groupMode: '1', isNetReturns: true },
    modify: { groupMode: '2', cutoffDay: 31 },
    headers: ['ruleNo', 'ruleName', 'orgNo', 'statementCycle', 'cutoffDay', 'groupMode'],
    good: [['INV-W', 'Weekly per document', 'NWT', '3', '5', '3']],
    bad: ['INV-X', 'Bad day', 'NWT', '1', '32', '1'], badField: 'cutoffDay',
  },
];

describeRoundTrips(() => ({ t, token: admin }), CASES);

describe('own refusals', () => {
  it('should refuse a shift time that is not HH:mm with the localized message, and write nothing', async () => {
    const answer = await t.call('IPdShiftService/addpdshift', { shiftNo: 'X', shiftName: 'X', orgNo: 'NWT', shiftStart: '8:00', shiftEnd: '16:00' }, { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect([answer.code, answer.details.fields]).toEqual([10001, [{ field: 'shiftStart', message: '请按 HH:mm 输入时间', params: {} }]]);
    expect((await t.call('IPdShiftService/getpdshiftlistbyparams', { condition: { shiftNo: 'X' } }, { token: admin })).data.total).toBe(0);
  });
});
