/**
 * runAction(tx, sd, user, action, list): one action of a document's transition table on a batch
 * of documents, all or nothing, in the caller's transaction (DESIGN.md "Documents and status").
 *
 * 1-2. loads and compare-and-sets the listed headers in one statement (issue 29): `UPDATE … SET
 *    status = to, version = version + 1 FROM (the listed ids and versions with each header's
 *    status before) WHERE id and version match AND status IN (from) AND in the user's scope
 *    RETURNING …` (an action that keepsStatus leaves the status as it is), also storing `values`
 *    (the action's remark field). When a header did not change, the transaction is refused: NOT_FOUND
 *    (missing or out of scope), BATCH_SCOPE_MIXED (more than one organisation and warehouse,
 *    workflows §5), the action's refusal with the number of a header whose status moved on (e.g. a
 *    parallel complete), else STALE_VERSION; a batch that changed spanning several is refused too;
 * 3. an action that `posts` hands each document's moves to postMoves in the same transaction,
 *    keyed (docType, docNo or the document's postingNo, line, action), so a replay posts nothing twice;
 *    a document with batchMoves computes the moves of all changed documents first, in one go, and
 *    posts them in one postMany (one claim, lock and write for the batch, each document checked and
 *    claimed as if posted alone, in list order: issue 25);
 * 4. the document's afterAction hook, if any, finishes the action on its own records (after its
 *    posting: with batchMoves, after all of them);
 * 5. one 'document.status' event per document (from and to status) into the outbox, in one insert,
 *    delivered when the transaction commits (DESIGN.md "Events").
 * Answers the changed headers.
 */
import { and, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publishEvents } from '../../events/publish.ts';
import { postMany, postMoves } from '../../ledger/post-moves.ts';
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

/**
 * Why no header of `list` changed: NOT_FOUND (missing or out of scope), BATCH_SCOPE_MIXED, the
 * action's refusal with the number of a header in another status, else STALE_VERSION.
 */
async function refusalOf(tx: Tx, sd: ServerDocument, user: SessionUser, action: string, list: ActionTarget[]): Promise<AppError> {
  const { doc, head } = sd;
  const transition = doc.actions[action];
  const ids = [...new Set(list.map((t) => t.id))];
  const rows = (await tx.select().from(head).where(and(inArray(head.id, ids), scopeCondition(doc.entity, head, user)))) as DocHead[];
  if (rows.length < ids.length) return new AppError('NOT_FOUND');
  if (mixed(rows)) return new AppError('BATCH_SCOPE_MIXED');
  const moved = rows.find((row) => !transition.from.includes(row.statusCode as never));
  return moved ? new AppError(transition.refusal, { docNo: String(moved[doc.docNoField]) }) : new AppError('STALE_VERSION');
}

const mixed = (rows: DocHead[]) => new Set(rows.map((r) => `${r.orgNo}\u001f${r.warehouseNo}`)).size > 1;

export async function runAction(tx: Tx, sd: ServerDocument, user: SessionUser, action: string, list: ActionTarget[], values: Record<string, unknown> = {}): Promise<DocHead[]> {
  const { doc, head } = sd;
  const transition = doc.actions[action];
  // Load and compare-and-set in one statement; `seen` carries each header's status before it.
  const seen = sql`(select t.id, t.version, h.status_code as from_status from json_to_recordset(${JSON.stringify(list)}::json) as t(id bigint, version int)
    join ${head} h on h.id = t.id) seen`;
  const updated = (await tx
    .update(head)
    .set({ ...values, statusCode: transition.keepsStatus ? sql`${head.statusCode}` : transition.to, version: sql`${head.version} + 1`, ...touched(user) })
    .from(seen)
    .where(and(sql`${head.id} = seen.id and ${head.version} = seen.version`, inArray(head.statusCode, [...transition.from]), scopeCondition(doc.entity, head, user)))
    .returning({ ...getTableColumns(head), fromStatus: sql<number>`seen.from_status` })) as (DocHead & { fromStatus: number })[];
  if (updated.length < list.length) throw await refusalOf(tx, sd, user, action, list);
  if (mixed(updated)) throw new AppError('BATCH_SCOPE_MIXED');
  const byId = new Map(updated.map(({ fromStatus, ...row }) => [row.id, { row: row as DocHead, fromStatus }]));
  const changed = list.map((target) => byId.get(target.id)!.row);
  const fromStatus = (row: DocHead) => byId.get(row.id)!.fromStatus;

  const docNoOf = (row: DocHead) => sd.postingNo?.(row, action) ?? String(row[doc.docNoField]);
  if (transition.posts && sd.batchMoves) {
    const batch = await batchMovesOf(tx, sd, changed, action);
    await postMany(tx, changed.map((row, i) => ({ docType: doc.docType, docNo: docNoOf(row), operator: user.userNo, lines: batch[i] })));
  }
  for (const row of changed) {
    if (transition.posts && !sd.batchMoves) {
      await postMoves(tx, { docType: doc.docType, docNo: docNoOf(row), operator: user.userNo, lines: await sd.moves(tx, row, await readLines(tx, sd, row.id), action) });
    }
    await sd.afterAction?.(tx, row, action, user);
  }
  await publishEvents(tx, 'document.status', changed.map((row) => ({
    scope: { orgNo: row.orgNo, warehouseNo: row.warehouseNo },
    payload: { docType: doc.docType, docNo: String(row[doc.docNoField]), fromStatus: Number(fromStatus(row)), toStatus: Number(row.statusCode) },
  })));
  return changed;
}
