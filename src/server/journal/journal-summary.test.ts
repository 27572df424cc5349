/** The journal row's verb and subject (walk 14-26 #2): named calls, entity key first, camelCase numbers. */
import { describe, expect, it } from 'vitest';
import { journalSubject, rowVerb } from './journal-summary.ts';

describe('journal summary', () => {
  it('should name the calls that do more than their flag', () => {
    expect(rowVerb('ISysTotpService/resetusertotp')).toBe('resetTotp');
    expect(rowVerb('ISysJobService/runsysjobnow')).toBe('runNow');
    expect(rowVerb('IBmPrintTemplateService/deletetemplatefile')).toBe('removeFile');
    expect(rowVerb('IBmTaxService/addbmtax')).toBeNull();
  });

  it("should put the page entity's key and title first: a material by its item number, not its organisation and unit", () => {
    const input = { id: 53, orgNo: 'NWT', unitNo: 'EA', itemGroupNo: 'C006', itemNo: 'P053', itemName: 'Louisiana Hot Spiced Okra', remark: 'x' };
    expect(journalSubject({ input, before: null, after: null }, ['itemNo', 'itemName'])).toMatch(/^P053 Louisiana Hot Spiced Okra/);
  });

  it('should read camelCase numbers and names as naming fields rather than falling back to ids', () => {
    const input = { id: 3, lotRuleNo: 'W1426-LOT', lotRuleName: 'Walk lot', ruleExpression: 'W-{###}' };
    expect(journalSubject({ input, before: null, after: null })).toBe('W1426-LOT Walk lot');
  });

  it("should name a menu added under its parent by its name, not the parent's number alone", () => {
    const input = { menuNo: '15', addType: 'child', menuNameMap: { 'en-US': 'W1426 walk menu', 'zh-CN': '菜单', 'zh-TW': '選單' }, url: 'w1426walk' };
    expect(journalSubject({ input, before: null, after: null })).toBe('15 W1426 walk menu');
  });
});
