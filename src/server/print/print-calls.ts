/**
 * The print calls (spec console §7 Printing, §5 print dialog; workflows §5, §7, §8):
 *
 * - IReportPrintService/getPrintOptions { module } -> { printers, templates: [{ reportKey,
 *   templateName, kind, standardCol01, isDefault }] }: what the print dialog of a page offers
 *   (isPrint on it); isDefault marks a document template an enabled default bill template uses
 *   (bill-template, "Default: Yes"), which the dialog preselects.
 * - IReportPrintService/print { ids, reportKey, module, printer, standardCol01, summary? } ->
 *   { printer, fileName, contentType, content (base64), count }: the rows rendered with the
 *   template, as PDF (printer 'PDF') or ZPL II (printer 'ZPL', label templates only). The result
 *   also reaches the caller's open sockets as the spec's text: '√<key>' per printed row, one per
 *   line, or 'checkFailed' when rendering failed (then AppError PRINT_FAILED, or PRINT_NOT_GS1
 *   for a key GS1-128 cannot carry). Refusals before rendering send no text.
 *   standardCol01 is the print time (PRINT_TIME); summary needs print time '1' (PRINT_SUMMARY_TIMING).
 *   On split-label-print (module 100402) `splitQty` is required: the labels are voided and their
 *   pieces written and printed in one transaction (split-labels.ts).
 *   Each printed row with a barcode (labels) and each split label is logged as a barcode
 *   operation (src/server/sysapp/barcode-operation-calls.ts).
 *
 * renderRows, reportFailure and printAnswer are the render path of every print, also of the
 * stock-take's container labels (src/server/stockcheck/check-box-labels.ts).
 */
import { z } from 'zod';
import type { EntityDef } from '../../shared/entity.ts';
import { printResultText, PRINT_MAX_ROWS, PRINT_TIMES, PRINTERS, SOURCE_DOCUMENT_PRINT_TIME } from '../../shared/print.ts';
import { pieceBarcode, SPLIT_LABEL_PRINT_MENU } from '../../shared/split-label.ts';
import { idSchema } from '../../shared/validation.ts';
import { publishText } from '../events/publish.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { logBarcodeOperations } from '../sysapp/barcode-operation-calls.ts';
import { labelContent } from './label-content.ts';
import { labelsPdf } from './label-pdf.ts';
import { printTranslator } from './pdf-font.ts';
import { defaultReportKeys, printRows, printSource, printTemplate, templatesOf, type PrintTemplate } from './print-source.ts';
import { sheetLines } from './sheet-lines.ts';
import { sheetPdf } from './sheet-pdf.ts';
import { checkSplit, splitLabels } from './split-labels.ts';
import { labelsZpl } from './zpl.ts';

const SERVICE = 'IReportPrintService';

const printInput = z.object({
  ids: z.array(idSchema).max(PRINT_MAX_ROWS),
  reportKey: z.string().max(40).default(''),
  module: z.string().min(1).max(12),
  printer: z.string().max(40).default(''),
  standardCol01: z.enum(PRINT_TIMES).default('2'),
  summary: z.boolean().default(false),
  /** split-label-print: the quantity of each new label. */
  splitQty: z.string().max(20).optional(),
});

export type Rendered = { fileName: string; contentType: string; bytes: Buffer; keys: string[] };

function stamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * How rows are rendered: the printer ('PDF' or 'ZPL'), for a PDF of labels a closing summary page,
 * and `lines`: text lines a label shows after the template's fields (`t` in the printed language).
 */
export type RenderOptions = { printer: string; summary: boolean; lines?: (row: Record<string, unknown>, t: (key: string) => string) => string[] };

/**
 * Renders `rows` of `source` with `template` (spec console §7 Printing): a label template as PDF
 * pages or ZPL formats, one per row in order; a document template as a PDF sheet. Answers the
 * file ({ fileName, contentType, bytes }) and the printed keys, one per row.
 */
