/**
 * Allocation ranking (src/shared/strategies.ts ALLOCATION_RULES, TURNOVER_RULES): orders the stock
 * rows an outbound line may take and plans how much to take from each. Pure: the outbound
 * workflow reads the candidate balances (available = on-hand - allocated - frozen, decimal strings
 * in the item's unit), calls planAllocation, then allocates through postMoves.
 *
 * Ties left by the lines are broken by receipt time, then cell number, lot number and the row's
 * key, so the same rows always give the same order.
 */
import Decimal from 'decimal.js';
import type { AllocationRule, RuleLine, TurnoverRule } from '../../shared/strategies.ts';

/** One stock balance an outbound line may take. Dates are ISO strings; expiry null = never expires. */
export type StockCandidate = {
  key: string;
  cellNo: string;
  zoneNo: string;
  lotNo: string;
  /** Available quantity (decimal string, > 0 to be taken). */
  available: string;
  /** When the stock was received (ISO date or timestamp). */
  receivedAt: string;
  expiryDate?: string | null;
  productionDate?: string | null;
};

/** What the line asks for: a quantity (decimal string) and optionally one lot. */
export type AllocationRequest = { qty: string; lotNo?: string | null };

type Compare = (a: StockCandidate, b: StockCandidate) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const qty = (row: StockCandidate) => new Decimal(row.available);
/** Dates compare as text (ISO); a missing date sorts after every present one. */
function byDate(a: string | null | undefined, b: string | null | undefined): number {
  if (a && b) return byText(a, b);
  return a ? -1 : b ? 1 : 0;
}

function allocationCompare(line: RuleLine<AllocationRule>, request: AllocationRequest): Compare | undefined {
  switch (line.rule) {
    case 'fifo':
      return (a, b) => byText(a.receivedAt, b.receivedAt);
    case 'lifo':
      return (a, b) => byText(b.receivedAt, a.receivedAt);
    case 'fefo':
      return (a, b) => byDate(a.expiryDate, b.expiryDate);
    case 'byLot':
      return request.lotNo ? undefined : (a, b) => byText(a.lotNo, b.lotNo);
    case 'byZone':
      return (a, b) => Number(b.zoneNo === line.param) - Number(a.zoneNo === line.param);
    case 'fewestCells': {
      const need = new Decimal(request.qty);
      return (a, b) => {
        const coverA = qty(a).gte(need);
        const coverB = qty(b).gte(need);
        if (coverA !== coverB) return coverA ? -1 : 1;
        // Covering rows: the smallest that suffices; others: the largest first.
        return coverA ? qty(a).cmp(qty(b)) : qty(b).cmp(qty(a));
      };
    }
    case 'clearSmallFirst':
      return (a, b) => qty(a).cmp(qty(b));
  }
}

function turnoverCompare(line: RuleLine<TurnoverRule>): Compare {
  const sign = line.order === 'desc' ? -1 : 1;
  switch (line.rule) {
    case 'receivedAt':
      return (a, b) => sign * byText(a.receivedAt, b.receivedAt);
    case 'productionDate':
      return (a, b) => sign * byDate(a.productionDate, b.productionDate);
    case 'expiryDate':
      return (a, b) => sign * byDate(a.expiryDate, b.expiryDate);
    case 'lotNo':
      return (a, b) => sign * byText(a.lotNo, b.lotNo);
  }
}

const TIE_BREAK: Compare[] = [
  (a, b) => byText(a.receivedAt, b.receivedAt),
  (a, b) => byText(a.cellNo, b.cellNo),
  (a, b) => byText(a.lotNo, b.lotNo),
  (a, b) => byText(a.key, b.key),
];

/**
 * The candidates an allocation strategy takes, best first: rows with nothing available are
 * dropped; byLot with a requested lot keeps only that lot; then the allocation lines compare in
 * order, then the turnover lines (the rotation applied to what allocation leaves tied), then the
 * tie-breakers above.
 */
export function rankStock(
  candidates: StockCandidate[],
  lines: RuleLine<AllocationRule>[],
  request: AllocationRequest,
  turnover: RuleLine<TurnoverRule>[] = [],
): StockCandidate[] {
  const lotOnly = request.lotNo && lines.some((line) => line.rule === 'byLot') ? request.lotNo : undefined;
  const compares = [
    ...lines.map((line) => allocationCompare(line, request)).filter((c): c is Compare => c !== undefined),
    ...turnover.map(turnoverCompare),
    ...TIE_BREAK,
  ];
  return candidates
    .filter((row) => qty(row).gt(0) && (!lotOnly || row.lotNo === lotOnly))
    .sort((a, b) => {
      for (const compare of compares) {
        const result = compare(a, b);
        if (result !== 0) return result;
      }
      return 0;
    });
}

/** One planned take: the row and the quantity (decimal string) taken from it. */
export type AllocationPick = { row: StockCandidate; qty: string };

/**
 * Takes the requested quantity from the ranked rows, in order, each at most its available
 * quantity. Answers the picks and the shortfall (decimal string, "0" when fully covered).
 */
export function planAllocation(
  candidates: StockCandidate[],
  lines: RuleLine<AllocationRule>[],
  request: AllocationRequest,
  turnover: RuleLine<TurnoverRule>[] = [],
): { picks: AllocationPick[]; shortfall: string } {
  let remaining = new Decimal(request.qty);
  const picks: AllocationPick[] = [];
  for (const row of rankStock(candidates, lines, request, turnover)) {
    if (remaining.lte(0)) break;
    const take = Decimal.min(remaining, qty(row));
    picks.push({ row, qty: take.toString() });
    remaining = remaining.minus(take);
  }
  return { picks, shortfall: Decimal.max(remaining, 0).toString() };
}
