/**
 * Base.File (spec console §2 file-management; workflows §8 file messages): upload a content, save
 * the file row with it, download the same bytes, replace and delete; refusals for a missing file,
 * a file over FILE_SIZE_MAX and a user without the menu.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SIZE_MAX, fileEntity } from '../../../src/shared/entities/file.entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { sysFileContent } from '../../../src/server/db/schema.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown) => t.call(path, body, { token: admin });

function multipart(name: string, type: string, content: Buffer) {
  const boundary = `wms${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(name: string, type: string, content: Buffer, token = admin) {
  const body = multipart(name, type, content);
  const response = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysFileService/uploadfile', headers: { 'authentication-info': token, 'accept-language': 'en-US', 'content-type': body.contentType }, payload: body.payload });
  return response.json();
}

function download(id: number) {
  return t.app.inject({ method: 'POST', url: '/wms-restful/ISysFileService/downloadfile', headers: { 'authentication-info': admin, 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: { id } });
}

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('file upload and download', () => {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4 Lieferschein für München\n'), randomBytes(50_000)]);
  let fileId: number;

  it('should store an uploaded file, copy its name, type and size onto the row, and give the same bytes back', async () => {
    const uploaded = await upload('Lieferschein München.pdf', 'application/pdf', bytes);
    expect(uploaded.code).toBe(0);
    expect(uploaded.data).toMatchObject({ originalName: 'Lieferschein München.pdf', contentType: 'application/pdf', fileSize: bytes.length });
    const added = await call('ISysFileService/addsysfile', { fileNo: 'DN-001', fileName: 'Delivery note 1', contentId: uploaded.data.contentId });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ originalName: 'Lieferschein München.pdf', contentType: 'application/pdf', fileSize: bytes.length, fileType: '1' });
    fileId = added.data.id;
    const response = await download(fileId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Lieferschein München.pdf')}`);
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it('should download from a plain link carrying the session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/wms-restful/ISysFileService/downloadfile?id=${fileId}`, cookies: { wms_token: admin } });
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it('should replace the content on modify and delete the old one', async () => {
    const before = (await call('ISysFileService/getsysfilebyid', { id: fileId })).data;
    const replacement = await upload('note.txt', 'text/plain', Buffer.from('second version'));
    const modified = await call('ISysFileService/updatesysfilebyid', { id: fileId, version: before.version, contentId: replacement.data.contentId });
    expect(modified.data).toMatchObject({ originalName: 'note.txt', fileSize: 14 });
    expect((await download(fileId)).body).toBe('second version');
    expect(await t.database.db.select().from(sysFileContent).where(eq(sysFileContent.id, before.contentId))).toEqual([]);
  });

  it('should delete the content with its file, and then answer that the file does not exist', async () => {
    const row = (await call('ISysFileService/getsysfilebyid', { id: fileId })).data;
    expect((await call('ISysFileService/deletesysfilebyids', { delList: [{ id: fileId, version: row.version }] })).code).toBe(0);
    expect(await t.database.db.select().from(sysFileContent).where(eq(sysFileContent.id, row.contentId))).toEqual([]);
    expect((await download(fileId)).json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
  });

  it('should list the demo file with its original name', async () => {
    const page = await call('ISysFileService/getsysfilelistbyparams', { condition: { fileNo: 'NW-LICENSE' } });
    expect(page.data.records).toMatchObject([{ originalName: 'LICENSE.txt', contentType: 'text/plain' }]);
  });
});

describe('file refusals', () => {
  it('should refuse a file over the size limit and store nothing', async () => {
    const count = await t.database.db.$count(sysFileContent);
    const answer = await upload('big.bin', 'application/octet-stream', Buffer.alloc(FILE_SIZE_MAX + 1));
    expect(answer).toMatchObject({ code: ERROR_CODES.FILE_TOO_LARGE, errorMessage: 'The file is too large: at most 10 MB' });
    expect(await t.database.db.$count(sysFileContent)).toBe(count);
  });

  it('should refuse a NUL in the file name or type and store nothing', async () => {
    const count = await t.database.db.$count(sysFileContent);
    expect(await upload('a\u0000.pdf', 'application/pdf', Buffer.from('x'))).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, details: { fields: [{ field: 'originalName' }] } });
    expect(await upload('a.pdf', 'application/pdf\u0000', Buffer.from('x'))).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, details: { fields: [{ field: 'contentType' }] } });
    expect(await t.database.db.$count(sysFileContent)).toBe(count);
  });

  it('should accept a file of exactly the size limit', async () => {
    expect((await upload('max.bin', 'application/octet-stream', Buffer.alloc(FILE_SIZE_MAX))).code).toBe(0);
  });

  it('should ask for the file when the upload has none', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysFileService/uploadfile', headers: { 'authentication-info': admin, 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: {} });
    expect(response.json()).toMatchObject({ code: ERROR_CODES.FILE_REQUIRED, errorMessage: 'Please select the file first' });
  });

  it('should refuse a file row without content and a content already used by another file', async () => {
    expect((await call('ISysFileService/addsysfile', { fileNo: 'NO-CONTENT', fileName: 'Empty' })).details.fields).toMatchObject([{ field: 'contentId' }]);
    const licence = (await call('ISysFileService/getsysfilelistbyparams', { condition: { fileNo: 'NW-LICENSE' } })).data.records[0];
    const copy = await call('ISysFileService/addsysfile', { fileNo: 'COPY', fileName: 'Copy', contentId: licence.contentId });
    expect(copy.code).toBe(ERROR_CODES.DUPLICATE_KEY);
  });

  it('should let only users with add or modify on file-management upload, and search download', async () => {
    await createUser(t.database.db, { userNo: 'viewer', grants: { [fileEntity.menuNo]: ['isSearch'] }, orgs: ['NWT'] });
    await createUser(t.database.db, { userNo: 'editor', grants: { [fileEntity.menuNo]: ['isModify'] }, orgs: ['NWT'] });
    await createUser(t.database.db, { userNo: 'stranger', grants: {}, orgs: ['NWT'] });
    const [viewer, editor, stranger] = await Promise.all(['viewer', 'editor', 'stranger'].map((userNo) => t.login(userNo, USER_PASSWORD)));
    expect(await upload('x.txt', 'text/plain', Buffer.from('x'), viewer)).toMatchObject({ code: ERROR_CODES.FORBIDDEN });
    expect((await upload('x.txt', 'text/plain', Buffer.from('x'), editor)).code).toBe(0);
    const licence = (await call('ISysFileService/getsysfilelistbyparams', { condition: { fileNo: 'NW-LICENSE' } })).data.records[0];
    const asStranger = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysFileService/downloadfile', headers: { 'authentication-info': stranger, 'content-type': 'application/json' }, payload: { id: licence.id } });
    expect(asStranger.json()).toMatchObject({ code: ERROR_CODES.FORBIDDEN });
    const asViewer = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysFileService/downloadfile', headers: { 'authentication-info': viewer, 'content-type': 'application/json' }, payload: { id: licence.id } });
    expect(asViewer.body).toContain('Microsoft Public License');
  });

  it('should refuse uploads without a session', async () => {
    expect(await upload('x.txt', 'text/plain', Buffer.from('x'), 'not-a-token')).toMatchObject({ code: ERROR_CODES.SESSION_EXPIRED });
  });
});
