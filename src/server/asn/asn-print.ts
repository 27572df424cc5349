/**
 * The ASN's printouts (issue 14; print engine src/server/print):
 *
 * - ssccLabels(asn, t): one GS1-128 label per pallet and carton, AI (00) with its SSCC, titled
 *   "<asnNo> Pallet 1 of 2" (x of y within the ASN; a carton x of y within its pallet, localized)
 *   with the supplier, warehouse, purchase order numbers, on a carton its pallet and the pallet's
 *   SSCC, and the contents per ASN line: item number and name, quantity in the item's unit, lot
 *   when the line has one (issue 23; an ASN line carries no expiry date yet); rendered by labelsPdf
 *   on 100 x 150 mm pages (the common 4 x 6 in shipping label);
 * - asnDocumentPdf(asn, t): the delivery note on A4: a QR code of the ASN number (bwip-js qrcode),
 *   the header (supplier, warehouse, dates, check status, transport, invoice), the ASN's lines,
 *   the packing (each pallet, its cartons with their SSCCs and contents) and a signature box for
 *   the driver, the receiver and the date.
 * `asn` is printedAsn's answer: getAsn's (asn-read.ts) with the supplier's name and the items'
 * names and units, which both printouts show beside their numbers; texts come from the caller's
 * dictionary. Quantities are the decimal text of the item's unit.
 */
import bwipjs from 'bwip-js/node';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../rpc/session.ts';
import type { LabelContent } from '../print/label-content.ts';
import { labelsPdf } from '../print/label-pdf.ts';
import { pdfBytes, usePdfFont } from '../print/pdf-font.ts';
import { getAsn } from './asn-read.ts';
import { docTitle } from '../print/doc-title.ts';

type Asn = Awaited<ReturnType<typeof getAsn>> & { supplierName: string; itemNames: Record<string, string>; itemUnits: Record<string, string> };
type Pack = Asn['packs'][number];

const LABEL_MM = [100, 150] as const;

/** The notice (within the caller's scope, NOT_FOUND outside it) with its supplier's name and its items' names and units by item number. */
export async function printedAsn(db: Db, user: SessionUser, id: number): Promise<Asn> {
  const asn = await getAsn(db, user, id);
  const itemNos = [...new Set(asn.lines.map((l) => String(l.itemNo)))];
  const { rows: [supplier] } = await db.execute<{ supplier_name: string }>(sql`select supplier_name from bm_supplier where supplier_no = ${asn.supplierNo}`);
  const { rows: items } = itemNos.length
    ? await db.execute<{ item_no: string; item_name: string; unit_no: string | null }>(sql`select item_no, item_name, unit_no from bm_item where org_no = ${asn.orgNo} and item_no in (${sql.join(itemNos.map((no) => sql`${no}`), sql`, `)})`)
    : { rows: [] };
  return {
    ...asn, supplierName: supplier?.supplier_name ?? '',
    itemNames: Object.fromEntries(items.map((item) => [item.item_no, item.item_name])),
    itemUnits: Object.fromEntries(items.map((item) => [item.item_no, item.unit_no ?? ''])),
  };
}

/** "S001 Exotic Liquids": the supplier's number and name. */
const supplierOf = (asn: Asn) => `${String(asn.supplierNo)} ${asn.supplierName}`.trim();
/** "P002 Chang": an item's number and name. */
const itemOf = (asn: Asn, itemNo: string) => `${itemNo} ${asn.itemNames[itemNo] ?? ''}`.trim();
/** "10 EA": a quantity in the item's unit. */
const qtyOf = (asn: Asn, itemNo: string, qty: unknown) => `${new Decimal(String(qty ?? 0)).toFixed()} ${asn.itemUnits[itemNo] ?? ''}`.trim();

/** "Pallet 1 of 2" (within the ASN) or "Carton 2 of 3" (within its pallet). */
function packName(asn: Asn, pack: Pack, t: TFunction): string {
  const count = asn.packs.filter((p) => p.parentId === pack.parentId && p.packLevel === pack.packLevel).length;
  return t(`portal.printout.${pack.packLevel === 'pallet' ? 'palletOf' : 'cartonOf'}`, { seq: pack.seq, count });
}

/** The item nodes a pallet or carton holds (a pallet's through its cartons). */
function itemsIn(asn: Asn, pack: Pack): Pack[] {
  return asn.packs.filter((p) => p.parentId === pack.id).flatMap((child) => (child.packLevel === 'item' ? [child] : itemsIn(asn, child)));
}

/** What a pallet or carton holds, per ASN line: "P002 Chang · 10 EA · Lot L1", and the purchase orders of those lines. */
function contentsOf(asn: Asn, pack: Pack, t: TFunction): { lines: string[]; purchaseNos: string[] } {
  const byLine = new Map<number, Decimal>();
  for (const item of itemsIn(asn, pack)) byLine.set(Number(item.lineNo), (byLine.get(Number(item.lineNo)) ?? new Decimal(0)).plus(String(item.qty ?? 0)));
  const held = [...byLine].sort(([a], [b]) => a - b).map(([lineNo, qty]) => ({ line: asn.lines.find((l) => l.lineNo === lineNo), qty }));
  return {
    lines: held.map(({ line, qty }) => {
      const itemNo = String(line?.itemNo ?? '');
      return [itemOf(asn, itemNo), qtyOf(asn, itemNo, qty), ...(line?.lotNo ? [t('portal.printout.lot', { lotNo: line.lotNo })] : [])].join(' · ');
    }),
    purchaseNos: [...new Set(held.map(({ line }) => String(line?.purchaseNo ?? '')))],
  };
}

