/**
 * Custom fields of a module's pages (spec console §3 Custom field definition), shared by the
 * server (checks the values before a write, searches them) and the console (renders them):
 * fieldType 1 text, 2 number, 3 date, 4 dropdown (0 none: shown nowhere); displayPage digits
 * 1 search, 2 list column, 3 detail, 4 add/modify form, 5 child table. A record keeps its values
 * as `customValues: { [fieldNo]: value }` (text, decimal string, yyyy-MM-dd, dropdown code).
 */
import type { FieldDef } from './entity.ts';
import type { FieldIssue } from './errors.ts';
import { checkField } from './validation.ts';

/** One definition as ISysCustomFieldService/getCustomFieldsByModule answers it. */
export type CustomField = {
  fieldNo: string;
  fieldNoName: string;
  fieldType: string;
  displayPage: string | null;
  displayOrder: number | null;
  dateFormat: string | null;
  dropDownDataSource: { code: string; name: string }[];
};

/** Where a custom field can show (the digits of displayPage). */
export const DISPLAY_PAGES = { search: '1', list: '2', detail: '3', form: '4', childTable: '5' } as const;
export type DisplayPage = keyof typeof DISPLAY_PAGES;

/** Whether a field of a real type (1-4) shows on the given page. */
export function isShownOn(field: CustomField, page: DisplayPage): boolean {
  return ['1', '2', '3', '4'].includes(field.fieldType) && (field.displayPage ?? '').includes(DISPLAY_PAGES[page]);
}

/** The declared-field equivalent of a custom field, so the shared checks and controls apply. */
export function customFieldDef(field: CustomField): FieldDef {
  switch (field.fieldType) {
    case '2':
      return { kind: 'decimal' };
    case '3':
      return { kind: 'date' };
    case '4':
      return { kind: 'enum', options: field.dropDownDataSource.map((entry) => entry.code) };
    default:
      return { kind: 'text' };
  }
}

/**
 * Checks and normalizes custom values against the module's definitions: unknown or typeless
 * (0) fields and wrong values are issues on `customValues.<fieldNo>`; empty values become null.
 */
export function checkCustomValues(fields: CustomField[], values: Record<string, unknown>): { values: Record<string, unknown>; issues: FieldIssue[] } {
  const out: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const [fieldNo, value] of Object.entries(values)) {
    const field = fields.find((f) => f.fieldNo === fieldNo && f.fieldType !== '0');
    if (!field) {
      issues.push({ field: `customValues.${fieldNo}`, message: 'validation.unknownColumn', params: { column: fieldNo } });
      continue;
    }
    const checked = checkField(customFieldDef(field), value);
    if ('issue' in checked) issues.push({ field: `customValues.${fieldNo}`, message: checked.issue.message, params: checked.issue.params });
    else out[fieldNo] = checked.value;
  }
  return { values: out, issues };
}
