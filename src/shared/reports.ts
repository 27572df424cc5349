/**
 * The stock reports of spec console §2 Report (/report), declared once for the server (calls,
 * export columns) and the console (search form, table, totals row, chart, drill-down): every figure
 * comes from the ledger (inv_transaction, inv_stock and its summary) and the item master. Formulas
 * and columns are written down in docs/decisions/ "Reports".
 *
 * Wire: `IReportService/{method}` answers `{ records, total, pages, current, size, totals, chart }`
 * (records paged, totals and chart over every matching row); `IReportService/{method}ledger`
 * answers the ledger rows behind one record (drill-down); `IReportService/exportexcel` with
 * `{ report, condition }` answers the xlsx. Each needs its flag (isSearch, isExport) on the
 * report's menu; the data scope is the stock scope (crud/scope.ts stockScopeCondition).
 *
 * The search rules of workflows §5 (reportConditionProblem, checked by the console before it
 * calls and by the server before it queries): the barcode of the barcode history; at least one
 * narrowing field (organisation, warehouse, item, item group, lot, barcode, task, source document,
 * operator); a period report needs a date range unless an identifying number (item, lot, barcode,
 * task, source document) is given; the range spans at most one year, and when it crosses a year
 * the end month may not equal the start month; start <= end.
 */
import { normalizeDate } from './validation.ts';
import type { QuerySearch } from './documents/stock-queries.ts';
import type { ErrorName } from './errors.ts';

export type ReportName = 'stockAge' | 'inventoryAbc' | 'turnoverRate' | 'sluggishInventory' | 'waterLevel' | 'validityPeriod' | 'expire' | 'materialExpiry' | 'barcodeResume'
  | 'barcodeChange' | 'warehousingTask' | 'issueTask' | 'employeeWorkload';

/** `money` and `rate` are decimal strings; `percent` a decimal string of percent points; `date` yyyy-MM-dd; `datetime` an ISO instant. */
export type ReportColumnKind = 'text' | 'qty' | 'int' | 'money' | 'rate' | 'percent' | 'date' | 'datetime' | 'enum';
export type ReportColumn = { field: string; kind: ReportColumnKind; enumMid?: string };

/** The chart a report draws from its answer's `chart` (see each report's chart shape in the server module). */
export type ReportChart = 'ageBars' | 'pareto' | 'turnoverTrend' | 'gauge' | 'expiryTimeline' | 'changeBars' | 'taskBuckets' | 'workload';

/**
 * What lies behind a record: its positive postings (receipt layers), its issues, or every ledger
 * row of its item; `document` the ledger rows its task posted (record fields docType, taskNo);
 * `confirmations` the task lines an operator confirmed that day (record fields userNo, workDay).
 */
export type ReportDrill = 'receipts' | 'issues' | 'all' | 'document' | 'confirmations';

export type ReportDef = {
  name: ReportName;
  menuNo: string;
  method: string;
  search: QuerySearch[];
  columns: ReportColumn[];
  /** A period report reads `periodFrom`..`periodTo`; without it the report is as of now. */
  period: boolean;
  chart?: ReportChart;
  /** The ledger rows behind a record; none when the records are ledger rows themselves. */
  drill?: ReportDrill;
  /** A field the report cannot run without (REPORT_BARCODE_REQUIRED), beyond the narrowing rule. */
  required?: 'barcode';
};

export const REPORT_SERVICE = 'IReportService';

/** The fields that narrow a report (workflows §5: at least one); item and lot also identify. */
const NARROWING_FIELDS = ['orgNo', 'warehouseNo', 'itemNo', 'groupNo', 'lotNo', 'barcode', 'taskNo', 'sourceDocNo', 'userNo'] as const;
const IDENTIFYING_FIELDS = ['itemNo', 'lotNo', 'barcode', 'taskNo', 'sourceDocNo'] as const;

/** Stock age buckets of workflows §9 (days, inclusive); the last is open-ended. */
export const AGE_BUCKETS = [
  { field: 'age0to30', from: 0, to: 30 },
  { field: 'age31to60', from: 31, to: 60 },
  { field: 'age61to90', from: 61, to: 90 },
  { field: 'age91to120', from: 91, to: 120 },
  { field: 'age121to150', from: 121, to: 150 },
  { field: 'ageOver150', from: 151, to: Infinity },
] as const;

