/**
 * Work order actions (src/shared/entities/work-order.entity.ts; docs/decisions/ "Production"):
 *
 * - `IPdWorkOrderService/release` { id, version } (isSubmit on 140101): initial (10) -> released (20).
 * - `IPdWorkOrderService/complete` { id, version, cellNo, materials: [{ cellNo, itemNo, lotNo, qty }],
 *   finished: [{ barcode, qty }] } (isEnd on 140101): released -> completed (30). In one
 *   transaction it posts under document type WO and the order number: each material line an
 *   `issue` of qualified stock (status 10, no container) from its cell, and the finished goods a
 *   `receive` of the order's item and lot into cellNo (qualified), as much as the barcodes carry;
 *   it writes one label per barcode (LABEL_STATUS 4 in storage) and one genealogy row per material
 *   line, and sets completedQty.
 *
 * Refusals before any write: STALE_VERSION; WORK_ORDER_STATUS (11410) when the order is not in the
 * status the action starts from (WORK_ORDER_ACTIONS, shared with the console's buttons); WORK_ORDER_BARCODE_TAKEN (11411) for a barcode that already
 * exists in the organisation or appears twice; INSUFFICIENT_STOCK / NOT_FOUND from postMoves roll
 * everything back. Data scope: the work order entity's (organisation).
 */
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canWorkOrderAct, WORK_ORDER_ACTIONS, workOrderEntity, type WorkOrderAction } from '../../shared/entities/work-order.entity.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { bmLabel, pdWorkOrder } from '../db/schema.ts';
import { touched } from '../inventory/documents/document-store.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { pdGenealogy } from './production-schema.ts';

export const WORK_ORDER_DOC_TYPE = 'WO';

const QTY = /^\d{1,14}(\.\d{1,6})?$/;
const quantity = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(QTY, 'validation.notNumber')).refine((q) => !QTY.test(q) || new Decimal(q).gt(0), 'stock.qtyPositive');
const code = z.string().trim().min(1).max(80);

export const releaseInput = z.object({ id: idSchema, version: versionSchema });

export const completeInput = z.object({
  id: idSchema,
  version: versionSchema,
  cellNo: code,
  materials: z.array(z.object({ cellNo: code, itemNo: code, lotNo: z.string().trim().max(40).default(''), qty: quantity })).min(1).max(200),
  finished: z.array(z.object({ barcode: code, qty: quantity })).min(1).max(200),
});

type WorkOrder = typeof pdWorkOrder.$inferSelect;
type Order = { id: number; orderNo: string; orgNo: string; warehouseNo: string; itemNo: string; lotNo: string };

async function lockOrder(tx: Tx, user: SessionUser, id: number, version: number, action: WorkOrderAction): Promise<Order> {
  const scope = scopeCondition(workOrderEntity, pdWorkOrder, user);
  const [row] = await tx.select().from(pdWorkOrder).where(scope ? and(eq(pdWorkOrder.id, id), scope) : eq(pdWorkOrder.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.version !== version) throw new AppError('STALE_VERSION');
  const text = (field: string) => String(row[field]);
  if (!canWorkOrderAct(action, text('statusCode'))) throw new AppError('WORK_ORDER_STATUS', { orderNo: text('orderNo'), status: text('statusCode') });
  return { id: Number(row.id), orderNo: text('orderNo'), orgNo: text('orgNo'), warehouseNo: text('warehouseNo'), itemNo: text('itemNo'), lotNo: text('lotNo') };
}

async function setOrder(tx: Tx, user: SessionUser, order: Order, values: Partial<typeof pdWorkOrder.$inferInsert>): Promise<WorkOrder> {
  const [row] = await tx.update(pdWorkOrder).set({ ...values, version: sql`${pdWorkOrder.version} + 1`, ...touched(user) }).where(eq(pdWorkOrder.id, order.id)).returning();
  return row;
}

/** Releases an initial work order. */
export async function releaseWorkOrder(tx: Tx, user: SessionUser, input: z.infer<typeof releaseInput>): Promise<WorkOrder> {
  const order = await lockOrder(tx, user, input.id, input.version, 'release');
  return setOrder(tx, user, order, { statusCode: WORK_ORDER_ACTIONS.release.to });
}

/** Completes a released work order: materials issued, finished goods received with their barcodes, genealogy written. */
export async function completeWorkOrder(tx: Tx, user: SessionUser, input: z.infer<typeof completeInput>): Promise<WorkOrder> {
  const order = await lockOrder(tx, user, input.id, input.version, 'complete');
  const barcodes = input.finished.map((f) => f.barcode);
  const twice = barcodes.find((barcode, i) => barcodes.indexOf(barcode) !== i);
  const [taken] = twice ? [{ barcode: twice }] : await tx.select({ barcode: bmLabel.barcode }).from(bmLabel).where(and(eq(bmLabel.orgNo, order.orgNo), inArray(bmLabel.barcode, barcodes))).limit(1);
  if (taken) throw new AppError('WORK_ORDER_BARCODE_TAKEN', { barcode: String(taken.barcode) });
  const stock = (cellNo: string, itemNo: string, lotNo: string): StockKey => ({ orgNo: order.orgNo, warehouseNo: order.warehouseNo, cellNo, itemNo, lotNo, containerNo: '', stockStatus: '10' });
  const made = input.finished.reduce((sum, f) => sum.plus(f.qty), new Decimal(0));
  await postMoves(tx, {
    docType: WORK_ORDER_DOC_TYPE,
    docNo: order.orderNo,
    operator: user.userNo,
    lines: [
      ...input.materials.map((m, i) => ({ lineNo: i + 1, action: 'issue' as const, from: stock(m.cellNo, m.itemNo, m.lotNo), quantity: m.qty })),
      { lineNo: input.materials.length + 1, action: 'receive' as const, to: stock(input.cellNo, order.itemNo, order.lotNo), quantity: made.toFixed() },
    ],
  });
  const audit = { createName: user.userNo, updateName: user.userNo };
  await tx.insert(bmLabel).values(input.finished.map((f) => ({ ...audit, barcode: f.barcode, barType: '1', orgNo: order.orgNo, itemNo: order.itemNo, lotNo: order.lotNo, qty: f.qty, labelStatus: '4' })));
  await tx.insert(pdGenealogy).values(input.materials.map((m) => ({
    orgNo: order.orgNo, orderNo: order.orderNo, itemNo: order.itemNo, lotNo: order.lotNo, componentItemNo: m.itemNo, componentLotNo: m.lotNo, qty: m.qty,
  })));
  return setOrder(tx, user, order, { statusCode: WORK_ORDER_ACTIONS.complete.to, completedQty: made.toFixed() });
}
