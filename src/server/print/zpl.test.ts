import { describe, expect, it } from 'vitest';
import { GS } from '../../shared/gs1.ts';
import { labelContent, type LabelTemplate } from './label-content.ts';
import { escapeFieldData, gs1BarcodeData, labelZpl } from './zpl.ts';

const template = (symbology: LabelTemplate['symbology']): LabelTemplate => ({ templateCode: 'T', symbology, widthMm: 100, heightMm: 60, title: 'Title', showFields: 'lotNo' });
const label = (barcode: string, symbology: LabelTemplate['symbology']) => labelContent('label', { barcode, lotNo: 'L1' }, template(symbology), (field) => field);

describe('ZPL escaping', () => {
  it('should write ^, ~ and the ^FH indicator _ as hex so data cannot start a command', () => {
    expect(escapeFieldData('A^XZ~JR_1')).toBe('A_5EXZ_7EJR_5F1');
  });

  it('should write control characters as hex and keep other text, including Chinese, as is', () => {
    expect(escapeFieldData(`a${GS}b\n库位`)).toBe('a_1Db_0A库位');
  });

  it('should never leave a raw ^ or ~ in any field of a label, whatever the data', () => {
    const zpl = labelZpl({ ...label('X^FS^XA~DG', 'code128'), title: '^XZ', lines: ['~JA'] }, 100, 60);
    const fieldData = [...zpl.matchAll(/\^FD(.*?)\^FS/g)].map((m) => m[1]);
    expect(fieldData).toHaveLength(3);
    for (const data of fieldData) expect(data).not.toMatch(/[\^~]/);
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  });

  it("should write a literal '>' in Code 128 data as '><' (not an invocation code)", () => {
    expect(labelZpl(label('A>B', 'code128'), 100, 60)).toContain('^BCN,');
    expect(labelZpl(label('A>B', 'code128'), 100, 60)).toContain('^FH^FDA><B^FS');
  });

  it("should double a literal '~' in Data Matrix data (^BX escape character '~') and hex-escape both", () => {
    expect(labelZpl(label('A~B', 'datamatrix'), 100, 60)).toContain('^BXN,6,200,,,,~^FH^FDA_7E_7EB^FS');
  });

  it('should print QR codes with ^BQ in automatic mode', () => {
    expect(labelZpl(label('CELL-01', 'qrcode'), 100, 60)).toContain('^BQN,2,5^FH^FDQA,CELL-01^FS');
  });
});

describe('GS1-128 in ZPL (GS1 General Specifications examples)', () => {
  it('should start with FNC1 and put FNC1 (>8) only after a variable-length element that is not last', () => {
    // GTIN 09521234543213 (GS1's example GTIN), batch ABC123 (variable), expiry 2027-12-31.
    const content = label('(01)09521234543213(10)ABC123(17)271231', 'gs1-128');
    expect(content.gs1).toEqual([{ ai: '01', value: '09521234543213' }, { ai: '10', value: 'ABC123' }, { ai: '17', value: '271231' }]);
    const zpl = labelZpl(content, 100, 60);
    expect(zpl).toContain('^BCN,');
    expect(zpl).toContain(',N,N,N,A^FH^FD>;>80109521234543213' + '10ABC123>817271231^FS');
    expect(zpl).toContain('^FD(01)09521234543213(10)ABC123(17)271231^FS');
  });

  it('should need no separator when the variable-length element is last', () => {
    expect(gs1BarcodeData(`0109521234543213${'10'}LOT42`)).toBe('>;>8010952123454321310LOT42');
    expect(gs1BarcodeData(`10LOT42${GS}17271231`)).toBe('>;>810LOT42>817271231');
  });

  it('should print an SSCC-18 key as AI (00): the General Specifications example 106141412345678908', () => {
    const zpl = labelZpl(labelContent('container', { boxNo: '106141412345678908' }, template('gs1-128'), (f) => f), 100, 60);
    expect(zpl).toContain('^FD>;>800106141412345678908^FS');
    expect(zpl).toContain('^FD(00)106141412345678908^FS');
  });

  it('should refuse a key that is not a GS1 element string, and one with a wrong check digit', () => {
    expect(() => label('NWT00000001', 'gs1-128')).toThrow('PRINT_NOT_GS1');
    expect(() => label('(01)09521234543214(10)ABC123', 'gs1-128')).toThrow('PRINT_NOT_GS1');
  });

  it('should accept the transmitted form with GS separators, as a scanner sends it', () => {
    expect(label(`0109521234543213${'10'}ABC123${GS}17271231`, 'gs1-128').gs1).toHaveLength(3);
  });
});
