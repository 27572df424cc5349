/**
 * Barcode changes (Report barcode-change, menu 150107): the labels (bm_label) that changed in the
 * period, by their last change (update date; no date filter when a barcode, item or lot number
 * identifies them), in the label entity's data scope (crud/scope.ts); barcode, item and lot contain, organisation exact.
 * The label table keeps a label's present state only (docs/decisions/ "Reports"), so a change is
 * read from it:
 * - `split`: a piece of a split label (split-labels.ts: barcode `{parent}-NN` of a void parent of
 *   the same organisation and item), parentBarcode the voided label;
 * - `void`: a voided label (LABEL_STATUS 9), by a split or by hand;
 * - `status`: any other label changed after it was created (status, quantity, container…).
 * Labels never changed since created are not listed. Newest change first.
 *
 * Totals: qty. Chart: { kinds: [{ kind, count }] } the labels per kind of change.
 */
import { sql } from 'drizzle-orm';
import { BARCODE_CHANGES } from '../../shared/reports.ts';
import { labelEntity } from '../../shared/entities/label.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import { bmLabel } from '../db/schema.ts';
import { filters, unitQuantity, whereOf } from '../inventory/queries/query-support.ts';
import { ITEM_COLUMNS, ITEM_JOIN } from './ledger-sql.ts';
import { totalsOf, type ReportRunner } from './report-support.ts';
import { createdWithin } from './task-reports.ts';

export const barcodeChangeReport: ReportRunner = async (db, user, condition, now) => {
  const where = whereOf([
    scopeCondition(labelEntity, bmLabel, user),
    ...filters(condition, { orgNo: sql`bm_label.org_no` }, { barcode: sql`bm_label.barcode`, itemNo: sql`bm_label.item_no`, lotNo: sql`bm_label.lot_no` }),
    createdWithin(condition, sql`bm_label.update_date`, now),
  ]);
  const result = await db.execute(sql`
    select * from (
      select bm_label.barcode, bm_label.org_no, bm_label.item_no, ${ITEM_COLUMNS}, bm_label.lot_no, bm_label.box_no, bm_label.qty::text as qty, bm_label.label_status, bm_label.create_date, bm_label.update_date, bm_label.update_name, p.barcode as parent_barcode,
        case when p.barcode is not null then 'split' when bm_label.label_status = '9' then 'void' when bm_label.update_date > bm_label.create_date then 'status' end as change_kind
      from bm_label ${ITEM_JOIN('bm_label')}
      left join bm_label p on bm_label.barcode ~ '-[0-9]{2}$' and p.org_no = bm_label.org_no and p.item_no = bm_label.item_no and p.label_status = '9'
        and p.barcode = regexp_replace(bm_label.barcode, '-[0-9]{2}$', '')
      where ${where}
    ) x where x.change_kind is not null order by x.update_date desc, x.barcode`);
  const rows = result.rows.map((r) => ({
    barcode: r.barcode, changeKind: r.change_kind, parentBarcode: r.parent_barcode, orgNo: r.org_no, itemNo: r.item_no, itemName: r.item_name, lotNo: r.lot_no ?? '',
    boxNo: r.box_no, unitNo: r.unit_no, qty: unitQuantity(r.qty, r), labelStatus: r.label_status, createDate: new Date(r.create_date as string).toISOString(),
    updateDate: new Date(r.update_date as string).toISOString(), updateName: r.update_name,
  }));
  const kinds = BARCODE_CHANGES.map((kind) => ({ kind, count: rows.filter((r) => r.changeKind === kind).length }));
  return { rows, totals: totalsOf(rows, ['qty']), chart: { kinds } };
};
