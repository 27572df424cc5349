/**
 * Putaway ranking (src/shared/strategies.ts PUTAWAY_RULES): orders the cells received goods may go
 * to. Pure: the inbound workflow reads the candidate cells of the warehouse with what they hold,
 * calls rankCells, and proposes the first cell (the user may override on the putaway task).
 *
 * Bad cells (isBadCell) are never candidates. Filter rules (zone, cellType, mixRules, capacity)
 * remove cells; sort rules (zone order, fixedCell, nearestEmpty) compare in line order; ties are
 * broken by the putaway sequence cellInSeq (missing last), then the cell number.
 */
import Decimal from 'decimal.js';
import type { PutawayRule, RuleLine } from '../../shared/strategies.ts';

/** What a cell holds now: one row per item and lot (quantities as decimal strings). */
export type CellContent = { itemNo: string; lotNo: string; qty: string };

/** A cell that may take the goods (spec console §3 Cell fields). Weights in kg. */
export type CellCandidate = {
  cellNo: string;
  zoneNo: string;
  cellType?: string | null;
  isMixSku?: boolean | null;
  isMixLot?: boolean | null;
  isBadCell?: boolean | null;
  cellInSeq?: number | null;
  cellX?: number | null;
  cellY?: number | null;
  cellZ?: number | null;
  maxQty?: string | null;
  maxWeight?: string | null;
  contents: CellContent[];
  /** Weight the cell holds now, kg (decimal string); 0 when absent. */
  weight?: string | null;
};

/** The goods to put away: item, lot, quantity, unit weight (kg), the item's inbound cell, and the origin (dock). */
export type PutawayRequest = {
  itemNo: string;
  lotNo: string;
  qty: string;
  unitWeight?: string | null;
  inCellNo?: string | null;
  origin?: { x: number; y: number; z: number } | null;
};

type Compare = (a: CellCandidate, b: CellCandidate) => number;

/** What ranking needs of a candidate, worked out once per candidate object (candidates are read-only here). */
type Derived = { present: CellContent[]; isEmpty: boolean; room: Decimal | null; weightRoom: Decimal | null };
const derivedOf = new WeakMap<CellCandidate, Derived>();
function derived(cell: CellCandidate): Derived {
  let facts = derivedOf.get(cell);
  if (facts === undefined) {
    const present = cell.contents.filter((c) => new Decimal(c.qty).gt(0));
    const held = present.reduce((total, c) => total.plus(c.qty), new Decimal(0));
    facts = {
      present,
      isEmpty: present.length === 0,
      room: cell.maxQty ? new Decimal(cell.maxQty).minus(held) : null,
      weightRoom: cell.maxWeight ? new Decimal(cell.maxWeight).minus(cell.weight ?? 0) : null,
    };
    derivedOf.set(cell, facts);
  }
  return facts;
}
const isEmpty = (cell: CellCandidate) => derived(cell).isEmpty;

/** Mixing rules of the cell: another item needs isMixSku, another lot of the same item isMixLot. */
function mixAllows(cell: CellCandidate, request: PutawayRequest): boolean {
  const { present } = derived(cell);
  if (present.length === 0) return true;
  if (present.some((c) => c.itemNo !== request.itemNo) && !cell.isMixSku) return false;
  return !present.some((c) => c.itemNo === request.itemNo && c.lotNo !== request.lotNo) || Boolean(cell.isMixLot);
}

/** `qty` and `weight` are the request's quantity and weight as decimals (worked out once per request). */
function capacityAllows(cell: CellCandidate, qty: Decimal, weight: Decimal | null): boolean {
  const { room, weightRoom } = derived(cell);
  if (room !== null && qty.gt(room)) return false;
  return weightRoom === null || weight === null || !weight.gt(weightRoom);
}

