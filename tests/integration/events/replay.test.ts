import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneEvents } from '../../../src/server/events/prune.ts';
import { connect, eventIds, isReady, isStockEventOf, receive, stockDocs, useEventsApp } from './events-support.ts';

const env = useEventsApp();

const lastEventIdOf = async (docNo: string) => Number((await env.t.database.db.execute(sql`select max(id) as id from event_outbox where payload->>'docNo' = ${docNo}`)).rows[0].id);

describe('/productWebSocket resume', () => {
  it('should replay what a client missed, in order and once, then continue live', async () => {
    const first = connect(env.url, { token: env.token, lastEventId: 0 });
    await first.waitFor(isReady);
    await receive(env.t.database, 'RP-0');
    await first.waitFor(isStockEventOf('RP-0'));
    const seen = eventIds(first).at(-1)!;
    first.close();
    await first.closed;

    for (const docNo of ['RP-1', 'RP-2', 'RP-3']) await receive(env.t.database, docNo);
    const again = connect(env.url, { token: env.token, lastEventId: seen });
    await again.waitFor(isReady);
    await receive(env.t.database, 'RP-4');
    await again.waitFor(isStockEventOf('RP-4'));
    const docs = stockDocs(again);
    expect(docs).toEqual(['RP-1', 'RP-2', 'RP-3', 'RP-4']);
    const ids = eventIds(again);
    expect(ids[0]).toBeGreaterThan(seen);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The event posted after 'ready' comes live, after it. (Events committed before the connect
    // but not yet read by this instance's reader come live too, still in order and once.)
    expect(again.messages.findIndex(isStockEventOf('RP-4'))).toBeGreaterThan(again.messages.findIndex(isReady));
    again.close();
  });

  it('should take the resume point from the first message when the URL has none', async () => {
    await receive(env.t.database, 'FM-0');
    const seen = await lastEventIdOf('FM-0');
    await receive(env.t.database, 'FM-1');
    const socket = connect(env.url, { token: env.token });
    socket.send(JSON.stringify({ lastEventId: seen }));
    await socket.waitFor(isReady);
    // FM-1 comes replayed, or live after 'ready' when this instance's reader had not read it yet: once, and FM-0 never.
    await socket.waitFor(isStockEventOf('FM-1'));
    expect(stockDocs(socket)).toEqual(['FM-1']);
    socket.close();
  });

  it('should tell a client to resync when the events after its resume point are past the retention', async () => {
    await receive(env.t.database, 'OLD-1');
    const seen = await lastEventIdOf('OLD-1');
    await receive(env.t.database, 'OLD-2');
    await receive(env.t.database, 'NEW-1');
    // Arrange: the first two events aged beyond the retention, then the scheduled prune.
    await env.t.database.db.execute(sql`update event_outbox set created_at = now() - interval '25 hours' where id <= ${seen + 1}`);
    expect(await pruneEvents(env.t.database.pool, 24)).toBeGreaterThanOrEqual(2);

    const socket = connect(env.url, { token: env.token, lastEventId: seen });
    const message = await socket.waitFor((m) => m.kind === 'control');
    expect(message).toMatchObject({ kind: 'control', control: { type: 'resync' } });
    // The resync point is where this instance's reader stands (under load it may not have read the
    // newest events yet); an event it had not read (NEW-1) comes live after it, once. Nothing at or
    // before it is sent, and the pruned events never.
    const resyncAt = message.kind === 'control' ? message.control.lastEventId : 0;
    if (resyncAt < (await lastEventIdOf('NEW-1'))) await socket.waitFor(isStockEventOf('NEW-1'));
    expect(eventIds(socket).every((id) => id > resyncAt)).toBe(true);
    expect(stockDocs(socket).filter((docNo) => docNo.startsWith('OLD-'))).toEqual([]);
    socket.close();
  });

  it('should keep the newest event when pruning, and let one instance prune at a time', async () => {
    await env.t.database.db.execute(sql`update event_outbox set created_at = now() - interval '48 hours'`);
    const [a, b] = await Promise.all([pruneEvents(env.t.database.pool, 24), pruneEvents(env.t.database.pool, 24)]);
    expect(Math.min(a, b)).toBe(0);
    const left = await env.t.database.db.execute(sql`select count(*)::int as n from event_outbox`);
    expect(left.rows[0].n).toBe(1);
  });
});
