/**
 * The handheld's offline queue (issue 28 "Offline"): a confirmation that meets no network is kept
 * in IndexedDB (dexie, database `wms-pda`) with the client request id it was first sent with, and
 * sent again, oldest first, when the network is back. The server answers a replayed request id with
 * its first answer (DESIGN.md "Tasks, scans and request ids"), so a confirmation that did reach the
 * server before the network fell posts once.
 *
 * - send(call): with nothing waiting, sends at once and answers `{ sent: true, data }`; a network
 *   failure queues it and answers `{ sent: false }`; while calls wait, a new one queues behind them
 *   (order kept) and a flush starts. A refusal while online rejects with PdaRefusal (the flow
 *   shows it on the spot).
 * - flush(): sends the waiting calls in order; stops at the first network failure. A refusal on
 *   replay (the task was done or changed elsewhere meanwhile) keeps the entry as a conflict with
 *   the server's message, shown on the queue screen until the user dismisses it: never dropped.
 * - entries$: every entry (waiting and conflicts) in queue order, live.
 *
 * A call may carry `then`: actions of the same service run in turn on the document it answers
 * (`{ list: [{ id, version }] }` of the previous answer, e.g. a transfer added, submitted and
 * completed), each with its own request id (`<requestId>:1`, `:2`...), so a replay after a network
 * loss midway repeats nothing the server already did. The answer is the last call's.
 */
import Dexie, { liveQuery, type EntityTable } from 'dexie';
import { from, type Observable } from 'rxjs';
import { NetworkDown, pdaCall, PdaRefusal } from './pda-api.ts';

/** A queued confirmation: `label` says what it was in the user's words (e.g. "Pick P001 x 5 from A-01-01"). */
export type QueuedCall = {
  requestId: string;
  service: string;
  method: string;
  body: unknown;
  /** The PDA menu url of the flow that queued it (putaway, pick, ...). */
  flow: string;
  label: string;
  /** What to do with the goods in hand if the call comes back as a conflict, in the user's words (e.g. "Put the 3 x P046 back into A-01-01 or hand them to the shift manager"). */
  undo?: string;
  /** Actions of `service` run in turn on the answered document (see the module docstring). */
  then?: string[];
  /** Epoch ms. */
  queuedAt: number;
  state: 'waiting' | 'conflict';
  /** The server's localized refusal of a conflict. */
  message?: string;
};

export type CallToSend = Pick<QueuedCall, 'service' | 'method' | 'body' | 'flow' | 'label' | 'undo' | 'then'>;
export type SendResult<T> = { sent: true; data: T } | { sent: false };

export type OfflineQueue = {
  send<T>(call: CallToSend): Promise<SendResult<T>>;
  flush(): Promise<void>;
  dismiss(requestId: string): Promise<void>;
  entries$: Observable<QueuedCall[]>;
};

const db = new Dexie('wms-pda') as Dexie & { calls: EntityTable<QueuedCall, 'requestId'> };
db.version(1).stores({ calls: 'requestId, queuedAt, state' });

let flushing: Promise<void> | null = null;

/** Sends a call and its `then` actions; answers the last answer. */
async function deliver<T>(call: Omit<QueuedCall, 'queuedAt' | 'state'>): Promise<T> {
  let answer = await pdaCall<unknown>(call.service, call.method, call.body, call.requestId);
  for (const [index, method] of (call.then ?? []).entries()) {
    const doc = (Array.isArray(answer) ? answer[0] : answer) as { id: number; version: number };
    answer = await pdaCall<unknown>(call.service, method, { list: [{ id: doc.id, version: doc.version }] }, `${call.requestId}:${index + 1}`);
  }
  return answer as T;
}

function flush(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const queued of await db.calls.where('state').equals('waiting').sortBy('queuedAt')) {
        try {
          await deliver(queued);
          await db.calls.delete(queued.requestId);
        } catch (error) {
          if (error instanceof NetworkDown) return;
          const message = error instanceof PdaRefusal ? error.message : String(error);
          await db.calls.update(queued.requestId, { state: 'conflict', message });
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

async function send<T>(call: CallToSend): Promise<SendResult<T>> {
  const entry: QueuedCall = { ...call, requestId: crypto.randomUUID(), queuedAt: Date.now(), state: 'waiting' };
  if ((await db.calls.where('state').equals('waiting').count()) > 0) {
    await db.calls.add(entry);
    void flush();
    return { sent: false };
  }
  try {
    return { sent: true, data: await deliver<T>(entry) };
  } catch (error) {
    if (!(error instanceof NetworkDown)) throw error;
    await db.calls.add(entry);
    return { sent: false };
  }
}

/** The device's one queue. */
export const offlineQueue: OfflineQueue = {
  send,
  flush,
  dismiss: async (requestId) => {
    await db.calls.delete(requestId);
  },
  entries$: from(liveQuery(() => db.calls.orderBy('queuedAt').toArray())),
};
