/**
 * Lot, barcode and container rules name only basic elements that exist (walk 14-26 #3): an
 * unknown `{BOGUS}` is refused before any write, on add and on a modify of the expression, with
 * a message naming it and the effective elements; a modify not sending the expression is not
 * checked, and the known elements still save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, language = 'en-US') => t.call(path, body, { token: admin, headers: { 'accept-language': language } });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('rule elements', () => {
  it('should refuse a lot rule naming an unknown element, naming it and the allowed ones, and write nothing', async () => {
    const answer = await call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'W-BOGUS', lotRuleName: 'Bogus', ruleExpression: 'W-{BOGUS}-{###}', resetPeriod: '0' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    const [issue] = answer.details.fields;
    expect(issue.field).toBe('ruleExpression');
    expect(issue.message).toMatch(/^BOGUS is not a basic element: use one of .*\bGTIN\b/);
    expect(issue.message).toContain('WAREHOUSE');
    const zh = await call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'W-BOGUS', lotRuleName: 'Bogus', ruleExpression: 'W-{BOGUS}-{###}', resetPeriod: '0' }, 'zh-CN');
    expect(zh.details.fields[0].message).toContain('BOGUS 不是基础元素');
    expect((await call('IBmLotRuleService/getbmlotrulelistbyparams', { current: 1, size: 10, condition: { lotRuleNo: 'W-BOGUS' } })).data.total).toBe(0);
  });

  it('should refuse a GS1 barcode rule with an unknown element and take the known ones', async () => {
    const refused = await call('IBmBarRuleService/addbmbarrule', { barRuleNo: 'W-NOPE', barRuleName: 'Nope', gs1Mode: '1', ruleExpression: '(01){GTIN}(10){NOPE}' });
    expect(refused.details.fields[0]).toMatchObject({ field: 'ruleExpression', message: expect.stringMatching(/^NOPE is not a basic element/) });
    const added = await call('IBmBarRuleService/addbmbarrule', { barRuleNo: 'W-OK', barRuleName: 'Fine', gs1Mode: '1', ruleExpression: '(01){GTIN}(10){LOT}' });
    expect(added.code).toBe(0);
  });

  it('should check a modify that sends the expression and not one that does not', async () => {
    const added = await call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'W-MOD', lotRuleName: 'Modified', ruleExpression: 'M-{WAREHOUSE}-{###}', resetPeriod: '0' });
    expect(added.code).toBe(0);
    const shape = { ruleExpression: 'M-{BOGUS}-{###}', resetPeriod: '0', gs1Mode: '0', gs1CompanyPrefix: null, extensionDigit: null };
    const refused = await call('IBmLotRuleService/updatebmlotrulebyid', { id: added.data.id, version: added.data.version, ...shape });
    expect(refused.details.fields[0].message).toMatch(/^BOGUS is not a basic element/);
    expect((await call('IBmLotRuleService/updatebmlotrulebyid', { id: added.data.id, version: added.data.version, lotRuleName: 'Renamed' })).code).toBe(0);
  });
});
