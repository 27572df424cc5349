/**
 * The files of a report (report-calls.ts): every row with localized headers and values and a
 * totals row, as an xlsx (exceljs) or as a printed PDF (pdfkit with the print engine's font,
 * print/pdf-font.ts): the report's title, the print time, the search condition, then the table on
 * A4, landscape when it has more than 8 columns, on as many pages as needed.
 */
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { ReportDef } from '../../shared/reports.ts';
import { pdfBytes, usePdfFont } from '../print/pdf-font.ts';
import type { ReportResult } from './report-support.ts';

function cellText(report: ReportDef, t: TFunction, field: string, value: unknown): unknown {
  const column = report.columns.find((c) => c.field === field);
  if (value === null || value === undefined) return '';
  if (column?.kind === 'enum') return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The totals row: the totals under their columns, the first column saying "Totals". */
function totalsRow(report: ReportDef, t: TFunction, result: ReportResult): Record<string, unknown> {
  const known = Object.fromEntries(report.columns.filter((c) => c.field in result.totals).map((c) => [c.field, result.totals[c.field]]));
  return { ...known, [report.columns[0].field]: t('stock.totals') };
}

/** The xlsx of a report's rows. */
export async function reportSheet(report: ReportDef, t: TFunction, result: ReportResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(`report.title.${report.name}`));
  sheet.columns = report.columns.map((c) => ({ header: t(`field.${c.field}`), key: c.field, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of result.rows) sheet.addRow(Object.fromEntries(report.columns.map((c) => [c.field, cellText(report, t, c.field, row[c.field])])));
  sheet.addRow(totalsRow(report, t, result)).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The printed PDF of a report's rows, stamped with `printedAt` and the search `condition`. */
export async function reportPdf(report: ReportDef, t: TFunction, result: ReportResult, printedAt: Date, condition: Record<string, unknown> = {}): Promise<Buffer> {
  const title = t(`report.title.${report.name}`);
  const doc = new PDFDocument({ size: 'A4', layout: report.columns.length > 8 ? 'landscape' : 'portrait', margin: 30, info: { Title: title, Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / report.columns.length;
  const line = (values: unknown[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.fontSize(bold ? 8 : 7);
    values.forEach((value, i) => doc.text(String(value ?? ''), left + i * width, y, { width: width - 3, height: 11, lineBreak: false, ellipsis: true }));
    doc.y = y + 13;
  };
  usePdfFont(doc).fontSize(14).text(title, left, doc.y);
  doc.fontSize(8).text(`${t('report.printedAt')} ${printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const { periodFrom, periodTo, ...rest } = condition;
  const searched = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null && String(value) !== '').map(([field, value]) => `${t(`field.${field}`)}: ${String(value)}`);
  if (periodFrom || periodTo) searched.push(`${t('field.period')}: ${String(periodFrom ?? '')} - ${String(periodTo ?? '')}`);
  if (searched.length) doc.text(searched.join('   '));
  doc.moveDown();
  line(report.columns.map((c) => t(`field.${c.field}`)), true);
  for (const row of result.rows) line(report.columns.map((c) => cellText(report, t, c.field, row[c.field])));
  const totals = totalsRow(report, t, result);
  line(report.columns.map((c) => totals[c.field]), true);
  doc.end();
  return done;
}