export async function renderRows(options: RenderOptions, template: PrintTemplate, rows: Record<string, unknown>[], ctx: UserContext, source: EntityDef): Promise<Rendered> {
  const t = printTranslator(ctx.language);
  const now = new Date();
  const base = `${template.row.templateName.replace(/[^\w-]+/g, '_')}-${now.getTime()}`;
  if (template.kind === 'document') {
    const lines = await sheetLines(ctx.database.db, source, rows);
    const bytes = await sheetPdf(source, template.row, rows, stamp(now), { field: (name) => t(`field.${name}`), value: (mid, value) => t(`enum.${mid}.${value}`) }, lines);
    return { fileName: `${base}.pdf`, contentType: 'application/pdf', bytes, keys: rows.map((row) => String(row[source.keyField] ?? row.id)) };
  }
  const layout = template.row;
  const contents = rows.map((row) => {
    const content = labelContent(source.name, row, layout, (field) => t(`field.${field}`));
    return options.lines ? { ...content, lines: [...content.lines, ...options.lines(row, t)] } : content;
  });
  const keys = contents.map((content) => content.key);
  if (options.printer === 'ZPL') {
    return { fileName: `${base}.zpl`, contentType: 'application/zpl', bytes: Buffer.from(labelsZpl(contents, layout.widthMm, layout.heightMm), 'utf8'), keys };
  }
  const summary = options.summary ? { title: `${template.row.templateName} ${stamp(now)}`, lines: keys.map((key, i) => `${i + 1}. ${key}`) } : undefined;
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', bytes: await labelsPdf(contents, layout.widthMm, layout.heightMm, summary), keys };
}

/**
 * Runs a rendering; when it fails, sends 'checkFailed' to the caller's sockets and throws the
 * AppError (PRINT_NOT_GS1 …) or PRINT_FAILED. Refusals before rendering must not run in here.
 */
export async function reportFailure(ctx: UserContext, rendering: () => Promise<Rendered>): Promise<Rendered> {
  try {
    return await rendering();
  } catch (error) {
    await publishText(ctx.database.db, ctx.user.userNo, printResultText([]));
    throw error instanceof AppError ? error : new AppError('PRINT_FAILED');
  }
}

/**
 * Sends the result text ('√<key>' per printed key, each once) to the caller's sockets and answers
 * the print answer { printer, fileName, contentType, content (base64), count (labels or rows) }.
 */
export async function printAnswer(ctx: UserContext, printer: string, rendered: Rendered) {
  await publishText(ctx.database.db, ctx.user.userNo, printResultText([...new Set(rendered.keys)]));
  return { printer, fileName: rendered.fileName, contentType: rendered.contentType, content: rendered.bytes.toString('base64'), count: rendered.keys.length };
}

export const printCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getPrintOptions',
    summary: "The printers and enabled templates the print dialog of a page offers (isPrint on the page)",
    permission: 'signedIn',
    input: z.object({ module: z.string().min(1).max(12) }),
    handle: async ({ module }, ctx) => {
      const source = printSource(ctx.user, module);
      const templates = await templatesOf(ctx.database.db, source, module);
      const defaults = await defaultReportKeys(ctx.database.db, templates);
      return {
        printers: PRINTERS,
        templates: templates.map(({ kind, row }) => {
          const reportKey = kind === 'label' ? row.templateCode : row.reportKey;
          return { kind, reportKey, templateName: row.templateName, standardCol01: row.standardCol01, isDefault: defaults.has(reportKey) };
        }),
      };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'print',
    summary: 'Prints rows of a page with a template as PDF or ZPL; the result text goes to the caller over the websocket',
    permission: 'signedIn',
    input: printInput,
    handle: async (input, ctx) => {
      const source = printSource(ctx.user, input.module);
      if (!(PRINTERS as readonly string[]).includes(input.printer)) throw new AppError('PRINT_PRINTER_REQUIRED');
      if (!input.reportKey) throw new AppError('PRINT_TEMPLATE_REQUIRED');
      if (input.summary && input.standardCol01 !== SOURCE_DOCUMENT_PRINT_TIME) throw new AppError('PRINT_SUMMARY_TIMING');
      const rows = await printRows(ctx.database.db, source, ctx.user, input.ids);
      const template = await printTemplate(ctx.database.db, source, input.module, input.reportKey);
      if (template.kind === 'document' && input.printer !== 'PDF') throw new AppError('PRINT_PRINTER_REQUIRED');
      const pieces = input.module === SPLIT_LABEL_PRINT_MENU ? checkSplit(rows, input.splitQty) : undefined;
      let printed: Record<string, unknown>[] = rows;
      const rendered = await reportFailure(ctx, () => (pieces
        ? ctx.database.db.transaction(async (tx) => {
          printed = await splitLabels(tx, ctx.user, rows, pieces);
          const split = rows.map((row, index) => ({ barcode: row.barcode, detail: pieces[index].map((_qty, piece) => pieceBarcode(String(row.barcode), piece)).join(' ') }));
          await logBarcodeOperations(tx, ctx.user, input.module, '2', split);
          return renderRows(input, template, printed, ctx, source);
        })
        : renderRows(input, template, rows, ctx, source)));
      await logBarcodeOperations(ctx.database.db, ctx.user, input.module, '1', printed.map((row) => ({ barcode: row.barcode, detail: `${input.reportKey} ${input.printer}` })));
      return printAnswer(ctx, input.printer, rendered);
    },
  }),
];
