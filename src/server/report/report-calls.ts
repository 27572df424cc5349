/**
 * Calls of the stock reports (src/shared/reports.ts; spec console §2 Report): per report
 * `IReportService/{method}` (isSearch on its menu: the search rules are checked first, then one
 * page of rows with totals and chart) and `IReportService/{method}ledger` (isSearch: the ledger rows
 * behind one record, report-ledger.ts), and `POST IReportService/exportexcel` with
 * `{ report, condition }` (isExport on that report's menu): an xlsx of every row with localized
 * headers and values and a totals row. Data scope: the stock scope (crud/scope.ts).
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
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
import { checkCondition, pageOf, type ReportResult, type ReportRunner } from './report-support.ts';
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

function cellText(report: ReportDef, t: TFunction, field: string, value: unknown): unknown {
  const column = report.columns.find((c) => c.field === field);
  if (value === null || value === undefined) return '';
  if (column?.kind === 'enum') return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
  if (value instanceof Date) return value.toISOString();
  return value;
}

async function reportSheet(report: ReportDef, t: TFunction, result: ReportResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(`report.title.${report.name}`));
  sheet.columns = report.columns.map((c) => ({ header: t(`field.${c.field}`), key: c.field, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of result.rows) sheet.addRow(Object.fromEntries(report.columns.map((c) => [c.field, cellText(report, t, c.field, row[c.field])])));
  const known = Object.fromEntries(report.columns.filter((c) => c.field in result.totals).map((c) => [c.field, result.totals[c.field]]));
  const totals = sheet.addRow({ ...known, [report.columns[0].field]: t('stock.totals') });
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const exportSchema = z.object({ report: z.enum(Object.keys(REPORTS) as [ReportName, ...ReportName[]]), condition: z.record(z.string(), z.unknown()).default({}) });

/** Registers `POST /wms-restful/IReportService/exportexcel` (before the entities' generic route matches). */
export function registerReportExports(app: FastifyInstance, database: Database): void {
  app.post(`${RPC_BASE}/${REPORT_SERVICE}/exportexcel`, async (request, reply) => {
    try {
      const context = await contextOf(database, request, reply);
      const parsed = exportSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        authorize(context, 'signedIn');
        throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: 'report', message: 'validation.required' }] });
      }
      const report = REPORTS[parsed.data.report];
      const ctx = authorize(context, { menuNo: report.menuNo, flag: 'isExport' });
      const input = parsed.data;
      checkCondition(report, input.condition);
      const result = await REPORT_RUNNERS[report.name](database.db, ctx.user, input.condition, new Date());
      const name = ctx.t(`report.title.${report.name}`);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${report.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
        .send(await reportSheet(report, ctx.t, result));
    } catch (error) {
      return sendError(request, reply, error);
    }
  });
}
