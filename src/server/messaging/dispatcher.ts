/**
 * The instance's message dispatcher: woken when the outbox carries 'message.queued' (the broker
 * observes every committed event, events-route.ts), it sends what is due (deliverAllDue) after the
 * triggering call has answered, so a slow mail server never slows a business call. Wakes arriving
 * while it sends are coalesced into one more round. A failed round (database away) is left to the
 * next wake or the scheduled job messageDelivery.
 */
import type { DomainEvent } from '../../shared/events.ts';
import type { Db } from '../db/client.ts';
import { deliverAllDue } from './deliver.ts';

export type MessageDispatcher = {
  /** Observer of committed outbox events: wakes on 'message.queued'. */
  observe: (events: DomainEvent[]) => void;
  /** Resolves when the round in progress, if any, has ended; no round starts afterwards. */
  stop: () => Promise<void>;
};

export function startMessageDispatcher(db: Db): MessageDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverAllDue(db).catch(() => undefined);
      } while (again && !stopped);
      running = null;
    })();
  };

  return {
    observe: (events) => {
      if (events.some((event) => event.type === 'message.queued')) wake();
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
