/**
 * Client request ids (DESIGN.md "Tasks, scans and request ids"): a call sent with a `Request-Id`
 * header runs inside `withRequestClaim`; the first database transaction it opens claims
 * (userNo, requestId) in sys_request in that same transaction, with the transaction's result as
 * the provisional answer. A retry of the same id (a double tap, a client that lost the answer, an
 * offline queue replayed, a retry on another instance after one died) meets the committed claim
 * and answers the stored answer instead of running again; one that arrives while the first is
 * still running waits for it (the primary key) and then answers it. A transaction that rolls back
 * takes its claim with it, so a refused call may be sent again with the same id.
 *
 * claimingTransactions(db) wraps the pool's drizzle instance once (db/client.ts), so every
 * `db.transaction` and withRetry of every call takes part without the call knowing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
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

function storable(answer: unknown): unknown {
  if (answer === undefined) return null;
  const json = JSON.stringify(answer);
  return json !== undefined && json.length <= MAX_ANSWER_BYTES ? answer : null;
}

async function claimIn(tx: Tx, claim: RequestClaim): Promise<void> {
  const inserted = await tx.execute(sql`insert into sys_request (user_no, request_id, call) values (${claim.userNo}, ${claim.requestId}, ${claim.call})
    on conflict do nothing returning 1`);
  if (inserted.rows.length > 0) return;
  const [first] = (await tx.execute(sql`select call, answer from sys_request where user_no = ${claim.userNo} and request_id = ${claim.requestId}`)).rows;
  throw new RequestReplayed(String(first.call), first.answer);
}

async function saveAnswer(runner: Pick<Db, 'execute'>, claim: RequestClaim, answer: unknown): Promise<void> {
  await runner.execute(sql`update sys_request set answer = ${JSON.stringify(storable(answer))}::jsonb
    where user_no = ${claim.userNo} and request_id = ${claim.requestId}`);
}

/**
 * Stores the call's final answer once the handler returned (the provisional one is the
 * transaction's result). No-op when the request claimed nothing (a call that did not write).
 */
export async function keepAnswer(db: Db, answer: unknown): Promise<void> {
  const claim = scope.getStore();
  if (claim?.state === 'claimed' && answer !== claim.stored) await saveAnswer(db, claim, answer);
}

/** Makes every `db.transaction` of `db` claim the current request, if any, once. Answers `db`. */
export function claimingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
    const claim = scope.getStore();
    if (claim?.state !== 'open') return transaction(work, config);
    claim.state = 'claiming';
    try {
      const result = await transaction(async (tx) => {
        await claimIn(tx, claim);
        const answer = await work(tx);
        await saveAnswer(tx, claim, answer);
        return answer;
      }, config);
      Object.assign(claim, { state: 'claimed', stored: result });
      return result;
    } catch (error) {
      claim.state = 'open';
      throw error;
    }
  }) as Db['transaction'];
  return db;
}
