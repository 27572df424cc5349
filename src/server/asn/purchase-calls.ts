/**
 * The purchase order calls beyond the entity's generic ones (ISrmPurchaseService; list, get, add,
 * modify, delete, xlsx import and export come from its declaration, src/shared/entities/srm-purchase.entity.ts):
 *
 * - syncpurchaseorders (PC 170501 isImport): the ERP's JSON call. Body `{ orders: [{ purchaseNo,
 *   purchaseSeq, purchaseBatchSeq?, orgNo, warehouseNo, supplierNo, orderType?, itemNo, batchPurQty,
 *   expectArrivalDate, remark? }] }` (1 to 1,000 rows): the same verification and all-or-nothing
 *   write as the spreadsheet import (IMPORT_FAILED with row issues, row 2 = orders[0]); a row whose
 *   (orgNo, purchaseNo, purchaseSeq, purchaseBatchSeq) exists modifies that line. Answers { added, updated };
 * - answerpurchase (SUP 5301 order answer, isModify): `{ action: accept | reject | propose, list:
 *   [{ id, version }], answerQty?, answerDate?, answerRemark? }` by the supplier user;
 * - confirmpurchaseanswer (PC 170501 isCheck): `{ action: confirm | decline, list }` by the purchaser;
 * - getpurchaseanswerlist (170501, 5301 or 5302 isSearch): `{ id }`: the audit rows of a line, oldest first.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PURCHASER_ANSWERS, SUPPLIER_ANSWERS } from '../../shared/documents/order-answer.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import { byIdSchema, versionedListSchema } from '../../shared/rpc.ts';
import { normalizeDate } from '../../shared/validation.ts';
import { importRows } from '../crud/import-rows.ts';
import { scopeCondition } from '../crud/scope.ts';
import { srmPurchaseLine } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { positiveQtySchema } from './asn-input.ts';
import { srmPurchaseAnswer } from './asn-schema.ts';
import { answerOrderLines } from './order-answer.ts';

const SERVICE = 'ISrmPurchaseService';
const PURCHASER_MENU = srmPurchaseEntity.menuNo;
export const SUP_ORDER_MENUS = { answer: '5301', tracing: '5302' } as const;

export const ERP_ORDERS_MAX = 1000;

const dateSchema = z.string().max(20).transform((value, ctx) => {
  const iso = normalizeDate(value);
  if (!iso) ctx.addIssue({ code: 'custom', message: 'validation.date' });
  return iso ?? '';
});

export const purchaseCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'syncpurchaseorders',
    summary: 'ERP: add or modify purchase order lines (verified all or nothing, like the xlsx import)',
    permission: { menuNo: PURCHASER_MENU, flag: 'isImport' },
    input: z.object({ orders: z.array(z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.null()]))).min(1).max(ERP_ORDERS_MAX) }),
    handle: ({ orders }, ctx) => importRows(ctx.database, srmPurchaseEntity, ctx.user, { headers: [...new Set(orders.flatMap((o) => Object.keys(o)))], rows: orders }),
  }),
  defineCall({
    service: SERVICE,
    method: 'answerpurchase',
    summary: 'Supplier: accept, reject or propose another quantity or date for order lines',
    permission: { menuNo: SUP_ORDER_MENUS.answer, flag: 'isModify' },
    input: versionedListSchema.extend({
      action: z.enum(SUPPLIER_ANSWERS),
      answerQty: positiveQtySchema.optional(),
      answerDate: dateSchema.optional(),
      answerRemark: z.string().trim().max(99).optional(),
    }),
    handle: (input, ctx) => ctx.database.db.transaction((tx) => answerOrderLines(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'confirmpurchaseanswer',
    summary: "Purchaser: take (confirm) or decline suppliers' proposals",
    permission: { menuNo: PURCHASER_MENU, flag: 'isCheck' },
    input: versionedListSchema.extend({ action: z.enum(PURCHASER_ANSWERS) }),
    handle: (input, ctx) => ctx.database.db.transaction((tx) => answerOrderLines(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'getpurchaseanswerlist',
    summary: 'The answer audit of one order line (who answered what, when)',
    permission: { menuNo: PURCHASER_MENU, flag: 'isSearch', alsoOn: Object.values(SUP_ORDER_MENUS) },
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const db = ctx.database.db;
      const [line] = await db.select({ id: srmPurchaseLine.id }).from(srmPurchaseLine).where(and(eq(srmPurchaseLine.id, id), scopeCondition(srmPurchaseEntity, srmPurchaseLine, ctx.user)));
      if (!line) throw new AppError('NOT_FOUND');
      return db.select().from(srmPurchaseAnswer).where(eq(srmPurchaseAnswer.purchaseId, id)).orderBy(asc(srmPurchaseAnswer.at), asc(srmPurchaseAnswer.id));
    },
  }),
];
