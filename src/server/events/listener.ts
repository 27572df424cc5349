/**
 * The instance's LISTEN connection (STACK.md: LISTEN on a dedicated pg.Client, never a pooled
 * one): LISTENs on the events, texts and cache eviction channels and reconnects after a loss with a 0.5-10 s
 * backoff. Every (re)connect calls onConnect, since notifications sent while it was away are
 * lost: the caller then reads the outbox anyway.
 */
import pg from 'pg';
import { CHANNELS } from './publish.ts';

export type ListenerHandlers = {
  onConnect: () => void;
  onEvents: () => void;
  onText: (userNo: string, text: string) => void;
  /** A cache key or prefix evicted by some instance (src/server/cache/cache-notify.ts). */
  onCacheEvict: (keyOrPrefix: string) => void;
};

export type Listener = { close: () => Promise<void> };

/** Starts listening with the connection settings of `pool`; resolves once the first LISTEN is in place. */
export async function startListener(pool: pg.Pool, handlers: ListenerHandlers): Promise<Listener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNELS.events) return handlers.onEvents();
    if (message.channel === CHANNELS.cache) return handlers.onCacheEvict(message.payload ?? '');
    try {
      const { userNo, text } = JSON.parse(message.payload ?? '') as { userNo: string; text: string };
      handlers.onText(userNo, text);
    } catch {
      // Only publishText writes this channel; a malformed payload is ignored.
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', onNotification);
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNELS.events}; LISTEN ${CHANNELS.texts}; LISTEN ${CHANNELS.cache}`);
    if (closed) return void (await next.end());
    client = next;
    failures = 0;
    handlers.onConnect();
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (closed || (client !== lost && client !== null) || retry) return;
    client = null;
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    const delay = Math.min(10_000, 500 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect(lost));
    }, delay);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
