/**
 * The expiry date of a lot (walk 14-28 defect 5, record 1053): the date typed or scanned at
 * receiving (handheld, dock, console, ASN) is stored on the receipt's line (in_arrive_line,
 * in_notice_line `expiry_date`, beside its `lot_no`), and the ledger's balance keys carry the lot.
 * So a balance's expiry is the expiry on the received lines of its organisation, item and lot:
 * lines of documents past initial and not invalidated (status not 0, 10 or 90), i.e. received.
 * Two receipts of one lot with different dates answer the earliest (first expiry, first out).
 * It is kept whatever the item's shelf-life setting: the person read it from the goods.
 *
 * lotExpiries(db, keys) answers a Map from lotKey(orgNo, itemNo, lotNo) to 'yyyy-MM-dd'; keys
 * without a lot or without a recorded date are absent. LOT_EXPIRY_SQL is the same as a relation
 * (org_no, item_no, lot_no, expiry_date date) for reports and alerts that join it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** The key of one lot in the answer of lotExpiries. */
export const lotKey = (orgNo: unknown, itemNo: unknown, lotNo: unknown): string => `${String(orgNo)}\u0001${String(itemNo)}\u0001${String(lotNo)}`;

const RECEIVED_LINES = (head: string, line: string) => sql.raw(`
  select h.org_no, l.item_no, l.lot_no, l.expiry_date from ${line} l join ${head} h on h.id = l.head_id
  where l.expiry_date is not null and coalesce(l.lot_no, '') <> '' and coalesce(h.status_code, '') not in ('0', '10', '90')`);

/** Each received lot's earliest expiry date: columns org_no, item_no, lot_no, expiry_date (date). */
export const LOT_EXPIRY_SQL = sql`(select org_no, item_no, lot_no, min(expiry_date) as expiry_date from (
  ${RECEIVED_LINES('in_arrive_head', 'in_arrive_line')} union all ${RECEIVED_LINES('in_notice_head', 'in_notice_line')}
) r group by org_no, item_no, lot_no)`;

/** The expiry dates ('yyyy-MM-dd') of the lots of `keys`, by lotKey; lots without one are absent. */
export async function lotExpiries(db: Db | Tx, keys: { orgNo: unknown; itemNo: unknown; lotNo: unknown }[]): Promise<Map<string, string>> {
  const lots = keys.filter((k) => String(k.lotNo ?? '') !== '');
  if (lots.length === 0) return new Map();
  const items = [...new Set(lots.map((k) => String(k.itemNo)))];
  const lotNos = [...new Set(lots.map((k) => String(k.lotNo)))];
  const result = await db.execute(sql`select org_no, item_no, lot_no, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date from ${LOT_EXPIRY_SQL} e
    where e.item_no in ${items} and e.lot_no in ${lotNos}`);
  return new Map(result.rows.map((r) => [lotKey(r.org_no, r.item_no, r.lot_no), String(r.expiry_date)]));
}
