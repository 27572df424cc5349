/**
 * The shipping rule in force for a new ASN (workflows §6 "suppliers ... create ASNs only as allowed
 * by execution rules"; Supplier collaboration > Execution rules > Shipping rule configuration, PC
 * 170502, srm_ship_rule).
 *
 * assertShipRuleAllows(tx, orgNo, supplierNo, lines, deliveryDate, today?): the rule that applies is the in-use one
 * (statusCode 1) of the organisation naming the supplier before one for every supplier, the newest
 * first; without one every ASN is allowed. Raises, before any write:
 * - ASN_TOO_FAR_AHEAD { deliveryDate, days, latest, ruleNo } when the delivery date (yyyy-MM-dd) is
 *   more than the rule's asnAdvanceDays after `today` (yyyy-MM-dd, default the UTC date now): an ASN
 *   is announced at most that many days ahead (a delivery today or earlier always passes);
 * - ASN_TOO_MANY_LINES { max, ruleNo } when the ASN has more lines than the rule's maxAsnLines;
 * - ASN_SPLIT_NOT_ALLOWED { purchaseNo, purchaseSeq, open, ruleNo } when the rule has isSplitAllowed
 *   unset and a line ships less than its order line's whole open quantity.
 * `lines`: per ASN line its order line's numbers, the open quantity and the quantity shipped (decimal strings).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';

export type ShippedLine = { purchaseNo: string; purchaseSeq: number; open: string; deliveryQty: string };
type Rule = { rule_no: string; max_asn_lines: string | number | null; is_split_allowed: boolean | null; asn_advance_days: string | number | null };

const DAY_MS = 86_400_000;

/** `day` (yyyy-MM-dd) plus `days` days, as yyyy-MM-dd. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function assertShipRuleAllows(tx: Tx, orgNo: string, supplierNo: string, lines: ShippedLine[], deliveryDate: string, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const { rows: [rule] } = await tx.execute<Rule>(sql`
    select rule_no, max_asn_lines, is_split_allowed, asn_advance_days from srm_ship_rule
     where org_no = ${orgNo} and status_code = 1 and (supplier_no is null or supplier_no = '' or supplier_no = ${supplierNo})
     order by (supplier_no = ${supplierNo}) is true desc, id desc limit 1`);
  if (!rule) return;
  if (rule.asn_advance_days !== null) {
    const days = Number(rule.asn_advance_days);
    const latest = addDays(today, days);
    if (deliveryDate.slice(0, 10) > latest) throw new AppError('ASN_TOO_FAR_AHEAD', { deliveryDate: deliveryDate.slice(0, 10), days, latest, ruleNo: rule.rule_no });
  }
  if (rule.max_asn_lines !== null && lines.length > Number(rule.max_asn_lines)) {
    throw new AppError('ASN_TOO_MANY_LINES', { max: Number(rule.max_asn_lines), ruleNo: rule.rule_no });
  }
  if (rule.is_split_allowed !== false) return;
  const split = lines.find((line) => new Decimal(line.deliveryQty).lt(line.open));
  if (split) throw new AppError('ASN_SPLIT_NOT_ALLOWED', { purchaseNo: split.purchaseNo, purchaseSeq: split.purchaseSeq, open: split.open, ruleNo: rule.rule_no });
}
