/**
 * The procurement execution configuration in force for a supplier (Supplier collaboration >
 * Execution rules > Procurement execution configuration, PC 170504, srm_execute_config; workflows
 * §6 "suppliers ... create ASNs only as allowed by execution rules", "frozen suppliers cannot
 * create delivery notes"; issue 26).
 *
 * executeConfigOf(tx, orgNo, supplierNo): the organisation's configuration in use (statusCode 1)
 * naming the supplier, else one for every supplier, then by number; null when there is none. Its
 * flags, read where the ASN flow acts:
 * - isAsnApproval false: a new ASN of the supplier is approved as it is created (asn-create.ts);
 *   true or no configuration: the execution policies decide (asn-policy.ts);
 * - isPartialReceipt false: a receipt must take everything still unreceived on the ASN
 *   (ASN_PARTIAL_RECEIPT_REFUSED, asn-receipt.ts);
 * - isFrozenCheck false: a supplier whose deliveries are frozen may still create ASNs; true or no
 *   configuration: it is refused (ASN_SUPPLIER_FROZEN).
 * isOverDelivery and overDeliveryRate are read by the yard's receipt (yard/asn-source.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export type ExecuteConfig = { configNo: string; isAsnApproval: boolean; isPartialReceipt: boolean; isFrozenCheck: boolean };

type Row = { config_no: string; is_asn_approval: boolean | null; is_partial_receipt: boolean | null; is_frozen_check: boolean | null };

export async function executeConfigOf(tx: Pick<Tx, 'execute'>, orgNo: string, supplierNo: string): Promise<ExecuteConfig | null> {
  const { rows: [row] } = await tx.execute<Row>(sql`
    select config_no, is_asn_approval, is_partial_receipt, is_frozen_check from srm_execute_config
     where org_no = ${orgNo} and status_code = 1 and (supplier_no = ${supplierNo} or coalesce(supplier_no, '') = '')
     order by coalesce(supplier_no = ${supplierNo}, false) desc, config_no limit 1`);
  if (!row) return null;
  // An unset flag keeps the entity's default (all true).
  return { configNo: row.config_no, isAsnApproval: row.is_asn_approval !== false, isPartialReceipt: row.is_partial_receipt !== false, isFrozenCheck: row.is_frozen_check !== false };
}
