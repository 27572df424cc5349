/**
 * A posted receipt frees its truck's door, whatever surface posted it (issue 30 "State that
 * follows every flow"; decision 0720): the console's arrival note or ASN receipt, the dock's
 * finishReceiving, a handheld. releaseTrucksOfReceipt(tx, user, asnNo) moves every truck of the
 * ASN still in the yard queue (checked in, called, at door, unloading: QUEUED_STATES) to received,
 * in the receipt's transaction, with a `yard.changed` event and a tracking row each (detail
 * `{ receivedBy: 'receipt' }`), so the big screen's Docks panel, the kiosk and the yard queue show
 * the door free and the truck out of the waiting count. A truck already received or checked out is
 * left alone; no error is raised. The ASN's active dock appointment (booked or confirmed) becomes
 * received with a `dock.changed` event: it holds no place in its slot and can no longer be moved
 * or cancelled, also when the office received the ASN without a truck (walk 14-23). Answers the
 * number of trucks moved.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QUEUED_STATES } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { yardAppointment, yardCheckIn } from '../db/schema.ts';
import type { SessionUser } from '../rpc/session.ts';
import { recordDockChange, recordYardChange } from './yard-events.ts';

export async function releaseTrucksOfReceipt(tx: Tx, user: SessionUser, asnNo: string): Promise<number> {
  const trucks = await tx.select().from(yardCheckIn)
    .where(and(eq(yardCheckIn.asnNo, asnNo), inArray(yardCheckIn.state, [...QUEUED_STATES])))
    .for('update');
  for (const truck of trucks) {
    const [saved] = await tx.update(yardCheckIn)
      .set({ state: 'received', version: truck.version + 1, updateName: user.userNo, updateDate: new Date() })
      .where(eq(yardCheckIn.id, truck.id))
      .returning();
    await recordYardChange(tx, { ...saved, fromState: truck.state, state: 'received', detail: { receivedBy: 'receipt' } });
  }
  const appointments = await tx.update(yardAppointment)
    .set({ status: 'received', version: sql`${yardAppointment.version} + 1`, updateName: user.userNo, updateDate: new Date() })
    .where(and(eq(yardAppointment.asnNo, asnNo), inArray(yardAppointment.status, ['booked', 'confirmed'])))
    .returning();
  for (const appointment of appointments) await recordDockChange(tx, appointment, appointment.doorNo, 'appointment');
  return trucks.length;
}
