/**
 * Custom values of document lines (spec console §3 Custom field definition, displayPage 5 child
 * table): each line keeps a jsonb map `custom_values` { fieldNo: value } for the fields defined on
 * the document's module (its header entity's menu number, the module of the header's custom
 * fields). The values are checked like the header's (checkCustomValues: unknown or typeless
 * field, wrong type or dropdown code) before any write; an issue names
 * `lines.<index>.customValues.<fieldNo>`. Lines are replaced on modify, so a line keeps the map
 * it is sent with.
 */
import { checkCustomValues } from '../../../shared/custom-fields.ts';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { FieldIssue } from '../../../shared/errors.ts';
import { moduleCustomFields } from '../../crud/custom-values.ts';
import type { Tx } from '../../db/client.ts';
import type { DocLine } from './server-document.ts';

/** The lines with their custom values normalized (empty values null), and the issues of the bad ones. */
export async function checkLineCustomValues(tx: Tx, doc: DocumentDef, lines: DocLine[]): Promise<{ lines: DocLine[]; issues: FieldIssue[] }> {
  if (!lines.some((line) => line.customValues)) return { lines, issues: [] };
  const fields = await moduleCustomFields(tx, doc.entity.menuNo, false);
  const issues: FieldIssue[] = [];
  const checked = lines.map((line, index) => {
    if (!line.customValues) return line;
    const result = checkCustomValues(fields, line.customValues as Record<string, unknown>);
    issues.push(...result.issues.map((issue) => ({ ...issue, field: `lines.${index}.${issue.field}` })));
    return { ...line, customValues: result.values };
  });
  return { lines: checked, issues };
}
