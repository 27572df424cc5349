import { describe, expect, it } from 'vitest';
import { publishEvent, publishText } from '../../../src/server/events/publish.ts';
import { CLOSE_CODES } from '../../../src/shared/events.ts';
import { TOKEN_COOKIE } from '../../../src/shared/rpc.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { connect, eventIds, isReady, isStockEventOf, receive, useEventsApp } from './events-support.ts';

const env = useEventsApp();

describe('/productWebSocket delivery', () => {
  it('should push a committed posting to a connected client as { id, type, at, scope, payload }', async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    await receive(env.t.database, 'EV-1');
    const message = await socket.waitFor(isStockEventOf('EV-1'));
    if (message.kind !== 'event') throw new Error('not an event');
    expect(message.event).toMatchObject({ type: 'stock.posted', scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' }, payload: { docType: 'TEST', docNo: 'EV-1' } });
    expect(message.event.id).toBeGreaterThan(0);
    expect(new Date(message.event.at).toISOString()).toBe(message.event.at);
    socket.close();
  });

  it('should never deliver the event of a rolled-back transaction, and deliver the ones after it', async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const scope = { orgNo: 'NWT', warehouseNo: 'WH-SEA' };
    await env.t.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, 'document.status', scope, { docType: 'ASN', docNo: 'ROLLED-BACK', fromStatus: 10, toStatus: 20 });
        throw new Error('refused');
      })
      .catch(() => undefined);
    const committedId = await env.t.database.db.transaction((tx) => publishEvent(tx, 'document.status', scope, { docType: 'ASN', docNo: 'KEPT', fromStatus: 10, toStatus: 20 }));
    await socket.waitFor((m) => m.kind === 'event' && m.event.id === committedId);
    expect(socket.messages.filter((m) => m.kind === 'event').map((m) => m.kind === 'event' && m.event.payload)).toEqual([{ docType: 'ASN', docNo: 'KEPT', fromStatus: 10, toStatus: 20 }]);
    socket.close();
  });

  it('should hold a later event until an earlier, slower transaction commits, then deliver both in id order', async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const scope = { orgNo: 'NWT', warehouseNo: 'WH-LDN' };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slowId = 0;
    let written!: () => void;
    const slowWritten = new Promise<void>((resolve) => (written = resolve));
    const slow = env.t.database.db.transaction(async (tx) => {
      slowId = await publishEvent(tx, 'task.changed', scope, { taskType: 'PICK', taskNo: 'SLOW', status: 20, operator: null });
      written();
      await gate;
    });
    await slowWritten;
    const fastId = await env.t.database.db.transaction((tx) => publishEvent(tx, 'task.changed', scope, { taskType: 'PICK', taskNo: 'FAST', status: 20, operator: null }));
    expect(fastId).toBeGreaterThan(slowId);
    release();
    await slow;
    await socket.waitFor((m) => m.kind === 'event' && m.event.id === fastId);
    expect(eventIds(socket)).toEqual([slowId, fastId]);
    socket.close();
  });

  it('should deliver events of concurrent transactions exactly once each, in id order', async () => {
    const socket = connect(env.url, { token: env.token, lastEventId: 0 });
    await socket.waitFor(isReady);
    const docs = Array.from({ length: 30 }, (_, i) => `PAR-${i}`);
    await Promise.all(docs.map((docNo, i) => receive(env.t.database, docNo, i % 2 ? 'WH-SEA' : 'WH-LDN')));
    await Promise.all(docs.map((docNo) => socket.waitFor(isStockEventOf(docNo))));
    const ids = eventIds(socket);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
    socket.close();
  });

  it('should accept the token from the Authentication-Info header or the session cookie', async () => {
    const byHeader = connect(env.url, {}, { 'authentication-info': env.token });
    const byCookie = connect(env.url, {}, { cookie: `${TOKEN_COOKIE}=${env.token}` });
    byHeader.send(JSON.stringify({ lastEventId: 0 }));
    byCookie.send(JSON.stringify({ lastEventId: 0 }));
    await Promise.all([byHeader.waitFor(isReady), byCookie.waitFor(isReady)]);
    byHeader.close();
    byCookie.close();
  });

  it('should close the handshake with 4401 without a token or with an unknown or revoked one', async () => {
    expect(await connect(env.url).closed).toBe(CLOSE_CODES.unauthenticated);
    expect(await connect(env.url, { token: '0'.repeat(32) }).closed).toBe(CLOSE_CODES.unauthenticated);
    const revoked = await env.t.login();
    expect((await env.t.call('IBmLoginService/logout', {}, { token: revoked })).code).toBe(0);
    expect(await connect(env.url, { token: revoked }).closed).toBe(CLOSE_CODES.unauthenticated);
  });

  it("should send a label print text to that user's sockets only, unchanged", async () => {
    await createUser(env.t.database.db, { userNo: 'printer-a', orgs: ['NWT'] });
    const other = await env.t.login('printer-a', USER_PASSWORD);
    const mine = connect(env.url, { token: env.token, lastEventId: 0 });
    const theirs = connect(env.url, { token: other, lastEventId: 0 });
    await Promise.all([mine.waitFor(isReady), theirs.waitFor(isReady)]);
    await publishText(env.t.database.db, 'admin', '√LBL-0001\n$LBL-0002');
    await publishText(env.t.database.db, 'printer-a', 'checkFailed');
    expect(await mine.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: '√LBL-0001\n$LBL-0002' });
    // Texts arrive in the order sent: had the first leaked, it would come before this one.
    expect(await theirs.waitFor((m) => m.kind === 'text')).toEqual({ kind: 'text', text: 'checkFailed' });
    mine.close();
    theirs.close();
  });
});
