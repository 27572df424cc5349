/**
 * Calls of a stock query page (src/shared/documents/stock-queries.ts): the paged list with totals and
 * the xlsx export; and a warehouse's stock summed per cell or item, which the stock pickers list.
 */
import { STOCK_QUERIES, type StockQueryDef } from '../../../shared/documents/stock-queries.ts';
import type { StockPickerBy } from '../../../shared/entity.ts';
import type { Page } from '../../../shared/rpc.ts';
import { call, download, type DownloadedFile } from '../../../client/request.ts';

export type QueryRow = Record<string, unknown>;
export type QueryPage = Page<QueryRow> & { totals?: Record<string, string> };

export function listQuery(query: StockQueryDef, current: number, size: number, condition: Record<string, unknown>): Promise<QueryPage> {
  return call(query.service, query.list, { current, size, condition });
}

export function exportQuery(query: StockQueryDef, condition: Record<string, unknown>): Promise<DownloadedFile> {
  return download(`${query.service}/exportexcel`, { method: 'POST', body: { condition } });
}

/** A warehouse's balances summed per cell (with itemCount) or per item (with itemName, cellCount): IInvStockService getinvstockbycheck{by}. */
export function listStockBy(by: StockPickerBy, current: number, size: number, condition: Record<string, unknown>): Promise<Page<QueryRow>> {
  return call(STOCK_QUERIES.allowance.service, `getinvstockbycheck${by}`, { current, size, condition }, { quiet: true });
}
