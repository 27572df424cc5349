/**
 * What a yard change tells the other surfaces, in the change's own transaction: a `yard.changed`
 * event through the outbox (the big screen's Docks panel, the kiosk, the console's yard queue) and a
 * row of yard_asn_track (the supplier's ASN tracking, keyed by ASN number).
 */
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { yardAsnTrack } from '../db/schema.ts';

export type YardChange = {
  asnNo: string;
  orgNo: string;
  warehouseNo: string;
  supplierNo: string;
  queueNo: number;
  doorNo: string;
  fromState: string | null;
  state: string;
  /** More of the tracking row (driver's plate, discrepancies); not sent on the event. */
  detail?: Record<string, unknown>;
};

/** Publishes the change and records it on the ASN's tracking. */
export async function recordYardChange(tx: Tx, change: YardChange): Promise<void> {
  const { asnNo, orgNo, warehouseNo, supplierNo, queueNo, doorNo, fromState, state } = change;
  await publishEvent(tx, 'yard.changed', { orgNo, warehouseNo, supplierNo }, { asnNo, queueNo, doorNo, supplierNo, fromState, state });
  await tx.insert(yardAsnTrack).values({ asnNo, warehouseNo, event: state, detail: { queueNo, doorNo, ...change.detail } });
}

/**
 * Publishes that the doors or the appointments of a warehouse changed. An appointment's change is
 * scoped to its supplier as well, so that supplier's ASN tracking follows it live.
 */
export async function recordDockChange(tx: Tx, scope: { orgNo: string; warehouseNo: string; supplierNo?: string }, doorNo: string, reason: 'door' | 'appointment'): Promise<void> {
  const { orgNo, warehouseNo, supplierNo } = scope;
  await publishEvent(tx, 'dock.changed', { orgNo, warehouseNo, ...(reason === 'appointment' && supplierNo ? { supplierNo } : {}) }, { doorNo, reason });
}
