/**
 * Split label print (spec console §2 split-label-print; docs/decisions/ "Printing"): each
 * selected label is voided (LABEL_STATUS 9) and replaced by piece labels of `splitQty` (the last
 * holds the rest), barcodes `{barcode}-01`…, status 2 printed, the other fields copied. Runs in
 * the print's transaction, so nothing is written when rendering fails.
 *
 * checkSplit refuses before anything is written: AppError INVALID_STATE for a void label,
 * PRINT_SPLIT_QTY when a label cannot be split by splitQty (see splitQuantities).
 */
import { and, eq, sql } from 'drizzle-orm';
import { labelEntity } from '../../shared/entities/label.entity.ts';
import { pieceBarcode, splitQuantities } from '../../shared/split-label.ts';
import { addRow } from '../crud/write-rows.ts';
import type { Tx } from '../db/client.ts';
import { bmLabel } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

type Row = Record<string, unknown>;

const VOID = '9';
const PRINTED = '2';
const NOT_COPIED = new Set(['id', 'version', 'createName', 'createDate', 'updateName', 'updateDate', 'customValues', 'barcode', 'qty', 'labelStatus']);

/** The piece quantities of every label; refusals as above. */
export function checkSplit(rows: readonly Row[], splitQty: string | undefined): string[][] {
  return rows.map((row) => {
    if (row.labelStatus === VOID) throw new AppError('INVALID_STATE');
    const pieces = splitQuantities(String(row.qty), splitQty ?? '');
    if (!pieces) throw new AppError('PRINT_SPLIT_QTY', { barcode: String(row.barcode), qty: String(row.qty) });
    return pieces;
  });
}

/** Voids the labels and writes their pieces; answers the pieces in order. */
export async function splitLabels(tx: Tx, user: SessionUser, rows: readonly Row[], pieces: readonly string[][]): Promise<Row[]> {
  const written: Row[] = [];
  for (const [index, parent] of rows.entries()) {
    const voided = await tx
      .update(bmLabel)
      .set({ labelStatus: VOID, version: sql`${bmLabel.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
      .where(and(eq(bmLabel.id, Number(parent.id)), eq(bmLabel.version, Number(parent.version))))
      .returning({ id: bmLabel.id });
    if (voided.length === 0) throw new AppError('STALE_VERSION');
    const copied = Object.fromEntries(Object.entries(parent).filter(([field]) => !NOT_COPIED.has(field)));
    for (const [piece, qty] of pieces[index].entries()) {
      written.push(await addRow(tx, labelEntity, bmLabel, user, { ...copied, barcode: pieceBarcode(String(parent.barcode), piece), qty, labelStatus: PRINTED }));
    }
  }
  return written;
}