/** Time buckets of workflows §9 (whole days, inclusive) of a task's lead time; the last is open-ended. */
export const TIME_BUCKETS = [
  { bucket: '0-3', from: 0, to: 3 },
  { bucket: '4-7', from: 4, to: 7 },
  { bucket: '7+', from: 8, to: Infinity },
] as const;

/** The kinds of task an operator confirms (employee workload); picking joins when outbound tasks exist. */
export const TASK_KINDS = ['putaway', 'count', 'pick'] as const;

/** How a label changed (barcode-change): split into pieces, voided, or changed otherwise. */
export const BARCODE_CHANGES = ['split', 'void', 'status'] as const;

/** Defaults of the reports' number fields. */
export const REPORT_DEFAULTS = { aPercent: 80, bPercent: 15, idleDays: 90, warnDays: 30 } as const;

/** Water level of an item in a warehouse against its limits: 0 no limits, 1 below lower, 2 within, 3 above upper. */
const WATER_LEVELS = ['0', '1', '2', '3'] as const;

const org: QuerySearch = { field: 'orgNo', control: 'picker', ref: 'org' };
const warehouse: QuerySearch = { field: 'warehouseNo', control: 'picker', ref: 'warehouse', dependsOn: 'orgNo' };
const item: QuerySearch = { field: 'itemNo', control: 'input' };
const group: QuerySearch = { field: 'groupNo', control: 'picker', ref: 'itemGroup' };
const lot: QuerySearch = { field: 'lotNo', control: 'input' };
const period: QuerySearch = { field: 'period', control: 'dateRange' };
const TASK_COLUMNS = [
  { field: 'taskNo', kind: 'text' }, { field: 'sourceDocNo', kind: 'text' }, { field: 'orgNo', kind: 'text' }, { field: 'warehouseNo', kind: 'text' },
  { field: 'statusCode', kind: 'enum', enumMid: 'DOC_STATUS' }, { field: 'workerNo', kind: 'text' }, { field: 'createDate', kind: 'datetime' }, { field: 'finishDate', kind: 'datetime' },
  { field: 'leadDays', kind: 'int' }, { field: 'timeBucket', kind: 'enum', enumMid: 'TIME_BUCKET' }, { field: 'lineCount', kind: 'int' }, { field: 'doneLines', kind: 'int' },
  { field: 'qty', kind: 'qty' }, { field: 'doneQty', kind: 'qty' },
] satisfies ReportColumn[];
const TASK_SEARCH: QuerySearch[] = [org, warehouse, { field: 'taskNo', control: 'input' }, { field: 'sourceDocNo', control: 'input' }, { field: 'itemNo', control: 'input' }, period];
const text = (field: string): ReportColumn => ({ field, kind: 'text' });
const qty = (field: string): ReportColumn => ({ field, kind: 'qty' });
const ITEM_COLUMNS = [text('orgNo'), text('warehouseNo'), text('itemNo'), text('itemName'), text('unitNo')];
const LAYER_COLUMNS = [text('orgNo'), text('warehouseNo'), text('itemNo'), text('itemName'), text('lotNo'), text('unitNo'), qty('qty'), { field: 'receivedDate', kind: 'date' }, { field: 'shelfLifeDays', kind: 'int' }, { field: 'expiryDate', kind: 'date' }, { field: 'remainingDays', kind: 'int' }] satisfies ReportColumn[];

