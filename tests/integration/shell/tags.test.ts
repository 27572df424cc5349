import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTag } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let other: string;
const MODULE = '100301';
const names = { 'en-US': 'Beverages', 'zh-CN': '饮料', 'zh-TW': '飲料' };
const zlI18nList = (map: Record<string, string>) => Object.entries(map).map(([languageCode, description]) => ({ languageCode, description }));
const tag = (overrides: Record<string, unknown> = {}) => ({
  module: MODULE,
  name: 'materiel',
  tagContent: JSON.stringify({ params: { groupNo: 'C001' }, labels: { groupNo: 'Beverages' } }),
  zlI18nList: zlI18nList(names),
  ...overrides,
});
const list = (token: string, module = MODULE, language = 'en-US') =>
  t.call('ISysTagService/getCurrentUserSysTagListByModule', { module }, { token, headers: { 'accept-language': language } });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'tag-other', grants: { [MODULE]: ['isSearch'] } });
  other = await t.login('tag-other', USER_PASSWORD);
  await t.database.db.insert(sysTag).values({ module: MODULE, name: 'materiel', tagContent: '{"params":{"statusCode":1}}', tagNameMap: { 'en-US': 'Active', 'zh-CN': '有效', 'zh-TW': '有效' }, tagOwnType: 1 });
});
afterAll(() => t.close());

describe('saved search tags', () => {
  it('should add an own tag named in the request language whatever tagOwner and tagOwnType the client sends', async () => {
    const answer = await t.call('ISysTagService/addSysTag', tag({ tagOwnType: 1, tagOwner: 999 }), { token: admin, headers: { 'accept-language': 'zh-TW' } });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ tagName: '飲料', tagOwnType: 2, module: MODULE, name: 'materiel', version: 0 });
    expect(answer.data.tagOwner).not.toBe(999);
    expect(answer.data.zlI18nList).toHaveLength(3);
  });

  it('should refuse a tag without a description in one language, naming it, and write nothing', async () => {
    const answer = await t.call('ISysTagService/addSysTag', tag({ zlI18nList: zlI18nList({ 'en-US': 'Dairy', 'zh-CN': '乳制品', 'zh-TW': ' ' }) }), { token: admin });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([{ field: 'zlI18nList.zh-TW', message: 'Please enter Tag name (繁體中文)', params: expect.any(Object) }]);
    const chinese = await t.call('ISysTagService/addSysTag', tag({ zlI18nList: zlI18nList({ 'en-US': 'Dairy' }) }), { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.details.fields.map((f: { message: string }) => f.message)).toEqual(['请输入标签名称（简体中文）', '请输入标签名称（繁體中文）']);
    expect((await list(admin)).data.map((row: { tagName: string }) => row.tagName)).toEqual(['Active', 'Beverages']);
  });

  it('should refuse tag content that is not a JSON object or too long', async () => {
    const answer = await t.call('ISysTagService/addSysTag', tag({ tagContent: '{not json' }), { token: admin });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('tagContent');
    const long = await t.call('ISysTagService/addSysTag', tag({ tagContent: JSON.stringify({ params: { keyword: 'x'.repeat(20_000) } }) }), { token: admin });
    expect(long.details.fields).toMatchObject([{ field: 'tagContent', message: 'Must be fewer than 20001 characters' }]);
  });

  it('should list the fixed tags first, then only the user own tags of the module', async () => {
    await t.call('ISysTagService/addSysTag', tag({ zlI18nList: zlI18nList({ 'en-US': 'Mine', 'zh-CN': '我的', 'zh-TW': '我的' }) }), { token: other });
    await t.call('ISysTagService/addSysTag', tag({ module: '100302', name: 'cell' }), { token: admin });
    const mine = await list(admin);
    expect(mine.data.map((row: { tagName: string; tagOwnType: number }) => [row.tagName, row.tagOwnType])).toEqual([['Active', 1], ['Beverages', 2]]);
    const theirs = await list(other, MODULE, 'zh-CN');
    expect(theirs.data.map((row: { tagName: string }) => row.tagName)).toEqual(['有效', '我的']);
  });

  it('should delete only own tags and refuse a stale version', async () => {
    const [fixed, own] = (await list(admin)).data;
    const [, theirs] = (await list(other)).data;
    expect((await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: fixed.id, version: fixed.version }] }, { token: admin })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: theirs.id, version: theirs.version }] }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
    const stale = await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: own.id, version: own.version + 1 }] }, { token: admin });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    const mixed = await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: own.id, version: own.version }, { id: theirs.id, version: theirs.version }] }, { token: admin });
    expect(mixed.code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await list(admin)).data).toHaveLength(2);
    const done = await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: own.id, version: own.version }] }, { token: admin });
    expect(done).toMatchObject({ code: 0, data: 1 });
    expect((await list(admin)).data.map((row: { tagOwnType: number }) => row.tagOwnType)).toEqual([1]);
    expect((await list(other)).data).toHaveLength(2);
  });
});
