/**
 * Custom fields of document lines (spec console §3 Custom field definition, displayPage 5 child
 * table): the displayed definitions of the document's module (its header entity's menu number,
 * as for the header's custom fields) become extra line columns, edited with the same controls as
 * the form's custom fields. A line keeps its values in `customValues` { fieldNo: value }.
 */
import { useMemo } from 'react';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import { checkField } from '../../../shared/validation.ts';
import { customSpecs, customValueOf, type CustomSpec } from '../../entity/custom-columns.ts';
import { useCustomFields } from '../../entity/use-custom-fields.ts';
import type { DocLine } from './document-api.ts';

/** The child-table custom fields of a document, in display order. */
export function useLineCustomFields(doc: DocumentDef): CustomSpec[] {
  const fields = useCustomFields(doc.entity.menuNo);
  return useMemo(() => customSpecs(fields, 'childTable'), [fields]);
}

/** The line with one custom value changed; values of fields not shown stay as loaded. */
export function withCustomValue(line: DocLine, fieldNo: string, value: unknown): DocLine {
  const stored = line.customValues && typeof line.customValues === 'object' ? (line.customValues as Record<string, unknown>) : {};
  return { ...line, customValues: { ...stored, [fieldNo]: value === undefined || value === '' ? null : value } };
}

/** The error key of a line's custom value, as the server names it after `lines.`. */
export function customErrorKey(index: number, fieldNo: string): string {
  return `${index}.customValues.${fieldNo}`;
}

/** The client's checks of the lines' custom values (the shared field checks), by customErrorKey. */
export function customLineErrors(specs: CustomSpec[], lines: DocLine[], t: (key: string, params?: Record<string, unknown>) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    for (const spec of specs) {
      const checked = checkField(spec.def, customValueOf(line, spec.fieldNo));
      if ('issue' in checked) errors[customErrorKey(index, spec.fieldNo)] = t(checked.issue.message, { field: spec.label, ...checked.issue.params });
    }
  });
  return errors;
}
