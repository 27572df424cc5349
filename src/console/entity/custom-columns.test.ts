import { describe, expect, it } from 'vitest';
import type { CustomField } from '../../shared/custom-fields.ts';
import { customControl, customDisplay, customInitialValues, customSpecs, splitCustomValues } from './custom-columns.ts';
import { preselected, type ExportTemplate } from './export-picker.ts';

const field = (fieldNo: string, fieldType: string, displayPage: string, extra: Partial<CustomField> = {}): CustomField => ({
  fieldNo, fieldNoName: fieldNo.toUpperCase(), fieldType, displayPage, displayOrder: 0, dateFormat: null, dropDownDataSource: [], ...extra,
});
const fields = [
  field('note', '1', '1234'),
  field('qty', '2', '2'),
  field('since', '3', '34'),
  field('colour', '4', '124', { dropDownDataSource: [{ code: 'R', name: 'Red' }] }),
  field('none', '0', '1234'),
];

describe('custom fields as page controls', () => {
  it('should show each field only on the pages its displayPage names, never a typeless one', () => {
    expect(customSpecs(fields, 'search').map((s) => s.key)).toEqual(['custom.note', 'custom.colour']);
    expect(customSpecs(fields, 'list').map((s) => s.key)).toEqual(['custom.note', 'custom.qty', 'custom.colour']);
    expect(customSpecs(fields, 'detail').map((s) => s.key)).toEqual(['custom.note', 'custom.since']);
    expect(customSpecs(fields, 'form').map((s) => s.key)).toEqual(['custom.note', 'custom.since', 'custom.colour']);
  });

  it('should map the field types to text, decimal, date and dropdown controls', () => {
    const specs = customSpecs(fields, 'list').concat(customSpecs(fields, 'detail'));
    const controls = Object.fromEntries(specs.map((spec) => [spec.fieldNo, customControl(spec).control]));
    expect(controls).toEqual({ note: 'input', qty: 'decimal', colour: 'select', since: 'date' });
  });

  it('should show a dropdown value by its entry name', () => {
    const [colour] = customSpecs(fields, 'search').filter((s) => s.fieldNo === 'colour');
    expect([customDisplay(colour, 'R'), customDisplay(colour, 'X'), customDisplay(colour, null)]).toEqual(['Red', 'X', '']);
  });

  it('should split form values into declared fields and customValues, and fill a stored row back', () => {
    expect(splitCustomValues({ supplierNo: 'S1', 'custom.note': 'dry', 'custom.qty': '' })).toEqual({ plain: { supplierNo: 'S1' }, customValues: { note: 'dry', qty: null } });
    expect(customInitialValues(customSpecs(fields, 'form'), { customValues: { note: 'dry', colour: 'R' } })).toEqual({ 'custom.note': 'dry', 'custom.colour': 'R' });
  });
});

describe('export template picker', () => {
  const template = (exportName: string, isDefault: number): ExportTemplate => ({ id: 1, version: 0, module: 'm', exportName, isDefault, columns: ['a'] });

  it('should preselect the default template, and none when there is no default', () => {
    expect(preselected([template('A', 0), template('B', 1)])).toBe('B');
    expect(preselected([template('A', 0)])).toBeUndefined();
  });
});
