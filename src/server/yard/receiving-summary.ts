/**
 * What a truck's receiving will post, as the dock shows it before Finish (issue 24, record 0911):
 * per pallet recorded the quantity counted on it, and per ASN line the quantity declared and still
 * open, what the recorded pallets counted, the part counted on damaged pallets, the difference
 * (negative short, positive over) and, pallet by pallet against each pallet's expected quantity, the
 * sum of the shortfalls (`short`) and of the excesses (`over`), so a short and an over pallet of one
 * line do not net to nothing (walk 12-24), with the pallets short and over and each one's
 * difference, and the item's name (walk 13-24 #6); an item found on a pallet that the ASN does not
 * hold is a line of its own (lineNo null, declared 0). Quantities are in the line's unit, rounded
 * to the unit's digits ("40", not "40.000000"; bm_unit.dicimal_digit, 6 when the unit has none).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { PalletDifference, PalletOutcome, ReceivingLine } from '../../shared/yard.ts';
import type { Db, Tx } from '../db/client.ts';
import { asnLineQuantities, findAsnPallet } from './asn-source.ts';

/** A recorded pallet as yard_pallet_scan holds it: counted per ASN line ({ lineNo: qty }), or the item found and its quantity. */
export type PalletScan = { sscc: string; outcome: string; counted: Record<string, string> | null; itemNo: string | null; countedQty: string | number | null };

/** The name, the unit and its digits of each item of organisation `orgNo` among `itemNos`. */
async function unitsOf(db: Db | Tx, orgNo: string, itemNos: string[]): Promise<Map<string, { itemName: string; unitNo: string; digits: number }>> {
  if (itemNos.length === 0) return new Map();
  const { rows } = await db.execute<{ item_no: string; item_name: string | null; unit_no: string | null; digits: number | null }>(sql`
    select i.item_no, i.item_name, i.unit_no, u.dicimal_digit as digits from bm_item i left join bm_unit u on u.unit_no = i.unit_no
    where i.org_no = ${orgNo} and i.item_no in ${itemNos}`);
  return new Map(rows.map((r) => [r.item_no, { itemName: r.item_name ?? '', unitNo: r.unit_no ?? '', digits: r.digits === null ? 6 : Number(r.digits) }]));
}

/** The quantity counted on one recorded pallet: the sum of its lines, or the quantity of the item found. */
const palletTotal = (scan: PalletScan): Decimal => (scan.itemNo
  ? new Decimal(String(scan.countedQty ?? 0))
  : Object.values(scan.counted ?? {}).reduce((sum, qty) => sum.plus(qty), new Decimal(0)));

type Differences = { short: { sscc: string; qty: Decimal }[]; over: { sscc: string; qty: Decimal }[] };

/**
 * Per ASN line ("lineNo"), the shortfalls and the excesses of the recorded pallets against each
 * pallet's expected quantity (of warehouse `warehouseNo`), pallet by pallet in the order recorded;
 * a pallet recorded as expected has neither, so only the others are read.
 */
async function shortAndOver(db: Db | Tx, warehouseNo: string, scans: PalletScan[]): Promise<Map<string, Differences>> {
  const found = new Map<string, Differences>();
  for (const scan of scans.filter((s) => s.outcome !== 'ok' && s.counted)) {
    const pallet = await findAsnPallet(db, warehouseNo, scan.sscc);
    for (const expected of pallet?.lines ?? []) {
      const key = String(expected.lineNo);
      const difference = new Decimal(scan.counted![key] ?? 0).minus(expected.qty);
      const line = found.get(key) ?? { short: [], over: [] };
      if (difference.lt(0)) line.short.push({ sscc: scan.sscc, qty: difference.negated() });
      if (difference.gt(0)) line.over.push({ sscc: scan.sscc, qty: difference });
      found.set(key, line);
    }
  }
  return found;
}

/** The recorded pallets of a truck at warehouse `warehouseNo` with the quantity counted on each, and the summary lines of its ASN `asnNo` (organisation `orgNo`). */
export async function receivingSummary(db: Db | Tx, orgNo: string, warehouseNo: string, asnNo: string, scans: PalletScan[]): Promise<{
  pallets: { sscc: string; outcome: PalletOutcome; counted: string }[]; lines: ReceivingLine[];
}> {
  const asnLines = await asnLineQuantities(db, asnNo);
  const found = scans.filter((scan) => scan.itemNo);
  const units = await unitsOf(db, orgNo, [...new Set([...asnLines.map((l) => l.itemNo), ...found.map((s) => s.itemNo!)])]);
  const shown = (itemNo: string, qty: Decimal) => qty.toDecimalPlaces(units.get(itemNo)?.digits ?? 6).toFixed();
  const zero = new Decimal(0);
  const differences = await shortAndOver(db, warehouseNo, scans);
  const line = (lineNo: number | null, itemNo: string, declared: Decimal, counted: Decimal, damaged: Decimal): ReceivingLine => {
    const { short, over } = (lineNo === null ? undefined : differences.get(String(lineNo))) ?? { short: [], over: [] };
    const pallets = (list: { sscc: string; qty: Decimal }[]): PalletDifference[] => list.map((p) => ({ sscc: p.sscc, qty: shown(itemNo, p.qty) }));
    const total = (list: { qty: Decimal }[]) => shown(itemNo, list.reduce((sum, p) => sum.plus(p.qty), zero));
    return {
      lineNo, itemNo, itemName: units.get(itemNo)?.itemName ?? '', unitNo: units.get(itemNo)?.unitNo ?? '', declared: shown(itemNo, declared),
      counted: shown(itemNo, counted), damaged: shown(itemNo, damaged), difference: shown(itemNo, counted.minus(declared)),
      short: total(short), over: total(over), shortPallets: pallets(short), overPallets: pallets(over),
    };
  };
  const lines = asnLines.map((asnLine) => {
    const key = String(asnLine.lineNo);
    const sum = (list: PalletScan[]) => list.reduce((total, scan) => total.plus(scan.counted?.[key] ?? 0), zero);
    return line(asnLine.lineNo, asnLine.itemNo, new Decimal(asnLine.open), sum(scans), sum(scans.filter((s) => s.outcome === 'damaged')));
  });
  for (const itemNo of new Set(found.map((s) => s.itemNo!))) {
    const counted = found.filter((s) => s.itemNo === itemNo).reduce((total, scan) => total.plus(palletTotal(scan)), zero);
    lines.push(line(null, itemNo, zero, counted, zero));
  }
  const palletItem = (scan: PalletScan) => scan.itemNo ?? asnLines.find((l) => scan.counted && String(l.lineNo) in scan.counted)?.itemNo ?? '';
  return {
    pallets: scans.map((scan) => ({ sscc: scan.sscc, outcome: scan.outcome as PalletOutcome, counted: shown(palletItem(scan), palletTotal(scan)) })),
    lines,
  };
}
