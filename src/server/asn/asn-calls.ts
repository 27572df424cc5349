/**
 * The ASN calls (ISrmAsnService; names in the spec's style, docs/decisions/ "Supplier portal"):
 *
 * supplier side (SUP menus 5101 ASN list, 5102 ASN tracking, 5103 delivery creation, 5106 dock appointment):
 * - addasn (5103 isAdd): createAsn (asn-create.ts), answers the new header;
 * - getasnlist (5101 isSearch, also 5102, 5103, 5106): the supplier's view of the list (asn-read.ts);
 * purchaser side (PC 170602 ASN approval; enterprise users in their data scope):
 * - the generic list getsrmasnlistbyparams (crud-calls.ts) and getasnlist;
 * - approveasn, refuseasn (isCheck), voidasn (isDelete), closeasn (isClose): `{ list: [{ id, version }],
 *   remark? }` (refuseasn: the reason, required, ASN_REASON_REQUIRED), all or nothing, answering the
 *   changed headers; refusing gives the shipped quantity back to the order lines (asn-status.ts);
 * - receiveasn (isSave) `{ id, version, lines?: [{ lineNo, qty }] }` and cancelreceiptasn
 *   (isCancelInvalid) `{ id, version }` (asn-receipt.ts);
 * - receivecountedasn (isSave) `{ id, version, lines: [{ lineNo, qty }] }`: every open line counted,
 *   the counted quantities posted and the differences recorded as claim lines (asn-count.ts; the
 *   console's Receive, record 0965);
 * both: getasnbyid `{ id }` (170602, 5101 or 5102 isSearch): header, lines, packing, receipts, tracking;
 * printasnlabels and printasndocument `{ id }` (isPrint on 170602, 5101 or 5103): the SSCC labels
 * and the ASN document as PDF, answered like IReportPrintService/print (base64 content).
 * Writes run in one transaction (withRetry for the receipts, which post stock).
 */
import { z } from 'zod';
import { ASN_ACTIONS, type AsnActionName } from '../../shared/documents/asn.ts';
import { byIdSchema, pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import { idSchema, integerSchema, versionSchema } from '../../shared/validation.ts';
import { withRetry } from '../db/retry.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { createAsn } from './asn-create.ts';
import { addAsnSchema, LINES_MAX, positiveQtySchema } from './asn-input.ts';
import { getAsn, listAsns } from './asn-read.ts';
import { cancelAsnReceipt, receiveAsn } from './asn-receipt.ts';
import { countedAsnSchema, receiveCountedAsn } from './asn-count.ts';
import { lockAsn, moveAsn } from './asn-status.ts';
import { asnDocumentPdf, printedAsn, ssccLabelsPdf } from './asn-print.ts';
import { printTranslator } from '../print/pdf-font.ts';
import { printAnswer } from '../print/print-calls.ts';

const SERVICE = 'ISrmAsnService';
export const PURCHASER_MENU = '170602';
/** The purchaser's ASN tracking page (Supplier collaboration > Delivery > ASN tracking) picks its notice from this list. */
export const PURCHASER_TRACKING_MENU = '170102';
export const SUP_ASN_MENUS = { list: '5101', tracking: '5102', create: '5103', booking: '5106' } as const;

/** A call moving a batch of notices by one action with a single target status; refuse needs a reason (remark, kept on its tracking step). */
function statusCall(method: string, action: Exclude<AsnActionName, 'receive' | 'cancelReceipt'>, summary: string): CallDef {
  return defineCall({
    service: SERVICE,
    method,
    summary,
    permission: { menuNo: PURCHASER_MENU, flag: ASN_ACTIONS[action].flag },
    input: versionedListSchema.extend({ remark: z.string().trim().max(99).optional() }),
    handle: ({ list, remark }, ctx) => {
      if (action === 'refuse' && !remark) throw new AppError('ASN_REASON_REQUIRED');
      return ctx.database.db.transaction(async (tx) => {
        const changed = [];
        for (const { id, version } of list) changed.push(await moveAsn(tx, ctx.user, await lockAsn(tx, ctx.user, id), version, action, ASN_ACTIONS[action].to[0], { remark: remark || undefined }));
        return changed;
      });
    },
  });
}

/** A PDF of one notice the caller may see. */
function printCall(method: string, summary: string, render: typeof ssccLabelsPdf, fileSuffix: string): CallDef {
  return defineCall({
    service: SERVICE,
    method,
    summary,
    permission: { menuNo: PURCHASER_MENU, flag: 'isPrint', alsoOn: [SUP_ASN_MENUS.list, SUP_ASN_MENUS.create] },
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const asn = await printedAsn(ctx.database.db, ctx.user, id);
      const keys = asn.packs.filter((p) => p.sscc).map((p) => String(p.sscc));
      const bytes = await render(asn, printTranslator(ctx.language));
      return printAnswer(ctx, 'PDF', { fileName: `${String(asn.asnNo)}-${fileSuffix}.pdf`, contentType: 'application/pdf', bytes, keys: keys.length ? keys : [String(asn.asnNo)] });
    },
  });
}

