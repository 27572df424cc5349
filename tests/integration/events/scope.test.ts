import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { connect, isReady, isStockEventOf, listen, receive } from './events-support.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  url = await listen(t.app);
  await createUser(t.database.db, { userNo: 'sea-clerk', orgs: ['NWT'], warehouses: ['WH-SEA'] });
  await createUser(t.database.db, { userNo: 'ldn-clerk', orgs: ['NWT'], warehouses: ['WH-LDN'] });
  await createUser(t.database.db, { userNo: 'other-org', orgs: ['ACME'] });
});
afterAll(() => t.close());

describe('/productWebSocket data scope', () => {
  it("should give a user of one warehouse that warehouse's events only; admin sees all", async () => {
    const sea = connect(url, { token: await t.login('sea-clerk', USER_PASSWORD), lastEventId: 0 });
    const ldn = connect(url, { token: await t.login('ldn-clerk', USER_PASSWORD), lastEventId: 0 });
    const foreign = connect(url, { token: await t.login('other-org', USER_PASSWORD), lastEventId: 0 });
    const admin = connect(url, { token: await t.login(), lastEventId: 0 });
    await Promise.all([sea, ldn, foreign, admin].map((socket) => socket.waitFor(isReady)));

    await receive(t.database, 'SC-LDN', 'WH-LDN');
    await receive(t.database, 'SC-SEA', 'WH-SEA');
    await admin.waitFor(isStockEventOf('SC-SEA'));
    await ldn.waitFor(isStockEventOf('SC-LDN'));
    // Events arrive in id order: the London event, had it leaked, would precede the Seattle one.
    expect(await sea.waitFor((m) => m.kind === 'event')).toMatchObject({ event: { payload: { docNo: 'SC-SEA' } } });
    expect(admin.messages.filter((m) => m.kind === 'event').map((m) => m.kind === 'event' && m.event.payload)).toMatchObject([{ docNo: 'SC-LDN' }, { docNo: 'SC-SEA' }]);

    // A heartbeat carries the position past everything: the foreign user saw nothing.
    const position = await foreign.waitFor((m) => m.kind === 'control' && m.control.type === 'heartbeat');
    expect(foreign.messages.some((m) => m.kind === 'event')).toBe(false);
    expect(position.kind === 'control' && position.control.lastEventId).toBeGreaterThanOrEqual(2);
    for (const socket of [sea, ldn, foreign, admin]) socket.close();
  });
});
