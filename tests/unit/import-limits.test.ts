/** The import limits with small environment overrides: rows, columns, parts and cell length of xlsx and CSV, and the slots. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, importsRunning, withImportSlot } from '../../src/server/crud/import-limits.ts';
import { readSheet } from '../../src/server/crud/sheet.ts';
import { csvOf, xlsxOf } from '../support/files.ts';
import { hostileXlsx, series } from '../support/hostile-xlsx.ts';

// Read on each use: set for this file only (the worker runs other files after it).
const OVERRIDES = { WMS_IMPORT_MAX_ROWS: '3', WMS_IMPORT_MAX_COLUMNS: '4', WMS_IMPORT_MAX_CELL_CHARS: '20', WMS_IMPORT_MAX_PARTS: '20', WMS_IMPORT_PER_USER: '1', WMS_IMPORT_PER_SERVER: '2' };
const saved = Object.fromEntries(Object.keys(OVERRIDES).map((name) => [name, process.env[name]]));
beforeAll(() => {
  Object.assign(process.env, OVERRIDES);
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The catalogue name and params of what `work` throws. */
async function refusal(work: () => Promise<unknown>): Promise<{ errorName: string; params: Record<string, unknown> }> {
  const error = await work().then(() => undefined, (e: { errorName: string; params: Record<string, unknown> }) => e);
  if (!error) throw new Error('expected a refusal');
  return { errorName: error.errorName, params: error.params };
}

describe('limits of a file', () => {
  it('should read the environment overrides', () => {
    expect(IMPORT_LIMITS).toMatchObject({ rows: 3, columns: 4, cellChars: 20, parts: 20 });
  });

  it('should accept a file at every limit', async () => {
    const rows = [['a', 'b', 'c', 'x'.repeat(20)], ['d'], ['e']];
    expect((await readSheet(await xlsxOf(['A', 'B', 'C', 'D'], rows), 'f.xlsx')).rows).toHaveLength(3);
    expect((await readSheet(csvOf(['A', 'B', 'C', 'D'], rows), 'f.csv')).rows).toHaveLength(3);
  });

  it('should refuse a fourth data row, in xlsx and CSV', async () => {
    const rows = [['a'], ['b'], ['c'], ['d']];
    expect(await refusal(async () => readSheet(await xlsxOf(['A'], rows), 'f.xlsx'))).toEqual({ errorName: 'IMPORT_TOO_MANY_ROWS', params: { max: 3 } });
    expect(await refusal(async () => readSheet(csvOf(['A'], rows), 'f.csv'))).toEqual({ errorName: 'IMPORT_TOO_MANY_ROWS', params: { max: 3 } });
  });

  it('should name the row with a fifth column or a 21-character cell', async () => {
    expect(await refusal(async () => readSheet(await xlsxOf(['A'], [['a'], ['b', 'c', 'd', 'e', 'f']]), 'f.xlsx'))).toEqual({ errorName: 'IMPORT_TOO_MANY_COLUMNS', params: { row: 3, max: 4 } });
    expect(await refusal(async () => readSheet(csvOf(['A'], [['a', 'b', 'c', 'd', 'e']]), 'f.csv'))).toEqual({ errorName: 'IMPORT_TOO_MANY_COLUMNS', params: { row: 2, max: 4 } });
    expect(await refusal(async () => readSheet(csvOf(['A'], [['a'], ['y'.repeat(21)]]), 'f.csv'))).toEqual({ errorName: 'IMPORT_CELL_TOO_LONG', params: { row: 3, max: 20 } });
  });

  it('should refuse a cell stored far right (column XFD) before building the row', async () => {
    const { honest } = await hostileXlsx({ rows: ['<row r="1"><c r="XFD1" t="inlineStr"><is><t>far</t></is></c></row>'] });
    expect(await refusal(async () => readSheet(honest, 'f.xlsx'))).toEqual({ errorName: 'IMPORT_TOO_MANY_COLUMNS', params: { row: 1, max: 4 } });
  });

  it('should refuse a zip of more parts than the limit before unpacking any', async () => {
    const { honest } = await hostileXlsx({ rows: series(1, () => '<row/>') });
    const parts = honest.readUInt16LE(honest.length - 12);
    honest.writeUInt16LE(21, honest.length - 12);
    expect(parts).toBeLessThan(21);
    expect(await refusal(async () => readSheet(honest, 'f.xlsx'))).toEqual({ errorName: 'IMPORT_TOO_MANY_PARTS', params: { max: 20 } });
  });
});

describe('import slots', () => {
  it('should refuse a second import of one user and a third import of the server, and free slots however work ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withImportSlot('u1', () => held);
    await expect(withImportSlot('u1', async () => 'again')).rejects.toMatchObject({ errorName: 'IMPORT_BUSY_USER' });
    const second = withImportSlot('u2', () => held);
    await expect(withImportSlot('u3', async () => 'third')).rejects.toMatchObject({ errorName: 'IMPORT_BUSY_SERVER' });
    expect(importsRunning()).toBe(2);
    release();
    await Promise.all([first, second]);
    await expect(withImportSlot('u1', async () => { throw new Error('broken file'); })).rejects.toThrow('broken file');
    expect(importsRunning()).toBe(0);
    expect(await withImportSlot('u1', async () => 'free again')).toBe('free again');
  });
});
