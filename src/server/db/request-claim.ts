/**
 * Client request ids (DESIGN.md "Tasks, scans and request ids"): a call sent with a `Request-Id`
 * header runs inside `withRequestClaim`; the first database transaction it opens claims
 * (userNo, requestId) in sys_request at its end, in that same transaction, with the transaction's
 * result as the provisional answer: one insert, in the same statement as the call's operation
 * journal row (operation-journal.ts, issue 29). A retry of the same id (a double tap, a client that
 * lost the answer, an offline queue replayed, a retry on another instance after one died) runs
 * its transaction, meets the committed claim (or waits on the primary key for a first run still
 * going, then meets it), rolls back whatever it did and answers the stored answer. A retry whose
 * work is refused because the first run already changed the data (a stale version) answers the
 * stored answer too (earlierAnswer). A transaction that rolls back takes its claim with it, so a
 * refused call may be sent again with the same id.
 *
 * claimingTransactions(db) wraps the pool's drizzle instance once (db/client.ts), so every
 * `db.transaction` and withRetry of every call takes part without the call knowing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { journalInTransaction } from '../journal/journal-scope.ts';
import type { Db, Tx } from './db-types.ts';

/** Stored answers larger than this (bytes of JSON) are kept as null: the retry learns it ran. */
const MAX_ANSWER_BYTES = 256 * 1024;

type RequestClaim = { userNo: string; requestId: string; call: string; state: 'open' | 'claiming' | 'claimed'; stored?: unknown };

/** Thrown inside the claiming transaction when the request ran before: rolls it back, carries the first answer. */
export class RequestReplayed extends Error {
  constructor(readonly call: string, readonly answer: unknown) {
    super('request replayed');
  }
}

const scope = new AsyncLocalStorage<RequestClaim>();

/** Runs `work` (a call's handler) as request `requestId` of `userNo`; transactions inside claim it. */
export function withRequestClaim<T>(claim: { userNo: string; requestId: string; call: string }, work: () => Promise<T>): Promise<T> {
  return scope.run({ ...claim, state: 'open' }, work);
}

/** The JSON stored for an answer, serialised once: null for nothing or above MAX_ANSWER_BYTES. */
function storedJson(answer: unknown): string {
  const json = answer === undefined ? undefined : JSON.stringify(answer);
  return json !== undefined && json.length <= MAX_ANSWER_BYTES ? json : 'null';
}

const storedAnswer = (runner: Pick<Db, 'execute'>, claim: RequestClaim) =>
  runner.execute(sql`select call, answer from sys_request where user_no = ${claim.userNo} and request_id = ${claim.requestId}`);

/**
 * Ends the call's transaction: its journal row (`journal`, an insert, or none) and, when the call
 * is a client request, the claim with the answer, in one statement. Throws RequestReplayed when
 * the id was claimed before (the transaction then rolls back, journal row and all).
 */
async function finishIn(tx: Tx, claim: RequestClaim | undefined, journal: SQL | undefined, answer: unknown): Promise<void> {
  if (!claim) {
    if (journal) await tx.execute(journal);
    return;
  }
  const insert = sql`insert into sys_request (user_no, request_id, call, answer)
    values (${claim.userNo}, ${claim.requestId}, ${claim.call}, ${storedJson(answer)}::jsonb) on conflict do nothing returning 1`;
  const inserted = await tx.execute(journal ? sql`with journal as (${journal}) ${insert}` : insert);
  if (inserted.rows.length > 0) return;
  const [first] = (await storedAnswer(tx, claim)).rows;
  throw new RequestReplayed(String(first.call), first.answer);
}

/**
 * Stores the call's final answer once the handler returned (the provisional one is the
 * transaction's result). No-op when the request claimed nothing (a call that did not write).
 */
export async function keepAnswer(db: Db, answer: unknown): Promise<void> {
  const claim = scope.getStore();
  if (claim?.state === 'claimed' && answer !== claim.stored) {
    await db.execute(sql`update sys_request set answer = ${storedJson(answer)}::jsonb
      where user_no = ${claim.userNo} and request_id = ${claim.requestId}`);
  }
}

/**
 * For a call refused while running as a client request that claimed nothing: the first run's
 * answer as RequestReplayed when the id was claimed by an earlier run (a retry of a submit that
 * the first run already made stale), else undefined.
 */
export async function earlierAnswer(db: Db): Promise<RequestReplayed | undefined> {
  const claim = scope.getStore();
  if (claim?.state !== 'open') return undefined;
  const [first] = (await storedAnswer(db, claim)).rows;
  return first ? new RequestReplayed(String(first.call), first.answer) : undefined;
}

/**
 * Makes every `db.transaction` of `db` end with the current call's journal row and the claim of
 * its request, if any, once (finishIn). Answers `db`.
 */
export function claimingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
    const found = scope.getStore();
    const claim = found?.state === 'open' ? found : undefined;
    const journal = journalInTransaction();
    if (!claim && !journal) return transaction(work, config);
    if (claim) claim.state = 'claiming';
    try {
      const result = await transaction(async (tx) => {
        const answer = await work(tx);
        await finishIn(tx, claim, journal?.row(), answer);
        return answer;
      }, config);
      journal?.written();
      if (claim) Object.assign(claim, { state: 'claimed', stored: result });
      return result;
    } catch (error) {
      if (claim) claim.state = 'open';
      throw error;
    }
  }) as Db['transaction'];
  return db;
}