export function ssccLabels(asn: Asn, t: TFunction): LabelContent[] {
  return asn.packs.filter((p) => p.sscc).map((pack) => {
    const pallet = pack.packLevel === 'carton' ? asn.packs.find((p) => p.id === pack.parentId) : undefined;
    const contents = contentsOf(asn, pack, t);
    return {
      key: String(pack.sscc),
      symbology: 'gs1-128' as const,
      text: String(pack.sscc),
      gs1: [{ ai: '00', value: String(pack.sscc) }],
      title: `${asn.asnNo} ${packName(asn, pack, t)}`,
      lines: [
        `${t('field.supplierNo')}: ${supplierOf(asn)}`, `${t('field.warehouseNo')}: ${String(asn.warehouseNo)}`, `${t('field.purchaseNo')}: ${contents.purchaseNos.join(', ')}`,
        ...(pallet ? [t('portal.printout.onPallet', { pallet: packName(asn, pallet, t), sscc: pallet.sscc })] : []),
        `${t('portal.printout.contents')}:`, ...contents.lines,
      ],
    };
  });
}

export function ssccLabelsPdf(asn: Asn, t: TFunction): Promise<Buffer> {
  return labelsPdf(ssccLabels(asn, t), LABEL_MM[0], LABEL_MM[1]);
}

/** Where the driver and the receiver sign at the dock: three boxes side by side (driver, receiver, date), each named above it, 60 pt high. */
function signatureBox(doc: PDFKit.PDFDocument, t: TFunction): void {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / 3;
  const height = 60;
  if (doc.y + height + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown().fontSize(12).text(t('portal.printout.signatures'), left).moveDown(0.5);
  const top = doc.y;
  (['driver', 'receiver', 'date'] as const).forEach((field, i) => {
    doc.fontSize(10).text(t(`portal.printout.${field}`), left + i * width, top, { width: width - 12 });
    doc.rect(left + i * width, top + 16, width - 12, height).stroke();
  });
  doc.x = left;
  doc.y = top + 16 + height;
}

const HEAD_FIELDS = ['supplierNo', 'warehouseNo', 'deliveryDate', 'expectedArrivalDate', 'deliveryQty', 'receiveQty', 'carrierName', 'driver', 'driverPhone', 'carNo', 'carType', 'trackingNo', 'invoiceNo', 'invoiceDate', 'invoiceAmount'];

export async function asnDocumentPdf(asn: Asn, t: TFunction): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: String(asn.asnNo), Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: String(asn.asnNo), scale: 4, backgroundcolor: 'FFFFFF', padding: 10 });
  usePdfFont(doc);
  doc.image(qr, 455, 40, { fit: [100, 100] });
  doc.fontSize(16).text(docTitle(t('entity.srmAsn'), String(asn.asnNo)), 40, 40, { width: 400 });
  doc.fontSize(10).text(`${t('field.checkStatus')}: ${t(`enum.ASN_STATUS.${String(asn.checkStatus)}`)}`, { width: 400 });
  doc.moveDown();
  const record = asn as unknown as Record<string, unknown>;
  for (const field of HEAD_FIELDS) {
    const value = field === 'supplierNo' ? supplierOf(asn) : record[field];
    if (value !== null && value !== undefined && value !== '') doc.text(`${t(`field.${field}`)}: ${String(value)}`, { width: 400 });
  }
  doc.moveDown().fontSize(12).text(t('portal.asnLines')).fontSize(10);
  for (const line of asn.lines) {
    const itemNo = String(line.itemNo);
    doc.text(`${line.lineNo}. ${line.purchaseNo}/${line.purchaseSeq}  ${itemOf(asn, itemNo)}  ${t('field.deliveryQty')} ${qtyOf(asn, itemNo, line.deliveryQty)}  ${t('field.receiveQty')} ${qtyOf(asn, itemNo, line.receiveQty)}${line.lotNo ? `  ${t('portal.printout.lot', { lotNo: line.lotNo })}` : ''}`);
  }
  const pallets = asn.packs.filter((p) => p.packLevel === 'pallet');
  if (pallets.length) {
    doc.moveDown().fontSize(12).text(t('section.packing')).fontSize(10);
    for (const pallet of pallets) {
      doc.text(`${packName(asn, pallet, t)}  SSCC (00)${String(pallet.sscc)}`);
      for (const carton of asn.packs.filter((p) => p.parentId === pallet.id && p.packLevel === 'carton')) {
        doc.text(`${packName(asn, carton, t)}  SSCC (00)${String(carton.sscc)}`, { indent: 16 });
        for (const content of contentsOf(asn, carton, t).lines) doc.text(content, { indent: 32 });
      }
    }
  }
  signatureBox(doc, t);
  doc.end();
  return done;
}
