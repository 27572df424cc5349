/**
 * The calls of the inventory area (issue 5 parts 2 and 3): the stock documents' get, writes and
 * actions (documents/) and the stock queries (queries/). The documents' lists are the generic
 * entity lists (crud-calls.ts); the queries' exports are routes (registerStockExports).
 */
import type { CallDef } from '../rpc/call.ts';
import { documentCalls } from './documents/document-calls.ts';
import { STOCK_DOCUMENTS } from './documents/stock-documents.ts';
import { stockQueryCalls } from './queries/query-calls.ts';

export const inventoryCalls: CallDef[] = [...STOCK_DOCUMENTS.flatMap(documentCalls), ...stockQueryCalls];
