/**
 * A posted receipt frees its truck's door, whatever surface posted it (issue 30 "State that
 * follows every flow"; decision 0720): the console's arrival note or ASN receipt, the dock's
 * finishReceiving, a handheld. releaseTrucksOfReceipt(tx, user, asnNo) moves every truck of the
 * ASN still in the yard queue (checked in, called, at door, unloading: QUEUED_STATES) to received,
 * in the receipt's transaction, with a `yard.changed` event and a tracking row each (detail
 * `{ receivedBy: 'receipt' }`), so the big screen's Docks panel, the kiosk and the yard queue show
 * the door free and the truck out of the waiting count. A truck already received or checked out is
 * left alone; no error is raised. Answers the number of trucks moved.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { QUEUED_STATES } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { yardCheckIn } from '../db/schema.ts';
import type { SessionUser } from '../rpc/session.ts';
import { recordYardChange } from './yard-events.ts';

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
  return trucks.length;
}
