/**
 * The hub for supplier users (the live ASN tracking): a supplier's socket gets the ASN events of
 * its own supplier (created, refused, approved again: the refusal reaches the supplier, record
 * 0902), and another supplier's socket gets none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, isReady, listen } from '../events/events-support.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let url: string;
beforeAll(async () => {
  t = await portalApp();
  url = await listen(t.app);
  await acceptAll(t, 'sup1', 'S001');
});
afterAll(() => t.close());

const asnEvents = (socket: ReturnType<typeof connect>) =>
  socket.messages.flatMap((m) => (m.kind === 'event' && m.event.type === 'asn.status' ? [m.event.payload.action] : []));

describe('supplier users on the hub', () => {
  it('should send a supplier its own ASN events, the refusal included, and another supplier none', async () => {
    const own = connect(url, { token: t.tokens.sup1, lastEventId: 0 });
    const other = connect(url, { token: t.tokens.sup2, lastEventId: 0 });
    await Promise.all([own, other].map((socket) => socket.waitFor(isReady)));
    const [l1] = await orderLines(t, 'S001');
    const created = (await t.as('sup1', 'ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: Number(l1.id), deliveryQty: '1' }] })).data;
    const [refused] = (await t.as('buyer', 'ISrmAsnService/refuseasn', { list: [{ id: created.id, version: created.version }], remark: 'Wrong dock' })).data;
    expect((await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: refused.id, version: refused.version }] })).code).toBe(0);

    await own.waitFor((m) => m.kind === 'event' && m.event.type === 'asn.status' && m.event.payload.action === 'approve');
    expect(asnEvents(own)).toEqual(['create', 'refuse', 'approve']);
    // A heartbeat sent after them carries the position past every event: the other supplier was given none.
    await other.waitFor((m) => m.kind === 'control' && m.control.type === 'heartbeat', other.messages.length);
    expect(other.messages.some((m) => m.kind === 'event')).toBe(false);
    for (const socket of [own, other]) socket.close();
  });
});
