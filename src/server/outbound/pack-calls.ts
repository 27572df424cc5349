/**
 * The packing calls (IOutPackService; Outbound preparation 120110, docs/decisions/ "Outbound",
 * packing). Writes run in one transaction inside withRetry (pack-containers.ts):
 * - list (isSearch) `{ current, size, condition }`, get (isSearch) `{ id }`: pack-queries.ts;
 * - open `{ id }` (the notice, isAdd), pack `{ packId, itemNo, lotNo?, qty }` (isModify),
 *   close `{ id, version }` (isCheck), unpack `{ id, version }` (isDelete);
 * - printlabel `{ id }` (the container, isPrint): its SSCC label as PDF;
 * - printpackinglist, printdeliverynote `{ id }` (the notice, isPrint on preparation, also on
 *   release 120112): the packing list and delivery note as PDF.
 * Prints answer like IReportPrintService/print (base64 content, print result text).
 */
import { eq } from 'drizzle-orm';
import { byIdSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { printTranslator } from '../print/pdf-font.ts';
import { printAnswer } from '../print/print-calls.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { AppError } from '../rpc/app-error.ts';
import { closeContainer, containerInput, openContainer, packContent, packInput, unpackContainer } from './pack-containers.ts';
import { containerLabelPdf, loadPapers, shippingPaperPdf, type PaperKind } from './pack-print.ts';
import { getPacking, listPackNotices } from './pack-queries.ts';
import { outPack } from './pack-schema.ts';

const SERVICE = 'IOutPackService';
const PREPARATION_MENU = '120110';
const RELEASE_MENU = '120112';

function paperCall(method: string, kind: PaperKind, summary: string): CallDef {
  return defineCall({
    service: SERVICE,
    method,
    summary,
    permission: { menuNo: PREPARATION_MENU, flag: 'isPrint', alsoOn: [RELEASE_MENU] },
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const papers = await loadPapers(ctx.database.db, ctx.user, id);
      const bytes = await shippingPaperPdf(papers, kind, printTranslator(ctx.language));
      const docNo = String(papers.notice.outNoticeNo);
      return printAnswer(ctx, 'PDF', { fileName: `${docNo}-${kind}.pdf`, contentType: 'application/pdf', bytes, keys: [docNo] });
    },
  });
}

export const packCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'list',
    summary: 'Notices with picked goods to pack or with containers (paged, scoped), with picked and packed totals',
    permission: { menuNo: PREPARATION_MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: (input, ctx) => listPackNotices(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: SERVICE,
    method: 'get',
    summary: "A notice's picked and packed contents per item and lot, and its containers with their lines",
    permission: { menuNo: PREPARATION_MENU, flag: 'isSearch' },
    input: byIdSchema,
    handle: ({ id }, ctx) => getPacking(ctx.database.db, ctx.user, id),
  }),
  defineCall({
    service: SERVICE,
    method: 'open',
    summary: 'Open a new shipping container with the next SSCC for a notice in progress with picked goods to pack',
    permission: { menuNo: PREPARATION_MENU, flag: 'isAdd' },
    input: byIdSchema,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => openContainer(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'pack',
    summary: 'Pack picked goods (item, lot, quantity) into an open container, at most what is picked and not packed',
    permission: { menuNo: PREPARATION_MENU, flag: 'isModify' },
    input: packInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => packContent(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'close',
    summary: 'Close a container that holds something (its label prints; shipping counts it as packed)',
    permission: { menuNo: PREPARATION_MENU, flag: 'isCheck' },
    input: containerInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => closeContainer(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'unpack',
    summary: 'Unpack a container before shipping: it and its lines are removed, the goods are to pack again',
    permission: { menuNo: PREPARATION_MENU, flag: 'isDelete' },
    input: containerInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => unpackContainer(tx, ctx.user, input)),
  }),
  defineCall({
    service: SERVICE,
    method: 'printlabel',
    summary: 'The GS1-128 SSCC label of a closed container (PDF)',
    permission: { menuNo: PREPARATION_MENU, flag: 'isPrint' },
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const [pack] = await ctx.database.db.select({ headId: outPack.headId }).from(outPack).where(eq(outPack.id, id));
      if (!pack) throw new AppError('NOT_FOUND');
      const papers = await loadPapers(ctx.database.db, ctx.user, pack.headId);
      const bytes = await containerLabelPdf(papers, id, printTranslator(ctx.language));
      const sscc = papers.containers.find((p) => p.id === id)!.sscc;
      return printAnswer(ctx, 'PDF', { fileName: `${sscc}-sscc.pdf`, contentType: 'application/pdf', bytes, keys: [sscc] });
    },
  }),
  paperCall('printpackinglist', 'packingList', 'The packing list of a packed or shipped notice: containers with SSCC, lines, totals, ship-to address (PDF)'),
  paperCall('printdeliverynote', 'deliveryNote', 'The delivery note of a packed or shipped notice: lines with quantities, totals, ship-to address (PDF)'),
];
