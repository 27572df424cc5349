/**
 * Exception keys (spec console §7 System "exception: getallkeys, deletekey, batchdeletekey,
 * getvalue"; menu exception 160209): the sign-in throttle's rows (sign-in-throttle.ts), one per
 * typed user number and address plus one per user number with address '' (every address). A key is
 * `{ userNo, address }`.
 *
 * - ISysExceptionService/getallkeys { current, size, condition: { keyword, lockedOnly } } -> page of
 *   { userNo, address, failures, lastFailureAt, lockedUntil, lastSuccessAt, isLocked }, locked
 *   rows first, then the latest failure (isSearch). keyword matches the user number or address.
 * - getvalue { userNo, address } -> one row, or NOT_FOUND (isSearch).
 * - deletekey { userNo, address? } -> count: unlocks; without address every row of the user number
 *   (the account's lock and delay on every address); known addresses are forgotten too (isDelete).
 * - batchdeletekey { keys: [{ userNo, address }] } (1 to 500) -> count (isDelete).
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { pageRequestSchema } from '../../shared/rpc.ts';
import type { Db } from '../db/client.ts';
import { sysSignInThrottle } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

const SERVICE = 'ISysExceptionService';
const MENU = '160209';
const KEYS_MAX = 500;

const keySchema = z.object({ userNo: z.string().min(1).max(64), address: z.string().max(64) });

const isLocked = sql<boolean>`coalesce(${sysSignInThrottle.lockedUntil} > now(), false)`;
const columns = {
  userNo: sysSignInThrottle.userNo,
  address: sysSignInThrottle.address,
  failures: sysSignInThrottle.failures,
  lastFailureAt: sysSignInThrottle.lastFailureAt,
  lockedUntil: sysSignInThrottle.lockedUntil,
  lastSuccessAt: sysSignInThrottle.lastSuccessAt,
  isLocked,
};

function keyWhere(key: { userNo: string; address?: string }): SQL | undefined {
  return and(eq(sysSignInThrottle.userNo, key.userNo), key.address === undefined ? undefined : eq(sysSignInThrottle.address, key.address));
}

async function listKeys(db: Db, { current, size, condition }: z.output<typeof pageRequestSchema>) {
  const keyword = typeof condition.keyword === 'string' ? condition.keyword.trim() : '';
  const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where = and(
    keyword ? or(ilike(sysSignInThrottle.userNo, pattern), ilike(sysSignInThrottle.address, pattern)) : undefined,
    condition.lockedOnly === true || condition.lockedOnly === 1 ? sql`${sysSignInThrottle.lockedUntil} > now()` : undefined,
  );
  const [records, [{ total }]] = await Promise.all([
    db.select(columns).from(sysSignInThrottle).where(where)
      .orderBy(desc(isLocked), sql`${sysSignInThrottle.lastFailureAt} desc nulls last`, sysSignInThrottle.userNo, sysSignInThrottle.address)
      .limit(size).offset((current - 1) * size),
    db.select({ total: count() }).from(sysSignInThrottle).where(where),
  ]);
  return { records, total, pages: Math.ceil(total / size), current, size };
}

export const exceptionCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getallkeys',
    summary: 'Sign-in throttle keys (user number and address) with failures and locks; condition keyword, lockedOnly',
    permission: { menuNo: MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: (input, ctx) => listKeys(ctx.database.db, input),
  }),
  defineCall({
    service: SERVICE,
    method: 'getvalue',
    summary: 'One sign-in throttle key { userNo, address }',
    permission: { menuNo: MENU, flag: 'isSearch' },
    input: keySchema,
    handle: async (key, ctx) => {
      const [row] = await ctx.database.db.select(columns).from(sysSignInThrottle).where(keyWhere(key));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletekey',
    summary: 'Unlock: delete one key { userNo, address }, or every key of userNo when address is left out',
    permission: { menuNo: MENU, flag: 'isDelete' },
    input: keySchema.partial({ address: true }),
    handle: async (key, ctx) => {
      const deleted = await ctx.database.db.delete(sysSignInThrottle).where(keyWhere(key)).returning({ userNo: sysSignInThrottle.userNo });
      return deleted.length;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'batchdeletekey',
    summary: `Delete up to ${KEYS_MAX} keys { keys: [{ userNo, address }] }`,
    permission: { menuNo: MENU, flag: 'isDelete' },
    input: z.object({ keys: z.array(keySchema).min(1).max(KEYS_MAX) }),
    handle: async ({ keys }, ctx) => {
      const deleted = await ctx.database.db.delete(sysSignInThrottle).where(or(...keys.map(keyWhere))).returning({ userNo: sysSignInThrottle.userNo });
      return deleted.length;
    },
  }),
];
