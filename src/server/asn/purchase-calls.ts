/**
 * The purchase order calls beyond the entity's generic ones (ISrmPurchaseService; list, get, add,
 * modify, delete, xlsx import and export come from its declaration, src/shared/entities/srm-purchase.entity.ts):
 *
 * - syncpurchaseorders (PC 170601 isImport): the ERP's JSON call. Body `{ orders: [{ purchaseNo,
 *   purchaseSeq, purchaseBatchSeq?, orgNo, warehouseNo, supplierNo, orderType?, itemNo, batchPurQty,
 *   expectArrivalDate, remark? }] }` (1 to 1,000 rows): the same verification and all-or-nothing
 *   write as the spreadsheet import (IMPORT_FAILED with row issues, row 2 = orders[0]); a row whose
 *   (orgNo, purchaseNo, purchaseSeq, purchaseBatchSeq) exists modifies that line. Answers { added, updated };
 * - answerpurchase (SUP 5301 order answer, isModify): `{ action: accept | reject | propose, list:
 *   [{ id, version }], answerQty?, answerDate?, answerRemark? }` by the supplier user (a rejection's
 *   answerRemark is its reason, required);
 * - confirmpurchaseanswer (PC 170601 isCheck): `{ action: confirm | decline, list }` by the purchaser;
 * - getpurchaseanswerlist (170601, 5301 or 5302 isSearch): `{ id }`: the audit rows of a line, oldest first;
 * - getpurchaseanswerdeadlines (170601 or 5301 isSearch): `{ ids }` (1 to PAGE_SIZE_MAX): `[{ id,
 *   answerDeadline, rule: { ruleNo, canReject, canChangeDate, canChangeQty } | null }]` for those of
 *   the lines in the user's scope (the rule in force, which the answer form checks before sending),
 *   the deadline an ISO 8601 time (creation + the deadlineHours of the rule in force; answer-rule.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PURCHASER_ANSWERS, SUPPLIER_ANSWERS } from '../../shared/documents/order-answer.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import { byIdSchema, PAGE_SIZE_MAX, versionedListSchema } from '../../shared/rpc.ts';
import { idSchema, normalizeDate } from '../../shared/validation.ts';
import { importRows } from '../crud/import-rows.ts';
import { scopeCondition } from '../crud/scope.ts';
import { srmPurchaseLine } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { positiveQtySchema } from './asn-input.ts';
import { srmPurchaseAnswer } from './asn-schema.ts';
import { answerDeadlines } from './answer-rule.ts';
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
  defineCall({
    service: SERVICE,
    method: 'getpurchaseanswerdeadlines',
    summary: 'The answer deadline of order lines: creation + the hours of the order answer rule in force',
    permission: { menuNo: PURCHASER_MENU, flag: 'isSearch', alsoOn: [SUP_ORDER_MENUS.answer] },
    input: z.object({ ids: z.array(idSchema).min(1).max(PAGE_SIZE_MAX) }),
    handle: async ({ ids }, ctx) => {
      const db = ctx.database.db;
      const mine = (await db.select({ id: srmPurchaseLine.id }).from(srmPurchaseLine)
        .where(and(inArray(srmPurchaseLine.id, ids), scopeCondition(srmPurchaseEntity, srmPurchaseLine, ctx.user)))).map((line) => line.id);
      return mine.length ? answerDeadlines(db, sql`p.id in (${sql.join(mine.map((id) => sql`${id}`), sql`, `)})`) : [];
    },
  }),
];
