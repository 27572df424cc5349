/**
 * Rows of a document page printed with a print template (template-management): a PDF on the
 * template's paper size and orientation with its title, the print time and a table of the
 * template's columns (or the page's list columns), on as many pages as needed. Enum and
 * status values print as their names; `label` names fields and values in the output language.
 * A document's header row is followed by its lines (sheet-lines.ts), indented under it with their
 * own column heads.
 */
import PDFDocument from 'pdfkit';
import type { EntityDef, FieldDef } from '../../shared/entity.ts';
import { pdfBytes, usePdfFont } from './pdf-font.ts';
import type { PrintTemplateRow } from './print-source.ts';
import type { SheetLines } from './sheet-lines.ts';

export type SheetText = { field: (name: string) => string; value: (enumMid: string, value: string) => string };

/** The columns a template prints: its own list, else the entity's list fields. */
export function sheetColumns(entity: EntityDef, template: PrintTemplateRow): string[] {
  const own = (template.columns ?? '').split(',').map((c) => c.trim()).filter((c) => c in entity.fields);
  return own.length ? own : Object.entries(entity.fields).filter(([, def]) => def.list).map(([name]) => name).slice(0, 10);
}

function cell(fields: Record<string, FieldDef>, name: string, value: unknown, text: SheetText): string {
  if (value === null || value === undefined) return '';
  const def = fields[name];
  if (def?.kind === 'enum' && def.enumMid) return text.value(def.enumMid, String(value));
  if (def?.kind === 'status') return text.value('STATUS', String(value));
  if (def?.kind === 'bool') return text.value('BOOL', String(value));
  if (def?.kind === 'decimal') return String(value).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return String(value);
}

/** The PDF bytes of the rows printed with the template, each followed by its `lines` when given. */
export async function sheetPdf(entity: EntityDef, template: PrintTemplateRow, rows: readonly Record<string, unknown>[], printedAt: string, text: SheetText, lines?: SheetLines): Promise<Buffer> {
  const doc = new PDFDocument({ size: template.paperSize, layout: template.orientation === 'landscape' ? 'landscape' : 'portrait', margin: 36, info: { Title: template.templateName, Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const columns = sheetColumns(entity, template);
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / columns.length;
  const indent = 24;
  const lineWidth = lines ? (doc.page.width - left - indent - doc.page.margins.right) / lines.columns.length : 0;
  const line = (values: string[], bold = false, nested = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    const [x, w] = nested ? [left + indent, lineWidth] : [left, width];
    doc.fontSize(bold ? 9 : 8);
    values.forEach((value, i) => doc.text(value, x + i * w, y, { width: w - 4, height: 12, lineBreak: false, ellipsis: true }));
    doc.y = y + 14;
  };
  usePdfFont(doc).fontSize(14).text(template.title || template.templateName, left, doc.y);
  doc.fontSize(9).text(printedAt);
  doc.moveDown();
  line(columns.map(text.field), true);
  rows.forEach((row, index) => {
    line(columns.map((name) => cell(entity.fields, name, row[name], text)));
    const own = lines?.byRow[index] ?? [];
    if (!lines || own.length === 0) return;
    line(lines.columns.map(text.field), true, true);
    for (const stored of own) line(lines.columns.map((name) => cell(lines.fields, name, stored[name], text)), false, true);
    doc.moveDown(0.5);
  });
  doc.end();
  return done;
}
