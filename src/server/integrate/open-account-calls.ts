/**
 * System.Integrate account, "open account" (spec console §2; menu 160403; docs/decisions/
 * "Integration"): the API clients of ERPs. An account has a generated key (accountNo, `oa_` and 16
 * hex digits) and a secret of 256 random bits (base64url) answered once, on add and on reset, and
 * stored only as its SHA-256 with its last four characters as a hint; no answer ever carries the
 * hash. Calls of IOpenAccountService:
 *
 * - getopenaccountlist { current, size, condition: { keyword } } -> page (isSearch).
 * - getopenaccountbyid { id } -> account (isSearch; its modify/{id} form); NOT_FOUND.
 * - addopenaccount { accountName, remark? } -> { account, secret } (isAdd).
 * - resetopenaccountsecret { id, version } -> { account, secret } (isModify): the old secret stops
 *   working; STALE_VERSION when the row changed meanwhile.
 * - updateopenaccount { id, version, accountName, statusCode, remark? } -> account (isModify).
 * - deleteopenaccountbyids { delList } -> count (isDelete), all or nothing (STALE_VERSION).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { byIdSchema, deleteRequestSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { idSchema, integerSchema, versionSchema } from '../../shared/validation.ts';
import { sysOpenAccount } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

const SERVICE = 'IOpenAccountService';
const MENU = '160403';

const columns = {
  id: sysOpenAccount.id, version: sysOpenAccount.version, accountNo: sysOpenAccount.accountNo, accountName: sysOpenAccount.accountName,
  secretHint: sysOpenAccount.secretHint, statusCode: sysOpenAccount.statusCode, remark: sysOpenAccount.remark,
  createName: sysOpenAccount.createName, createDate: sysOpenAccount.createDate, updateName: sysOpenAccount.updateName, updateDate: sysOpenAccount.updateDate,
};

const nameSchema = z.string().trim().min(1, 'validation.required').max(64, 'validation.textTooLong');
const remarkSchema = z.string().max(200, 'validation.textTooLong').optional();

/** A new secret and what is stored of it. */
function newSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, stored: { secretHash: createHash('sha256').update(secret).digest('hex'), secretHint: secret.slice(-4) } };
}

const stale = () => new AppError('STALE_VERSION');

export const openAccountCalls: CallDef[] = [
  defineCall({
    service: SERVICE, method: 'getopenaccountlist', summary: 'Open accounts of ERP clients (never their secrets)',
    permission: { menuNo: MENU, flag: 'isSearch' }, input: pageRequestSchema,
    handle: async (input, { database }) => {
      const keyword = typeof input.condition.keyword === 'string' && input.condition.keyword.trim() ? `%${input.condition.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = keyword ? or(ilike(sysOpenAccount.accountNo, keyword), ilike(sysOpenAccount.accountName, keyword)) : undefined;
      const [records, [{ total }]] = await Promise.all([
        database.db.select(columns).from(sysOpenAccount).where(where).orderBy(desc(sysOpenAccount.updateDate), desc(sysOpenAccount.id)).limit(input.size).offset((input.current - 1) * input.size),
        database.db.select({ total: count() }).from(sysOpenAccount).where(where),
      ]);
      return { records, total, pages: Math.ceil(total / input.size), current: input.current, size: input.size };
    },
  }),
  defineCall({
    service: SERVICE, method: 'getopenaccountbyid', summary: 'One open account (never its secret), for its modify form',
    permission: { menuNo: MENU, flag: 'isSearch' }, input: byIdSchema,
    handle: async ({ id }, { database }) => {
      const [account] = await database.db.select(columns).from(sysOpenAccount).where(eq(sysOpenAccount.id, id));
      if (!account) throw new AppError('NOT_FOUND');
      return account;
    },
  }),
  defineCall({
    service: SERVICE, method: 'addopenaccount', summary: 'Opens an account for an ERP client; answers its key and secret (the secret only this once)',
    permission: { menuNo: MENU, flag: 'isAdd' }, input: z.object({ accountName: nameSchema, remark: remarkSchema }),
    handle: async ({ accountName, remark }, { database, user }) => {
      const { secret, stored } = newSecret();
      const [account] = await database.db.insert(sysOpenAccount)
        .values({ accountNo: `oa_${randomBytes(8).toString('hex')}`, accountName, remark, ...stored, createName: user.userNo, updateName: user.userNo })
        .returning(columns);
      return { account, secret };
    },
  }),
  defineCall({
    service: SERVICE, method: 'resetopenaccountsecret', summary: 'Gives an open account a new secret (answered only this once); the old one stops working',
    permission: { menuNo: MENU, flag: 'isModify' }, input: z.object({ id: idSchema, version: versionSchema }),
    handle: async ({ id, version }, { database, user }) => {
      const { secret, stored } = newSecret();
      const [account] = await database.db.update(sysOpenAccount)
        .set({ ...stored, version: sql`${sysOpenAccount.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
        .where(and(eq(sysOpenAccount.id, id), eq(sysOpenAccount.version, version))).returning(columns);
      if (!account) throw stale();
      return { account, secret };
    },
  }),
  defineCall({
    service: SERVICE, method: 'updateopenaccount', summary: 'Renames, enables or disables an open account',
    permission: { menuNo: MENU, flag: 'isModify' },
    input: z.object({ id: idSchema, version: versionSchema, accountName: nameSchema, statusCode: integerSchema(0, 1), remark: remarkSchema }),
    handle: async ({ id, version, ...changes }, { database, user }) => {
      const [account] = await database.db.update(sysOpenAccount)
        .set({ ...changes, remark: changes.remark ?? null, version: sql`${sysOpenAccount.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
        .where(and(eq(sysOpenAccount.id, id), eq(sysOpenAccount.version, version))).returning(columns);
      if (!account) throw stale();
      return account;
    },
  }),
  defineCall({
    service: SERVICE, method: 'deleteopenaccountbyids', summary: 'Deletes open accounts (their secrets stop working), all or nothing',
    permission: { menuNo: MENU, flag: 'isDelete' }, input: deleteRequestSchema,
    handle: ({ delList }, { database }) => database.db.transaction(async (tx) => {
      for (const { id, version } of delList) {
        const deleted = await tx.delete(sysOpenAccount).where(and(eq(sysOpenAccount.id, id), eq(sysOpenAccount.version, version))).returning({ id: sysOpenAccount.id });
        if (!deleted.length) throw stale();
      }
      return delList.length;
    }),
  }),
];
