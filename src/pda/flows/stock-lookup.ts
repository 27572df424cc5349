/**
 * What is where (issue 28 "Stock query: scan a cell, item, lot or container"), on the console's
 * stock balances call (IInvStockService/getinvstocklistbyparams, SM.Stock allowance 130101,
 * isSearch): the non-zero balances of the warehouse whose cell, item, lot or container is the
 * scanned code. The call filters by "contains", so the answer is narrowed here to the exact code.
 * A GS1 scan reads its SSCC as a container and its lot (AI 10) as a lot. expiryDate is the lot's
 * expiry recorded at receiving (yyyy-MM-dd, else null; record 1053). Quantities are decimal
 * strings in the item's unit (null, with blindCount, in a cell under an open blind count the user may not see: record 1046); frozenBy names the documents whose freezes hold a balance. Rejects with PdaRefusal or NetworkDown (pda-api.ts).
 */
import type { Scan } from '../scan/scanner.ts';
import { pdaCall } from '../pda-api.ts';
import { listRows } from './flow-calls.ts';

/** A document holding a freeze on a balance (CHK a count plan, FRZ a freeze document). */
export type FrozenBy = { docType: string; docNo: string };
export type StockRow = {
  cellNo: string; itemNo: string; itemName: string | null; lotNo: string; expiryDate: string | null; containerNo: string;
  stockStatus: string; unitNo: string | null; onHand: string | null; frozen: string | null; available: string | null; frozenBy: FrozenBy[];
  /** The open blind count plan counting the row's cell, when the server hides its quantities from this user (record 1046). */
  blindCount?: string;
};
export type StockKey = 'cellNo' | 'itemNo' | 'lotNo' | 'containerNo';
export type StockFound = { code: string; by: StockKey; rows: StockRow[] };

const BY_ORDER: StockKey[] = ['cellNo', 'itemNo', 'lotNo', 'containerNo'];

/** The balances of `warehouseNo` whose `by` is exactly `code`. */
export async function stockBy(warehouseNo: string, by: StockKey, code: string): Promise<StockRow[]> {
  const rows = await listRows<StockRow>('IInvStockService', 'getinvstocklistbyparams', { warehouseNo, [by]: code });
  return rows.filter((row) => row[by] === code);
}

/** The balances the scan names: the first of cell, item, lot, container with stock (a GS1 SSCC or lot directly); null when none. */
export async function lookUpStock(warehouseNo: string, scan: Scan): Promise<StockFound | null> {
  const asked: [StockKey, string][] = scan.gs1?.sscc ? [['containerNo', scan.gs1.sscc]] : scan.gs1?.lot ? [['lotNo', scan.gs1.lot]] : BY_ORDER.map((by) => [by, scan.text]);
  const answers = await Promise.all(asked.map(async ([by, code]) => ({ code, by, rows: await stockBy(warehouseNo, by, code) })));
  return answers.find((answer) => answer.rows.length > 0) ?? null;
}

/** Whether `warehouseNo` has a cell numbered `code` (IInvStockService/getinvstockcellexists, record 1054). */
export async function cellExists(warehouseNo: string, code: string): Promise<boolean> {
  return (await pdaCall<{ exists: boolean }>('IInvStockService', 'getinvstockcellexists', { warehouseNo, cellNo: code })).exists;
}

/** The first count plan (CHK) holding a freeze on any of `rows`, or undefined. */
export function countPlanOf(rows: StockRow[]): string | undefined {
  return rows.flatMap((row) => row.frozenBy).find((by) => by.docType === 'CHK')?.docNo;
}