export const REPORTS: Record<ReportName, ReportDef> = {
  turnoverRate: {
    name: 'turnoverRate', menuNo: '150101', method: 'getturnoverratereport', period: true, chart: 'turnoverTrend', drill: 'issues',
    search: [org, warehouse, item, group, period],
    columns: [...ITEM_COLUMNS, qty('openingQty'), qty('closingQty'), qty('averageQty'), qty('issuedQty'), { field: 'turnoverRate', kind: 'rate' }, { field: 'turnoverDays', kind: 'rate' }],
  },
  stockAge: {
    name: 'stockAge', menuNo: '150102', method: 'getstockagereport', period: false, chart: 'ageBars', drill: 'receipts',
    search: [org, warehouse, item, group],
    columns: [...ITEM_COLUMNS, qty('onHand'), ...AGE_BUCKETS.map((b) => qty(b.field)), { field: 'averageAge', kind: 'rate' }],
  },
  waterLevel: {
    name: 'waterLevel', menuNo: '150103', method: 'getwaterlevelreport', period: false, chart: 'gauge', drill: 'all',
    search: [org, warehouse, item, group, { field: 'waterLevel', control: 'select', options: WATER_LEVELS, enumMid: 'WATER_LEVEL' }],
    columns: [...ITEM_COLUMNS, qty('onHand'), qty('invLowerLimit'), qty('invUpperLimit'), { field: 'fillPercent', kind: 'percent' }, { field: 'waterLevel', kind: 'enum', enumMid: 'WATER_LEVEL' }],
  },
  validityPeriod: {
    name: 'validityPeriod', menuNo: '150105', method: 'getvalidityperiodreport', period: false, chart: 'expiryTimeline', drill: 'receipts',
    search: [org, warehouse, item, group, lot],
    columns: [...LAYER_COLUMNS, { field: 'remainingPercent', kind: 'percent' }],
  },
  expire: {
    name: 'expire', menuNo: '150106', method: 'getexpirereport', period: false, chart: 'expiryTimeline', drill: 'receipts',
    search: [org, warehouse, item, group, lot],
    columns: LAYER_COLUMNS,
  },
  inventoryAbc: {
    name: 'inventoryAbc', menuNo: '150110', method: 'getinventoryabcreport', period: true, chart: 'pareto', drill: 'issues',
    search: [org, warehouse, item, group, period, { field: 'aPercent', control: 'number', min: 1, max: 99 }, { field: 'bPercent', control: 'number', min: 0, max: 99 }],
    columns: [{ field: 'rank', kind: 'int' }, text('orgNo'), text('itemNo'), text('itemName'), text('unitNo'), qty('issuedQty'), { field: 'unitPrice', kind: 'money' }, { field: 'issuedValue', kind: 'money' }, { field: 'share', kind: 'percent' }, { field: 'cumulativeShare', kind: 'percent' }, { field: 'abcClass', kind: 'enum', enumMid: 'ABC' }],
  },
  materialExpiry: {
    name: 'materialExpiry', menuNo: '150111', method: 'getmaterialexpiryreport', period: false, chart: 'expiryTimeline', drill: 'receipts',
    search: [org, warehouse, item, group, lot, { field: 'warnDays', control: 'number', min: 1, max: 3650 }],
    columns: LAYER_COLUMNS,
  },
  barcodeResume: {
    name: 'barcodeResume', menuNo: '150104', method: 'getbarcoderesumereport', period: false, required: 'barcode',
    search: [org, { field: 'barcode', control: 'input' }],
    columns: [{ field: 'createDate', kind: 'datetime' }, { field: 'docType', kind: 'enum', enumMid: 'DOC_TYPE' }, text('docNo'), { field: 'action', kind: 'enum', enumMid: 'MOVE_ACTION' }, text('warehouseNo'), text('cellNo'), text('itemNo'), text('itemName'), text('lotNo'), text('containerNo'), { field: 'stockStatus', kind: 'enum', enumMid: 'STOCK_STATUS' }, text('unitNo'), qty('onHandDelta'), qty('onHandAfter'), text('createName')],
  },
  barcodeChange: {
    name: 'barcodeChange', menuNo: '150107', method: 'getbarcodechangereport', period: true, chart: 'changeBars', drill: 'all',
    search: [org, { field: 'barcode', control: 'input' }, item, lot, period],
    columns: [{ field: 'barcode', kind: 'text' }, { field: 'changeKind', kind: 'enum', enumMid: 'BARCODE_CHANGE' }, text('parentBarcode'), text('orgNo'), text('itemNo'), text('itemName'), text('lotNo'), text('boxNo'), text('unitNo'), qty('qty'), { field: 'labelStatus', kind: 'enum', enumMid: 'LABEL_STATUS' }, { field: 'createDate', kind: 'datetime' }, { field: 'updateDate', kind: 'datetime' }, text('updateName')],
  },
  warehousingTask: {
    name: 'warehousingTask', menuNo: '150108', method: 'getwarehousingtaskreport', period: true, chart: 'taskBuckets', drill: 'document',
    search: TASK_SEARCH,
    columns: TASK_COLUMNS,
  },
  issueTask: {
    name: 'issueTask', menuNo: '150109', method: 'getissuetaskreport', period: true, chart: 'taskBuckets', drill: 'document',
    search: TASK_SEARCH,
    columns: TASK_COLUMNS,
  },
  employeeWorkload: {
    name: 'employeeWorkload', menuNo: '150113', method: 'getemployeeworkloadreport', period: true, chart: 'workload', drill: 'confirmations',
    search: [org, warehouse, { field: 'userNo', control: 'input' }, period],
    columns: [{ field: 'workDay', kind: 'date' }, text('userNo'), text('userName'), { field: 'taskKind', kind: 'enum', enumMid: 'TASK_KIND' }, { field: 'taskCount', kind: 'int' }, { field: 'taskLines', kind: 'int' }, qty('qty')],
  },
  sluggishInventory: {
    name: 'sluggishInventory', menuNo: '150112', method: 'getsluggishinventoryreport', period: false, drill: 'all',
    search: [org, warehouse, item, group, { field: 'idleDays', control: 'number', min: 1, max: 3650 }],
    columns: [...ITEM_COLUMNS, qty('onHand'), { field: 'lastIssueDate', kind: 'date' }, { field: 'lastReceiptDate', kind: 'date' }, { field: 'idleDays', kind: 'int' }],
  },
};

