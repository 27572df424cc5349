/**
 * The real-time channel's messages (DESIGN.md "Wire contract" real time, "Events"): the websocket
 * `/productWebSocket` carries
 * - domain events, JSON `{ id, type, at, scope, payload }` in id order (ids only grow);
 * - control messages, JSON `{ type: 'ready' | 'heartbeat' | 'resync', lastEventId }` (no `id`,
 *   no `scope`): `ready` once after the handshake and any replay, `heartbeat` every
 *   HEARTBEAT_MS, `resync` when the events after the client's last id are no longer kept;
 * - label print results as the spec's plain texts (not JSON): 'checkSuccess', 'checkFailed',
 *   texts starting with '$' or '√' (success), several split by line breaks (spec console §7,
 *   workflows "Real-time messages for label print results").
 * A client resumes with `?lastEventId=<id>` on the URL (or a first message
 * `{ "lastEventId": <id> }`) and receives every event after it, then live ones.
 */

/** Websocket path (DESIGN.md "Wire contract"). */
export const EVENTS_PATH = '/productWebSocket';

/** Query parameters of the handshake: the session token and the resume point. */
export const EVENTS_QUERY = { token: 'token', lastEventId: 'lastEventId' } as const;

/** Server heartbeat period in ms; a client without any message for twice this is stale. */
export const HEARTBEAT_MS = 10_000;

/** Websocket close codes of the handshake (4000-4999: application codes). */
export const CLOSE_CODES = { unauthenticated: 4401, serverShutdown: 1001 } as const;

/** The data scope of an event: the organisation and warehouse it concerns. */
/** Where an event belongs; supplierNo (supplier portal events) also lets that supplier's users receive it. */
export type EventScope = { orgNo: string; warehouseNo: string; supplierNo?: string };

/** A balance key (the ledger's; lotNo and containerNo are '' when the stock has none). */
export type StockKey = {
  orgNo: string;
  warehouseNo: string;
  cellNo: string;
  itemNo: string;
  lotNo: string;
  containerNo: string;
  stockStatus: string;
};

/** A balance after a posting, quantities as decimal text in the item's unit. */
export type StockBalanceAfter = StockKey & { onHand: string; allocated: string; frozen: string };

/** Payload of each domain event type (the facts; receivers derive what they show). */
export type EventPayloads = {
  /** postMoves committed a document's lines: the touched balances of one warehouse after it. */
  'stock.posted': { docType: string; docNo: string; balances: StockBalanceAfter[] };
  /** A document changed status (status codes of DESIGN.md "Documents and status"). */
  'document.status': { docType: string; docNo: string; fromStatus: number | null; toStatus: number };
  /** A task was created, assigned, progressed or closed. */
  'task.changed': { taskType: string; taskNo: string; status: number; operator: string | null };
  /** A truck of the yard queue changed state (issue 15): checked in, called to its door, unloading, received, checked out. */
  'yard.changed': { asnNo: string; queueNo: number; doorNo: string; supplierNo: string; fromState: string | null; state: string };
  /** A dock door was added, changed (status open, closed, blocked) or removed, or a dock appointment was booked, moved or cancelled. */
  'dock.changed': { doorNo: string; reason: 'door' | 'appointment' };
  /** An ASN was created or took an action (check status codes of src/shared/documents/asn.ts; fromStatus null on create). */
  'asn.status': { asnNo: string; supplierNo: string; action: string; fromStatus: string | null; toStatus: string };
  /** A purchase order line was answered (answer status of src/shared/documents/order-answer.ts). */
  'order.answer': { purchaseNo: string; purchaseSeq: number; purchaseBatchSeq: number; supplierNo: string; action: string; answerStatus: string };
  /** A news was published, canceled, pinned or unpinned: one event per supplier it addresses (src/server/portal/news-events.ts). */
  'news.changed': { newsNo: string; action: 'publish' | 'cancel' | 'top' | 'untop' };
  /** Purchase order lines were added or modified (entry, import, the ERP's sync): one event per organisation, warehouse and supplier (src/server/asn/order-line-events.ts). */
  'order.lines': { supplierNo: string; purchaseNos: string[]; added: number; modified: number };
  /** E-mail or webhook messages were queued (src/server/messaging): the instances' dispatchers wake to send them. */
  'message.queued': { count: number };
};

/** The event types: the topics of the stream hub. */
export type EventType = keyof EventPayloads;

/** One domain event as sent on the wire; `at` is the ISO time of the committing transaction. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: number; type: K; at: string; scope: EventScope; payload: EventPayloads[K] };
}[T];

/** A control message of the channel (see the module comment). */
export type ControlMessage = { type: 'ready' | 'heartbeat' | 'resync'; lastEventId: number };

/** A parsed server message: an event, a control message or a label print text. */
export type ServerMessage = { kind: 'event'; event: DomainEvent } | { kind: 'control'; control: ControlMessage } | { kind: 'text'; text: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses one websocket frame: JSON with a numeric id is an event, JSON control types are control, anything else is text. */
export function parseServerMessage(data: string): ServerMessage {
  if (data.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(data);
      if (isRecord(value) && typeof value.id === 'number' && typeof value.type === 'string' && isRecord(value.scope)) {
        return { kind: 'event', event: value as DomainEvent };
      }
      if (isRecord(value) && (value.type === 'ready' || value.type === 'heartbeat' || value.type === 'resync') && typeof value.lastEventId === 'number') {
        return { kind: 'control', control: { type: value.type, lastEventId: value.lastEventId } };
      }
    } catch {
      // Not JSON after all: a plain text that happens to start with '{'.
    }
  }
  return { kind: 'text', text: data };
}

