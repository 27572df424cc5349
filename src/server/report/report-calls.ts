/**
 * Calls of the stock reports (src/shared/reports.ts; spec console §2 Report): per report
 * `IReportService/{method}` (isSearch on its menu: the search rules are checked first, then one
 * page of rows with totals and chart) and `IReportService/{method}ledger` (isSearch: the ledger rows
 * behind one record, report-ledger.ts), and `POST IReportService/exportexcel` and `printpdf` with
 * `{ report, condition }` (isExport, isPrint on that report's menu): an xlsx or a PDF of every row
 * with localized headers and values and a totals row (report-files.ts). Data scope: the stock
 * scope (crud/scope.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORTS, REPORT_SERVICE, type ReportDef, type ReportDrill, type ReportName } from '../../shared/reports.ts';
import { pageRequestSchema, RPC_BASE } from '../../shared/rpc.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';
import { barcodeChangeReport } from './barcode-change.ts';
import { barcodeResumeReport } from './barcode-resume.ts';
import { confirmationRequestSchema, employeeWorkloadReport, listWorkloadConfirmations } from './employee-workload.ts';
import { expireReport, materialExpiryReport, validityPeriodReport } from './expiry.ts';
import { inventoryAbcReport } from './inventory-abc.ts';
import { ledgerRequestSchema, listReportLedger } from './report-ledger.ts';
import { reportPdf, reportSheet } from './report-files.ts';
import { checkCondition, pageOf, type ReportRunner } from './report-support.ts';
import { sluggishInventoryReport } from './sluggish.ts';
import { stockAgeReport } from './stock-age.ts';
import { issueTaskReport, warehousingTaskReport } from './task-reports.ts';
import { turnoverRateReport } from './turnover-rate.ts';
import { waterLevelReport } from './water-level.ts';

const REPORT_RUNNERS: Record<ReportName, ReportRunner> = {
  stockAge: stockAgeReport,
  inventoryAbc: inventoryAbcReport,
  turnoverRate: turnoverRateReport,
  sluggishInventory: sluggishInventoryReport,
  waterLevel: waterLevelReport,
  validityPeriod: validityPeriodReport,
  expire: expireReport,
  materialExpiry: materialExpiryReport,
  barcodeResume: barcodeResumeReport,
  barcodeChange: barcodeChangeReport,
  warehousingTask: warehousingTaskReport,
  issueTask: issueTaskReport,
  employeeWorkload: employeeWorkloadReport,
};

/**
 * `IReportService/{method}ledger`: the ledger rows (`drill`) behind one record of the report, or
 * for `confirmations` the task lines behind one record of the employee workload.
 */
function ledgerCall(report: ReportDef, drill: ReportDrill): CallDef {
  if (drill === 'confirmations') {
    return defineCall({
      service: REPORT_SERVICE,
      method: `${report.method}ledger`,
      summary: `Report ${report.name}: the task lines one operator confirmed on one day, newest first`,
      permission: { menuNo: report.menuNo, flag: 'isSearch' },
      input: confirmationRequestSchema,
      handle: (input, ctx) => listWorkloadConfirmations(ctx.database.db, ctx.user, input),
    });
  }
  return defineCall({
    service: REPORT_SERVICE,
    method: `${report.method}ledger`,
    summary: `Report ${report.name}: the ledger rows (${drill}) behind one record, newest first`,
    permission: { menuNo: report.menuNo, flag: 'isSearch' },
    input: ledgerRequestSchema,
    handle: (input, ctx) => listReportLedger(ctx.database.db, ctx.user, drill, input),
  });
}

export const reportCalls: CallDef[] = Object.values(REPORTS).flatMap((report) => [
  defineCall({
    service: REPORT_SERVICE,
    method: report.method,
    summary: `Report ${report.name}: every figure from the ledger, paged, with totals and chart data; refuses a search breaking workflows §5`,
    permission: { menuNo: report.menuNo, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: async (input, ctx) => {
      checkCondition(report, input.condition);
      return pageOf(await REPORT_RUNNERS[report.name](ctx.database.db, ctx.user, input.condition, new Date()), input);
    },
  }),
  ...(report.drill ? [ledgerCall(report, report.drill)] : []),
]);

const exportSchema = z.object({ report: z.enum(Object.keys(REPORTS) as [ReportName, ...ReportName[]]), condition: z.record(z.string(), z.unknown()).default({}) });

/** The report files: the xlsx export (isExport) and the printed PDF (isPrint), each rendered from every row. */
const FILES = [
  { method: 'exportexcel', flag: 'isExport', extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', render: reportSheet },
  { method: 'printpdf', flag: 'isPrint', extension: 'pdf', contentType: 'application/pdf', render: reportPdf },
] as const;

/**
 * Registers `POST /wms-restful/IReportService/exportexcel` and `.../printpdf` with
 * `{ report, condition }` (before the entities' generic route matches): the search rules are
 * checked first, then the file of every matching row with a totals row.
 */
export function registerReportExports(app: FastifyInstance, database: Database): void {
  for (const file of FILES) {
    app.post(`${RPC_BASE}/${REPORT_SERVICE}/${file.method}`, async (request, reply) => {
      try {
        const context = await contextOf(database, request, reply);
        const parsed = exportSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          authorize(context, 'signedIn');
          throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: 'report', message: 'validation.required' }] });
        }
        const report = REPORTS[parsed.data.report];
        const ctx = authorize(context, { menuNo: report.menuNo, flag: file.flag });
        const input = parsed.data;
        checkCondition(report, input.condition);
        const now = new Date();
        const result = await REPORT_RUNNERS[report.name](database.db, ctx.user, input.condition, now);
        const name = ctx.t(`report.title.${report.name}`);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${report.name}.${file.extension}"; filename*=UTF-8''${encodeURIComponent(name)}.${file.extension}`)
          .send(await file.render(report, ctx.t, result, now, input.condition));
      } catch (error) {
        return sendError(request, reply, error);
      }
    });
  }
}
