/**
 * Calls of a report page (src/shared/reports.ts): one page of rows with totals and chart data, the
 * ledger rows behind a record (drill-down), the xlsx export and the printed PDF.
 */
import { REPORT_SERVICE, type ReportDef } from '../../../shared/reports.ts';
import type { Page } from '../../../shared/rpc.ts';
import { call, download, type DownloadedFile } from '../../../client/request.ts';

export type ReportRow = Record<string, unknown>;
export type ReportAnswer = Page<ReportRow> & { totals: Record<string, string>; chart?: unknown };

export function runReport(report: ReportDef, current: number, size: number, condition: Record<string, unknown>): Promise<ReportAnswer> {
  return call(REPORT_SERVICE, report.method, { current, size, condition });
}

/** The ledger rows behind one record: condition { orgNo, itemNo, warehouseNo?, lotNo?, periodFrom?, periodTo? }. */
export function reportLedger(report: ReportDef, current: number, size: number, condition: Record<string, unknown>): Promise<Page<ReportRow>> {
  return call(REPORT_SERVICE, `${report.method}ledger`, { current, size, condition });
}

export function exportReport(report: ReportDef, condition: Record<string, unknown>): Promise<DownloadedFile> {
  return download(`${REPORT_SERVICE}/exportexcel`, { method: 'POST', body: { report: report.name, condition } });
}

/** The report printed as a PDF (the print engine's font, a totals row). */
export function printReport(report: ReportDef, condition: Record<string, unknown>): Promise<DownloadedFile> {
  return download(`${REPORT_SERVICE}/printpdf`, { method: 'POST', body: { report: report.name, condition } });
}
