/**
 * Printing rules shared by the server and the console (spec console §2 Base.Print, §3 Print
 * template, §5 print dialog, §7 Printing, §9; workflows §5, §7, §8; docs/decisions/ "Printing").
 *
 * - A print call names the calling page (`module`, its menu number), the rows (`ids`), the
 *   template (`reportKey`: a label template's templateCode or a document template's reportKey),
 *   the printer and `standardCol01`, which carries the print time (PRINT_TIME).
 * - The Base.Print pages list the rows of another entity: label-print and split-label-print the
 *   labels, container-print the containers, storage-print the cells (PRINT_PAGE_SOURCES).
 * - Printers: 'PDF' renders for the browser; 'ZPL' renders ZPL II for a Zebra printer, answered as
 *   a .zpl file (no network printer is reachable from the server).
 */
import type { EntityName } from './entity.ts';

/** Menu number of each Base.Print page -> the entity whose rows it lists and prints. */
export const PRINT_PAGE_SOURCES: Record<string, EntityName> = {
  '100401': 'label',
  '100402': 'label',
  '100403': 'container',
  '100404': 'cell',
};

/** The entities whose rows are printed with label templates (the rest print document templates). */
export const LABEL_SOURCES: readonly EntityName[] = ['label', 'container', 'cell'];

/**
 * The spec's named label prints (console §7 Printing: boxprint, printbmcell) of the label sources
 * that have one: their wire name and the pages that print with it (the entity's own page first,
 * then its Base.Print page). The console's print dialog sends these pages' prints there.
 */
export const LABEL_PRINT_CALLS = {
  container: { service: 'IBmContainerService', method: 'boxprint', menus: ['100202', '100403'] },
  cell: { service: 'IBmCellService', method: 'printbmcell', menus: ['100302', '100404'] },
} as const;

/** The named label print of a page (its menu number), or undefined when the page prints through IReportPrintService/print. */
export function labelPrintCallOf(module: string): { service: string; method: string } | undefined {
  return Object.values(LABEL_PRINT_CALLS).find((call) => (call.menus as readonly string[]).includes(module));
}

/** LABEL_KIND of a label template: which rows it lays out. */
export const LABEL_KINDS = ['1', '2', '3'] as const;
export const LABEL_KIND_OF_SOURCE: Partial<Record<EntityName, (typeof LABEL_KINDS)[number]>> = { label: '1', container: '2', cell: '3' };

/** SYMBOLOGY of a label template: the barcode it prints. */
export const SYMBOLOGIES = ['code128', 'gs1-128', 'qrcode', 'datamatrix'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];

/** PRINT_TIME: when a print is made (workflows §8); summary print only for '1' source document. */
export const PRINT_TIMES = ['1', '2', '3'] as const;
export const SOURCE_DOCUMENT_PRINT_TIME = '1';

/** The printers offered (the spec's local printer service): the browser's PDF and a Zebra ZPL file. */
export const PRINTERS = ['PDF', 'ZPL'] as const;
export type Printer = (typeof PRINTERS)[number];

/** Template type of print templates (spec console §9) and of bill templates (§7 lookups). */
export const PRINT_TEMPLATE_TYPE = '4';
export const BILL_TEMPLATE_TYPE = '2';

/** At most this many rows per print call. */
export const PRINT_MAX_ROWS = 500;

/** The print-dialog timeout of the local printer service, in milliseconds (spec console §9). */
export const LOCAL_PRINTER_TIMEOUT_MS = 1500;

/** The entity whose rows a page prints: a Base.Print page's source, else the page's own entity. */
export function printSourceOf(module: string, entityOfMenu: (menuNo: string) => EntityName | undefined): EntityName | undefined {
  return PRINT_PAGE_SOURCES[module] ?? entityOfMenu(module);
}

/**
 * Whether the rows may be printed together (spec console §5): at least one row, and every row of
 * the same organisation and customer combination.
 */
export function canPrintTogether(rows: readonly Record<string, unknown>[]): boolean {
  if (rows.length === 0) return false;
  const key = (row: Record<string, unknown>) => `${String(row.orgNo ?? '')}\u0000${String(row.customerNo ?? '')}`;
  return rows.every((row) => key(row) === key(rows[0]));
}

/** The websocket texts of a print result (spec console §7 real time): '√' + key per printed row, or checkFailed. */
export function printResultText(printedKeys: readonly string[]): string {
  return printedKeys.length ? printedKeys.map((key) => `√${key}`).join('\n') : 'checkFailed';
}

/** Whether a websocket text reports success (spec: 'checkSuccess', or lines starting with '$' or '√'). */
export function isPrintSuccessText(text: string): boolean {
  if (text === 'checkSuccess') return true;
  if (text === 'checkFailed') return false;
  return text.split('\n').every((line) => line.startsWith('$') || line.startsWith('√'));
}
