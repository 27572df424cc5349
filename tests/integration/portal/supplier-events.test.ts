/**
 * The hub for supplier users (the live ASN tracking): a supplier's socket gets the ASN events of
 * its own supplier (created, refused, approved again: the refusal reaches the supplier, record
 * 0902), and another supplier's socket gets none of them. A news published to chosen suppliers
 * reaches those suppliers' sockets ('news.changed', record 1000) and one published to every supplier
 * reaches each; purchase order lines synced by the ERP reach their supplier ('order.lines', record 1001).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/users.ts';
import { connect, isReady, listen } from '../events/events-support.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let url: string;
beforeAll(async () => {
  t = await portalApp();
  url = await listen(t.app);
  await acceptAll(t, 'sup1', 'S001');
  await createUser(t.database.db, { userNo: 'newsman', grants: { '170201': ['isSearch', 'isAdd', 'isSubmit', 'isClose', 'isModify'] } });
  t.tokens.newsman = await t.login('newsman', 'User-12345');
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

  const quiet = (socket: ReturnType<typeof connect>) => socket.waitFor((m) => m.kind === 'control' && m.control.type === 'heartbeat', socket.messages.length);
  const eventsOf = (socket: ReturnType<typeof connect>, type: string) => socket.messages.flatMap((m) => (m.kind === 'event' && m.event.type === type ? [m.event.payload] : []));

  it("should send a news to the sockets of the suppliers it addresses, when published and canceled", async () => {
    const own = connect(url, { token: t.tokens.sup1, lastEventId: 0 });
    const other = connect(url, { token: t.tokens.sup2, lastEventId: 0 });
    await Promise.all([own, other].map((socket) => socket.waitFor(isReady)));
    const add = (newsNo: string, extra: Record<string, unknown>) => t.as('newsman', 'ISrmSysNewsService/addsrmsysnews', { newsNo, subject: newsNo, content: newsNo, effectiveDate: new Date().toISOString().slice(0, 10), ...extra });
    const chosen = (await add('N-EV-1', { audience: '2', supplierNos: 'S001' })).data;
    const everyone = (await add('N-EV-2', { audience: '1' })).data;
    const [published] = (await t.as('newsman', 'ISrmSysNewsService/publishSysNews', { list: [{ id: chosen.id, version: chosen.version }] })).data;
    expect((await t.as('newsman', 'ISrmSysNewsService/cancelSysNews', { list: [{ id: published.id, version: published.version }] })).code).toBe(0);
    expect((await t.as('newsman', 'ISrmSysNewsService/publishSysNews', { list: [{ id: everyone.id, version: everyone.version }] })).code).toBe(0);

    await own.waitFor((m) => m.kind === 'event' && m.event.type === 'news.changed' && m.event.payload.newsNo === 'N-EV-2');
    expect(eventsOf(own, 'news.changed')).toEqual([{ newsNo: 'N-EV-1', action: 'publish' }, { newsNo: 'N-EV-1', action: 'cancel' }, { newsNo: 'N-EV-2', action: 'publish' }]);
    await other.waitFor((m) => m.kind === 'event' && m.event.type === 'news.changed' && m.event.payload.newsNo === 'N-EV-2');
    expect(eventsOf(other, 'news.changed')).toEqual([{ newsNo: 'N-EV-2', action: 'publish' }]);
    for (const socket of [own, other]) socket.close();
  });

  it('should send order lines synced by the ERP to their supplier only', async () => {
    const own = connect(url, { token: t.tokens.sup1, lastEventId: 0 });
    const other = connect(url, { token: t.tokens.sup2, lastEventId: 0 });
    await Promise.all([own, other].map((socket) => socket.waitFor(isReady)));
    const synced = await t.as('buyer', 'ISrmPurchaseService/syncpurchaseorders', { orders: [1, 2].map((purchaseSeq) => ({
      purchaseNo: 'PO-EV-1', purchaseSeq, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '5', expectArrivalDate: '2026-12-01',
    })) });
    expect(synced.code).toBe(0);
    // The demo's own orders (loaded by import) came as 'order.lines' too: these are the last.
    const ours = (socket: ReturnType<typeof connect>) => eventsOf(socket, 'order.lines').filter((p: any) => p.purchaseNos.includes('PO-EV-1'));
    await own.waitFor((m) => m.kind === 'event' && m.event.type === 'order.lines' && m.event.payload.purchaseNos.includes('PO-EV-1'));
    expect(ours(own)).toEqual([{ supplierNo: 'S001', purchaseNos: ['PO-EV-1'], added: 2, modified: 0 }]);
    expect(eventsOf(own, 'order.lines').every((p: any) => p.supplierNo === 'S001')).toBe(true);
    await quiet(other);
    expect(ours(other)).toEqual([]);
    for (const socket of [own, other]) socket.close();
  });
});
