import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GS, parseElementString } from './gs1.ts';
import { compileRule, periodOf, renderElement, renderNumber, RuleError, type ElementDef, type RuleShape } from './number-rule.ts';

const shape = (rule: Partial<RuleShape>): RuleShape => ({ ruleExpression: null, resetPeriod: '0', gs1Mode: '0', gs1CompanyPrefix: null, extensionDigit: null, ...rule });
const element = (def: Partial<ElementDef>): ElementDef => ({ codingId: 'E', parameter: 'p', fieldType: '1', leng: null, allowEmpty: false, prefixChar: null, matchCriteria: null, ...def });
const at = new Date(2026, 10, 22, 9, 5, 7);
const noElements = () => '';

describe('rendering', () => {
  it('should render date parts, the padded sequence and fixed text', () => {
    const rule = compileRule(shape({ ruleExpression: 'LOT-{yyyyMMdd}-{#####}', resetPeriod: '1' }));
    expect(renderNumber(rule, { at, sequence: 42, element: noElements }).number).toBe('LOT-20261122-00042');
    expect(renderNumber(compileRule(shape({ ruleExpression: '{yy}{MM}{dd}T{HHmmss}' })), { at, sequence: null, element: noElements }).number).toBe('261122T090507');
  });

  it('should give the counter period of each reset', () => {
    expect(['0', '1', '2', '3'].map((reset) => periodOf(reset, at))).toEqual(['', '20261122', '202611', '2026']);
  });

  it('should build GS1-128 strings from AI segments, padding a GTIN-13 to 14 digits', () => {
    const rule = compileRule(shape({ ruleExpression: '(01){GTIN}(10)L{LOT}(21){####}', gs1Mode: '1' }));
    const texts: Record<string, string> = { GTIN: '9521234543213', LOT: '42' };
    const made = renderNumber(rule, { at, sequence: 7, element: (code) => texts[code] });
    expect(made.number).toBe(`010952123454321310L42${GS}210007`);
    expect(made.humanReadable).toBe('(01)09521234543213(10)L42(21)0007');
    expect(parseElementString(made.number)).toEqual(made.elements);
  });

  it('should make SSCC-18 numbers from the prefix, extension digit and sequence', () => {
    const rule = compileRule(shape({ gs1Mode: '2', gs1CompanyPrefix: '0614141', extensionDigit: '1' }));
    expect(rule.sequenceWidth).toBe(9);
    expect(renderNumber(rule, { at, sequence: 123456789, element: noElements }).number).toBe('106141411234567897');
    expect(() => renderNumber(rule, { at, sequence: 1234567890, element: noElements })).toThrow(RuleError);
  });

  it('should render element values by their field type, length, prefix and criteria', () => {
    expect(renderElement(element({ fieldType: '2', leng: 6 }), '42')).toBe('000042');
    expect(renderElement(element({ fieldType: '3', leng: 6 }), '2027-12-31')).toBe('271231');
    expect(renderElement(element({ fieldType: '3', leng: 8, prefixChar: 'E' }), '2027-12-31')).toBe('E20271231');
    expect(renderElement(element({ allowEmpty: true, prefixChar: 'X' }), '')).toBe('');
    expect(() => renderElement(element({}), undefined)).toThrow(expect.objectContaining({ problem: 'elementMissing' }));
    expect(() => renderElement(element({ leng: 3 }), 'ABCD')).toThrow(expect.objectContaining({ problem: 'elementLength' }));
    expect(() => renderElement(element({ matchCriteria: '[A-Z]+' }), 'AB1')).toThrow(expect.objectContaining({ problem: 'elementFormat' }));
  });
});

describe('rule checks', () => {
  it('should refuse expressions that cannot make distinct or well-formed numbers', () => {
    const problem = (rule: Partial<RuleShape>) => {
      try {
        compileRule(shape(rule));
        return undefined;
      } catch (error) {
        return (error as RuleError).problem;
      }
    };
    expect(problem({ ruleExpression: 'A{#}{#}' })).toBe('ruleOneSequence');
    expect(problem({ ruleExpression: 'A{yyMM}{###}', resetPeriod: '1' })).toBe('ruleResetNeedsDate');
    expect(problem({ ruleExpression: 'A{yyMMdd}{###}', resetPeriod: '1' })).toBeUndefined();
    expect(problem({ ruleExpression: 'A{' })).toBe('ruleBrace');
    expect(problem({ ruleExpression: `{${'#'.repeat(19)}}` })).toBe('ruleSequenceWidth');
    expect(problem({ ruleExpression: '(01)', gs1Mode: '1' })).toBe('ruleAiEmpty');
    expect(problem({ gs1Mode: '2', gs1CompanyPrefix: '0614141' })).toBe('ruleExtensionDigit');
  });
});

// Fixed text without braces or parentheses, for generated expressions.
const fixedText = fc.string({ unit: fc.constantFrom(...'ABCXYZ-_/.0123456789'), maxLength: 6 });

describe('properties', () => {
  it('should give different sequence values different numbers, each in the rule format', () => {
    fc.assert(
      fc.property(fixedText, fixedText, fc.integer({ min: 1, max: 8 }), fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), fc.nat(), fc.nat(), (before, after, width, day, a, b) => {
        const rule = compileRule(shape({ ruleExpression: `${before}{yyyyMMdd}${after}{${'#'.repeat(width)}}`, resetPeriod: '1' }));
        const limit = 10 ** width - 1;
        const [x, y] = [(a % limit) + 1, (b % limit) + 1];
        const nx = renderNumber(rule, { at: day, sequence: x, element: noElements }).number;
        const ny = renderNumber(rule, { at: day, sequence: y, element: noElements }).number;
        expect(nx === ny).toBe(x === y);
        expect(nx).toBe(`${before}${periodOf('1', day)}${after}${String(x).padStart(width, '0')}`);
      }),
    );
  });
});
