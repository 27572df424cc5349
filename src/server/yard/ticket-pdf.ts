/**
 * The gate kiosk's ticket (issue 15) as a PDF for an 80 mm ticket printer: the queue number in
 * large type, the door, the ASN number and its QR code (bwip-js; the dock scans it to open the
 * delivery), the driver's name, the plate, the appointment's hour (or "none") and the check-in
 * time in the warehouse's time zone (`timeZone`, an IANA name, printed after the time; decision
 * 0812). Texts come in the caller's language, en-US when
 * the PDF font has no Chinese glyphs (pdf-font.ts). Answers the print answer of the print area:
 * { fileName, contentType, content (base64) }.
 */
import bwipjs from 'bwip-js/node';
import { and, eq, ne } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { zonedDateTime } from '../../shared/door-hours.ts';
import type { CheckInView } from '../../shared/yard.ts';
import type { Db } from '../db/client.ts';
import { yardAppointment } from '../db/schema.ts';
import { pdfBytes, printTranslator, usePdfFont } from '../print/pdf-font.ts';
import type { Language } from '../../shared/i18n/index.ts';

const POINTS_PER_MM = 72 / 25.4;
const WIDTH_MM = 80;
/** Tall enough for every line on one ticket in each language (Noto Sans CJK's line height; record 0911's driver and appointment lines made 120 mm spill onto a second page). */
const HEIGHT_MM = 150;

/** The start (ISO) of the appointment of ASN `asnNo` that is not cancelled, or null when it has none. */
export async function ticketAppointment(db: Db, asnNo: string): Promise<string | null> {
  const [row] = await db.select({ slotStart: yardAppointment.slotStart }).from(yardAppointment)
    .where(and(eq(yardAppointment.asnNo, asnNo), ne(yardAppointment.status, 'cancelled')));
  return row ? row.slotStart.toISOString() : null;
}

/** The ticket PDF of check-in `ticket`; `appointmentAt` the start (ISO) of its ASN's appointment, null without one. */
export async function ticketPdf(ticket: CheckInView, language: Language, timeZone: string, appointmentAt: string | null = null): Promise<{ fileName: string; contentType: string; content: string }> {
  const t = printTranslator(language);
  const text = (key: string) => t(`yard.ticket.${key}`);
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: ticket.asnNo, scale: 4, backgroundcolor: 'FFFFFF', padding: 10 });
  const size: [number, number] = [WIDTH_MM * POINTS_PER_MM, HEIGHT_MM * POINTS_PER_MM];
  const margin = 4 * POINTS_PER_MM;
  const width = size[0] - 2 * margin;
  const doc = new PDFDocument({ size, margin, info: { Title: `${text('title')} ${ticket.queueNo}`, Producer: 'WMS' } });
  const done = pdfBytes(doc);
  usePdfFont(doc);
  doc.fontSize(12).text(text('title'), { width, align: 'center' });
  doc.fontSize(10).text(text('queueNo'), { width, align: 'center' });
  doc.fontSize(54).text(String(ticket.queueNo), { width, align: 'center' });
  doc.fontSize(22).text(`${text('door')} ${ticket.doorNo}`, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.image(qr, margin + width / 4, doc.y, { fit: [width / 2, width / 2] });
  doc.y += width / 2 + 6;
  doc.fontSize(10);
  const appointment = appointmentAt ? zonedDateTime(appointmentAt, timeZone) : text('noAppointment');
  const lines = [[text('asn'), ticket.asnNo], [text('driver'), ticket.driverName], [text('plate'), ticket.plateNo], [text('appointment'), appointment], [text('time'), zonedDateTime(ticket.checkedInAt, timeZone)]];
  for (const [label, value] of lines) {
    doc.text(`${label}: ${value}`, margin, doc.y, { width });
  }
  doc.end();
  return { fileName: `ticket-${ticket.queueNo}.pdf`, contentType: 'application/pdf', content: (await done).toString('base64') };
}
