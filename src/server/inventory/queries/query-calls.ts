/**
 * Calls of the stock queries (src/shared/documents/stock-queries.ts; spec console §7 Stock
 * lookups): each page's list (isSearch on its menu), IInvStockService getinvstockbycheckitem,
 * getinvstockbycheckcell and getinvstockbychecklot (lookups `stock:item`, `stock:cell` and
 * `stock:lot`: isSearch on allowance, or any flag on a calling page that picks stock: document
 * lines, the count plan, the work order's complete dialog), and `POST {service}/exportexcel` of each page (isExport): an xlsx of every
 * matching row (at most EXPORT_MAX) with localized headers and values, and a totals row.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { STOCK_QUERIES, type StockQueryDef, type StockQueryName } from '../../../shared/documents/stock-queries.ts';
import { pageRequestSchema, RPC_BASE, type Page, type PageRequest } from '../../../shared/rpc.ts';
import { EXPORT_MAX } from '../../crud/file-routes.ts';
import type { Database, Db } from '../../db/client.ts';
import { defineCall, type CallDef } from '../../rpc/call.ts';
import { authorize, contextOf, sendError } from '../../rpc/router.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { listAffair } from './affair-query.ts';
import { cellExistsCall } from './cell-exists.ts';
import { listAllowance, listStockBy } from './allowance-query.ts';
import { listDifference } from './difference-query.ts';
import { listExceptions } from './exception-query.ts';
import type { Row } from './query-support.ts';
import { lotExpiries, lotKey } from '../../inbound/lot-expiry.ts';

type Lister = (db: Db, user: SessionUser, request: PageRequest) => Promise<Page<Row> & { totals?: Record<string, string> | null }>;

/** The lister with each balance's `expiryDate` ('yyyy-MM-dd', the lot's expiry recorded at receiving, else null; record 1053). */
function withLotExpiry(list: Lister): Lister {
  return async (db, user, request) => {
    const page = await list(db, user, request);
    const expiry = await lotExpiries(db, page.records.map((r) => ({ orgNo: r.orgNo, itemNo: r.itemNo, lotNo: r.lotNo })));
    return { ...page, records: page.records.map((r) => ({ ...r, expiryDate: expiry.get(lotKey(r.orgNo, r.itemNo, r.lotNo)) ?? null })) };
  };
}

const LISTERS: Record<StockQueryName, Lister> = {
  allowance: withLotExpiry(listAllowance),
  affair: listAffair,
  differenceAnalysis: listDifference,
  exceptionRecord: listExceptions,
};

const allowance = STOCK_QUERIES.allowance;

export const stockQueryCalls: CallDef[] = [
  ...Object.values(STOCK_QUERIES).map((query) =>
    defineCall({
      service: query.service,
      method: query.list,
      summary: `SM.Stock ${query.name}: paged, data-scoped${query.totals ? ', with totals' : ''}`,
      permission: { menuNo: query.menuNo, flag: 'isSearch' },
      input: pageRequestSchema,
      handle: (input, ctx) => LISTERS[query.name](ctx.database.db, ctx.user, input),
    }),
  ),
  ...(['item', 'cell', 'lot'] as const).map((by) =>
    defineCall({
      service: allowance.service,
      method: `getinvstockbycheck${by}`,
      summary: `Stock of a warehouse summed per ${by}, for the stock pickers (stock-check scoping, work order materials)`,
      permission: { menuNo: allowance.menuNo, flag: 'isSearch', lookup: `stock:${by}` },
      input: pageRequestSchema,
      handle: (input, ctx) => listStockBy(ctx.database.db, ctx.user, input, by),
    }),
  ),
  cellExistsCall,
];

function cellText(query: StockQueryDef, t: TFunction, field: string, value: unknown): unknown {
  const column = query.columns.find((c) => c.field === field);
  if (value === null || value === undefined) return '';
  if (column?.kind === 'enum') return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
  if (value instanceof Date) return value.toISOString();
  return value;
}

async function exportSheet(query: StockQueryDef, t: TFunction, page: Page<Row> & { totals?: Record<string, string> | null }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(`stock.query.${query.name}`));
  sheet.columns = query.columns.map((c) => ({ header: t(`field.${c.field}`), key: c.field, width: c.kind === 'datetime' ? 22 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const record of page.records) sheet.addRow(Object.fromEntries(query.columns.map((c) => [c.field, cellText(query, t, c.field, record[c.field])])));
  if (page.totals) {
    const totals = sheet.addRow({ [query.columns[0].field]: t('stock.totals'), ...page.totals });
    totals.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Registers `POST /wms-restful/{service}/exportexcel` of each query page (before the entities' generic route matches). */
export function registerStockExports(app: FastifyInstance, database: Database): void {
  for (const query of Object.values(STOCK_QUERIES)) {
    app.post(`${RPC_BASE}/${query.service}/exportexcel`, async (request, reply) => {
      try {
        const ctx = authorize(await contextOf(database, request, reply), { menuNo: query.menuNo, flag: 'isExport' });
        const input = pageRequestSchema.parse({ ...(request.body as object | undefined), current: 1, size: 1 });
        const page = await LISTERS[query.name](database.db, ctx.user, { ...input, size: EXPORT_MAX });
        const name = ctx.t(`stock.query.${query.name}`);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${query.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
          .send(await exportSheet(query, ctx.t, page));
      } catch (error) {
        return sendError(request, reply, error);
      }
    });
  }
}
