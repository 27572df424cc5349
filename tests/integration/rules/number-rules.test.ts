/**
 * Base.Rule through the router on the demo data (spec console §2 Base.Rule, §3 Basic element,
 * Barcode, Lot and Box rules): rules by their numbers, previews, generated numbers per rule
 * format (plain, GS1-128, SSCC-18, item fields) and the refusals of broken rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { GS, isValidSscc, ssccOf } from '../../../src/shared/gs1.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, language = 'en-US') => t.call(path, body, { token: admin, headers: { 'accept-language': language } });

const pad2 = (n: number) => String(n).padStart(2, '0');
/** yyyyMMdd of now in local time (a test taken before and after a call may straddle midnight). */
const today = () => { const d = new Date(); return `${d.getFullYear()}${pad2(d.getMonth() + 1)}${pad2(d.getDate())}`; };

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('rules by their numbers', () => {
  it('should get each kind of rule by its number, as the modify pages address them', async () => {
    expect((await call('IBmBarRuleService/getbmbarrulebybarruleno', { barRuleNo: 'BAR-GS1' })).data).toMatchObject({ gs1Mode: '1', ruleExpression: '(01){GTIN}(10){LOT}(17){EXPIRY}' });
    expect((await call('IBmLotRuleService/getbmlotrulebylotruleno', { lotRuleNo: 'LOT-DAILY' })).data).toMatchObject({ ruleExpression: 'LOT-{yyyyMMdd}-{#####}', resetPeriod: '1' });
    expect((await call('IBmBoxRuleService/getbmboxrulebyboxruleno', { boxRuleNo: 'BOX-SSCC' })).data).toMatchObject({ gs1Mode: '2', gs1CompanyPrefix: '0614141' });
    expect((await call('IBmBoxRuleService/getbmboxrulebyboxruleno', { boxRuleNo: 'NOPE' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should list the basic elements the rules use', async () => {
    const elements = (await call('IBmBasicElementService/getbmbasicelementlistbyparams', { size: 50, condition: {} })).data.records;
    expect(elements.find((e: { codingId: string }) => e.codingId === 'EXPIRY')).toMatchObject({ parameter: 'expiryDate', fieldType: '3', leng: 6, lotRule: true });
  });
});

describe('numbers', () => {
  it('should preview the next lot number without consuming it, then generate consecutive ones', async () => {
    const before = today();
    const preview = (await call('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-DAILY' })).data;
    expect((await call('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-DAILY' })).data).toEqual(preview);
    const generated = (await call('IBmLotRuleService/generatenumber', { lotRuleNo: 'LOT-DAILY', count: 3 })).data.numbers;
    const day = [before, today()];
    expect(day).toContain(/^LOT-(\d{8})-00001$/.exec(preview.number)?.[1]);
    expect(generated.map((n: { sequence: number }) => n.sequence)).toEqual([1, 2, 3]);
    for (const n of generated) expect(n.number).toMatch(new RegExp(`^LOT-(${day.join('|')})-0000[1-3]$`));
    expect((await call('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-DAILY' })).data.sequence).toBe(4);
  });

  it('should make the GS1-128 element string of STACK.md with its human-readable form', async () => {
    const context = { gtin: '9521234543213', lotNo: 'LOT42', expiryDate: '2027-12-31' };
    const answer = (await call('IBmBarRuleService/generatenumber', { barRuleNo: 'BAR-GS1', context })).data.numbers[0];
    expect(answer).toMatchObject({
      number: `010952123454321310LOT42${GS}17271231`,
      humanReadable: '(01)09521234543213(10)LOT42(17)271231',
      elements: [{ ai: '01', value: '09521234543213' }, { ai: '10', value: 'LOT42' }, { ai: '17', value: '271231' }],
      sequence: null,
    });
  });

  it('should number serial labels (01)(21) and SSCC-18 containers with valid check digits', async () => {
    const serial = (await call('IBmBarRuleService/generatenumber', { barRuleNo: 'BAR-SN', context: { gtin: '9521234543213' } })).data.numbers[0];
    expect(serial.humanReadable).toBe('(01)09521234543213(21)0000000001');
    const ssccs = (await call('IBmBoxRuleService/generatenumber', { boxRuleNo: 'BOX-SSCC', count: 2 })).data.numbers;
    expect(ssccs.map((n: { number: string }) => n.number)).toEqual([ssccOf('3', '0614141', '1'), ssccOf('3', '0614141', '2')]);
    for (const n of ssccs) expect(isValidSscc(n.number) && n.humanReadable === `(00)${n.number}`).toBe(true);
  });

  it("should read the item's own fields for item elements", async () => {
    const answer = (await call('IBmLotRuleService/generatenumber', { lotRuleNo: 'LOT-SUPPLIER', context: { orgNo: 'NWT', itemNo: 'P001' } })).data.numbers[0];
    expect(answer.number).toMatch(/^S008-\d{6}001$/);
  });

  it('should refuse a number whose element has no value, naming the element, in the request language', async () => {
    const answer = await call('IBmBarRuleService/generatenumber', { barRuleNo: 'BAR-GS1', context: { gtin: '9521234543213' } }, 'zh-TW');
    expect(answer.code).toBe(ERROR_CODES.RULE_INVALID);
    expect(answer.details.fields).toMatchObject([{ field: 'lotNo', message: '基礎元素 LOT 需要 lotNo' }]);
    const gtin = await call('IBmBarRuleService/generatenumber', { barRuleNo: 'BAR-GS1', context: { gtin: '9521234543214', lotNo: 'L1', expiryDate: '2027-12-31' } });
    expect(gtin.details.fields).toMatchObject([{ message: 'The check digit of (01) is wrong' }]);
    expect((await call('IBmBarRuleService/previewnumber', { barRuleNo: 'NO-SUCH-RULE' })).code).toBe(ERROR_CODES.RULE_UNKNOWN);
  });

  it('should refuse a number once every sequence value of the period is used, giving the values of a failed call back', async () => {
    expect((await call('IBmBarRuleService/addbmbarrule', { barRuleNo: 'TINY', barRuleName: 'One digit', ruleExpression: 'T{#}' })).code).toBe(0);
    const tooMany = await call('IBmBarRuleService/generatenumber', { barRuleNo: 'TINY', count: 10 });
    expect(tooMany.code).toBe(ERROR_CODES.RULE_SEQUENCE_EXHAUSTED);
    expect((await call('IBmBarRuleService/previewnumber', { barRuleNo: 'TINY' })).data.number).toBe('T1');
    expect((await call('IBmBarRuleService/generatenumber', { barRuleNo: 'TINY', count: 9 })).data.numbers.at(-1).number).toBe('T9');
  });
});

describe('permissions and data scope', () => {
  it("should let a user with only the lot rule page preview but not generate, and not read another organisation's items", async () => {
    await createUser(t.database.db, { userNo: 'lot-viewer', grants: { '100603': ['isSearch'] }, orgs: ['ACME'] });
    const token = await t.login('lot-viewer', USER_PASSWORD);
    const viewer = (path: string, body: unknown) => t.call(path, body, { token });
    expect((await viewer('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-DAILY' })).code).toBe(0);
    expect((await viewer('IBmLotRuleService/generatenumber', { lotRuleNo: 'LOT-DAILY' })).code).toBe(ERROR_CODES.FORBIDDEN);
    const other = await viewer('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-SUPPLIER', context: { orgNo: 'NWT', itemNo: 'P001' } });
    expect(other.details.fields).toMatchObject([{ field: 'orgNo', message: 'NWT does not exist' }]);
  });
});

