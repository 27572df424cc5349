/**
 * Custom fields of document lines (spec console §3 Custom field definition, displayPage 5 child
 * table) on the stock adjustment: line values are checked against the document module's
 * definitions, stored per line, returned by add and get, and a bad value refuses the whole write.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invChangeEntity } from '../../../src/shared/entities/inv-change.entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { addDoc, cellsOf, inventoryApp, type Session } from './inventory-support.ts';

const SERVICE = 'IInvChangeService';
let s: Session;
let cell: string;

beforeAll(async () => {
  s = await inventoryApp();
  [cell] = await cellsOf(s, 'WH-SEA', 1);
  const grades = JSON.stringify([{ code: 'A', name: 'Grade A' }, { code: 'B', name: 'Grade B' }]);
  for (const body of [
    { fieldNo: 'ext_reason', fieldNoName: 'Reason', fieldType: '1', displayPage: '5', displayOrder: 2 },
    { fieldNo: 'ext_grade', fieldNoName: 'Grade', fieldType: '4', displayPage: '45', displayOrder: 1, dropDownDataSource: grades },
    { fieldNo: 'ext_weight', fieldNoName: 'Weight', fieldType: '2', displayPage: '5', displayOrder: 3 },
    { fieldNo: 'ext_seen', fieldNoName: 'Seen on', fieldType: '3', displayPage: '5', displayOrder: 4 },
  ]) expect((await s.as('ISysCustomFieldService/addsyscustomfield', { module: invChangeEntity.menuNo, ...body })).code).toBe(0);
});
afterAll(() => s.close());

const line = (customValues: unknown, itemNo = 'P001') => ({ cellNo: cell, itemNo, stockStatus: '10', qty: '2', customValues });
const adjustment = (lines: unknown[]) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines });
const issues = (answer: { details?: { fields: { field: string; message: string }[] } }) => answer.details?.fields.map(({ field, message }) => ({ field, message }));

async function counts(): Promise<{ heads: number; lines: number }> {
  const result = await s.database.db.execute(sql`select (select count(*) from inv_change_head)::int as heads, (select count(*) from inv_change_line)::int as lines`);
  return { heads: Number(result.rows[0].heads), lines: Number(result.rows[0].lines) };
}

describe('custom values of document lines', () => {
  it('should store each line its own checked values and return them from add and get', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment([
      line({ ext_grade: 'B', ext_reason: ' Found on the shelf ', ext_weight: '12.5', ext_seen: '2026-03-01' }),
      line(undefined, 'P002'),
    ]));
    expect(doc.lines.map((l: { customValues: unknown }) => l.customValues)).toEqual([
      { ext_grade: 'B', ext_reason: 'Found on the shelf', ext_weight: '12.5', ext_seen: '2026-03-01' },
      null,
    ]);
    const got = await s.as(`${SERVICE}/getinvchangebyid`, { id: doc.id });
    expect(got.data.lines.map((l: { lineNo: number; customValues: unknown }) => [l.lineNo, l.customValues])).toEqual([
      [1, { ext_grade: 'B', ext_reason: 'Found on the shelf', ext_weight: '12.5', ext_seen: '2026-03-01' }],
      [2, null],
    ]);

    const modified = await s.as(`${SERVICE}/updateinvchangebyid`, { id: doc.id, version: doc.version, lines: [line({ ext_grade: 'A', ext_reason: '' })] });
    expect(modified.code).toBe(0);
    expect(modified.data.lines[0].customValues).toEqual({ ext_grade: 'A', ext_reason: null });
  });

  it('should refuse a bad value, an unknown field or a value that is not a map, naming the line, and write nothing', async () => {
    const before = await counts();
    const bad = await s.as(`${SERVICE}/addinvchange`, adjustment([line({ ext_grade: 'A' }), line({ ext_grade: 'Z', ext_weight: 'heavy', ext_seen: 'yesterday' })]));
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(issues(bad)?.map((i) => i.field)).toEqual(['lines.1.customValues.ext_grade', 'lines.1.customValues.ext_weight', 'lines.1.customValues.ext_seen']);
    expect(issues(bad)?.[1].message).toBe('Please enter a number');

    const unknown = await s.as(`${SERVICE}/addinvchange`, adjustment([line({ ext_other: 'x' })]));
    expect(issues(unknown)).toEqual([{ field: 'lines.0.customValues.ext_other', message: 'Unknown column ext_other' }]);
    const notMap = await s.as(`${SERVICE}/addinvchange`, adjustment([line(['A'])]));
    expect(issues(notMap)?.map((i) => i.field)).toEqual(['lines.0.customValues']);
    expect(await counts()).toEqual(before);
  });

  it('should leave a document and its lines as they were when a modify carries a bad line value', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment([line({ ext_reason: 'Recount' })]));
    const refused = await s.as(`${SERVICE}/updateinvchangebyid`, { id: doc.id, version: doc.version, sourceNo: 'CHANGED', lines: [line({ ext_grade: 'Z' })] });
    expect(issues(refused)).toMatchObject([{ field: 'lines.0.customValues.ext_grade' }]);
    const got = await s.as(`${SERVICE}/getinvchangebyid`, { id: doc.id });
    expect([got.data.version, got.data.sourceNo, got.data.lines.map((l: { customValues: unknown }) => l.customValues)]).toEqual([doc.version, doc.sourceNo, [{ ext_reason: 'Recount' }]]);
  });
});
