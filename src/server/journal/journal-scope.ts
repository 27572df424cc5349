/**
 * The operation journal's per-call scope (operation-journal.ts): the changes a write call noted,
 * its row's values, and the row's insert, which the call's first transaction writes before it
 * commits (journalInTransaction, used by db/request-claim.ts). Kept apart from the journal's calls
 * so the database client does not import the call layer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { sysOperationLog } from '../system/syssec-schema.ts';

/** One row a write changed: its entity, id, and the values before (null on add) and after (null on delete). */
export type Change = { entity: string; id: unknown; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

export type JournalValues = typeof sysOperationLog.$inferInsert;

/** A journaled call: the changes noted, its row's values for an outcome, and how many changes a committed row holds (null: none yet). */
export type Journaling = { changes: Change[]; values: (outcome: string, changes: Change[]) => JournalValues; written: number | null };
export const scope = new AsyncLocalStorage<Journaling>();

/** The insert of a journal row (one statement, also usable as a WITH clause). */
export function journalInsert(values: JournalValues): SQL {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return sql`insert into sys_operation_log (user_no, user_name, call, module_no, request_id, client_request_id, outcome, input, before, after)
    values (${values.userNo}, ${values.userName}, ${values.call}, ${values.moduleNo ?? null}, ${values.requestId}, ${values.clientRequestId ?? null}, ${values.outcome},
      ${json(values.input)}::jsonb, ${json(values.before)}::jsonb, ${json(values.after)}::jsonb)`;
}

/**
 * The journal row of the current write call for its first transaction to write before it commits
 * (db/request-claim.ts: the call's own transaction, in one statement with its request claim), with
 * outcome 0 and the changes noted so far; undefined outside a journaled call or once written.
 * `written()` records that the transaction committed it.
 */
export function journalInTransaction(): { row: () => SQL; written: () => void } | undefined {
  const journaling = scope.getStore();
  if (!journaling || journaling.written !== null) return undefined;
  let noted = 0;
  return {
    row: () => {
      noted = journaling.changes.length;
      return journalInsert(journaling.values('0', journaling.changes));
    },
    written: () => {
      journaling.written = noted;
    },
  };
}

