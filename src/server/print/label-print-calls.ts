/**
 * The spec's named label prints (console §7 Printing; docs/decisions/ "Printing: boxprint and
 * printbmcell"), on the print engine of print-calls.ts:
 *
 * - IBmContainerService/boxprint: the container (box) labels of the selected containers, the box
 *   number as the barcode (an SSCC-18 box number prints as GS1-128 AI 00 with a gs1-128 template);
 *   isPrint on container-management (100202) or container-print (100403).
 * - IBmCellService/printbmcell: the location labels of the selected cells, the cell number as the
 *   barcode and a location line (zone, shelf, position, level of the cell's grid place) under the
 *   template's fields; isPrint on cell (100302) or storage-print (100404).
 *
 * Input `{ ids, reportKey, printer, copies }`: ids of rows in the caller's data scope (1 to 500),
 * reportKey the templateCode of an enabled label template of the kind (LABEL_KIND 2 container,
 * 3 cell), printer 'PDF' or 'ZPL', copies of each label (1 to 99, default 1). Answer as
 * IReportPrintService/print: { printer, fileName, contentType, content (base64), count (labels) },
 * and '√<key>' per printed row over the caller's websocket ('checkFailed' when rendering fails).
 *
 * Refusals, nothing printed, in this order: PRINT_PRINTER_REQUIRED, PRINT_TEMPLATE_REQUIRED,
 * PRINT_NO_ROWS, CHECK_LABELS_TOO_MANY (rows x copies over 500), NOT_FOUND (a row missing or out
 * of scope), PRINT_MIXED_SCOPE, PRINT_TEMPLATE_UNKNOWN, PRINT_NOT_GS1 / PRINT_FAILED (rendering).
 */
import { z } from 'zod';
import { cellEntity } from '../../shared/entities/cell.entity.ts';
import { containerEntity } from '../../shared/entities/container.entity.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { LABEL_PRINT_CALLS, PRINT_MAX_ROWS, PRINTERS } from '../../shared/print.ts';
import { integerSchema, idSchema } from '../../shared/validation.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { printAnswer, renderRows, reportFailure, type RenderOptions } from './print-calls.ts';
import { printRows, printTemplate } from './print-source.ts';

const labelPrintInput = z.object({
  ids: z.array(idSchema).max(PRINT_MAX_ROWS),
  reportKey: z.string().max(40).default(''),
  printer: z.string().max(40).default(''),
  copies: integerSchema(1, 99).default(1),
});

/** The grid place of a cell as one printed line: zone, then shelf (X), position (Y) and level (Z) where set. */
function cellLocation(row: Record<string, unknown>, t: (key: string) => string): string[] {
  const parts = ['zoneNo', 'cellX', 'cellY', 'cellZ'].filter((field) => row[field] !== null && row[field] !== undefined && row[field] !== '');
  return parts.length ? [parts.map((field) => `${t(`field.${field}`)} ${String(row[field])}`).join('  ')] : [];
}

function labelPrintCall(source: EntityDef, summary: string, lines?: RenderOptions['lines']): CallDef {
  const { service, method, menus } = LABEL_PRINT_CALLS[source.name as 'container' | 'cell'];
  return defineCall({
    service,
    method,
    summary,
    permission: { menuNo: menus[0], flag: 'isPrint', alsoOn: menus.slice(1) },
    input: labelPrintInput,
    handle: async (input, ctx) => {
      if (!(PRINTERS as readonly string[]).includes(input.printer)) throw new AppError('PRINT_PRINTER_REQUIRED');
      if (!input.reportKey) throw new AppError('PRINT_TEMPLATE_REQUIRED');
      if (input.ids.length === 0) throw new AppError('PRINT_NO_ROWS');
      const count = new Set(input.ids).size * input.copies;
      if (count > PRINT_MAX_ROWS) throw new AppError('CHECK_LABELS_TOO_MANY', { count, max: PRINT_MAX_ROWS });
      const rows = await printRows(ctx.database.db, source, ctx.user, input.ids);
      const template = await printTemplate(ctx.database.db, source, source.menuNo, input.reportKey);
      const copies = rows.flatMap((row) => Array.from({ length: input.copies }, () => row));
      const rendered = await reportFailure(ctx, () => renderRows({ printer: input.printer, summary: false, lines }, template, copies, ctx, source));
      return printAnswer(ctx, input.printer, rendered);
    },
  });
}

export const labelPrintCalls: CallDef[] = [
  labelPrintCall(containerEntity, 'Prints the labels of the selected containers (box number barcode; SSCC as GS1-128) as PDF or ZPL'),
  labelPrintCall(cellEntity, 'Prints the location labels of the selected cells (cell number barcode, zone, shelf, position, level) as PDF or ZPL', cellLocation),
];
