/**
 * Pure mapping of a module's custom fields (spec console §3 Custom field definition) to what the
 * generic pages show, by displayPage: search controls (1), list columns (2), detail items (3),
 * form fields (4) and document line columns (5, pages/inventory/line-custom-fields.ts). A custom
 * field's column key is `custom.<fieldNo>`; its value lives in the row's (or line's)
 * `customValues`. Tested in custom-columns.test.ts.
 */
import { customFieldDef, isShownOn, type CustomField, type DisplayPage } from '../../shared/custom-fields.ts';
import type { FieldDef } from '../../shared/entity.ts';
import { formatDateTime, type FormFieldSpec } from './entity-columns.ts';

export const CUSTOM_PREFIX = 'custom.';

/** One custom field as a generic control: its column key, label, declared-field equivalent and choices. */
export type CustomSpec = { key: string; fieldNo: string; label: string; def: FieldDef; options: { value: string; label: string }[] };

/** The custom fields shown on one page, in display order, as controls. */
export function customSpecs(fields: CustomField[], page: DisplayPage): CustomSpec[] {
  return fields
    .filter((field) => isShownOn(field, page))
    .map((field) => ({
      key: `${CUSTOM_PREFIX}${field.fieldNo}`,
      fieldNo: field.fieldNo,
      label: field.fieldNoName,
      def: customFieldDef(field),
      options: field.dropDownDataSource.map((entry) => ({ value: entry.code, label: entry.name })),
    }));
}

/** The value of a custom field in a row. */
export function customValueOf(row: Record<string, unknown>, fieldNo: string): unknown {
  const values = row.customValues;
  return values && typeof values === 'object' ? (values as Record<string, unknown>)[fieldNo] : undefined;
}

/** The display text of a custom value: the dropdown entry's name, a date as yyyy-MM-dd, else the text. */
export function customDisplay(spec: CustomSpec, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (spec.def.kind === 'enum') return spec.options.find((o) => o.value === String(value))?.label ?? String(value);
  if (spec.def.kind === 'datetime') return formatDateTime(String(value));
  return String(value);
}

/** Splits form or search values into declared fields and `customValues` (empty custom values dropped). */
export function splitCustomValues(values: Record<string, unknown>): { plain: Record<string, unknown>; customValues: Record<string, unknown> } {
  const plain: Record<string, unknown> = {};
  const customValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(CUSTOM_PREFIX)) plain[key] = value;
    else customValues[key.slice(CUSTOM_PREFIX.length)] = value === undefined || value === '' ? null : value;
  }
  return { plain, customValues };
}

/** Form values of a stored row's custom fields (`custom.<fieldNo>` keys). */
export function customInitialValues(specs: CustomSpec[], row: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = row ? customValueOf(row, spec.fieldNo) : undefined;
    if (value !== undefined && value !== null) values[spec.key] = value;
  }
  return values;
}

/** The form control of a custom field: text box, decimal number, date picker or dropdown. */
export function customControl(spec: CustomSpec): FormFieldSpec {
  const control = spec.def.kind === 'enum' ? 'select' : spec.def.kind === 'date' ? 'date' : spec.def.kind === 'decimal' ? 'decimal' : 'input';
  return { field: spec.key, def: spec.def, control, disabled: false, options: [] };
}
