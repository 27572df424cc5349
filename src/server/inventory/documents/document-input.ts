/**
 * Input of a document's add and modify (workflows §5): the header fields of its entity
 * declaration (entityInputSchema) plus `lines`, each checked against the document's line fields
 * (checkField: required, text length, options, decimals) with quantities greater than 0; line
 * fields declared readOnly are the server's and are not taken from the input. Issues
 * name `lines.<index>.<field>`. Line numbers are the server's: 1..n in the order sent. A line's
 * `customValues` must be a flat map (spec console §3); its fields are checked against the module's
 * definitions by the store (line-custom-values.ts), which needs the database.
 * The "at least one line" rule is DOC_LINES_REQUIRED, answered by the store before any write.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import { checkField, entityInputSchema, isFlatValueMap } from '../../../shared/validation.ts';
import type { DocLine } from './server-document.ts';

export const LINES_MAX = 1000;

const lineSchema = (doc: DocumentDef) =>
  z.array(z.record(z.string(), z.unknown())).max(LINES_MAX).default([]).transform((lines, ctx) =>
    lines.map((input, index): DocLine => {
      const line: DocLine = { lineNo: index + 1 };
      for (const [name, def] of Object.entries(doc.lineFields)) {
        if (def.readOnly) continue;
        const sent = input[name];
        const raw = (sent === undefined || sent === null || sent === '') && def.default !== undefined ? def.default : sent;
        const checked = checkField(def, raw);
        if ('issue' in checked) {
          ctx.addIssue({ code: 'custom', path: [index, name], message: checked.issue.message, params: checked.issue.params });
          continue;
        }
        if (name === 'qty' && checked.value !== null && !new Decimal(String(checked.value)).gt(0)) {
          ctx.addIssue({ code: 'custom', path: [index, name], message: 'stock.qtyPositive' });
        }
        line[name] = checked.value;
      }
      const custom = input.customValues;
      if (custom !== undefined && custom !== null) {
        if (isFlatValueMap(custom)) line.customValues = custom;
        else ctx.addIssue({ code: 'custom', path: [index, 'customValues'], message: 'validation.json' });
      }
      return line;
    }),
  );

/** The add or modify body of a document: header fields (modify: id, version) and lines. */
export function documentInputSchema(doc: DocumentDef, mode: 'add' | 'update') {
  const head = entityInputSchema(doc.entity, mode);
  const lines = lineSchema(doc);
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const parsedHead = head.safeParse(input);
    const parsedLines = lines.safeParse(input.lines);
    for (const issue of parsedHead.success ? [] : parsedHead.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
    for (const issue of parsedLines.success ? [] : parsedLines.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: ['lines', ...issue.path] } as never);
    return { head: parsedHead.success ? parsedHead.data : {}, lines: parsedLines.success ? parsedLines.data : [] };
  });
}
