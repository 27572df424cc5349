/**
 * Mobile app versions (spec console §7 PDA version list, getlastapk, add; workflows §5 one file, no
 * parentheses): an upload with its version number and remark, the newest first in the list and
 * from getlastapk, the file downloaded by its path without a session; refused uploads write nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let reader: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'pda-reader', grants: { '160201': ['isSearch'] } });
  reader = await t.login('pda-reader', USER_PASSWORD);
});
afterAll(() => t.close());

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

function form(parts: Part[]) {
  const boundary = `----pda${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) =>
    'filename' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), part.content, Buffer.from('\r\n')]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(parts: Part[], token = admin) {
  const { payload, contentType } = form(parts);
  const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IPdaVersionService/addpdaversion', headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' }, payload });
  return response.json();
}

const apk = (versionNo: string, content = Buffer.from(`apk ${versionNo}`)) => [
  { name: 'versionNo', value: versionNo }, { name: 'remark', value: `Release ${versionNo}` }, { name: 'file', filename: `wms-${versionNo}.apk`, content },
];
const list = (token = admin) => t.call('IPdaVersionService/getpdaversionlist', { current: 1, size: 1 }, { token });

describe('mobile app versions', () => {
  it('should store an upload, answer the newest through the list and getlastapk, and serve its file without a session', async () => {
    expect((await t.call('IPdaVersionService/getlastapk', {}, { token: reader })).data).toBeNull();
    const first = await upload(apk('1.0.0'));
    expect(first.code, first.errorMessage).toBe(0);
    const second = await upload(apk('1.1.0', Buffer.from('second build')));
    expect(second.data).toMatchObject({ versionNo: '1.1.0', remark: 'Release 1.1.0', originalName: 'wms-1.1.0.apk', fileSize: 12, createName: 'admin' });

    const newest = await list(reader);
    expect(newest.data).toMatchObject({ total: 2, records: [{ versionNo: '1.1.0', downloadPath: `/wms-restful/IPdaVersionService/downloadapk?id=${second.data.id}` }] });
    expect(newest.data.records[0]).not.toHaveProperty('content');
    expect((await t.call('IPdaVersionService/getlastapk', {}, { token: reader })).data).toMatchObject({ versionNo: '1.1.0' });

    const file = await t.app.inject({ method: 'GET', url: newest.data.records[0].downloadPath });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(file.rawPayload.toString()).toBe('second build');
    expect((await t.app.inject({ method: 'GET', url: '/wms-restful/IPdaVersionService/downloadapk?id=999999' })).json().code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse parentheses, a blank or duplicate version number, a missing or second file, and a user without isAdd, writing nothing', async () => {
    const before = (await list()).data.total;
    const parentheses = await upload(apk('2.0 (beta)'));
    expect(parentheses.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(parentheses.details.fields).toEqual([{ field: 'versionNo', message: 'The version number may not contain parentheses' }]);
    expect((await upload(apk('  '))).details.fields[0]).toMatchObject({ field: 'versionNo', message: 'Please enter the version number' });
    expect((await upload(apk('1.0.0'))).code).toBe(ERROR_CODES.DUPLICATE_KEY);
    expect((await upload(apk('2.0.0').slice(0, 2))).code).toBe(ERROR_CODES.FILE_REQUIRED);
    const twoFiles = await upload([...apk('2.0.0'), { name: 'file', filename: 'other.apk', content: Buffer.from('other') }]);
    expect(twoFiles.code).toBe(ERROR_CODES.PDA_ONE_FILE);
    expect((await upload(apk('2.0.0'), reader)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('IPdaVersionService/getpdaversionlist', {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await list()).data.total).toBe(before);
  });
});
