/**
 * The record of an ASN step, in the caller's transaction: a tracking row (ASN tracking: action,
 * from and to check status, who, when) and an 'asn.status' outbox event scoped to the notice's
 * organisation, warehouse and supplier (delivered at commit; the purchaser's lists, the big screen
 * and the supplier's ASN pages and to-do list follow it). A refusal reaches the supplier too: it
 * reads the notice as Refused with the purchaser's reason (record 0800) and has to act on it (0902).
 */
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { srmAsnTrack } from './asn-schema.ts';

export type AsnHeadRow = { id: number; version: number; asnNo: string; orgNo: string; warehouseNo: string; supplierNo: string; checkStatus: string } & Record<string, unknown>;

export async function recordAsnStep(tx: Tx, head: AsnHeadRow, step: { action: string; fromStatus: string | null; toStatus: string; operator: string; remark?: string }): Promise<void> {
  await tx.insert(srmAsnTrack).values({ headId: head.id, ...step, createName: step.operator, updateName: step.operator });
  await publishEvent(tx, 'asn.status', { orgNo: head.orgNo, warehouseNo: head.warehouseNo, supplierNo: head.supplierNo }, {
    asnNo: head.asnNo, supplierNo: head.supplierNo, action: step.action, fromStatus: step.fromStatus, toStatus: step.toStatus,
  });
}
