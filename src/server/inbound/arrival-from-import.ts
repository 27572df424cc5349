/**
 * createArrivalsFromImport(tx, user, { ids }): arrival notes from arrival import rows (Base.Basic
 * arrivalImport, purchase-order lines; issue 12 "arrival import can create arrival notes"). The
 * rows, read in the user's data scope and locked, must all be imported (importStatus 1; else
 * ARRIVAL_IMPORT_USED naming the order) and of one organisation. One draft arrival note per
 * (warehouse, supplier, order): poNo = orderNo, each row a line (item, quantity, lot, production
 * date, poLineNo = the row's line, so the over-receipt rule applies), through the document's own
 * add (every check of a hand-made note). The rows become 2 (arrival note created) with arrivalNo.
 * Answers the arrival notes with their lines.
 */
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { arrivalImportEntity } from '../../shared/entities/arrival-import.entity.ts';
import { PAGE_SIZE_MAX } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { bmArrivalImport } from '../db/schema.ts';
import { addDocument, touched, type DocumentWithLines } from '../inventory/documents/document-store.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { arrivalDocument } from './arrival-document.ts';
import { text } from './inbound-rules.ts';

export const fromImportInput = z.object({ ids: z.array(idSchema).min(1).max(PAGE_SIZE_MAX) });

const IMPORTED = '1';
const ARRIVAL_CREATED = '2';

export async function createArrivalsFromImport(tx: Tx, user: SessionUser, input: z.infer<typeof fromImportInput>): Promise<DocumentWithLines[]> {
  const ids = [...new Set(input.ids)];
  const rows = await tx.select().from(bmArrivalImport).where(and(inArray(bmArrivalImport.id, ids), scopeCondition(arrivalImportEntity, bmArrivalImport, user))).orderBy(bmArrivalImport.orderNo, bmArrivalImport.lineNo).for('update');
  if (rows.length < ids.length) throw new AppError('NOT_FOUND');
  if (new Set(rows.map((r) => r.orgNo)).size > 1) throw new AppError('BATCH_SCOPE_MIXED');
  const used = rows.find((r) => r.importStatus !== IMPORTED);
  if (used) throw new AppError('ARRIVAL_IMPORT_USED', { orderNo: text(used.orderNo), lineNo: Number(used.lineNo) });
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const name = [row.warehouseNo, row.supplierNo, row.orderNo].join('\u001f');
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const created: DocumentWithLines[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    const arrival = await addDocument(tx, arrivalDocument, user, {
      head: { orgNo: first.orgNo, warehouseNo: first.warehouseNo, supplierNo: first.supplierNo, poNo: first.orderNo },
      lines: group.map((row, i) => ({ lineNo: i + 1, itemNo: row.itemNo, qty: row.qty, lotNo: row.lotNo ?? null, productionDate: row.productionDate ?? null, poLineNo: Number(row.lineNo) })),
    });
    await tx.update(bmArrivalImport).set({ importStatus: ARRIVAL_CREATED, arrivalNo: String(arrival.inArriveNo), ...touched(user) }).where(inArray(bmArrivalImport.id, group.map((r) => Number(r.id))));
    created.push(arrival);
  }
  return created;
}
