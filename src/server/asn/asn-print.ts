/**
 * The ASN's printouts (issue 14; print engine src/server/print):
 *
 * - ssccLabels(asn, t): one GS1-128 label per pallet and carton, AI (00) with its SSCC, titled
 *   "<asnNo> pallet 2" (localized) with the supplier, warehouse and, on a carton, what it holds;
 *   rendered by labelsPdf on 100 x 150 mm pages (the common 4 x 6 in shipping label);
 * - asnDocumentPdf(asn, t): the delivery note on A4: a QR code of the ASN number (bwip-js qrcode),
 *   the header (supplier, warehouse, dates, check status, transport, invoice), the lines and the
 *   packing with its SSCCs.
 * `asn` is printedAsn's answer: getAsn's (asn-read.ts) with the supplier's and the items' names,
 * which both printouts show beside their numbers; texts come from the caller's dictionary.
 */
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../rpc/session.ts';
import type { LabelContent } from '../print/label-content.ts';
import { labelsPdf } from '../print/label-pdf.ts';
import { pdfBytes, usePdfFont } from '../print/pdf-font.ts';
import { getAsn } from './asn-read.ts';

type Asn = Awaited<ReturnType<typeof getAsn>> & { supplierName: string; itemNames: Record<string, string> };
type Pack = Asn['packs'][number];

const LABEL_MM = [100, 150] as const;

/** The notice (within the caller's scope, NOT_FOUND outside it) with its supplier's name and its items' names by item number. */
export async function printedAsn(db: Db, user: SessionUser, id: number): Promise<Asn> {
  const asn = await getAsn(db, user, id);
  const itemNos = [...new Set(asn.lines.map((l) => String(l.itemNo)))];
  const { rows: [supplier] } = await db.execute<{ supplier_name: string }>(sql`select supplier_name from bm_supplier where supplier_no = ${asn.supplierNo}`);
  const { rows: items } = itemNos.length
    ? await db.execute<{ item_no: string; item_name: string }>(sql`select item_no, item_name from bm_item where org_no = ${asn.orgNo} and item_no in (${sql.join(itemNos.map((no) => sql`${no}`), sql`, `)})`)
    : { rows: [] };
  return { ...asn, supplierName: supplier?.supplier_name ?? '', itemNames: Object.fromEntries(items.map((item) => [item.item_no, item.item_name])) };
}

/** "S001 Exotic Liquids": the supplier's number and name. */
const supplierOf = (asn: Asn) => `${String(asn.supplierNo)} ${asn.supplierName}`.trim();
/** "P002 Chang": an item's number and name. */
const itemOf = (asn: Asn, itemNo: string) => `${itemNo} ${asn.itemNames[itemNo] ?? ''}`.trim();

function label(asn: Asn, pack: Pack, t: TFunction): string {
  return `${asn.asnNo} ${t(`portal.${pack.packLevel}`, { seq: pack.seq })}`;
}

/** What a carton holds: "P002 x 10" per item node under it. */
function contentsOf(asn: Asn, carton: Pack): string[] {
  return asn.packs.filter((p) => p.parentId === carton.id && p.packLevel === 'item').map((item) => {
    const line = asn.lines.find((l) => l.lineNo === item.lineNo);
    return `${itemOf(asn, String(line?.itemNo ?? ''))} x ${Number(item.qty)}`;
  });
}

export function ssccLabels(asn: Asn, t: TFunction): LabelContent[] {
  return asn.packs.filter((p) => p.sscc).map((pack) => ({
    key: String(pack.sscc),
    symbology: 'gs1-128' as const,
    text: String(pack.sscc),
    gs1: [{ ai: '00', value: String(pack.sscc) }],
    title: label(asn, pack, t),
    lines: [`${t('field.supplierNo')}: ${supplierOf(asn)}`, `${t('field.warehouseNo')}: ${String(asn.warehouseNo)}`, ...(pack.packLevel === 'carton' ? contentsOf(asn, pack) : [])],
  }));
}

export function ssccLabelsPdf(asn: Asn, t: TFunction): Promise<Buffer> {
  return labelsPdf(ssccLabels(asn, t), LABEL_MM[0], LABEL_MM[1]);
}

const HEAD_FIELDS = ['supplierNo', 'warehouseNo', 'deliveryDate', 'expectedArrivalDate', 'deliveryQty', 'receiveQty', 'carrierName', 'driver', 'driverPhone', 'carNo', 'carType', 'trackingNo', 'invoiceNo', 'invoiceDate', 'invoiceAmount'];

export async function asnDocumentPdf(asn: Asn, t: TFunction): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: String(asn.asnNo), Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: String(asn.asnNo), scale: 4, backgroundcolor: 'FFFFFF', padding: 10 });
  usePdfFont(doc);
  doc.image(qr, 455, 40, { fit: [100, 100] });
  doc.fontSize(16).text(`${t('entity.srmAsn')} ${String(asn.asnNo)}`, 40, 40, { width: 400 });
  doc.fontSize(10).text(`${t('field.checkStatus')}: ${t(`enum.ASN_STATUS.${String(asn.checkStatus)}`)}`, { width: 400 });
  doc.moveDown();
  const record = asn as unknown as Record<string, unknown>;
  for (const field of HEAD_FIELDS) {
    const value = field === 'supplierNo' ? supplierOf(asn) : record[field];
    if (value !== null && value !== undefined && value !== '') doc.text(`${t(`field.${field}`)}: ${String(value)}`, { width: 400 });
  }
  doc.moveDown().fontSize(12).text(t('portal.openLines')).fontSize(10);
  for (const line of asn.lines) {
    doc.text(`${line.lineNo}. ${line.purchaseNo}/${line.purchaseSeq}  ${itemOf(asn, String(line.itemNo))}  ${t('field.deliveryQty')} ${Number(line.deliveryQty)}  ${t('field.receiveQty')} ${Number(line.receiveQty)}${line.lotNo ? `  ${line.lotNo}` : ''}`);
  }
  const packed = asn.packs.filter((p) => p.sscc);
  if (packed.length) {
    doc.moveDown().fontSize(12).text(t('section.packing')).fontSize(10);
    for (const pack of packed) doc.text(`${label(asn, pack, t)}  SSCC (00)${String(pack.sscc)}`);
  }
  doc.end();
  return done;
}
