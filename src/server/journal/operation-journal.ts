/**
 * The operation journal (System.Journal operation, menu 160502; issue 16): every write call, made
 * by a signed-in user, leaves one append-only sys_operation_log row with the user, the time, the
 * call, the calling page, fastify's request id and the client's Request-Id, the outcome (0, or the
 * wire code of the refusal: a refused write changed nothing), the request body and the rows the
 * call changed before and after. Secrets never enter it: every value under a field name of
 * SECRET_FIELD (passwords, tokens, secrets, hashes, one-time codes such as the TOTP confirmation's
 * `code`, pins, licence keys, authorization header values) is replaced by
 * REDACTED, in the body and in the rows alike. Each of the three values is kept up to
 * MAX_VALUE_BYTES of JSON, else as `{ truncated: true, bytes }`.
 *
 * A call is a write when it declares `write: true` or 'private', or when its permission flag is a
 * write flag (WRITE_FLAGS) and it does not declare `write: false`. A 'private' write (the caller's
 * own search tags, favourites, column layouts, read marks) is journaled without body or values:
 * those rows are private to their user. The router wraps every write in `journaled`
 * (the one place calls run); the writers that know the rows (src/server/crud/write-rows.ts) report
 * them with `noteChange`. Public calls (sign-in) have no user and are not journaled here.
 *
 * - ISysOperationLogService/getsysoperationloglist { current, size, condition: { keyword, userNo,
 *   call } } -> page, latest first (isSearch on 160502); each row also carries `action` (the menu
 *   and flag its call declares, or null), `verb` (what a call did beyond its flag, e.g. resetTotp,
 *   or null) and `subject` (a one-line summary: journal-summary.ts).
 *   There is no call that changes or deletes a row, and the table's trigger refuses UPDATE, DELETE and TRUNCATE.
 */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { journalInsert, scope, type Journaling } from './journal-scope.ts';

export type { Change } from './journal-scope.ts';
import { z } from 'zod';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { sysOperationLog } from '../db/schema.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { toAppError } from '../rpc/envelope.ts';
import { ENTITIES } from '../../shared/entities/index.ts';
import { actionIndex, journalSubject, rowAction, rowVerb, type JournalAction } from './journal-summary.ts';

/** The flags whose calls write (every other flag only reads, exports or prints). */
export const WRITE_FLAGS: ReadonlySet<PermissionFlag> = new Set<PermissionFlag>([
  'isAdd', 'isModify', 'isDelete', 'isCancelInvalid', 'isBatchUpdate', 'isPhysicalDelete', 'isSubmit', 'isClose', 'isCheck', 'isEnd', 'isImport', 'isSave', 'isOut',
]);

/** Field names whose values never enter the journal. */
export const SECRET_FIELD = /pass(word)?|pwd|token|secret|otp|hash|salt|signature|licen[cs]e(no|file|key|text)|private|cookie|credential|authheader|authorization|^pin$|^(code|pincode|authcode|verifycode|verificationcode|smscode|mfacode)$/i;
export const REDACTED = '[redacted]';
export const MAX_VALUE_BYTES = 32 * 1024;
const MAX_DEPTH = 12;



/** Whether a call is journaled: `write` when declared, else whether its permission flag writes. */
export function isWriteCall(call: { write?: boolean | 'private'; permission: unknown }): boolean {
  if (call.write !== undefined) return call.write !== false;
  const permission = call.permission;
  return typeof permission === 'object' && permission !== null && WRITE_FLAGS.has((permission as { flag: PermissionFlag }).flag);
}

/**
 * Reports a row the current write call changed (a no-op outside a journaled call). On a modify only
 * the fields whose value changed are kept (with the row's id), the audit columns left out.
 */
export function noteChange(entity: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
  const journaling = scope.getStore();
  if (!journaling) return;
  const id = (after ?? before)?.id;
  if (before && after) {
    const audit = new Set(['version', 'updateDate', 'updateName']);
    const changed = Object.keys(after).filter((key) => !audit.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    const pick = (row: Record<string, unknown>) => Object.fromEntries(changed.map((key) => [key, row[key]]));
    journaling.changes.push({ entity, id, before: pick(before), after: pick(after) });
    return;
  }
  journaling.changes.push({ entity, id, before, after });
}

/** A deep copy of `value` with every secret field's value replaced by REDACTED. */
export function redacted(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? REDACTED : redacted(item, depth + 1)]));
}

/** `value` redacted, or `{ truncated: true, bytes }` when its JSON exceeds MAX_VALUE_BYTES; null for nothing. */
function bounded(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const safe = redacted(value);
  const bytes = Buffer.byteLength(JSON.stringify(safe) ?? '');
  return bytes > MAX_VALUE_BYTES ? { truncated: true, bytes } : safe;
}

/** The outcome of a failed call: its refusal's wire code, or 'fault' for a server fault. */
function outcomeOf(error: unknown): string {
  return String(toAppError(error)?.code ?? 'fault');
}

