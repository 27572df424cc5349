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
 * 5. one 'document.status' event per document (from and to status) into the outbox, written by a
 *    CTE of the statement of step 1-2 (issue 29), so before the events of the posting and of
 *    afterAction in id order; delivered when the transaction commits (DESIGN.md "Events").
 * Answers the changed headers.
 */
import { and, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventWritten, type EventRow } from '../../events/publish.ts';
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

/**
 * The 'document.status' rows of the listed headers that the action's update may change (same
 * conditions, each header's status before and after), as a CTE of that update (issue 29: one
 * statement). The CTE reads the statement's snapshot, not the update's rows: when the update changed
 * fewer headers, runAction refuses and the transaction rolls back with these rows.
 */
function statusEventsOf(sd: ServerDocument, user: SessionUser, action: string, seen: SQL) {
  const { doc, head } = sd;
  const transition = doc.actions[action];
  const docNo = sql.identifier((head[doc.docNoField] as AnyColumn).name);
  const to = transition.keepsStatus ? sql`seen.from_status` : sql`${transition.to}`;
  return sql`insert into event_outbox (type, scope, payload)
    select 'document.status', jsonb_build_object('orgNo', ${head.orgNo}, 'warehouseNo', ${head.warehouseNo}),
      jsonb_build_object('docType', ${doc.docType}::text, 'docNo', ${head}.${docNo}::text, 'fromStatus', seen.from_status::int, 'toStatus', (${to})::int)
    from (select pg_current_xact_id() offset 0) x, ${seen} join ${head} on ${head.id} = seen.id
    where ${head.version} = seen.version and ${inArray(head.statusCode, [...transition.from])} and ${scopeCondition(doc.entity, head, user) ?? sql`true`}
    order by seen.n
    returning id, created_at, exists (select 1 from sys_callback c where c.event_type = 'document.status' and c.status_code = 1) as callbacks`;
}

export async function runAction(tx: Tx, sd: ServerDocument, user: SessionUser, action: string, list: ActionTarget[], values: Record<string, unknown> = {}): Promise<DocHead[]> {
  const { doc, head } = sd;
  const transition = doc.actions[action];
  // Load, compare-and-set and the status events in one statement; `seen` carries each header's
  // status before it and its place in the list.
  const seen = sql`(select t.id, t.version, t.n, h.status_code as from_status
    from rows from (json_to_recordset(${JSON.stringify(list)}::json) as (id bigint, version int)) with ordinality as t(id, version, n)
    join ${head} h on h.id = t.id) seen`;
  const events = tx.$with('events', { id: sql`id`, created_at: sql`created_at`, callbacks: sql`callbacks` }).as(statusEventsOf(sd, user, action, seen));
  const updated = (await tx
    .with(events)
    .update(head)
    .set({ ...values, statusCode: transition.keepsStatus ? sql`${head.statusCode}` : transition.to, version: sql`${head.version} + 1`, ...touched(user) })
    .from(seen)
    .where(and(sql`${head.id} = seen.id and ${head.version} = seen.version`, inArray(head.statusCode, [...transition.from]), scopeCondition(doc.entity, head, user)))
    .returning({ ...getTableColumns(head), fromStatus: sql<number>`seen.from_status`, eventRows: sql<EventRow[]>`(select json_agg(events order by events.id) from events)` })) as (DocHead & { fromStatus: number; eventRows: EventRow[] })[];
  if (updated.length < list.length) throw await refusalOf(tx, sd, user, action, list);
  if (mixed(updated)) throw new AppError('BATCH_SCOPE_MIXED');
  const byId = new Map(updated.map(({ fromStatus, eventRows: _events, ...row }) => [row.id, { row: row as DocHead, fromStatus }]));
  const changed = list.map((target) => byId.get(target.id)!.row);
  const fromStatus = (row: DocHead) => byId.get(row.id)!.fromStatus;
  const eventRows = updated[0].eventRows;
  if (eventRows.length !== changed.length) throw new Error(`runAction: ${eventRows.length} status events for ${changed.length} headers`);

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
  for (const [i, row] of changed.entries()) {
    const scope = { orgNo: row.orgNo, warehouseNo: row.warehouseNo };
    const payload = { docType: doc.docType, docNo: String(row[doc.docNoField]), fromStatus: Number(fromStatus(row)), toStatus: Number(row.statusCode) };
    await eventWritten(tx, eventRows[i], 'document.status', scope, payload);
  }
  return changed;
}
