/**
 * Barcode operations (spec console §7 System "barcode operation: list, batch delete"; menu
 * barcode-operation 160210): the log of prints and splits of labels, written by the print call
 * (src/server/print/print-calls.ts) through logBarcodeOperations.
 *
 * - IBarcodeOperationService/getbarcodeoperationlist `{ current, size, condition: { barcode?,
 *   operationType?, createName? } }` (isSearch): newest first; barcode and operator contain.
 * - IBarcodeOperationService/deletebarcodeoperationbyids `{ ids: [id …] }` (isDelete, 1 to 500):
 *   deletes the listed entries, answering how many were deleted (ids already gone count nothing).
 */
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { likePattern } from '../crud/custom-values.ts';
import type { Db, Tx } from '../db/client.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { sysBarcodeOperation } from './sysapp-schema.ts';

const SERVICE = 'IBarcodeOperationService';
const MENU_NO = '160210';
const DELETE_MAX = 500;
/** BARCODE_OPERATION: 1 print, 2 split. */
export const BARCODE_OPERATIONS = ['1', '2'] as const;
export type BarcodeOperation = (typeof BARCODE_OPERATIONS)[number];

const conditionSchema = z.object({
  barcode: z.string().max(99).optional(),
  operationType: z.union([z.literal(''), z.enum(BARCODE_OPERATIONS)]).optional(),
  createName: z.string().max(99).optional(),
});

/** Logs one operation per entry whose barcode is a non-empty string (rows of other pages carry none). */
export async function logBarcodeOperations(db: Db | Tx, user: SessionUser, module: string, operationType: BarcodeOperation, entries: { barcode: unknown; detail: string }[]): Promise<void> {
  const rows = entries
    .filter((entry): entry is { barcode: string; detail: string } => typeof entry.barcode === 'string' && entry.barcode !== '')
    .map(({ barcode, detail }) => ({ barcode, operationType, module, detail, createName: user.userNo }));
  if (rows.length) await db.insert(sysBarcodeOperation).values(rows);
}

export const barcodeOperationCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getbarcodeoperationlist',
    summary: 'Barcode operations (prints, splits), newest first',
    permission: { menuNo: MENU_NO, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const { barcode, operationType, createName } = conditionSchema.parse(condition);
      const where = and(
        barcode?.trim() ? ilike(sysBarcodeOperation.barcode, likePattern(barcode.trim())) : undefined,
        operationType ? eq(sysBarcodeOperation.operationType, operationType) : undefined,
        createName?.trim() ? ilike(sysBarcodeOperation.createName, likePattern(createName.trim())) : undefined,
      );
      const db = ctx.database.db;
      const [records, total] = await Promise.all([
        db.select().from(sysBarcodeOperation).where(where).orderBy(desc(sysBarcodeOperation.createDate), desc(sysBarcodeOperation.id)).limit(size).offset((current - 1) * size),
        db.$count(sysBarcodeOperation, where),
      ]);
      return { records, total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletebarcodeoperationbyids',
    summary: 'Delete barcode operation entries by id',
    permission: { menuNo: MENU_NO, flag: 'isDelete' },
    input: z.object({ ids: z.array(idSchema).min(1).max(DELETE_MAX) }),
    handle: async ({ ids }, ctx) => (await ctx.database.db.delete(sysBarcodeOperation).where(inArray(sysBarcodeOperation.id, ids)).returning({ id: sysBarcodeOperation.id })).length,
  }),
];