function distance(cell: CellCandidate, request: PutawayRequest): number {
  if (!request.origin || cell.cellX == null || cell.cellY == null) return cell.cellInSeq ?? Number.MAX_SAFE_INTEGER;
  const { x, y, z } = request.origin;
  return Math.abs(cell.cellX - x) + Math.abs(cell.cellY - y) + Math.abs((cell.cellZ ?? 0) - z);
}

/**
 * The cells of a putaway strategy, best first. zone lines (and cellType lines) keep only the
 * cells of the listed zones (types); the earlier zone line ranks first. fixedCell ranks its cell
 * (the line's param, else the item's inCellNo) first; nearestEmpty ranks empty cells first, by
 * Manhattan distance from the origin when cells have coordinates, else by cellInSeq.
 */
export function rankCells(candidates: CellCandidate[], lines: RuleLine<PutawayRule>[], request: PutawayRequest): CellCandidate[] {
  const { keep, compare } = ranking(lines, request);
  return candidates.filter(keep).sort(compare);
}

/** The first cell rankCells would answer (undefined: none passes), in one pass without sorting. */
export function bestCell(candidates: CellCandidate[], lines: RuleLine<PutawayRule>[], request: PutawayRequest): CellCandidate | undefined {
  const { keep, compare } = ranking(lines, request);
  let best: CellCandidate | undefined;
  for (const cell of candidates) if (keep(cell) && (best === undefined || compare(cell, best) < 0)) best = cell;
  return best;
}

/**
 * The filter and the total order of a putaway strategy for one request. The order reads the
 * request only through the fixedCell rule (its inCellNo) and nearestEmpty (its origin), so
 * requests alike in those share one order (proposeCells keeps the cells sorted by it); `eligible`
 * is the part of the filter that reads only the cell's fixed fields (bad, zone, cell type).
 */
export function ranking(lines: RuleLine<PutawayRule>[], request: PutawayRequest): { eligible: (cell: CellCandidate) => boolean; keep: (cell: CellCandidate) => boolean; compare: Compare } {
  const zones = lines.filter((l) => l.rule === 'zone').map((l) => l.param as string);
  const types = lines.filter((l) => l.rule === 'cellType').map((l) => l.param as string);
  const has = (rule: PutawayRule) => lines.some((l) => l.rule === rule);
  const qty = new Decimal(request.qty);
  const weight = request.unitWeight ? new Decimal(request.unitWeight).times(request.qty) : null;
  // The filters that read neither what the cell holds nor the request's goods.
  const eligible = (cell: CellCandidate) =>
    !cell.isBadCell && (zones.length === 0 || zones.includes(cell.zoneNo)) && (types.length === 0 || types.includes(cell.cellType ?? ''));
  const keep = (cell: CellCandidate) =>
    eligible(cell) &&
    (!has('mixRules') || mixAllows(cell, request)) &&
    (!has('capacity') || capacityAllows(cell, qty, weight));
  const compares: Compare[] = [];
  for (const line of lines) {
    // The zone order counts where the first zone line stands.
    if (line.rule === 'zone' && line.param === zones[0]) {
      compares.push((a, b) => zones.indexOf(a.zoneNo) - zones.indexOf(b.zoneNo));
    } else if (line.rule === 'fixedCell') {
      const fixed = line.param ?? request.inCellNo;
      if (fixed) compares.push((a, b) => Number(b.cellNo === fixed) - Number(a.cellNo === fixed));
    } else if (line.rule === 'nearestEmpty') {
      compares.push((a, b) => Number(isEmpty(b)) - Number(isEmpty(a)) || (isEmpty(a) ? distance(a, request) - distance(b, request) : 0));
    }
  }
  compares.push(
    (a, b) => (a.cellInSeq ?? Number.MAX_SAFE_INTEGER) - (b.cellInSeq ?? Number.MAX_SAFE_INTEGER),
    (a, b) => (a.cellNo < b.cellNo ? -1 : a.cellNo > b.cellNo ? 1 : 0),
  );
  const compare: Compare = (a, b) => {
    for (const step of compares) {
      const result = step(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
  return { eligible, keep, compare };
}
