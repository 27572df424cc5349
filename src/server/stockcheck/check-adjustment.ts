/**
 * createAdjustments(tx, head, user): createInvChange's effect (spec console §4 "create inventory
 * change"; workflows §4 "adjustment generation requires completed status"). A count never writes
 * a balance: the counted differences of the plan's snapshot (diffQty <> 0) become stock
 * adjustments (invChange, sourceNo = the plan's number), one for the gains (changeType 1) and one
 * for the losses (2), added, submitted and completed through the adjustment document, so they
 * post through the ledger in this transaction. The plan's freeze has been released just before
 * (the action's posting), so a loss can take the frozen quantity.
 * Errors: CHECK_NO_WRITE_BACK when the plan's write-back flag is off.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { ADJUSTMENT } from '../../shared/documents/adjustment.ts';
import type { Tx } from '../db/client.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocument } from '../inventory/documents/document-store.ts';
import type { DocHead, DocLine } from '../inventory/documents/server-document.ts';
import { STOCK_DOCUMENTS } from '../inventory/documents/stock-documents.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { chkCheckStockBody } from './check-schema.ts';

const adjustment = STOCK_DOCUMENTS.find((sd) => sd.doc === ADJUSTMENT)!;

export async function createAdjustments(tx: Tx, head: DocHead, user: SessionUser): Promise<void> {
  if (head.isWriteBack === false) throw new AppError('CHECK_NO_WRITE_BACK', { docNo: String(head.checkNo) });
  const rows = await tx.select().from(chkCheckStockBody).where(and(eq(chkCheckStockBody.headId, head.id), ne(chkCheckStockBody.diffQty, '0'))).orderBy(asc(chkCheckStockBody.lineNo));
  for (const changeType of ['1', '2']) {
    const lines: DocLine[] = rows
      .filter((row) => new Decimal(row.diffQty!).gt(0) === (changeType === '1'))
      .map((row, index) => ({
        lineNo: index + 1, cellNo: row.cellNo, itemNo: row.itemNo, lotNo: row.lotNo || null, containerNo: row.containerNo || null,
        stockStatus: row.stockStatus, qty: new Decimal(row.diffQty!).abs().toFixed(), remark: `${head.checkNo}/${row.lineNo}`,
      }));
    if (lines.length === 0) continue;
    const added = await addDocument(tx, adjustment, user, { head: { orgNo: head.orgNo, warehouseNo: head.warehouseNo, changeType, sourceNo: String(head.checkNo) }, lines });
    const [submitted] = await runAction(tx, adjustment, user, 'submit', [{ id: added.id, version: added.version }]);
    await runAction(tx, adjustment, user, 'complete', [{ id: submitted.id, version: submitted.version }]);
  }
}
