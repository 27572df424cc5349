/** Calls of a stock query page (src/shared/documents/stock-queries.ts): the paged list with totals and the xlsx export. */
import type { StockQueryDef } from '../../../shared/documents/stock-queries.ts';
import type { Page } from '../../../shared/rpc.ts';
import { call, download, type DownloadedFile } from '../../request.ts';

export type QueryRow = Record<string, unknown>;
export type QueryPage = Page<QueryRow> & { totals?: Record<string, string> };

export function listQuery(query: StockQueryDef, current: number, size: number, condition: Record<string, unknown>): Promise<QueryPage> {
  return call(query.service, query.list, { current, size, condition });
}

export function exportQuery(query: StockQueryDef, condition: Record<string, unknown>): Promise<DownloadedFile> {
  return download(`${query.service}/exportexcel`, { method: 'POST', body: { condition } });
}