/**
 * Runs the write call `call` (`{service}/{method}`) with body `body` and journals it: its outcome
 * and the changes `work` reported through noteChange. The row is written by the call's first
 * transaction before it commits (journalInTransaction); a call that wrote without a transaction,
 * failed, or noted changes after that transaction gets its (further) row written here. A replayed
 * client request (the first run is journaled already) is not journaled again. A journal row that
 * cannot be stored here is logged to the process log and does not fail the call, whose write has
 * committed. A `privateRows` write keeps neither its body nor its values (REDACTED).
 */
export async function journaled<T>(ctx: UserContext, call: string, clientRequestId: string | undefined, body: unknown, work: () => Promise<T>, privateRows = false): Promise<T> {
  const journaling: Journaling = {
    changes: [],
    written: null,
    values: (outcome, noted) => {
      const changes = privateRows ? [] : noted;
      return {
        userNo: ctx.user.userNo, userName: ctx.user.userName, call, moduleNo: ctx.moduleNo?.slice(0, 64) ?? null,
        requestId: String(ctx.request.id), clientRequestId: clientRequestId?.slice(0, 64) ?? null, outcome, input: privateRows ? REDACTED : bounded(body),
        before: changes.length ? bounded(changes.map(({ entity, id, before }) => ({ entity, id, values: before }))) : null,
        after: changes.length ? bounded(changes.map(({ entity, id, after }) => ({ entity, id, values: after }))) : null,
      };
    },
  };
  const record = async (outcome: string) => {
    const rest = journaling.changes.slice(journaling.written ?? 0);
    if (outcome === '0' && journaling.written !== null && rest.length === 0) return;
    await ctx.database.db.execute(journalInsert(journaling.values(outcome, rest))).catch((failure: unknown) => ctx.request.log.error({ err: failure, call }, 'operation not journaled'));
  };
  try {
    const result = await scope.run(journaling, work);
    if (!ctx.reply.hasHeader('request-replayed')) await record('0');
    return result;
  } catch (error) {
    await record(outcomeOf(error));
    throw error;
  }
}

let actions = new Map<string, JournalAction>();
/**
 * Indexes the registered calls' actions (menu and flag by `{service}/{method}`) for the journal's
 * rows; app.ts calls it with the calls it registers (calls.ts imports this module, so the index is
 * handed in rather than imported).
 */
export function indexJournalActions(calls: readonly CallDef[]): void {
  actions = new Map([...actions, ...actionIndex(calls)]);
}

/** Indexes the action of a write route outside the call registry (a multipart upload), journaled with `journaled`. */
export function indexRouteAction(call: string, action: JournalAction): void {
  actions.set(call, action);
}

/** The key and title fields of the entity whose page a row's action names (its subject's first values). */
function namingOf(action: JournalAction): string[] {
  const entity = action ? Object.values(ENTITIES).find((one) => one.menuNo === action.menuNo) : undefined;
  return entity ? [...new Set([entity.keyField, entity.titleField].filter((field): field is string => typeof field === 'string'))] : [];
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined);

export const operationJournalCalls: CallDef[] = [
  defineCall({
    service: 'ISysOperationLogService',
    method: 'getsysoperationloglist',
    summary: 'The operation journal: every write call with user, time, call, request id, outcome and the values before and after, latest first (keyword, userNo, call)',
    permission: { menuNo: '160502', flag: 'isSearch' },
    input: pageRequestSchema.extend({ condition: z.object({ keyword: z.string().max(200).optional(), userNo: z.string().max(64).optional(), call: z.string().max(200).optional() }).default({}) }),
    handle: async ({ current, size, condition }, ctx) => {
      const keyword = text(condition.keyword);
      const where = and(
        keyword ? or(ilike(sysOperationLog.call, escapeLike(keyword)), ilike(sysOperationLog.userNo, escapeLike(keyword)), ilike(sysOperationLog.requestId, escapeLike(keyword)), ilike(sysOperationLog.clientRequestId, escapeLike(keyword))) : undefined,
        text(condition.userNo) ? eq(sysOperationLog.userNo, text(condition.userNo) ?? '') : undefined,
        text(condition.call) ? eq(sysOperationLog.call, text(condition.call) ?? '') : undefined,
      );
      const { db } = ctx.database;
      const [records, [{ total }]] = await Promise.all([
        db.select().from(sysOperationLog).where(where).orderBy(desc(sysOperationLog.createdAt), desc(sysOperationLog.id)).limit(size).offset((current - 1) * size),
        db.select({ total: count() }).from(sysOperationLog).where(where),
      ]);
      const described = records.map((row) => {
        const action = rowAction(actions, row);
        return { ...row, action, verb: rowVerb(row.call), subject: journalSubject(row, namingOf(action)) };
      });
      return { records: described, total, pages: Math.ceil(total / size), current, size };
    },
  }),
];
