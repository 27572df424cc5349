/**
 * asnToX12(asn, now): an ASN as an ANSI X12 004010 856 Ship Notice/Manifest (issue 14 "export of an
 * ASN as ANSI X12 856 ... generated with a maintained library"), built as JS EDI notation and
 * serialised by node-x12's X12Generator (it counts the SE/GE/IEA trailers).
 *
 * Envelope: ISA sender = the supplier number, receiver = the organisation number (qualifier ZZ,
 * padded to 15), control number = the notice's id (9 digits); GS functional id SH. Transaction:
 * - BSN*00*<asnNo>*<created CCYYMMDD>*<HHMM>; DTM*011 shipped (deliveryDate), DTM*017 estimated
 *   arrival (expectedArrivalDate);
 * - HL shipment (S): TD1 pallet count (PLT), TD5 carrier name, TD3 car type and plate, REF*BM the
 *   tracking number, N1*SF the supplier, N1*ST the warehouse;
 * - with packing: HL tare (T, a pallet) -> HL pack (P, a carton), each with MAN*GM*<SSCC>, -> HL
 *   item (I); without: HL item under the shipment. An item carries LIN**VP*<itemNo>*PO*<purchaseNo>,
 *   SN1**<qty>*EA (quantities in the item's unit, sent as EA) and PRF*<purchaseNo>*...*<line>;
 * - CTT*<item HL count>*<total quantity>.
 * Element text loses the delimiters * ~ > ^ and line breaks (replaced by a space).
 */
import Decimal from 'decimal.js';
import { JSEDINotation, X12Generator } from 'node-x12';

type Row = Record<string, unknown>;
export type X12Asn = Row & { id: number; asnNo: string; supplierNo: string; orgNo: string; warehouseNo: string; createDate: Date; lines: Row[]; packs: Row[] };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).replace(/[*~>^\r\n]/g, ' ').trim());
const ymd = (value: unknown) => text(value).replaceAll('-', '');
const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const qty = (value: unknown) => new Decimal(String(value)).toFixed();

export const X12_OPTIONS = { elementDelimiter: '*', segmentTerminator: '~\n', subElementDelimiter: '>' };

export function asnToX12(asn: X12Asn, now: Date): string {
  const iso = now.toISOString();
  const [date, time] = [iso.slice(0, 10).replaceAll('-', ''), iso.slice(11, 16).replace(':', '')];
  const control = String(asn.id % 1_000_000_000).padStart(9, '0');
  const jsen = new JSEDINotation(['00', pad('', 10), '00', pad('', 10), 'ZZ', pad(text(asn.supplierNo), 15), 'ZZ', pad(text(asn.orgNo), 15),
    date.slice(2), time, 'U', '00401', control, '0', 'P', '>'], X12_OPTIONS);
  const group = jsen.addFunctionalGroup(['SH', text(asn.supplierNo), text(asn.orgNo), date, time, String(asn.id), 'X', '004010']);
  const tx = group.addTransaction(['856', '0001']);
  const created = asn.createDate.toISOString();
  tx.addSegment('BSN', ['00', text(asn.asnNo), created.slice(0, 10).replaceAll('-', ''), created.slice(11, 16).replace(':', '')]);
  tx.addSegment('DTM', ['011', ymd(asn.deliveryDate)]);
  tx.addSegment('DTM', ['017', ymd(asn.expectedArrivalDate)]);
  let hl = 0;
  const level = (parent: number | null, code: string) => {
    hl += 1;
    tx.addSegment('HL', [String(hl), parent === null ? '' : String(parent), code]);
    return hl;
  };
  const shipment = level(null, 'S');
  const pallets = asn.packs.filter((p) => p.packLevel === 'pallet');
  tx.addSegment('TD1', ['PLT', String(pallets.length)]);
  if (asn.carrierName) tx.addSegment('TD5', ['', '', '', '', text(asn.carrierName)]);
  if (asn.carType || asn.carNo) tx.addSegment('TD3', ['TL', '', text(asn.carNo), '', '', '', '', '', text(asn.carType)]);
  if (asn.trackingNo) tx.addSegment('REF', ['BM', text(asn.trackingNo)]);
  tx.addSegment('N1', ['SF', text(asn.supplierNo), '92', text(asn.supplierNo)]);
  tx.addSegment('N1', ['ST', text(asn.warehouseNo), '92', text(asn.warehouseNo)]);
  let items = 0;
  const item = (parent: number, lineNo: unknown, quantity: unknown) => {
    const line = asn.lines.find((l) => l.lineNo === Number(lineNo));
    if (!line) return;
    level(parent, 'I');
    items += 1;
    tx.addSegment('LIN', ['', 'VP', text(line.itemNo), 'PO', text(line.purchaseNo)]);
    tx.addSegment('SN1', ['', qty(quantity), 'EA']);
    tx.addSegment('PRF', [text(line.purchaseNo), '', '', '', '', text(line.purchaseSeq)]);
  };
  const children = (parentId: unknown) => asn.packs.filter((p) => p.parentId === parentId);
  if (pallets.length === 0) {
    for (const line of asn.lines) item(shipment, line.lineNo, line.deliveryQty);
  }
  for (const pallet of pallets) {
    const tare = level(shipment, 'T');
    tx.addSegment('MAN', ['GM', text(pallet.sscc)]);
    for (const carton of children(pallet.id)) {
      const pack = level(tare, 'P');
      tx.addSegment('MAN', ['GM', text(carton.sscc)]);
      for (const node of children(carton.id)) item(pack, node.lineNo, node.qty);
    }
  }
  const total = asn.lines.reduce((sum, l) => sum.plus(String(l.deliveryQty)), new Decimal(0));
  tx.addSegment('CTT', [String(items), total.toFixed()]);
  return new X12Generator(jsen, X12_OPTIONS).toString();
}