/** The report of a menu, if the menu is one of the built reports. */
export function reportOfMenu(menuNo: string): ReportDef | undefined {
  return Object.values(REPORTS).find((report) => report.menuNo === menuNo);
}

function present(condition: Record<string, unknown>, field: string): boolean {
  const value = condition[field];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** A yyyy-MM-dd (or yyyyMMdd) condition value as its ISO day, undefined when absent or unreadable. */
export function conditionDay(condition: Record<string, unknown>, field: string): string | undefined {
  return present(condition, field) ? normalizeDate(String(condition[field]).slice(0, 10)) : undefined;
}

/**
 * The period of a period report as inclusive days (yyyy-MM-dd): periodFrom..periodTo, or, when only
 * an identifying number was given, the 365 days ending today (UTC).
 */
export function reportPeriod(condition: Record<string, unknown>, now: Date): { from: string; to: string } {
  const from = conditionDay(condition, 'periodFrom');
  const to = conditionDay(condition, 'periodTo');
  if (from && to) return { from, to };
  const day = 86_400_000;
  const today = Math.floor(now.getTime() / day) * day;
  return { from: new Date(today - 364 * day).toISOString().slice(0, 10), to: new Date(today).toISOString().slice(0, 10) };
}

/**
 * The first search rule of workflows §5 a condition breaks, as an error of the catalogue, or
 * undefined when the report may run. The span rule: at most one year, and a range that crosses a
 * year ends in an earlier month than it starts (2025-03-01..2026-02-28 passes, ..2026-03-01 not).
 */
/**
 * The search field a problem of reportConditionProblem is about, so the search bar marks it: the
 * barcode a history needs, the first narrowing field of the report's search, or its period.
 */
export function problemField(report: ReportDef, problem: ErrorName): string | undefined {
  if (problem === 'REPORT_BARCODE_REQUIRED') return report.required;
  if (problem === 'REPORT_NARROWING_REQUIRED') return report.search.find((s) => (NARROWING_FIELDS as readonly string[]).includes(s.field))?.field;
  return report.search.find((s) => s.control === 'dateRange')?.field;
}

export function reportConditionProblem(report: ReportDef, condition: Record<string, unknown>): ErrorName | undefined {
  if (report.required && !present(condition, report.required)) return 'REPORT_BARCODE_REQUIRED';
  if (!NARROWING_FIELDS.some((field) => present(condition, field))) return 'REPORT_NARROWING_REQUIRED';
  if (!report.period) return undefined;
  const from = conditionDay(condition, 'periodFrom');
  const to = conditionDay(condition, 'periodTo');
  if ((present(condition, 'periodFrom') && !from) || (present(condition, 'periodTo') && !to)) return 'VALIDATION_FAILED';
  if (!from || !to) return from || to || !IDENTIFYING_FIELDS.some((field) => present(condition, field)) ? 'REPORT_RANGE_REQUIRED' : undefined;
  if (from > to) return 'REPORT_START_AFTER_END';
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  return months >= 12 ? 'RANGE_TOO_LARGE' : undefined;
}
