/**
 * The printouts of outbound packing (Outbound preparation 120110 and the shipping pages; print
 * engine src/server/print), texts from the caller's dictionary, CJK through usePdfFont():
 *
 * - containerLabelPdf(papers, packId, t): the GS1-128 SSCC label of one closed container, AI (00),
 *   titled "<outNoticeNo> container 2" with the customer, ship-to city and content lines, on
 *   100 x 150 mm (the 4 x 6 in shipping label). PACK_NOT_CLOSED for an open container.
 * - shippingPaperPdf(papers, kind, t): on A4, the packing list (kind 'packingList': each container
 *   with its SSCC and lines, then the totals per item and lot, containers and quantity) or the
 *   delivery note (kind 'deliveryNote': the notice's lines with the quantity shipped, or picked
 *   while not shipped, totals, signature lines); both with the ship-to address, carrier and a
 *   QR code of the notice number. PACK_NOT_PACKED when the notice is neither shipped nor packed
 *   (no closed container).
 * `papers` is loadPapers' answer: the notice header, its customer and address, lines, containers.
 */
import bwipjs from 'bwip-js/node';
import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.ts';
import { outNoticeLine } from '../inventory/documents/document-schema.ts';
import { labelsPdf } from '../print/label-pdf.ts';
import { pdfBytes, usePdfFont } from '../print/pdf-font.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { packContainers, scopedNotice } from './pack-queries.ts';
import { docTitle } from '../print/doc-title.ts';

const LABEL_MM = [100, 150] as const;
const SHIPPED = ['30', '40'];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export type PaperKind = 'packingList' | 'deliveryNote';

/** The notice `id` in the user's scope with what its papers print. */
export async function loadPapers(db: Db, user: SessionUser, id: number) {
  const notice = await scopedNotice(db, user, id);
  const [customer] = (await db.execute(sql`select customer_name from bm_customer where customer_no = ${text(notice.customerNo)} limit 1`)).rows;
  const [address] = (await db.execute(sql`
    select contact, phone, address, city, region, postal_code, country from bm_customer_address
    where customer_no = ${text(notice.customerNo)} and address_no = ${text(notice.addressNo)} limit 1`)).rows;
  const lines = await db.select().from(outNoticeLine).where(eq(outNoticeLine.headId, id)).orderBy(asc(outNoticeLine.lineNo));
  const picked = await db.execute(sql`select line_no, sum(qty) as qty from out_allocation where head_id = ${id} and status_code in ('20', '30') group by line_no`);
  return {
    notice, customerName: text(customer?.customer_name), address: address ?? {},
    lines: lines.map((l) => ({ lineNo: l.lineNo, itemNo: text(l.itemNo), lotNo: text(l.lotNo), qty: text(l.qty), sent: text(picked.rows.find((p) => Number(p.line_no) === l.lineNo)?.qty ?? 0) })),
    containers: await packContainers(db, id),
  };
}
type Papers = Awaited<ReturnType<typeof loadPapers>>;

const num = (value: string) => new Decimal(value || 0).toFixed();
const containerTitle = (papers: Papers, seq: number, t: TFunction) => `${text(papers.notice.outNoticeNo)} ${t('outbound.containerSeq', { seq })}`;

function shipTo(papers: Papers): string[] {
  const a = papers.address as Record<string, unknown>;
  const place = [a.postal_code, a.city, a.region, a.country].map(text).filter(Boolean).join(' ');
  return [`${text(papers.notice.customerNo)} ${papers.customerName}`, text(a.address), place, [a.contact, a.phone].map(text).filter(Boolean).join(' ')].filter(Boolean);
}

