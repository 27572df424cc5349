/**
 * Where the yard reads an ASN (advance shipping notice) from: the one place to point at the
 * supplier portal's ASN table. Until the ASN exists, an ASN is an arrival note (in_arrive_head,
 * its number the ASN number): submitted (10) or being received (15) counts as approved, a draft
 * as not approved; expected pallets are its lines; delivery mode PO (no appointment required).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** What the yard needs of an ASN. `deliveryMode` 'appointment' requires a dock appointment (execution policy). */
export type YardAsn = {
  asnNo: string;
  orgNo: string;
  warehouseNo: string;
  supplierNo: string;
  supplierName: string;
  approved: boolean;
  deliveryMode: 'PO' | 'JIT' | 'appointment';
  expectedPallets: number;
};

/** The ASN numbered `asnNo`, or null when none. */
export async function findYardAsn(tx: Pick<Tx, 'execute'>, asnNo: string): Promise<YardAsn | null> {
  const { rows } = await tx.execute<{ asn_no: string; org_no: string; warehouse_no: string; supplier_no: string | null; supplier_name: string | null; status_code: string; lines: number }>(sql`
    select h.in_arrive_no as asn_no, h.org_no, h.warehouse_no, h.supplier_no, s.supplier_name, h.status_code::text as status_code,
      (select count(*)::int from in_arrive_line l where l.head_id = h.id) as lines
    from in_arrive_head h left join bm_supplier s on s.supplier_no = h.supplier_no
    where h.in_arrive_no = ${asnNo}`);
  const row = rows[0];
  if (!row) return null;
  return {
    asnNo: row.asn_no,
    orgNo: row.org_no,
    warehouseNo: row.warehouse_no,
    supplierNo: row.supplier_no ?? '',
    supplierName: row.supplier_name ?? row.supplier_no ?? '',
    approved: row.status_code === '10' || row.status_code === '15',
    deliveryMode: 'PO',
    expectedPallets: Number(row.lines),
  };
}
