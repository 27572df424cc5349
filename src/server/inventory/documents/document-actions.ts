/**
 * runAction(tx, sd, user, action, list): one action of a document's transition table on a batch
 * of documents, all or nothing, in the caller's transaction (DESIGN.md "Documents and status").
 *
 * 1. reads the listed headers in the user's scope (NOT_FOUND if one is missing); a batch spanning
 *    more than one organisation and warehouse is refused (BATCH_SCOPE_MIXED, workflows §5);
 * 2. compare-and-set: `UPDATE … SET status = to, version = version + 1 WHERE id = ANY(ids) AND
 *    status IN (from) AND version = <seen>` (an action that keepsStatus leaves the status as it
 *    is), also storing `values` (the action's remark field); a header it did not change answers the
 *    action's refusal with its number (status moved on, e.g. a parallel complete) or STALE_VERSION;
 * 3. an action that `posts` hands each document's moves to postMoves in the same transaction,
 *    keyed (docType, docNo or the document's postingNo, line, action), so a replay posts nothing twice;
 *    a document with batchMoves computes the moves of all changed documents first, in one go;
 * 4. the document's afterAction hook, if any, finishes the action on its own records;
 * 5. one 'document.status' event per document (from and to status) into the outbox, delivered
 *    when the transaction commits (DESIGN.md "Events").
 * Answers the changed headers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../events/publish.ts';
import { postMoves } from '../../ledger/post-moves.ts';
import { scopeCondition } from '../../crud/scope.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { SessionUser } from '../../rpc/session.ts';
import type { BookedLine, MoveLine } from '../../ledger/move-lines.ts';
import { readLines, readLinesOf, touched } from './document-store.ts';
import type { DocHead, ServerDocument } from './server-document.ts';

export type ActionTarget = { id: number; version: number };

/** The moves of every changed document at once, through the document's batchMoves, their lines read in one query. */
async function batchMovesOf(tx: Tx, sd: ServerDocument, heads: DocHead[], action: string): Promise<(MoveLine | BookedLine)[][]> {
  const lines = await readLinesOf(tx, sd, heads.map((h) => h.id));
  return sd.batchMoves!(tx, heads.map((head) => ({ head, lines: lines.get(head.id) ?? [] })), action);
}

export async function runAction(tx: Tx, sd: ServerDocument, user: SessionUser, action: string, list: ActionTarget[], values: Record<string, unknown> = {}): Promise<DocHead[]> {
  const { doc, head } = sd;
  const transition = doc.actions[action];
  const ids = [...new Set(list.map((t) => t.id))];
  const rows = (await tx.select().from(head).where(and(inArray(head.id, ids), scopeCondition(doc.entity, head, user)))) as DocHead[];
  if (rows.length < ids.length) throw new AppError('NOT_FOUND');
  if (new Set(rows.map((r) => `${r.orgNo}\u001f${r.warehouseNo}`)).size > 1) throw new AppError('BATCH_SCOPE_MIXED');

  const changed: DocHead[] = [];
  for (const target of list) {
    const [row] = (await tx
      .update(head)
      .set({ ...values, statusCode: transition.keepsStatus ? sql`${head.statusCode}` : transition.to, version: sql`${head.version} + 1`, ...touched(user) })
      .where(and(eq(head.id, target.id), eq(head.version, target.version), inArray(head.statusCode, [...transition.from])))
      .returning()) as DocHead[];
    if (!row) {
      const [now] = (await tx.select().from(head).where(eq(head.id, target.id))) as DocHead[];
      if (!transition.from.includes(now.statusCode as never)) throw new AppError(transition.refusal, { docNo: String(now[doc.docNoField]) });
      throw new AppError('STALE_VERSION');
    }
    changed.push(row);
  }

  const batch = transition.posts && sd.batchMoves ? await batchMovesOf(tx, sd, changed, action) : undefined;
  for (const [i, row] of changed.entries()) {
    if (transition.posts) {
      const lines = batch?.[i] ?? (await sd.moves(tx, row, await readLines(tx, sd, row.id), action));
      const docNo = sd.postingNo?.(row, action) ?? String(row[doc.docNoField]);
      await postMoves(tx, { docType: doc.docType, docNo, operator: user.userNo, lines });
    }
    await sd.afterAction?.(tx, row, action, user);
    const before = rows.find((r) => r.id === row.id)!;
    await publishEvent(tx, 'document.status', { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, {
      docType: doc.docType, docNo: String(row[doc.docNoField]), fromStatus: Number(before.statusCode), toStatus: Number(row.statusCode),
    });
  }
  return changed;
}