export function containerLabelPdf(papers: Papers, packId: number, t: TFunction): Promise<Buffer> {
  const pack = papers.containers.find((p) => p.id === packId);
  if (!pack) throw new AppError('NOT_FOUND');
  if (pack.statusCode !== '20') throw new AppError('PACK_NOT_CLOSED', { sscc: pack.sscc });
  const city = text((papers.address as Record<string, unknown>).city);
  return labelsPdf([{
    key: pack.sscc, symbology: 'gs1-128', text: pack.sscc, gs1: [{ ai: '00', value: pack.sscc }], title: containerTitle(papers, pack.seq, t),
    lines: [`${t('outbound.shipTo')}: ${text(papers.notice.customerNo)} ${papers.customerName} ${city}`.trim(), ...pack.lines.map((l) => `${l.itemNo}${l.lotNo ? ` ${l.lotNo}` : ''} x ${l.qty}`)],
  }], LABEL_MM[0], LABEL_MM[1]);
}

/** Totals per item and lot over the closed containers. */
function totals(papers: Papers): { key: string; qty: Decimal }[] {
  const sums = new Map<string, Decimal>();
  for (const line of papers.containers.filter((p) => p.statusCode === '20').flatMap((p) => p.lines)) {
    const key = `${line.itemNo}${line.lotNo ? ` ${line.lotNo}` : ''}`;
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(line.qty));
  }
  return [...sums].map(([key, qty]) => ({ key, qty }));
}

export async function shippingPaperPdf(papers: Papers, kind: PaperKind, t: TFunction): Promise<Buffer> {
  const closed = papers.containers.filter((p) => p.statusCode === '20');
  const docNo = text(papers.notice.outNoticeNo);
  if (!SHIPPED.includes(text(papers.notice.statusCode)) && closed.length === 0) throw new AppError('PACK_NOT_PACKED', { docNo });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: docTitle(t(`outbound.${kind}`), docNo), Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: docNo, scale: 4, backgroundcolor: 'FFFFFF', padding: 10 });
  usePdfFont(doc);
  doc.image(qr, 455, 40, { fit: [100, 100] });
  doc.fontSize(16).text(docTitle(t(`outbound.${kind}`), docNo), 40, 40, { width: 400 });
  doc.fontSize(10);
  for (const field of ['warehouseNo', 'carrierNo', 'requestedDate', 'docNo'] as const) {
    if (text(papers.notice[field])) doc.text(`${t(`field.${field}`)}: ${text(papers.notice[field])}`, { width: 400 });
  }
  doc.moveDown().fontSize(12).text(t('outbound.shipTo')).fontSize(10);
  for (const line of shipTo(papers)) doc.text(line, { width: 400 });
  doc.moveDown();
  if (kind === 'packingList') {
    for (const pack of closed) {
      doc.fontSize(11).text(`${containerTitle(papers, pack.seq, t)}  SSCC (00)${pack.sscc}`).fontSize(10);
      for (const line of pack.lines) doc.text(`    ${line.itemNo}  ${line.lotNo || '-'}  ${line.qty}`);
    }
    doc.moveDown().fontSize(12).text(t('outbound.totals')).fontSize(10);
    for (const total of totals(papers)) doc.text(`${total.key}: ${total.qty.toFixed()}`);
    doc.text(`${t('outbound.containers')}: ${closed.length}`);
  } else {
    doc.fontSize(12).text(t('outbound.deliveredLines')).fontSize(10);
    for (const line of papers.lines) doc.text(`${line.lineNo}. ${line.itemNo}  ${line.lotNo || '-'}  ${t('field.qty')} ${num(line.qty)}  ${t('outbound.delivered')} ${num(line.sent)}`);
    const sent = papers.lines.reduce((sum, line) => sum.plus(line.sent || 0), new Decimal(0));
    doc.moveDown().text(`${t('outbound.totals')}: ${sent.toFixed()}  ${t('outbound.containers')}: ${closed.length}`);
    doc.moveDown(3).text(`${t('outbound.signedShipper')}: ____________________    ${t('outbound.signedReceiver')}: ____________________`);
  }
  doc.end();
  return done;
}
