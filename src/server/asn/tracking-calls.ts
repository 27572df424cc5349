/**
 * The supplier portal's tracing calls (issue 14; names in the spec's style, docs/decisions/
 * "Supplier portal: delivery creation, tracking, tracing and EDI"):
 *
 * - ISrmAsnService/getasntracking `{ id }` (isSearch on SUP 5102 or PC 170102 ASN tracking, PC 170602, SUP 5101):
 *   one notice's timeline of ASN steps, dock appointments and yard events (asn-timeline.ts);
 * - ISrmPurchaseService/getordertracing (page request; isSearch on SUP 5302 order tracing, PC 170601,
 *   SUP 5103 delivery creation, which ships from the open quantities, and SUP 5301 order answer):
 *   order lines with their item's name and the supplier's own item code, ordered / answered /
 *   shipped / received / open quantities and their ASNs (order-tracing.ts);
 * - ISrmAsnService/exportasnx12 `{ id }` (isPrint on PC 170602, SUP 5101): the notice as an X12 856
 *   file, answered like the print calls `{ fileName, contentType, content (base64) }` (asn-x12.ts);
 * - ISrmAsnService/exportasndesadv `{ id }` (the same flags): the notice as an EDIFACT DESADV D.96A
 *   file, answered the same way (asn-desadv.ts), with the parties' names and the items' GTINs.
 * Every call reads within the caller's scope: a supplier user only its own supplier's documents
 * (NOT_FOUND for another's notice).
 */
import { sql } from 'drizzle-orm';
import { byIdSchema, pageRequestSchema } from '../../shared/rpc.ts';
import type { Db } from '../db/client.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { asnToDesadv, type DesadvAsn } from './asn-desadv.ts';
import { SUP_ASN_MENUS } from './asn-calls.ts';
import { getAsn } from './asn-read.ts';
import { asnTimeline } from './asn-timeline.ts';
import { asnToX12, type X12Asn } from './asn-x12.ts';
import { orderTracing } from './order-tracing.ts';
import { SUP_ORDER_MENUS } from './purchase-calls.ts';

const PURCHASER_ASN_MENU = '170602';
const PURCHASER_ORDER_MENU = '170601';
/** Supplier collaboration > Delivery > ASN tracking, the purchaser's view of the timeline. */
export const PURCHASER_TRACKING_MENU = '170102';
export const SUP_ORDER_TRACING_MENU = '5302';

/** The notice (within the caller's scope) with the names of its supplier, organisation and warehouse and its items' GTINs. */
async function desadvAsn(db: Db, user: SessionUser, id: number): Promise<DesadvAsn> {
  const asn = (await getAsn(db, user, id)) as unknown as X12Asn;
  const itemNos = [...new Set(asn.lines.map((l) => String(l.itemNo)))];
  const { rows: [names] } = await db.execute<{ supplier_name: string | null; org_name: string | null; warehouse_name: string | null }>(sql`
    select (select supplier_name from bm_supplier where supplier_no = ${asn.supplierNo}) as supplier_name,
           (select org_name from bm_org where org_no = ${asn.orgNo}) as org_name,
           (select warehouse_name from bm_warehouse where org_no = ${asn.orgNo} and warehouse_no = ${asn.warehouseNo}) as warehouse_name`);
  const { rows: items } = await db.execute<{ item_no: string; gtin: string }>(sql`
    select item_no, gtin from bm_item where org_no = ${asn.orgNo} and gtin <> '' and item_no in (${sql.join(itemNos.map((no) => sql`${no}`), sql`, `)})`);
  return {
    ...asn,
    supplierName: names?.supplier_name ?? '',
    orgName: names?.org_name ?? '',
    warehouseName: names?.warehouse_name ?? '',
    gtins: Object.fromEntries(items.map((row) => [row.item_no, row.gtin])),
  };
}

/** An ASN download as an EDI file (isPrint like the ASN's PDFs), answered like the print calls with the text in base64. */
function ediExport(method: string, summary: string, write: (db: Db, user: SessionUser, id: number) => Promise<{ fileName: string; contentType: string; edi: string }>): CallDef {
  return defineCall({
    service: 'ISrmAsnService',
    method,
    summary,
    permission: { menuNo: PURCHASER_ASN_MENU, flag: 'isPrint', alsoOn: [SUP_ASN_MENUS.list] },
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const { fileName, contentType, edi } = await write(ctx.database.db, ctx.user, id);
      return { fileName, contentType, content: Buffer.from(edi, 'utf8').toString('base64') };
    },
  });
}

export const trackingCalls: CallDef[] = [
  defineCall({
    service: 'ISrmAsnService',
    method: 'getasntracking',
    summary: "An ASN's timeline: created, approved, appointment, checked in, at the door, unloading, received, closed (oldest first)",
    permission: { menuNo: SUP_ASN_MENUS.tracking, flag: 'isSearch', alsoOn: [PURCHASER_ASN_MENU, PURCHASER_TRACKING_MENU, SUP_ASN_MENUS.list] },
    input: byIdSchema,
    handle: ({ id }, ctx) => asnTimeline(ctx.database.db, ctx.user, id),
  }),
  defineCall({
    service: 'ISrmPurchaseService',
    method: 'getordertracing',
    summary: 'Order lines with ordered, answered, shipped, received and open quantities and the ASNs shipping them',
    permission: { menuNo: SUP_ORDER_TRACING_MENU, flag: 'isSearch', alsoOn: [PURCHASER_ORDER_MENU, SUP_ASN_MENUS.create, SUP_ORDER_MENUS.answer] },
    input: pageRequestSchema,
    handle: (input, ctx) => orderTracing(ctx.database.db, ctx.user, input),
  }),
  ediExport('exportasnx12', 'An ASN as an ANSI X12 856 Ship Notice file (EDI)', async (db, user, id) => {
    const asn = await getAsn(db, user, id);
    return { fileName: `${String(asn.asnNo)}-856.x12`, contentType: 'application/edi-x12', edi: asnToX12(asn as unknown as X12Asn, new Date()) };
  }),
  ediExport('exportasndesadv', 'An ASN as a UN/EDIFACT DESADV D.96A despatch advice file (EDI)', async (db, user, id) => {
    const asn = await desadvAsn(db, user, id);
    return { fileName: `${asn.asnNo}-DESADV.edi`, contentType: 'application/edifact', edi: asnToDesadv(asn, new Date()) };
  }),
];