describe('rule refusals', () => {
  const refused = async (rule: Record<string, unknown>) => (await call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'BAD', lotRuleName: 'Bad', ...rule })).details?.fields;

  it('should refuse broken expressions before saving', async () => {
    expect(await refused({ ruleExpression: 'L-{yyyy' })).toMatchObject([{ field: 'ruleExpression', message: 'Every { needs its }' }]);
    expect(await refused({ ruleExpression: 'L-{lot no}' })).toMatchObject([{ field: 'ruleExpression', message: 'Unknown part {lot no}: use date letters, # for the sequence or a basic element code' }]);
    expect(await refused({ ruleExpression: '{##}-{###}' })).toMatchObject([{ message: 'Use the sequence {#…} at most once' }]);
    expect(await refused({ ruleExpression: 'L{yyyyMM}{####}', resetPeriod: '1' })).toMatchObject([{ field: 'resetPeriod' }]);
    expect(await refused({ ruleExpression: '{LOT}(01){GTIN}', gs1Mode: '1' })).toMatchObject([{ message: 'A GS1-128 rule starts with an application identifier such as (01)' }]);
    expect(await refused({ gs1Mode: '2', gs1CompanyPrefix: '12345', extensionDigit: '1' })).toMatchObject([{ field: 'gs1CompanyPrefix' }]);
    expect(await refused({})).toMatchObject([{ field: 'ruleExpression', message: 'Please enter Rule' }]);
  });

  it('should refuse a rule number another kind of rule already uses', async () => {
    const answer = await call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'BAR-ITEM', lotRuleName: 'Clash', ruleExpression: 'X{###}' });
    expect(answer.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    expect(answer.errorMessage).toBe('Lot rule BAR-ITEM already exists');
  });

  it('should refuse basic elements whose code reads as a date or whose criteria is not a regular expression', async () => {
    const answer = await call('IBmBasicElementService/addbmbasicelement', { codingId: 'yyMM', parameter: 'lot no', matchCriteria: '([' });
    expect(answer.details.fields.map((f: { field: string }) => f.field)).toEqual(['codingId', 'parameter', 'matchCriteria']);
  });
});
