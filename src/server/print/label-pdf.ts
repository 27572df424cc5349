/**
 * Labels as PDF for the browser (pdfkit, barcodes from bwip-js): one page of widthMm x heightMm
 * per label, with the title, the barcode as a PNG (white background, quiet zone of 10 modules so
 * scanners read it: STACK.md) and the text lines. A summary page (print time "source document")
 * lists every printed key. Answers the PDF bytes.
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { humanReadable } from '../../shared/gs1.ts';
import type { LabelContent } from './label-content.ts';
import { pdfBytes, usePdfFont } from './pdf-font.ts';

const POINTS_PER_MM = 72 / 25.4;

const BCID = { code128: 'code128', 'gs1-128': 'gs1-128', qrcode: 'qrcode', datamatrix: 'datamatrix' } as const;

/** The barcode of a label as a PNG that scans back to its data. */
export function barcodePng(content: LabelContent): Promise<Buffer> {
  const isLinear = content.symbology === 'code128' || content.symbology === 'gs1-128';
  return bwipjs.toBuffer({
    bcid: BCID[content.symbology],
    text: content.gs1 ? humanReadable(content.gs1) : content.text,
    scale: 3,
    ...(isLinear ? { height: 12, includetext: true, textxalign: 'center' as const } : {}),
    backgroundcolor: 'FFFFFF',
    padding: 10,
  });
}

/** Renders the labels and, with `summary`, a closing page listing them; answers the PDF bytes. */
export async function labelsPdf(contents: readonly LabelContent[], widthMm: number, heightMm: number, summary?: { title: string; lines: string[] }): Promise<Buffer> {
  const size: [number, number] = [widthMm * POINTS_PER_MM, heightMm * POINTS_PER_MM];
  const margin = 3 * POINTS_PER_MM;
  const doc = new PDFDocument({ size, margin, autoFirstPage: false, info: { Title: 'Labels', Producer: 'WMS' } });
  const done = pdfBytes(doc);
  const images = await Promise.all(contents.map(barcodePng));
  contents.forEach((content, index) => {
    doc.addPage({ size, margin });
    usePdfFont(doc).fontSize(9);
    const width = size[0] - 2 * margin;
    if (content.title) doc.text(content.title, { width, lineBreak: false });
    const isSquare = content.symbology === 'qrcode' || content.symbology === 'datamatrix';
    const barcodeHeight = size[1] * (isSquare ? 0.5 : 0.4);
    doc.image(images[index], margin, doc.y + 2, { fit: [width, barcodeHeight] });
    doc.y += barcodeHeight + 4;
    if (isSquare) doc.fontSize(8).text(content.text, margin, doc.y, { width, lineBreak: false });
    doc.fontSize(7);
    for (const line of content.lines) doc.text(line, margin, doc.y, { width, lineBreak: false });
  });
  if (summary) {
    doc.addPage({ size: 'A4', margin: 40 });
    usePdfFont(doc).fontSize(14).text(summary.title);
    doc.fontSize(10);
    for (const line of summary.lines) doc.text(line);
  }
  doc.end();
  return done;
}
