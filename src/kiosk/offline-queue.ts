/**
 * The kiosk's offline queue (issue 15): writes (check-ins, dock scans) that met no network are kept
 * in IndexedDB (dexie) with the request id they were first sent with, and sent again, oldest
 * first, when the network is back. The server answers a replayed request id with its first answer
 * (server/db/request-claim.ts), so a request that did reach the server before the network fell
 * posts once. A refusal on replay drops the entry (the driver has long left: the office sees the
 * yard queue); a network failure stops the flush until the next one.
 */
import Dexie, { type EntityTable } from 'dexie';
import { BehaviorSubject } from 'rxjs';
import { kioskCall, KioskRefusal, NetworkDown } from './kiosk-api.ts';

/** A queued write; `token` is the receiver's when a receiver sent it (replayed as that receiver), else absent (the kiosk's). */
export type QueuedCall = { requestId: string; service: string; method: string; body: unknown; queuedAt: number; token?: string };

const db = new Dexie('wms-kiosk') as Dexie & { calls: EntityTable<QueuedCall, 'requestId'> };
db.version(1).stores({ calls: 'requestId, queuedAt' });

/** How many calls wait in the queue. */
export const pending$ = new BehaviorSubject<number>(0);

async function count(): Promise<void> {
  pending$.next(await db.calls.count());
}

/**
 * Sends a write with a new request id (as the receiver `token` when given); when the network is
 * down, queues it and answers null. Rejects with KioskRefusal on a business refusal.
 */
export async function sendOrQueue<T>(service: string, method: string, body: unknown, token?: string): Promise<T | null> {
  const requestId = crypto.randomUUID();
  try {
    return await kioskCall<T>(service, method, body, { requestId, token });
  } catch (error) {
    if (!(error instanceof NetworkDown)) throw error;
    await db.calls.add({ requestId, service, method, body, queuedAt: Date.now(), ...(token ? { token } : {}) });
    await count();
    return null;
  }
}

let flushing: Promise<void> | null = null;

/** Sends the queued calls in order; answers once the queue is empty or the network fails again. */
export function flushQueue(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const queued of await db.calls.orderBy('queuedAt').toArray()) {
        try {
          await kioskCall(queued.service, queued.method, queued.body, { requestId: queued.requestId, token: queued.token });
        } catch (error) {
          if (error instanceof NetworkDown) return;
          if (!(error instanceof KioskRefusal)) throw error;
        }
        await db.calls.delete(queued.requestId);
        await count();
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

void count();
