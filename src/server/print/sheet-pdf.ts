/**
 * Rows of a document page printed with a print template (template-management): a PDF on the
 * template's paper size and orientation with its title, the print time and a table of the
 * template's columns (or the page's list columns), on as many pages as needed. Enum and
 * status values print as their names; `label` names fields and values in the output language.
 */
import PDFDocument from 'pdfkit';
import type { EntityDef } from '../../shared/entity.ts';
import { pdfBytes, usePdfFont } from './pdf-font.ts';
import type { PrintTemplateRow } from './print-source.ts';

export type SheetText = { field: (name: string) => string; value: (enumMid: string, value: string) => string };

/** The columns a template prints: its own list, else the entity's list fields. */
export function sheetColumns(entity: EntityDef, template: PrintTemplateRow): string[] {
  const own = (template.columns ?? '').split(',').map((c) => c.trim()).filter((c) => c in entity.fields);
  return own.length ? own : Object.entries(entity.fields).filter(([, def]) => def.list).map(([name]) => name).slice(0, 10);
}

function cell(entity: EntityDef, name: string, value: unknown, text: SheetText): string {
  if (value === null || value === undefined) return '';
  const def = entity.fields[name];
  if (def?.kind === 'enum' && def.enumMid) return text.value(def.enumMid, String(value));
  if (def?.kind === 'status') return text.value('STATUS', String(value));
  if (def?.kind === 'bool') return text.value('BOOL', String(value));
  return String(value);
}

/** The PDF bytes of the rows printed with the template. */
export async function sheetPdf(entity: EntityDef, template: PrintTemplateRow, rows: readonly Record<string, unknown>[], printedAt: string, text: SheetText): Promise<Buffer> {
  const doc = new PDFDocument({ size: template.paperSize, layout: template.orientation === 'landscape' ? 'landscape' : 'portrait', margin: 36, info: { Title: template.templateName, Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const columns = sheetColumns(entity, template);
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / columns.length;
  const line = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.fontSize(bold ? 9 : 8);
    values.forEach((value, i) => doc.text(value, left + i * width, y, { width: width - 4, height: 12, lineBreak: false, ellipsis: true }));
    doc.y = y + 14;
  };
  usePdfFont(doc).fontSize(14).text(template.title || template.templateName, left, doc.y);
  doc.fontSize(9).text(printedAt);
  doc.moveDown();
  line(columns.map(text.field), true);
  for (const row of rows) line(columns.map((name) => cell(entity, name, row[name], text)));
  doc.end();
  return done;
}
