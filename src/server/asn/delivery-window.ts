/**
 * The order delivery setting in force for an ASN (Supplier collaboration > Execution rules > Order
 * delivery settings, PC 170507, srm_delivery_setting; workflows §3 ASN delivery status normal,
 * early, delayed; §5 delivery rule days; issue 26).
 *
 * deliveryWindowOf(tx, orgNo, supplierNo, itemNos, today): the organisation's setting in use
 * (statusCode 1) whose validity dates hold `today` (YYYY-MM-DD; a setting outside them is not
 * effective and never applies), for the supplier or every supplier and for one of the ASN's items
 * or every item; the supplier's own first, then an item's own, then the newest. Answers its
 * allowAheadDays / allowOverdueDays as the window deliveryStatusOf judges a receipt by, or no window
 * (on time only on the expected day) without a setting.
 */
import { sql } from 'drizzle-orm';
import type { DeliveryWindow } from '../../shared/documents/asn.ts';
import type { Tx } from '../db/client.ts';

export async function deliveryWindowOf(tx: Pick<Tx, 'execute'>, orgNo: string, supplierNo: string, itemNos: string[], today: string): Promise<DeliveryWindow> {
  const items = itemNos.length ? itemNos : [''];
  const { rows: [row] } = await tx.execute<{ ahead: number | string; overdue: number | string }>(sql`
    select allow_ahead_days as ahead, allow_overdue_days as overdue from srm_delivery_setting
     where org_no = ${orgNo} and status_code = 1 and valid_from <= ${today}::date and valid_to >= ${today}::date
       and (coalesce(supplier_no, '') = '' or supplier_no = ${supplierNo})
       and (coalesce(item_no, '') = '' or item_no in ${items})
     order by coalesce(supplier_no = ${supplierNo}, false) desc, coalesce(item_no, '') <> '' desc, id desc limit 1`);
  return row ? { aheadDays: Number(row.ahead), overdueDays: Number(row.overdue) } : { aheadDays: 0, overdueDays: 0 };
}
