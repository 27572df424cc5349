/**
 * GS1 keys and GS1-128 element strings against the GS1 General Specifications' published examples,
 * and properties: parse(format(x)) = x in both forms, and the check digit catches every
 * single-digit substitution.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeGtin, elementString, GS, GS1_AIS, gs1CheckDigit, Gs1Error, hasValidCheckDigit, humanReadable, isValidGtin, isValidSscc,
  parseElementString, ssccOf, toGtin14, type Gs1Element,
} from '../../src/shared/gs1.ts';

describe('check digits of the published examples', () => {
  it('should compute the check digits of GTIN-8, -12, -13 and -14 examples', () => {
    expect(gs1CheckDigit('952123454321')).toBe(3); // GTIN-13 9521234543213 (STACK.md, GS1 examples)
    expect(gs1CheckDigit('629104150021')).toBe(3); // General Specifications figure 7.9.1-2
    expect(gs1CheckDigit('61414112345')).toBe(2); // GTIN-12 614141123452
    expect(gs1CheckDigit('9638507')).toBe(4); // GTIN-8 96385074
    expect(completeGtin('0952123454321')).toBe('09521234543213');
    for (const gtin of ['9521234543213', '6291041500213', '614141123452', '96385074', '09521234543213']) expect(isValidGtin(gtin), gtin).toBe(true);
    for (const gtin of ['9521234543214', '952123454321', '123', '95212345432a3']) expect(isValidGtin(gtin), gtin).toBe(false);
  });

  it('should build SSCC 106141411234567897 from extension 1, prefix 0614141 and serial 123456789', () => {
    expect(ssccOf('1', '0614141', '123456789')).toBe('106141411234567897');
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(isValidSscc('106141411234567898')).toBe(false);
  });

  it('should refuse an SSCC whose serial reference does not fit beside the company prefix', () => {
    expect(() => ssccOf('1', '0614141', '1234567890')).toThrow(Gs1Error);
    expect(() => ssccOf('12', '0614141', '1')).toThrow(Gs1Error);
    expect(() => ssccOf('1', '06141', '1')).toThrow(Gs1Error);
  });
});

describe('GS1-128 element strings', () => {
  const example: Gs1Element[] = [
    { ai: '01', value: '09521234543213' },
    { ai: '10', value: 'LOT42' },
    { ai: '17', value: '271231' },
  ];

  it('should format the STACK.md example with a GS after the lot and read both forms back', () => {
    expect(humanReadable(example)).toBe('(01)09521234543213(10)LOT42(17)271231');
    expect(elementString(example)).toBe(`010952123454321310LOT42${GS}17271231`);
    expect(parseElementString('(01)09521234543213(10)LOT42(17)271231')).toEqual(example);
    expect(parseElementString(`]C1010952123454321310LOT42${GS}17271231`)).toEqual(example);
  });

  it('should put no separator after a fixed-length or the last element', () => {
    const sscc = [{ ai: '00', value: '106141411234567897' }, { ai: '02', value: toGtin14('9521234543213') }, { ai: '37', value: '24' }];
    expect(elementString(sscc)).toBe('00106141411234567897020952123454321337' + '24');
    expect(parseElementString(elementString(sscc))).toEqual(sscc);
  });

  it('should refuse elements that break their AI format', () => {
    const refusals: [Gs1Element, string][] = [
      [{ ai: '01', value: '09521234543214' }, 'checkDigit'],
      [{ ai: '01', value: '9521234543213' }, 'length'],
      [{ ai: '17', value: '271331' }, 'date'],
      [{ ai: '10', value: 'LOT 42' }, 'charset'],
      [{ ai: '10', value: 'L'.repeat(21) }, 'length'],
      [{ ai: '99', value: 'X' }, 'unknownAi'],
      [{ ai: '21', value: '' }, 'empty'],
    ];
    for (const [element, problem] of refusals) {
      expect(() => elementString([element]), JSON.stringify(element)).toThrow(expect.objectContaining({ problem }));
    }
    expect(elementString([{ ai: '17', value: '270200' }])).toBe('17270200'); // day 00: end of month
  });
});

// Values of one AI that satisfy its format.
const cset82 = fc.constantFrom(...'!"%&\'*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz');
const digitString = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const yymmdd = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }).map((d) => `${String(d.getFullYear() % 100).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`);
const element: fc.Arbitrary<Gs1Element> = fc.constantFrom(...Object.keys(GS1_AIS)).chain((ai) => {
  const format = GS1_AIS[ai];
  const value = format.checkDigit
    ? digitString(format.length - 1, format.length - 1).map((data) => `${data}${gs1CheckDigit(data)}`)
    : format.date
      ? yymmdd
      : format.numeric
        ? digitString(1, format.length)
        : fc.array(cset82, { minLength: 1, maxLength: format.length }).map((c) => c.join(''));
  return value.map((v) => ({ ai, value: v }));
});

describe('properties', () => {
  it('should read back every element string it writes', () => {
    fc.assert(fc.property(fc.array(element, { minLength: 1, maxLength: 6 }), (elements) => {
      expect(parseElementString(elementString(elements))).toEqual(elements);
    }));
  });

  it('should read back every human-readable string it writes', () => {
    fc.assert(fc.property(fc.array(element, { minLength: 1, maxLength: 6 }), (elements) => {
      expect(parseElementString(humanReadable(elements))).toEqual(elements);
    }));
  });

  it('should detect every single-digit substitution in a key', () => {
    fc.assert(fc.property(digitString(7, 17), fc.nat(), fc.integer({ min: 1, max: 9 }), (data, at, shift) => {
      const key = `${data}${gs1CheckDigit(data)}`;
      const index = at % key.length;
      const wrong = `${key.slice(0, index)}${(Number(key[index]) + shift) % 10}${key.slice(index + 1)}`;
      expect(hasValidCheckDigit(key)).toBe(true);
      expect(hasValidCheckDigit(wrong)).toBe(false);
    }));
  });
});
