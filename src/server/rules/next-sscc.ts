/**
 * nextSscc(tx): the next SSCC-18 (GS1 serial shipping container code) of the SSCC container rule:
 * the first valid container rule (bm_box_rule) of gs1Mode 2, by rule number, generated in the
 * caller's transaction (generate-number.ts), so parallel containers never share a number.
 * Used by ASN packing (pallets, cartons) and outbound packing (shipping containers).
 * Errors: RULE_UNKNOWN { ruleNo: 'SSCC' } when no such rule is valid, and generateNumber's.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { generateNumber } from './generate-number.ts';

/** The rule number of the SSCC container rule. */
export async function ssccRule(tx: Tx): Promise<string> {
  const result = await tx.execute(sql`select box_rule_no from bm_box_rule where gs1_mode = '2' and status_code = 1 order by box_rule_no limit 1`);
  if (!result.rows[0]) throw new AppError('RULE_UNKNOWN', { ruleNo: 'SSCC' });
  return String(result.rows[0].box_rule_no);
}

export async function nextSscc(tx: Tx): Promise<string> {
  return (await generateNumber(tx, await ssccRule(tx))).number;
}
