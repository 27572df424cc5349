/**
 * News of the supplier portal (workflows §4 announcement states, §5 announcement image, §7 news
 * calls; issue 14): a purchaser writes a draft, attaches files, publishes, pins and cancels; a
 * supplier user reads only the published news addressed to it, records its reading, downloads the
 * attachment, and never reaches another supplier's news or the enterprise's news calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { multipart, pngOf, portalUsers, type PortalUsers } from './portal-pages-support.ts';

let t: TestApp;
let u: PortalUsers;
const today = new Date().toISOString().slice(0, 10);

const news = (method: string, body: unknown, token: string) => t.call(`ISrmSysNewsService/${method}`, body, { token });

async function upload(newsId: number, name: string, type: string, content: Buffer, token = u.purchaser) {
  const body = multipart(name, type, content);
  const response = await t.app.inject({ method: 'POST', url: `/wms-restful/ISrmSysNewsFileService/uploadSrmNewsFile?newsId=${newsId}`, headers: { 'authentication-info': token, 'accept-language': 'en-US', 'content-type': body.contentType }, payload: body.payload });
  return response.json();
}

function download(fileId: number, token: string) {
  return t.app.inject({ method: 'POST', url: '/wms-restful/ISrmSysNewsFileService/downloadSrmNewsFileFileId', headers: { 'authentication-info': token, 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: { fileId } });
}

async function addNews(newsNo: string, extra: Record<string, unknown> = {}) {
  const answer = await news('addsrmsysnews', { newsNo, subject: `Subject ${newsNo}`, content: `Content of ${newsNo}`, effectiveDate: today, ...extra }, u.purchaser);
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data as { id: number; version: number; ispublish: string };
}

async function publish(row: { id: number; version: number }) {
  const answer = await news('publishSysNews', { list: [{ id: row.id, version: row.version }] }, u.purchaser);
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data[0] as { id: number; version: number };
}

beforeAll(async () => {
  t = await testApp({ demo: true });
  u = await portalUsers(t);
});
afterAll(() => t.close());

describe('news states and actions', () => {
  it('should start a news as an unpinned draft that no supplier sees', async () => {
    const draft = await addNews('N-DRAFT');
    expect(draft).toMatchObject({ ispublish: '0', topSign: false });
    const seen = await news('getOutDoorSysNews', {}, u.supplierA);
    expect(seen.data.records.map((r: { newsNo: string }) => r.newsNo)).not.toContain('N-DRAFT');
    expect((await news('getSysNewsById', { id: draft.id }, u.supplierA)).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should publish a draft with its time, refuse publishing it again, and refuse modifying or deleting it once published', async () => {
    const published = await publish(await addNews('N-PUB'));
    const row = (await news('getsrmsysnewsbyid', { id: published.id }, u.purchaser)).data;
    expect(row.ispublish).toBe('1');
    expect(row.publishDate).toBeTruthy();
    const again = await news('publishSysNews', { list: [{ id: row.id, version: row.version }] }, u.purchaser);
    expect(again).toMatchObject({ code: ERROR_CODES.NEWS_NOT_DRAFT, errorMessage: expect.stringContaining('N-PUB') });
    expect((await news('updatesrmsysnewsbyid', { id: row.id, version: row.version, subject: 'Changed' }, u.purchaser)).code).toBe(ERROR_CODES.NEWS_NOT_DRAFT);
    expect((await news('deletesrmsysnewsbyids', { delList: [{ id: row.id, version: row.version }] }, u.purchaser)).code).toBe(ERROR_CODES.NEWS_NOT_DRAFT);
    expect((await news('getsrmsysnewsbyid', { id: row.id }, u.purchaser)).data).toMatchObject({ subject: 'Subject N-PUB', version: row.version });
  });

  it('should publish all listed news or none when one of them is not a draft', async () => {
    const first = await addNews('N-BATCH-1');
    const second = await publish(await addNews('N-BATCH-2'));
    const answer = await news('publishSysNews', { list: [{ id: first.id, version: first.version }, { id: second.id, version: second.version }] }, u.purchaser);
    expect(answer.code).toBe(ERROR_CODES.NEWS_NOT_DRAFT);
    expect((await news('getsrmsysnewsbyid', { id: first.id }, u.purchaser)).data.ispublish).toBe('0');
  });

  it('should cancel only a published news, after which suppliers no longer see it', async () => {
    const draft = await addNews('N-CANCEL');
    expect((await news('cancelSysNews', { list: [{ id: draft.id, version: draft.version }] }, u.purchaser)).code).toBe(ERROR_CODES.NEWS_NOT_PUBLISHED);
    const published = await publish(draft);
    expect((await news('getSysNewsById', { id: published.id }, u.supplierA)).code).toBe(0);
    const canceled = await news('cancelSysNews', { list: [{ id: published.id, version: published.version }] }, u.purchaser);
    expect(canceled.data[0].ispublish).toBe('2');
    expect((await news('getSysNewsById', { id: published.id }, u.supplierA)).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should list pinned news first, then the latest published', async () => {
    const older = await publish(await addNews('N-OLDER'));
    await publish(await addNews('N-NEWER'));
    const pinned = await news('topSysNews', { list: [{ id: older.id, version: older.version }] }, u.purchaser);
    expect(pinned.data[0].topSign).toBe(true);
    const records = (await news('getOutDoorSysNews', { size: 3 }, u.supplierA)).data.records;
    expect(records.map((r: { newsNo: string }) => r.newsNo).slice(0, 2)).toEqual(['N-OLDER', 'N-NEWER']);
  });

  it('should refuse a stale version and leave the news unchanged', async () => {
    const draft = await addNews('N-STALE');
    expect((await news('publishSysNews', { list: [{ id: draft.id, version: draft.version + 1 }] }, u.purchaser)).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await news('getsrmsysnewsbyid', { id: draft.id }, u.purchaser)).data.ispublish).toBe('0');
  });

  it('should refuse an expiring date before the effective date and chosen suppliers without a list', async () => {
    const answer = await news('addsrmsysnews', { newsNo: 'N-BAD', subject: 'Bad', content: 'x', effectiveDate: '2026-05-02', expiringDate: '2026-05-01', audience: '2' }, u.purchaser);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([
      expect.objectContaining({ field: 'expiringDate', message: 'The start date may not be after the end date' }),
      expect.objectContaining({ field: 'supplierNos', message: 'Please select at least one supplier' }),
    ]);
    expect((await news('getsrmsysnewslistbyparams', { condition: { newsNo: 'N-BAD' } }, u.purchaser)).data.total).toBe(0);
  });
});

describe('news audience and read records', () => {
  it('should show a news addressed to chosen suppliers only to those suppliers', async () => {
    const row = await publish(await addNews('N-ONLY-A', { audience: '2', supplierNos: u.supplierNoA }));
    const seenBy = async (token: string) => (await news('getOutDoorSysNews', { size: 100 }, token)).data.records.map((r: { newsNo: string }) => r.newsNo);
    expect(await seenBy(u.supplierA)).toContain('N-ONLY-A');
    expect(await seenBy(u.supplierB)).not.toContain('N-ONLY-A');
    expect((await news('getSysNewsById', { id: row.id }, u.supplierB)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await news('addNewsReadingRecord', { newsId: row.id }, u.supplierB)).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should not tell a supplier reading a news by id which other suppliers received it', async () => {
    const row = await publish(await addNews('N-A-AND-B', { audience: '2', supplierNos: `${u.supplierNoA},${u.supplierNoB}` }));
    const read = await news('getSysNewsById', { id: row.id }, u.supplierA);
    expect([read.code, read.data.newsNo]).toEqual([0, 'N-A-AND-B']);
    expect(read.data).not.toHaveProperty('supplierNos');
    expect(JSON.stringify(read.data)).not.toContain(u.supplierNoB);
    expect((await news('getSysNewsById', { id: row.id }, u.purchaser)).data.supplierNos).toBe(`${u.supplierNoA},${u.supplierNoB}`);
  });

  it('should not show a published news before its effective date', async () => {
    await publish(await addNews('N-FUTURE', { effectiveDate: '2099-01-01' }));
    const records = (await news('getOutDoorSysNews', { size: 100 }, u.supplierA)).data.records;
    expect(records.map((r: { newsNo: string }) => r.newsNo)).not.toContain('N-FUTURE');
  });

  it('should record a supplier reading once, mark the news read and show it to the purchaser', async () => {
    const row = await publish(await addNews('N-READ'));
    const unread = await news('getOutDoorSysNews', { size: 100, condition: { unread: true } }, u.supplierA);
    expect(unread.data.records.map((r: { newsNo: string }) => r.newsNo)).toContain('N-READ');
    const first = await news('addNewsReadingRecord', { newsId: row.id }, u.supplierA);
    expect(first.code).toBe(0);
    const second = await news('addNewsReadingRecord', { newsId: row.id }, u.supplierA);
    expect(second.data.readDate).toBe(first.data.readDate);
    expect((await news('getSysNewsById', { id: row.id }, u.supplierA)).data.isRead).toBe(true);
    expect((await news('getSysNewsById', { id: row.id }, u.supplierB)).data.isRead).toBe(false);
    const records = await news('getNewsReadingRecords', { newsId: row.id }, u.purchaser);
    expect(records.data.records).toEqual([expect.objectContaining({ userNo: 'sup-a', supplierNo: u.supplierNoA })]);
  });

  it('should refuse the enterprise news calls to a supplier user', async () => {
    for (const [method, body] of [
      ['getsrmsysnewslistbyparams', {}],
      ['addsrmsysnews', { newsNo: 'N-SUP', subject: 'x', content: 'x', effectiveDate: today }],
      ['publishSysNews', { list: [{ id: 1, version: 0 }] }],
      ['getNewsReadingRecords', { newsId: 1 }],
    ] as const) {
      expect((await news(method, body, u.supplierA)).code, method).toBe(ERROR_CODES.FORBIDDEN);
    }
  });
});

describe('news attachments', () => {
  it('should attach a square image and a document to a draft and let an addressed supplier download them once published', async () => {
    const draft = await addNews('N-FILES', { audience: '2', supplierNos: u.supplierNoA });
    const image = await upload(draft.id, 'logo.png', 'image/png', pngOf(200, 200));
    expect(image).toMatchObject({ code: 0, data: { width: 200, height: 200, contentType: 'image/png' } });
    const pdf = await upload(draft.id, 'terms.pdf', 'application/pdf', Buffer.from('%PDF-1.4 delivery terms'));
    expect(pdf.code).toBe(0);
    const published = await publish(draft);
    const detail = await news('getSysNewsById', { id: published.id }, u.supplierA);
    expect(detail.data.files.map((f: { originalName: string }) => f.originalName)).toEqual(['logo.png', 'terms.pdf']);
    const response = await download(pdf.data.id, u.supplierA);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 delivery terms');
    expect((await download(pdf.data.id, u.supplierB)).json().code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse an image that is not 1:1, a file over 1 MB, and any file once the news is published', async () => {
    const draft = await addNews('N-FILES-BAD');
    expect(await upload(draft.id, 'wide.png', 'image/png', pngOf(300, 200))).toMatchObject({ code: ERROR_CODES.NEWS_IMAGE_NOT_SQUARE, errorMessage: expect.stringContaining('300 x 200') });
    expect((await upload(draft.id, 'broken.png', 'image/png', Buffer.from('not an image'))).code).toBe(ERROR_CODES.NEWS_IMAGE_UNREADABLE);
    expect((await upload(draft.id, 'big.pdf', 'application/pdf', Buffer.alloc(1024 * 1024 + 1))).code).toBe(ERROR_CODES.NEWS_FILE_TOO_LARGE);
    await publish(draft);
    expect((await upload(draft.id, 'late.pdf', 'application/pdf', Buffer.from('late'))).code).toBe(ERROR_CODES.NEWS_NOT_DRAFT);
    expect((await news('getSysNewsById', { id: draft.id }, u.purchaser)).data.files).toEqual([]);
  });

  it('should remove a draft\'s file, refuse removing one of a published news, and refuse an eleventh file', async () => {
    const draft = await addNews('N-FILES-RM');
    const files = [];
    for (let i = 1; i <= 10; i += 1) files.push((await upload(draft.id, `f${i}.txt`, 'text/plain', Buffer.from(`file ${i}`))).data);
    expect((await upload(draft.id, 'f11.txt', 'text/plain', Buffer.from('eleven'))).code).toBe(ERROR_CODES.NEWS_TOO_MANY_FILES);
    expect((await t.call('ISrmSysNewsFileService/deleteSrmNewsFile', { id: files[0].id }, { token: u.supplierA })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISrmSysNewsFileService/deleteSrmNewsFile', { id: files[0].id }, { token: u.purchaser })).code).toBe(0);
    await publish(draft);
    expect((await t.call('ISrmSysNewsFileService/deleteSrmNewsFile', { id: files[1].id }, { token: u.purchaser })).code).toBe(ERROR_CODES.NEWS_NOT_DRAFT);
    expect((await news('getSysNewsById', { id: draft.id }, u.purchaser)).data.files).toHaveLength(9);
  });

  it('should refuse uploads to a supplier user', async () => {
    const draft = await addNews('N-FILES-SUP');
    expect((await upload(draft.id, 'a.pdf', 'application/pdf', Buffer.from('x'), u.supplierA)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
