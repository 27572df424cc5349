/**
 * The record of an ASN step, in the caller's transaction: a tracking row (ASN tracking: action,
 * from and to check status, who, when) and an 'asn.status' outbox event scoped to the notice's
 * organisation, warehouse and supplier (but a refusal; delivered at commit; the purchaser's lists and the big screen follow it).
 */
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { srmAsnTrack } from './asn-schema.ts';

export type AsnHeadRow = { id: number; version: number; asnNo: string; orgNo: string; warehouseNo: string; supplierNo: string; checkStatus: string } & Record<string, unknown>;

export async function recordAsnStep(tx: Tx, head: AsnHeadRow, step: { action: string; fromStatus: string | null; toStatus: string; operator: string; remark?: string }): Promise<void> {
  await tx.insert(srmAsnTrack).values({ headId: head.id, ...step, createName: step.operator, updateName: step.operator });
  // A refusal is not the supplier's to see (it reads the notice as still pending): its event stays with the enterprise.
  const supplierNo = step.action === 'refuse' ? undefined : head.supplierNo;
  await publishEvent(tx, 'asn.status', { orgNo: head.orgNo, warehouseNo: head.warehouseNo, supplierNo }, {
    asnNo: head.asnNo, supplierNo: head.supplierNo, action: step.action, fromStatus: step.fromStatus, toStatus: step.toStatus,
  });
}
