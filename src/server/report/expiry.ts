/**
 * Shelf-life reports over the remaining FIFO layers per lot (ledger-sql.ts remainingLayers) of
 * lots with an expiry date recorded at receiving (inbound/lot-expiry.ts; any item, whatever its
 * shelf-life setting: record 1053) and of items that manage shelf life (bm_item
 * is_manage_shelflife, shelflife > 0 in shelflife_unit D, M or Y): expiry date = the lot's recorded
 * date, else receipt date + shelf life (calendar, UTC); days left = expiry - today.
 *
 * - validity-period (150105): every layer, with the share of shelf life left (undated layers
 *   listed without dates);
 * - expire (150106): layers whose expiry date is today or past (days left <= 0);
 * - material-expiry (150111): layers expiring within warnDays (default the item's warning lead
 *   days `predate`, else 30), not yet expired.
 *
 * Totals: qty. Chart: the quantity per expiry month ({ months: [{ month: 'yyyy-MM', qty }] }).
 */
import Decimal from 'decimal.js';
import { REPORT_DEFAULTS } from '../../shared/reports.ts';
import { unitQuantity } from '../inventory/queries/query-support.ts';
import { lotExpiries, lotKey } from '../inbound/lot-expiry.ts';
import { remainingLayers } from './ledger-sql.ts';
import { dayOf, daysBetween, exact, numberField, totalsOf, type ReportRunner, type Row } from './report-support.ts';

type Mode = 'validity' | 'expired' | 'warning';

function expiryOf(received: Date, shelflife: number, unit: string): Date {
  const expiry = new Date(received);
  if (unit === 'Y') expiry.setUTCFullYear(expiry.getUTCFullYear() + shelflife);
  else if (unit === 'M') expiry.setUTCMonth(expiry.getUTCMonth() + shelflife);
  else expiry.setUTCDate(expiry.getUTCDate() + shelflife);
  return expiry;
}

function runner(mode: Mode): ReportRunner {
  return async (db, user, condition, now) => {
    const warnDays = condition.warnDays === undefined || condition.warnDays === '' ? undefined : numberField(condition, 'warnDays', REPORT_DEFAULTS.warnDays, 1, 3650);
    const all = await remainingLayers(db, user, condition, true);
    const recorded = await lotExpiries(db, all.map((l) => ({ orgNo: l.org_no, itemNo: l.item_no, lotNo: l.lot_no })));
    const lotExpiry = (l: Row) => recorded.get(lotKey(l.org_no, l.item_no, l.lot_no));
    const hasShelfLife = (l: Row) => l.is_manage_shelflife === true && Number(l.shelflife) > 0;
    const layers = all.filter((l) => lotExpiry(l) !== undefined || hasShelfLife(l));
    const rows: Row[] = [];
    for (const layer of layers) {
      const received = layer.received_at ? new Date(layer.received_at as string) : null;
      const typed = lotExpiry(layer);
      const expiry = typed ? new Date(`${typed}T00:00:00Z`) : received && expiryOf(received, Number(layer.shelflife), String(layer.shelflife_unit ?? 'D'));
      const remainingDays = expiry ? daysBetween(now, expiry) : null;
      if (mode === 'expired' && (remainingDays === null || remainingDays > 0)) continue;
      const warn = warnDays ?? (Number(layer.predate) > 0 ? Number(layer.predate) : REPORT_DEFAULTS.warnDays);
      if (mode === 'warning' && (remainingDays === null || remainingDays <= 0 || remainingDays > warn)) continue;
      const shelfLifeDays = received && expiry ? daysBetween(received, expiry) : null;
      rows.push({
        orgNo: layer.org_no, warehouseNo: layer.warehouse_no, itemNo: layer.item_no, itemName: layer.item_name, lotNo: layer.lot_no, unitNo: layer.unit_no,
        qty: unitQuantity(layer.qty, layer), receivedDate: dayOf(received), shelfLifeDays, expiryDate: dayOf(expiry), remainingDays,
        ...(mode === 'validity' ? { remainingPercent: remainingDays === null || !shelfLifeDays ? null : exact(new Decimal(remainingDays).times(100).dividedBy(shelfLifeDays).toDecimalPlaces(1)) } : {}),
      });
    }
    rows.sort((a, b) => String(a.expiryDate ?? '').localeCompare(String(b.expiryDate ?? '')) || String(a.itemNo).localeCompare(String(b.itemNo)));
    const months = new Map<string, Decimal>();
    for (const row of rows) if (row.expiryDate) months.set(String(row.expiryDate).slice(0, 7), (months.get(String(row.expiryDate).slice(0, 7)) ?? new Decimal(0)).plus(String(row.qty)));
    return { rows, totals: totalsOf(rows, ['qty']), chart: { months: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, qty]) => ({ month, qty: qty.toFixed() })) } };
  };
}

export const validityPeriodReport = runner('validity');
export const expireReport = runner('expired');
export const materialExpiryReport = runner('warning');