export const asnCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'addasn',
    summary: 'Supplier: create an ASN from accepted order lines with transport, invoice and packing (pallets, cartons, SSCC)',
    permission: { menuNo: SUP_ASN_MENUS.create, flag: 'isAdd' },
    input: addAsnSchema,
    handle: (input, ctx) => ctx.database.db.transaction((tx) => createAsn(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'getasnlist',
    summary: "ASN list of the caller's scope, a refused notice with the purchaser's reason (refusalReason)",
    permission: { menuNo: PURCHASER_MENU, flag: 'isSearch', alsoOn: [...Object.values(SUP_ASN_MENUS), PURCHASER_TRACKING_MENU] },
    input: pageRequestSchema,
    handle: (input, ctx) => listAsns(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: SERVICE,
    method: 'getasnbyid',
    summary: 'One ASN with its lines, packing, receipts and tracking steps',
    permission: { menuNo: PURCHASER_MENU, flag: 'isSearch', alsoOn: Object.values(SUP_ASN_MENUS) },
    input: byIdSchema,
    handle: ({ id }, ctx) => getAsn(ctx.database.db, ctx.user, id),
  }),
  statusCall('approveasn', 'approve', 'Purchaser: approve ASNs pending approval or refused (-> 2 shipped)'),
  statusCall('refuseasn', 'refuse', 'Purchaser: refuse ASNs pending approval with a reason (-> 1, shown to the supplier as Refused with the reason); their quantities return to the orders'),
  statusCall('voidasn', 'void', 'Purchaser: void ASNs without receipts (-> X); their on-way quantities return to the orders'),
  statusCall('closeasn', 'close', 'Purchaser: close partly received ASNs (-> 4); the rest is no longer on the way'),
  defineCall({
    service: SERVICE,
    method: 'receiveasn',
    summary: 'Purchaser: receive an ASN through an arrival note (all unreceived, or the lines given)',
    permission: { menuNo: PURCHASER_MENU, flag: ASN_ACTIONS.receive.flag },
    input: z.object({
      id: idSchema,
      version: versionSchema,
      lines: z.array(z.object({ lineNo: integerSchema(1, LINES_MAX), qty: positiveQtySchema })).min(1).max(LINES_MAX).optional(),
    }),
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => receiveAsn(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'receivecountedasn',
    summary: 'Purchaser: receive an ASN as counted (every open line counted; short and over recorded as claim lines)',
    permission: { menuNo: PURCHASER_MENU, flag: ASN_ACTIONS.receive.flag },
    input: countedAsnSchema,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => receiveCountedAsn(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'cancelreceiptasn',
    summary: "Purchaser: cancel an ASN's last receipt (its arrival note is invalidated and reversed)",
    permission: { menuNo: PURCHASER_MENU, flag: ASN_ACTIONS.cancelReceipt.flag },
    input: z.object({ id: idSchema, version: versionSchema }),
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => cancelAsnReceipt(tx, ctx.user, input)),
  }),
  printCall('printasnlabels', 'GS1-128 SSCC labels of the pallets and cartons of an ASN (PDF)', ssccLabelsPdf, 'sscc'),
  printCall('printasndocument', 'The ASN document with a QR code of its number (PDF)', asnDocumentPdf, 'asn'),
];
