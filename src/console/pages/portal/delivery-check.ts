/**
 * The delivery creation page's checks before it calls ISrmAsnService/addasn (workflows §5 "shipping
 * quantity > 0 and <= open order quantity"; the server checks the same again): at least one line,
 * each quantity above 0 and at most the line's open quantity, and, when pallets are given, every
 * packed item naming a line with a quantity above 0 and each line packed exactly. Quantities are
 * compared in hundred-thousandths (the quantities' 5 decimals) so 0.1 + 0.2 packs 0.3.
 *
 * checkDelivery answers the first problem as a dictionary key and its parameters, or undefined, and
 * toAddAsn the call's body.
 */
/** A line of the delivery: its order line, the item's label (item-label.ts), open and shipped quantity, lot. */
export type DeliveryLine = { purchaseId: number; purchaseNo: string; purchaseSeq: number; item: string; openQty: number; qty?: number | null; lotNo?: string };
export type PackItem = { lineIndex?: number; qty?: number | null };
export type Pallet = { cartons: { items: PackItem[] }[] };
export type Problem = { key: string; params?: Record<string, unknown> };

const units = (qty: number) => Math.round(qty * 100_000);

export function checkDelivery(lines: DeliveryLine[], pallets: Pallet[]): Problem | undefined {
  if (lines.length === 0) return { key: 'portal.delivery.noLines' };
  for (const [i, line] of lines.entries()) {
    if (!line.qty || line.qty <= 0 || units(line.qty) > units(line.openQty)) return { key: 'portal.delivery.qtyOver', params: { line: i + 1, open: line.openQty } };
  }
  if (pallets.length === 0) return undefined;
  const packed = lines.map(() => 0);
  for (const item of pallets.flatMap((p) => p.cartons.flatMap((c) => c.items))) {
    if (item.lineIndex === undefined || item.lineIndex >= lines.length || !item.qty || item.qty <= 0) return { key: 'portal.delivery.packItemMissing' };
    packed[item.lineIndex] += units(item.qty);
  }
  for (const [i, line] of lines.entries()) {
    if (packed[i] !== units(line.qty!)) return { key: 'portal.delivery.packMismatch', params: { line: i + 1, shipped: line.qty, packed: packed[i] / 100_000 } };
  }
  return undefined;
}

/** The addasn body: head fields as given, lines with their quantities as text, pallets naming lines by position (1-based). */
export function toAddAsn(head: Record<string, unknown>, lines: DeliveryLine[], pallets: Pallet[]) {
  return {
    head,
    lines: lines.map((l) => ({ purchaseId: l.purchaseId, deliveryQty: String(l.qty), ...(l.lotNo ? { lotNo: l.lotNo } : {}) })),
    pallets: pallets.map((p) => ({ cartons: p.cartons.map((c) => ({ items: c.items.map((item) => ({ lineNo: item.lineIndex! + 1, qty: String(item.qty) })) })) })),
  };
}
