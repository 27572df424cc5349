/**
 * Delivery approval by execution policy (workflows §1/§4 "delivery approval", §3 execution policy;
 * issue 14): whether a new ASN waits for the purchaser's approval (check status 0) or is approved as
 * it is created (2 shipped).
 *
 * For each line's item the policy that applies is the organisation's policy in use (policyState 1)
 * for the supplier and that item, else for the supplier without an item, else the default policy
 * (isDefault). The ASN needs approval when any line's policy asks for it (isApproveRule true or
 * unset) or a line has no policy at all; the approving policy's number is answered for the record.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { srmExecutePolicy } from '../db/schema.ts';

export type ApprovalNeed = { required: true } | { required: false; executeNos: string[] };

export async function approvalNeed(tx: Tx, orgNo: string, supplierNo: string, itemNos: string[]): Promise<ApprovalNeed> {
  const policies = await tx.select({
    executeNo: srmExecutePolicy.executeNo, supplierNo: srmExecutePolicy.supplierNo, itemNo: srmExecutePolicy.itemNo,
    isDefault: srmExecutePolicy.isDefault, isApproveRule: srmExecutePolicy.isApproveRule,
  }).from(srmExecutePolicy).where(and(
    eq(srmExecutePolicy.orgNo, orgNo), eq(srmExecutePolicy.policyState, '1'),
    or(eq(srmExecutePolicy.supplierNo, supplierNo), eq(srmExecutePolicy.isDefault, true)),
    or(isNull(srmExecutePolicy.itemNo), eq(srmExecutePolicy.itemNo, ''), inArray(srmExecutePolicy.itemNo, itemNos)),
  ));
  const applying = itemNos.map((itemNo) =>
    policies.find((p) => p.supplierNo === supplierNo && p.itemNo === itemNo)
    ?? policies.find((p) => p.supplierNo === supplierNo && !p.itemNo)
    ?? policies.find((p) => p.isDefault));
  if (applying.some((p) => p === undefined || p.isApproveRule !== false)) return { required: true };
  return { required: false, executeNos: [...new Set(applying.map((p) => String(p!.executeNo)))] };
}
