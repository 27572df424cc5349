/**
 * The shared GS1 scan reader (issue 24) on the GS1 General Specifications' examples: the SSCC
 * (00)106141411234567897 (§2.2.1, figure 2.2.1-2 style), the GTIN 09521234543213 with lot, expiry,
 * count and net weight, the human-readable form with spaces, raw scans with a symbology identifier
 * and GS (FNC1) or its typed stand-ins, bare keys, and the refusals: a wrong check digit names its
 * AI, text without GS1 data is unreadable.
 */
import { describe, expect, it } from 'vitest';
import { GS, Gs1Error } from './gs1.ts';
import { readGs1Scan } from './gs1-scan.ts';

const SSCC = '106141411234567897';

const problem = (text: string) => {
  try {
    readGs1Scan(text);
    return null;
  } catch (error) {
    return error instanceof Gs1Error ? [error.problem, error.ai ?? null] : String(error);
  }
};

describe('readGs1Scan', () => {
  it('should read the SSCC printed under a pallet label, with or without spaces, and a bare or prefixed scan of it', () => {
    for (const text of [`(00)${SSCC}`, `(00) ${SSCC.slice(0, 1)} ${SSCC.slice(1, 8)} ${SSCC.slice(8)}`, SSCC, `00${SSCC}`, `]C100${SSCC}`]) {
      expect(readGs1Scan(text).sscc).toBe(SSCC);
    }
  });

  it('should read a raw GS1-128 scan with FNC1 separators: GTIN, net weight, lot, expiry and count', () => {
    const scan = readGs1Scan(`]C101095212345432133103000189` + `10LOT42${GS}17271231` + `3708`);
    expect([scan.gtin, scan.lot, scan.expiry, scan.count]).toEqual(['09521234543213', 'LOT42', '2027-12-31', '08']);
    expect(scan.measures).toEqual([{ ai: '3103', title: 'NET WEIGHT (kg)', value: '0.189', unit: 'KGM' }]);
  });

  it('should take the GS a keyboard-wedge scanner types as <GS> or ^] and read (02) content with (37) count and (15) best before', () => {
    const scan = readGs1Scan('0209521234543213370012<GS>15261130');
    expect([scan.content, scan.count, scan.bestBefore]).toEqual(['09521234543213', '0012', '2026-11-30']);
    expect(readGs1Scan('010952123454321310ABC^]17270101').expiry).toBe('2027-01-01');
  });

  it('should read a bare GTIN-13 as its GTIN-14', () => {
    expect(readGs1Scan('9521234543213').gtin).toBe('09521234543213');
  });

  it('should refuse a wrong check digit naming the AI, and text that holds no GS1 data', () => {
    expect(problem('(00)106141411234567898')).toEqual(['checkDigit', '00']);
    expect(problem('106141411234567898')).toEqual(['checkDigit', '00']);
    expect(problem('(01)09521234543214')).toEqual(['checkDigit', '01']);
    expect(problem('hello')).toEqual(['unknownAi', null]);
    expect(problem('  ')).toEqual(['empty', null]);
  });
});
