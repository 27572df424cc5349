/**
 * Quantity conversion between units for the other areas (spec console §2 Base.Material unit,
 * unit-conversion, item-unit-conversion; issue 4 part 3):
 *
 *   await convertQuantity(tx, { orgNo: 'NWT', itemNo: 'P002', qty: '48', fromUnitNo: 'BTL', toUnitNo: 'EA' }) // '2'
 *
 * A conversion row says 1 fromUnitNo = 1 / convertValue toUnitNo (the stored toUnitPt is that
 * ratio times fromUnitPt, rounded to 2 decimals for display; the exact ratio is used here). The
 * item's own conversions (valid, of its organisation) come before the general ones; either
 * direction of a row may be used and rows chain (BOX -> EA via BAG -> BOX -> EA) up to 4 steps,
 * the shortest path winning. The result is rounded by the target unit's rounding type and decimals
 * (roundQuantity). Errors: VALIDATION_FAILED for a qty that is not a decimal, UNIT_NO_CONVERSION
 * when no path exists, NOT_FOUND for an unknown target unit.
 */
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { isDecimalText, roundQuantity } from '../../shared/quantity-rounding.ts';
import type { Db, Tx } from '../db/client.ts';
import { bmItemUnitConversion, bmUnit, bmUnitConversion } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';

const Exact = Decimal.clone({ precision: 64, toExpNeg: -64, toExpPos: 64 });
const MAX_STEPS = 4;

export type QuantityConversion = { orgNo?: string; itemNo?: string; qty: string; fromUnitNo: string; toUnitNo: string };

type Edge = { from: string; to: string; factor: Decimal };

async function edgesOf(db: Db | Tx, orgNo: string | undefined, itemNo: string | undefined): Promise<Edge[]> {
  const own = orgNo && itemNo
    ? await db.select().from(bmItemUnitConversion).where(and(eq(bmItemUnitConversion.orgNo, orgNo), eq(bmItemUnitConversion.itemNo, itemNo), eq(bmItemUnitConversion.statusCode, 1)))
    : [];
  const general = await db.select().from(bmUnitConversion).where(eq(bmUnitConversion.statusCode, 1));
  return [...own, ...general].flatMap((row) => {
    const perFrom = new Exact(1).div(new Exact(String(row.convertValue)));
    return [
      { from: String(row.fromUnitNo), to: String(row.toUnitNo), factor: perFrom },
      { from: String(row.toUnitNo), to: String(row.fromUnitNo), factor: new Exact(1).div(perFrom) },
    ];
  });
}

/** `qty` of `fromUnitNo` in `toUnitNo`, rounded by the target unit (a decimal string). */
export async function convertQuantity(db: Db | Tx, request: QuantityConversion): Promise<string> {
  if (!isDecimalText(request.qty)) throw fieldError([{ field: 'qty', message: 'validation.notNumber' }]);
  const [target] = await db.select().from(bmUnit).where(eq(bmUnit.unitNo, request.toUnitNo));
  if (!target) throw new AppError('NOT_FOUND');
  const unit = { roundingType: String(target.roundingType), dicimalDigit: Number(target.dicimalDigit) };
  if (request.fromUnitNo === request.toUnitNo) return roundQuantity(request.qty, unit);
  const edges = await edgesOf(db, request.orgNo, request.itemNo);
  // Breadth first: the first edge found into a unit (item rows come first) fixes its factor.
  const factors = new Map<string, Decimal>([[request.fromUnitNo, new Exact(1)]]);
  let frontier = [request.fromUnitNo];
  for (let step = 0; step < MAX_STEPS && frontier.length && !factors.has(request.toUnitNo); step += 1) {
    const next: string[] = [];
    for (const unitNo of frontier) {
      for (const edge of edges.filter((e) => e.from === unitNo && !factors.has(e.to))) {
        factors.set(edge.to, (factors.get(unitNo) as Decimal).mul(edge.factor));
        next.push(edge.to);
      }
    }
    frontier = next;
  }
  const factor = factors.get(request.toUnitNo);
  if (!factor) throw new AppError('UNIT_NO_CONVERSION', { fromUnitNo: request.fromUnitNo, toUnitNo: request.toUnitNo });
  return roundQuantity(new Exact(request.qty).mul(factor).toFixed(), unit);
}
