/**
 * The supplier's news list answers each news with its own read mark and attachment count (record
 * 0904: drizzle wrote the outer `id` of both subqueries unqualified, so they compared the reading's
 * and the file's own ids): a supplier reads one of two published news, one of which has two files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { multipart, portalUsers, type PortalUsers } from './portal-pages-support.ts';

let t: TestApp;
let u: PortalUsers;
const today = new Date().toISOString().slice(0, 10);
const news = (method: string, body: unknown, token: string) => t.call(`ISrmSysNewsService/${method}`, body, { token });

async function upload(newsId: number, name: string) {
  const body = multipart(name, 'text/plain', Buffer.from(name));
  const response = await t.app.inject({ method: 'POST', url: `/wms-restful/ISrmSysNewsFileService/uploadSrmNewsFile?newsId=${newsId}`, headers: { 'authentication-info': u.purchaser, 'accept-language': 'en-US', 'content-type': body.contentType }, payload: body.payload });
  expect(response.json().code).toBe(0);
}

async function published(newsNo: string, files: string[]): Promise<number> {
  const draft = (await news('addsrmsysnews', { newsNo, subject: `Subject ${newsNo}`, content: `Content of ${newsNo}`, effectiveDate: today }, u.purchaser)).data;
  for (const name of files) await upload(draft.id, name);
  expect((await news('publishSysNews', { list: [{ id: draft.id, version: draft.version }] }, u.purchaser)).code).toBe(0);
  return draft.id;
}

beforeAll(async () => {
  t = await testApp({ demo: true });
  u = await portalUsers(t);
});
afterAll(() => t.close());

describe("the supplier's news list", () => {
  it('should mark only the news the supplier read as read and count each news its own files', async () => {
    const withFiles = await published('N-COUNT-1', ['a.txt', 'b.txt']);
    const read = await published('N-COUNT-2', []);
    expect((await news('addNewsReadingRecord', { newsId: read }, u.supplierA)).code).toBe(0);
    const records = (await news('getOutDoorSysNews', { size: 100 }, u.supplierA)).data.records as { id: number; isRead: boolean; fileCount: number }[];
    const row = (id: number) => records.find((r) => r.id === id)!;
    expect([row(withFiles).isRead, row(withFiles).fileCount, row(read).isRead, row(read).fileCount]).toEqual([false, 2, true, 0]);
  });
});
