/**
 * The print calls of the console (spec console §7 IReportPrintService, boxprint, printbmcell) and the hand-over of the
 * rendered file: a PDF opens in a new window (downloaded when the browser blocks it), a ZPL file
 * is downloaded for the Zebra printer.
 */
import { labelPrintCallOf, type Printer } from '../../../shared/print.ts';
import { saveFile } from '../../entity/export-file.ts';
import { call } from '../../../client/request.ts';

const SERVICE = 'IReportPrintService';

/** A template the dialog offers; isDefault: an enabled default bill template uses it (preselected). */
export type PrintTemplateChoice = { kind: 'label' | 'document'; reportKey: string; templateName: string; standardCol01: string | null; isDefault: boolean };
export type PrintOptions = { printers: Printer[]; templates: PrintTemplateChoice[] };
export type PrintRequest = { ids: number[]; reportKey: string; module: string; printer: Printer; standardCol01: string; summary: boolean; copies?: number };
export type PrintAnswer = { printer: Printer; fileName: string; contentType: string; content: string; count: number };

export function printOptions(module: string): Promise<PrintOptions> {
  return call<PrintOptions>(SERVICE, 'getPrintOptions', { module });
}

/** Prints through the page's named label print (boxprint, printbmcell) when it has one, else IReportPrintService/print. */
export function printRows(request: PrintRequest): Promise<PrintAnswer> {
  const named = labelPrintCallOf(request.module);
  return named ? call<PrintAnswer>(named.service, named.method, request) : call<PrintAnswer>(SERVICE, 'print', request);
}

function blobOf(answer: PrintAnswer): Blob {
  const bytes = Uint8Array.from(atob(answer.content), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: answer.contentType });
}

/** Opens a PDF in a new window or downloads the file; answers false when the window was blocked. */
export function handOver(answer: PrintAnswer): boolean {
  const blob = blobOf(answer);
  if (answer.printer === 'PDF') {
    const url = URL.createObjectURL(blob);
    if (window.open(url, '_blank')) return true;
    URL.revokeObjectURL(url);
  }
  saveFile({ blob, fileName: answer.fileName }, answer.fileName);
  return answer.printer !== 'PDF';
}
