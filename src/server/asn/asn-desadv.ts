/**
 * asnToDesadv(asn, now): an ASN as a UN/EDIFACT DESADV D.96A despatch advice (issue 14 "export of
 * an ASN as ... EDIFACT DESADV D.96A"), the same data as the X12 856 (asn-x12.ts), written by
 * edifact-writer.ts (which escapes `? + : '` and counts UNT).
 *
 * Envelope: UNB sender = the supplier number, recipient = the organisation number (qualifier ZZ),
 * control reference = the notice's id; UNH 1 DESADV:D:96A:UN. Message:
 * - BGM+351 (despatch advice)+<asnNo>+9 (original); DTM 137 document date (CCYYMMDDHHMM, 203),
 *   DTM 11 despatch date (deliveryDate) and DTM 132 estimated arrival (expectedArrivalDate), CCYYMMDD 102;
 * - RFF+ON per purchase order shipped, RFF+CN the carrier's tracking number, RFF+ABZ the vehicle
 *   licence plate (not TDT C222: it would need an empty C401 before it, which the `edifact` reader refuses);
 * - NAD+SU the supplier (number, qualifier 92, name), NAD+BY the organisation, NAD+ST the warehouse,
 *   names cut into components of at most 35 characters (an..35, up to 5);
 * - TDT+20 (main carriage), mode 3 (road), vehicle type and carrier name, when given;
 * - CPS+1 the shipment with PAC <pallets>++PX; per pallet CPS+<n>+1 with PAC+1++PX, PCI+33E (marked
 *   with an SSCC) and GIN+BJ+<SSCC>; per carton CPS+<n>+<pallet's n> with PAC+1++CT, PCI+33E and
 *   GIN+BJ; under each carton its items: LIN+<n>++<GTIN>:EN (the item's GTIN when it has one),
 *   PIA+1 (or 5 without GTIN)+<itemNo>:SA[+<lot>:NB], QTY+12 (despatched, the item's own unit, sent
 *   without unit) and RFF+ON:<purchaseNo>:<purchaseSeq>. A notice without packing has its lines under CPS+1;
 * - CNT+2 the number of LIN segments.
 */
import Decimal from 'decimal.js';
import { edifactInterchange, type EdiSegment } from './edifact-writer.ts';
import type { X12Asn } from './asn-x12.ts';

/** The notice with its parties' names and the GTIN of each item that has one (by item number). */
export type DesadvAsn = X12Asn & { supplierName: string; orgName: string; warehouseName: string; gtins: Record<string, string> };
type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const ymd = (value: unknown) => text(value).replaceAll('-', '');
const qty = (value: unknown) => new Decimal(String(value)).toFixed();
/** A name as up to five components of at most 35 characters (C080 party name). */
const name = (value: string) => (value.match(/.{1,35}/gsu) ?? ['']).slice(0, 5);

function header(asn: DesadvAsn): EdiSegment[] {
  const created = asn.createDate.toISOString();
  const orders = [...new Set(asn.lines.map((l) => text(l.purchaseNo)))];
  const segments: EdiSegment[] = [
    ['BGM', '351', text(asn.asnNo), '9'],
    ['DTM', ['137', created.slice(0, 16).replace(/[-T:]/g, ''), '203']],
    ['DTM', ['11', ymd(asn.deliveryDate), '102']],
    ['DTM', ['132', ymd(asn.expectedArrivalDate), '102']],
    ...orders.map((order): EdiSegment => ['RFF', ['ON', order]]),
  ];
  if (text(asn.trackingNo)) segments.push(['RFF', ['CN', text(asn.trackingNo)]]);
  if (text(asn.carNo)) segments.push(['RFF', ['ABZ', text(asn.carNo)]]);
  segments.push(
    ['NAD', 'SU', [text(asn.supplierNo), '', '92'], '', name(asn.supplierName)],
    ['NAD', 'BY', [text(asn.orgNo), '', '92'], '', name(asn.orgName)],
    ['NAD', 'ST', [text(asn.warehouseNo), '', '92'], '', name(asn.warehouseName)],
  );
  if (text(asn.carrierName) || text(asn.carType)) {
    segments.push(['TDT', '20', '', '3', ['', text(asn.carType)], ['', '', '', text(asn.carrierName)]]);
  }
  return segments;
}

export function asnToDesadv(asn: DesadvAsn, now: Date): string {
  const segments = header(asn);
  let cps = 0;
  let lin = 0;
  const level = (parent: number | null) => {
    cps += 1;
    segments.push(parent === null ? ['CPS', String(cps)] : ['CPS', String(cps), String(parent)]);
    return cps;
  };
  const item = (lineNo: unknown, quantity: unknown) => {
    const line = asn.lines.find((l) => l.lineNo === Number(lineNo));
    if (!line) return;
    lin += 1;
    const gtin = asn.gtins[text(line.itemNo)] ?? '';
    const ids = [[text(line.itemNo), 'SA'], ...(text(line.lotNo) ? [[text(line.lotNo), 'NB']] : [])];
    segments.push(
      gtin ? ['LIN', String(lin), '', [gtin, 'EN']] : ['LIN', String(lin)],
      ['PIA', gtin ? '1' : '5', ...ids],
      ['QTY', ['12', qty(quantity)]],
      ['RFF', ['ON', text(line.purchaseNo), text(line.purchaseSeq)]],
    );
  };
  const packed = (node: Row, parent: number, type: 'PX' | 'CT') => {
    const own = level(parent);
    segments.push(['PAC', '1', '', type], ['PCI', '33E'], ['GIN', 'BJ', text(node.sscc)]);
    return own;
  };
  const children = (parentId: unknown) => asn.packs.filter((p) => p.parentId === parentId);
  const pallets = asn.packs.filter((p) => p.packLevel === 'pallet');
  const shipment = level(null);
  if (pallets.length === 0) {
    for (const line of asn.lines) item(line.lineNo, line.deliveryQty);
  } else {
    segments.push(['PAC', String(pallets.length), '', 'PX']);
  }
  for (const pallet of pallets) {
    const palletLevel = packed(pallet, shipment, 'PX');
    for (const carton of children(pallet.id)) {
      packed(carton, palletLevel, 'CT');
      for (const node of children(carton.id)) item(node.lineNo, node.qty);
    }
  }
  segments.push(['CNT', ['2', String(lin)]]);
  return edifactInterchange({
    sender: [text(asn.supplierNo), 'ZZ'],
    recipient: [text(asn.orgNo), 'ZZ'],
    preparedAt: now,
    control: String(asn.id % 100_000_000_000_000),
    messages: [{ reference: '1', type: ['DESADV', 'D', '96A', 'UN'], segments }],
  });
}
