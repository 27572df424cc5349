/**
 * Client request ids (Request-Id header, db/request-claim.ts): a retried call answers its first
 * answer and writes nothing again, also when the retries race; a refused call leaves its id free.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneRequests } from '../../../src/server/events/prune.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { addDoc, cellsOf, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';

const SERVICE = 'IInvChangeService';
let s: Session;
let cellNo: string;
beforeAll(async () => {
  s = await inventoryApp();
  [cellNo] = await cellsOf(s, 'WH-SEA', 1);
});
afterAll(() => s.close());

const gain = (qty = '3') => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [{ cellNo, itemNo: 'P001', stockStatus: '10', qty }] });

/** One call with a request id; answers the envelope and whether the server says it was replayed. */
async function send(path: string, body: unknown, requestId: string) {
  const response = await s.app.inject({
    method: 'POST',
    url: `/wms-restful/${path}`,
    headers: { 'authentication-info': s.token, 'request-id': requestId, 'accept-language': 'en-US' },
    payload: body as object,
  });
  return { ...response.json(), replayed: response.headers['request-replayed'] === '1' };
}

async function documentsNamed(remark: string): Promise<number> {
  const result = await s.database.db.execute(sql`select count(*)::int as n from inv_change_head where remark = ${remark}`);
  return Number(result.rows[0].n);
}

describe('Request-Id', () => {
  it('should add a document once when the add is sent twice with the same id, answering the first document again', async () => {
    const body = { ...gain(), remark: 'twice-added' };
    const first = await send(`${SERVICE}/addinvchange`, body, 'add-twice-1');
    const again = await send(`${SERVICE}/addinvchange`, body, 'add-twice-1');
    expect([first.code, first.replayed, again.code, again.replayed]).toEqual([0, false, 0, true]);
    expect(again.data.invChangeNo).toBe(first.data.invChangeNo);
    expect(await documentsNamed('twice-added')).toBe(1);
  });

  it('should post a completion once when eight retries of it race, each answering the same document', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', gain('5'));
    const submitted = (await s.as(`${SERVICE}/submitinvchange`, { list: [{ id: doc.id, version: doc.version }] })).data[0];
    const body = { list: [{ id: submitted.id, version: submitted.version }] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(`${SERVICE}/completeinvchange`, body, 'complete-race-1')));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(0));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.data).toEqual(answers[0].data);
    expect(answers[0].data[0].statusCode).toBe('30');
    expect(await transactionCount(s, doc.invChangeNo)).toBe(2);
  });

  it('should run a refused call again under the same id once the refusal is mended', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', gain('2'));
    const early = await send(`${SERVICE}/completeinvchange`, { list: [{ id: doc.id, version: doc.version }] }, 'complete-after-refusal');
    expect(early.code).toBe(10041);
    const submitted = (await s.as(`${SERVICE}/submitinvchange`, { list: [{ id: doc.id, version: doc.version }] })).data[0];
    const later = await send(`${SERVICE}/completeinvchange`, { list: [{ id: submitted.id, version: submitted.version }] }, 'complete-after-refusal');
    expect([later.code, later.replayed, later.data[0].statusCode]).toEqual([0, false, '30']);
    expect(await transactionCount(s, doc.invChangeNo)).toBe(2);
  });

  it('should refuse an id used for another call, and a malformed id, writing nothing', async () => {
    await send(`${SERVICE}/addinvchange`, gain(), 'used-once');
    const other = await send(`${SERVICE}/deleteinvchangebyids`, { delList: [{ id: 1, version: 0 }] }, 'used-once');
    expect([other.code, other.errorMessage]).toEqual([10022, `Request id used-once was already used for ${SERVICE}/addinvchange: send a new id for a new request`]);
    const malformed = await send(`${SERVICE}/addinvchange`, { ...gain(), remark: 'malformed-id' }, 'not ok!');
    expect(malformed.code).toBe(10021);
    expect(await documentsNamed('malformed-id')).toBe(0);
  });

  it('should keep ids apart per user: the same id of two users is two requests', async () => {
    const body = { ...gain(), remark: 'two-users' };
    await send(`${SERVICE}/addinvchange`, body, 'shared-id');
    await createUser(s.database.db, { userNo: 'clerk', grants: { '130103': ['isSearch', 'isAdd'] }, orgs: ['NWT'] });
    const clerkToken = await s.login('clerk', USER_PASSWORD);
    const clerk = await s.app.inject({ method: 'POST', url: `/wms-restful/${SERVICE}/addinvchange`, headers: { 'authentication-info': clerkToken, 'request-id': 'shared-id' }, payload: body });
    expect([clerk.json().code, clerk.headers['request-replayed']]).toEqual([0, undefined]);
    expect(await documentsNamed('two-users')).toBe(2);
  });

  it('should forget ids older than a day', async () => {
    await send(`${SERVICE}/addinvchange`, gain(), 'old-id');
    await s.database.db.execute(sql`update sys_request set create_date = now() - interval '25 hours' where request_id = 'old-id'`);
    expect(await pruneRequests(s.database.pool)).toBe(1);
    const rows = await s.database.db.execute(sql`select request_id from sys_request where request_id = 'old-id'`);
    expect(rows.rows).toEqual([]);
  });
});
