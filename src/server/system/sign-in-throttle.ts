/**
 * Sign-in throttling by account and source together (OWASP ASVS 5.0 V6.3; 
 * docs/decisions/0012-sign-in-throttling.md). Rows of sys_sign_in_throttle are keyed by the user number as typed, so an
 * unknown user number is throttled exactly like a real one and the answers never tell them apart.
 *
 * 1. Pair lock: the password policy's allowMistakeTimes failures (default 5) of one (user number,
 *    address) pair within WINDOW_MINUTES lock that pair for its lockTime minutes (default 15);
 *    other addresses are not locked.
 * 2. Progressive account delay: after ACCOUNT_FREE_FAILURES failures of a user number from any
 *    address within WINDOW_MINUTES, the next attempt waits 2^(failures - free) seconds after the last
 *    failure, at most ACCOUNT_MAX_DELAY_SECONDS (so at most ~60 guesses an hour on one account).
 * 3. Known address: an address the user signed in from within KNOWN_ADDRESS_DAYS skips the delay
 *    (never the pair lock), so the owner can sign in while someone else guesses.
 *
 * reserveSignInAttempt counts the attempt as a failure before the password is checked (parallel
 * guesses cannot slip past a limit) and answers false when the attempt is throttled; a refused
 * attempt counts nowhere. recordSignInSuccess clears the pair and the account counters and marks the
 * address known. unlockSignIn (an administrator's unlock, a password reset) forgets a user number's
 * failures and locks; pruneSignInThrottle forgets rows that no longer lock, delay or know anything.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from '../db/client.ts';
import { runExclusiveJob } from '../db/lock.ts';

export const WINDOW_MINUTES = 15;
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
export const KNOWN_ADDRESS_DAYS = 90;
/** The address of an account-wide row. */
const ACCOUNT = '';

class Throttled extends Error {}

/** The pair lock of the password policy: failures allowed, then minutes locked. */
export type PairLock = { allowMistakeTimes: number; lockTime: number };

/** Counts one attempt of `userNo` from `address`; false when the pair is locked or the account delayed. */
export async function reserveSignInAttempt(db: Db, userNo: string, address: string, lock: PairLock): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const recent = sql`t.last_failure_at > now() - make_interval(mins => ${WINDOW_MINUTES})`;
      const pairFailures = sql`case when t.locked_until is null and ${recent} then t.failures + 1 else 1 end`;
      const pair = await tx.execute(sql`
        insert into sys_sign_in_throttle as t (user_no, address, failures, last_failure_at)
        values (${userNo}, ${address}, 1, now())
        on conflict (user_no, address) do update set
          failures = ${pairFailures},
          last_failure_at = now(),
          locked_until = case when ${pairFailures} >= ${lock.allowMistakeTimes} then now() + make_interval(mins => ${lock.lockTime}) end
        where t.locked_until is null or t.locked_until <= now()
        returning 1`);
      if (!pair.rows.length) throw new Throttled();
      const account = await tx.execute(sql`
        insert into sys_sign_in_throttle as t (user_no, address, failures, last_failure_at)
        values (${userNo}, ${ACCOUNT}, 1, now())
        on conflict (user_no, address) do update set
          failures = case when ${recent} then t.failures + 1 else 1 end,
          last_failure_at = now()
        where t.failures < ${ACCOUNT_FREE_FAILURES}
          or not (${recent})
          or t.last_failure_at + make_interval(secs => least(power(2, t.failures - ${ACCOUNT_FREE_FAILURES}), ${ACCOUNT_MAX_DELAY_SECONDS})) <= now()
          or exists (
            select 1 from sys_sign_in_throttle k
            where k.user_no = ${userNo} and k.address = ${address}
              and k.last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))
        returning 1`);
      if (!account.rows.length) throw new Throttled();
    });
    return true;
  } catch (error) {
    if (error instanceof Throttled) return false;
    throw error;
  }
}

/**
 * How long `userNo` stays throttled from `address`, in whole minutes (at least 1): the later of the
 * pair lock's end and the account delay's end. For the refusal that says for how long (pinLogin).
 */
export async function throttledMinutes(db: Db, userNo: string, address: string): Promise<number> {
  const { rows } = await db.execute(sql`
    select ceil(extract(epoch from greatest(
      (select locked_until from sys_sign_in_throttle where user_no = ${userNo} and address = ${address}),
      (select last_failure_at + make_interval(secs => least(power(2, failures - ${ACCOUNT_FREE_FAILURES}), ${ACCOUNT_MAX_DELAY_SECONDS}))
         from sys_sign_in_throttle where user_no = ${userNo} and address = ${ACCOUNT} and failures > ${ACCOUNT_FREE_FAILURES})
    ) - now()) / 60) as minutes`);
  return Math.max(1, Number(rows[0]?.minutes ?? 1));
}

/** After a successful sign-in: the pair and the account start counting anew; the address is known. */
export async function recordSignInSuccess(db: Db, userNo: string, address: string): Promise<void> {
  await db.execute(sql`
    update sys_sign_in_throttle
    set failures = 0, locked_until = null, last_success_at = case when address = ${address} then now() else last_success_at end
    where user_no = ${userNo} and address in (${address}, ${ACCOUNT})`);
}

/** Forgets the failures and locks of `userNo` on every address; known addresses stay known. */
export async function unlockSignIn(db: Db | Tx, userNo: string): Promise<void> {
  await db.execute(sql`update sys_sign_in_throttle set failures = 0, locked_until = null, last_failure_at = null where user_no = ${userNo}`);
}

const PRUNE_LOCK = 'wms:sys_sign_in_throttle:prune';

/**
 * Deletes the rows that neither lock, nor delay, nor mark a known address: no lock in force, no
 * failure within WINDOW_MINUTES and no success within KNOWN_ADDRESS_DAYS. One instance at a time
 * (advisory lock); answers the count.
 */
export function pruneSignInThrottle(pool: pg.Pool): Promise<number> {
  return runExclusiveJob(pool, PRUNE_LOCK, async (client) => {
    const result = await client.query(
      `delete from sys_sign_in_throttle
       where (locked_until is null or locked_until <= now())
         and (last_failure_at is null or last_failure_at <= now() - make_interval(mins => $1))
         and (last_success_at is null or last_success_at <= now() - make_interval(days => $2))`,
      [WINDOW_MINUTES, KNOWN_ADDRESS_DAYS],
    );
    return result.rowCount ?? 0;
  });
}
