/**
 * The read-only stock pages of SM.Stock (spec console §2, §7; issue 5 part 2), declared once for the
 * server (wire names, export columns) and the console (search form, columns, totals row):
 * allowance (balances), affair (transaction history), difference-analysis and exception-record.
 * Every list is paged, data-scoped and exportable (`{service}/exportexcel` with the condition).
 * Quantities (`qty` columns) are decimal strings in the item unit's decimals.
 */
import type { EntityName } from '../entity.ts';
import { EXCEPTION_TYPES, STOCK_STATUS_GROUPS, STOCK_STATUSES } from './stock-codes.ts';

export type QueryColumnKind = 'text' | 'qty' | 'datetime' | 'enum' | 'doc' | 'int';
export type QueryColumn = { field: string; kind: QueryColumnKind; enumMid?: string };
export type QuerySearch =
  | { field: string; control: 'input' }
  | { field: string; control: 'picker'; ref: EntityName; dependsOn?: string }
  | { field: string; control: 'select'; options: readonly string[]; enumMid: string }
  /** A date range sent as `${field}From` and `${field}To` (yyyy-MM-dd, inclusive; at most one year). */
  | { field: string; control: 'dateRange' }
  /** A whole number between min and max (reports' cut-offs and day counts). */
  | { field: string; control: 'number'; min: number; max: number };

export type StockQueryName = 'allowance' | 'affair' | 'differenceAnalysis' | 'exceptionRecord';

export type StockQueryDef = {
  name: StockQueryName;
  menuNo: string;
  service: string;
  list: string;
  search: QuerySearch[];
  columns: QueryColumn[];
  /** The answer carries `totals` (sums of the qty columns over every matching row). */
  totals: boolean;
};

/** Options of the inventory type filter: the index of a group of STOCK_STATUS_GROUPS. */
export const INV_TYPE_OPTIONS = STOCK_STATUS_GROUPS.map((_, index) => String(index));

const ACTIONS = ['receive', 'issue', 'allocate', 'unallocate', 'freeze', 'unfreeze', 'transfer', 'adjust', 'reverse'] as const;
const DOC_TYPES = ['ADJ', 'FRZ', 'REL', 'TRF', 'IRL'] as const;

const org: QuerySearch = { field: 'orgNo', control: 'picker', ref: 'org' };
const warehouse: QuerySearch = { field: 'warehouseNo', control: 'picker', ref: 'warehouse', dependsOn: 'orgNo' };
const text = (field: string): QueryColumn => ({ field, kind: 'text' });
const qty = (field: string): QueryColumn => ({ field, kind: 'qty' });
const KEY_COLUMNS: QueryColumn[] = [text('orgNo'), text('warehouseNo'), text('cellNo'), text('itemNo'), text('itemName'), text('lotNo'), text('containerNo'), { field: 'stockStatus', kind: 'enum', enumMid: 'STOCK_STATUS' }];

export const STOCK_QUERIES: Record<StockQueryName, StockQueryDef> = {
  allowance: {
    name: 'allowance',
    menuNo: '130101',
    service: 'IInvStockService',
    list: 'getinvstocklistbyparams',
    search: [org, warehouse, { field: 'cellNo', control: 'input' }, { field: 'itemNo', control: 'input' }, { field: 'lotNo', control: 'input' }, { field: 'containerNo', control: 'input' }, { field: 'invType', control: 'select', options: INV_TYPE_OPTIONS, enumMid: 'INV_TYPE' }, { field: 'stockStatus', control: 'select', options: STOCK_STATUSES, enumMid: 'STOCK_STATUS' }],
    columns: [...KEY_COLUMNS, text('expiryDate'), text('unitNo'), qty('onHand'), qty('allocated'), qty('frozen'), qty('available'), { field: 'updateDate', kind: 'datetime' }],
    totals: true,
  },
  affair: {
    name: 'affair',
    menuNo: '130102',
    service: 'IInvTransactionService',
    list: 'getinvtransactionlistbyparams',
    search: [org, warehouse, { field: 'docNo', control: 'input' }, { field: 'docType', control: 'select', options: DOC_TYPES, enumMid: 'DOC_TYPE' }, { field: 'action', control: 'select', options: ACTIONS, enumMid: 'MOVE_ACTION' }, { field: 'cellNo', control: 'input' }, { field: 'itemNo', control: 'input' }, { field: 'lotNo', control: 'input' }, { field: 'createDate', control: 'dateRange' }],
    columns: [{ field: 'createDate', kind: 'datetime' }, { field: 'docType', kind: 'enum', enumMid: 'DOC_TYPE' }, { field: 'docNo', kind: 'doc' }, { field: 'lineNo', kind: 'int' }, { field: 'action', kind: 'enum', enumMid: 'MOVE_ACTION' }, ...KEY_COLUMNS, text('unitNo'), qty('onHandDelta'), qty('allocatedDelta'), qty('frozenDelta'), qty('onHandAfter'), text('createName')],
    totals: true,
  },
  differenceAnalysis: {
    name: 'differenceAnalysis',
    menuNo: '130107',
    service: 'IInvDifferenceService',
    list: 'getinvdifferencelistbyparams',
    search: [org, warehouse, { field: 'itemNo', control: 'input' }, { field: 'billDate', control: 'dateRange' }],
    columns: [text('orgNo'), text('warehouseNo'), text('itemNo'), text('itemName'), text('unitNo'), qty('openingQty'), qty('inQty'), qty('outQty'), qty('gainQty'), qty('lossQty'), qty('differenceQty'), qty('closingQty')],
    totals: true,
  },
  exceptionRecord: {
    name: 'exceptionRecord',
    menuNo: '130108',
    service: 'IInvExceptionService',
    list: 'getinvexceptionlistbyparams',
    search: [{ field: 'exceptionType', control: 'select', options: EXCEPTION_TYPES, enumMid: 'EXCEPTION_TYPE' }, org, warehouse, { field: 'cellNo', control: 'input' }, { field: 'itemNo', control: 'input' }],
    columns: [{ field: 'exceptionType', kind: 'enum', enumMid: 'EXCEPTION_TYPE' }, ...KEY_COLUMNS, text('unitNo'), qty('onHand'), qty('allocated'), qty('frozen'), qty('ledgerOnHand'), { field: 'updateDate', kind: 'datetime' }],
    totals: false,
  },
};

/** The query page of a menu, if the menu is one. */
export function stockQueryOfMenu(menuNo: string): StockQueryDef | undefined {
  return Object.values(STOCK_QUERIES).find((query) => query.menuNo === menuNo);
}
