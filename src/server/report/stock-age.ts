/**
 * Stock age (Report stock-age, menu 150102; workflows §9 buckets): per organisation, warehouse and
 * item, the on-hand split into the age buckets 0-30, 31-60, 61-90, 91-120, 121-150 and over 150
 * days by the receipt date of the remaining FIFO layers (ledger-sql.ts remainingLayers), and the
 * quantity-weighted average age in days. Undated stock (older than the ledger) counts as over 150
 * days and not in the average. Totals: every quantity column. Chart: the buckets' totals
 * ({ buckets: [{ field, qty }] }).
 */
import Decimal from 'decimal.js';
import { AGE_BUCKETS } from '../../shared/reports.ts';
import { unitQuantity } from '../inventory/queries/query-support.ts';
import { remainingLayers } from './ledger-sql.ts';
import { daysBetween, exact, totalsOf, type ReportRunner, type Row } from './report-support.ts';

const QTY_FIELDS = ['onHand', ...AGE_BUCKETS.map((b) => b.field)];

function bucketOf(age: number | null): string {
  if (age === null) return 'ageOver150';
  return (AGE_BUCKETS.find((b) => age >= b.from && age <= b.to) ?? AGE_BUCKETS[AGE_BUCKETS.length - 1]).field;
}

export const stockAgeReport: ReportRunner = async (db, user, condition, now) => {
  const layers = await remainingLayers(db, user, condition, false);
  const groups = new Map<string, { first: Row; qty: Map<string, Decimal>; onHand: Decimal; dated: Decimal; ageSum: Decimal }>();
  for (const layer of layers) {
    const key = `${layer.org_no}\u001f${layer.warehouse_no}\u001f${layer.item_no}`;
    const group = groups.get(key) ?? { first: layer, qty: new Map(), onHand: new Decimal(0), dated: new Decimal(0), ageSum: new Decimal(0) };
    groups.set(key, group);
    const qty = new Decimal(String(layer.qty));
    const age = layer.received_at ? Math.max(0, daysBetween(new Date(layer.received_at as string), now)) : null;
    const bucket = bucketOf(age);
    group.qty.set(bucket, (group.qty.get(bucket) ?? new Decimal(0)).plus(qty));
    group.onHand = group.onHand.plus(qty);
    if (age !== null) {
      group.dated = group.dated.plus(qty);
      group.ageSum = group.ageSum.plus(qty.times(age));
    }
  }
  const rows = [...groups.values()].map(({ first, qty, onHand, dated, ageSum }) => ({
    orgNo: first.org_no, warehouseNo: first.warehouse_no, itemNo: first.item_no, itemName: first.item_name, unitNo: first.unit_no,
    onHand: unitQuantity(onHand.toFixed(), first),
    ...Object.fromEntries(AGE_BUCKETS.map((b) => [b.field, unitQuantity((qty.get(b.field) ?? new Decimal(0)).toFixed(), first)])),
    averageAge: dated.isZero() ? null : exact(ageSum.dividedBy(dated).toDecimalPlaces(1)),
  }));
  const totals = totalsOf(rows, QTY_FIELDS);
  return { rows, totals, chart: { buckets: AGE_BUCKETS.map((b) => ({ field: b.field, qty: totals[b.field] })) } };
};
