/**
 * The server's own cache (issue 16 "cache", menu 160208, ISysCacheService): parameter,
 * enumeration and error message override reads are cached, their writes evict them, and deletekey or a write on one instance
 * evicts the key on a second instance sharing the database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
let admin: string;

async function callB(path: string, body: unknown = {}) {
  const response = await b.inject({ method: 'POST', url: `/wms-restful/${path}`, headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'authentication-info': admin }, payload: JSON.stringify(body) });
  return response.json();
}
const callA = (path: string, body: unknown = {}) => a.call(path, body, { token: admin });
const readParam = (paramNo: string) => callA('ISysParamService/getValueByParamNo', { paramNo });

beforeAll(async () => {
  a = await testApp();
  bDatabase = openDatabase(a.databaseUrl, 4);
  b = await buildApp({ database: bDatabase });
  admin = await a.login();
  await callA('ISysParamService/addsysparam', { paramNo: 'CACHE_T1', paramName: 'Cache test', paramValue: 'one', paramType: '1' });
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

describe('parameter cache', () => {
  it('should answer a read from the cache until a parameter write evicts it', async () => {
    expect((await readParam('CACHE_T1')).data).toEqual({ paramNo: 'CACHE_T1', paramValue: 'one' });
    const keys = (await callA('ISysCacheService/getallkeys', { condition: { keyword: 'cache_t1' } })).data;
    expect(keys.records).toEqual([{ key: 'param:CACHE_T1', kind: 'param', ttlSeconds: expect.any(Number) }]);
    expect(keys.records[0].ttlSeconds).toBeGreaterThan(3500);
    expect(keys.records[0].ttlSeconds).toBeLessThanOrEqual(3600);
    expect((await callA('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).data).toMatchObject({ key: 'param:CACHE_T1', value: { paramNo: 'CACHE_T1', paramValue: 'one' } });

    // A change behind the product's back is not seen: the answer comes from the cache.
    await a.database.db.execute(sql`update sys_param set param_value = 'sql' where param_no = 'CACHE_T1'`);
    expect((await readParam('CACHE_T1')).data.paramValue).toBe('one');

    const [row] = (await callA('ISysParamService/getsysparamlistbyparams', { condition: { paramNo: 'CACHE_T1' } })).data.records;
    expect((await callA('ISysParamService/updatesysparambyid', { id: row.id, version: row.version, paramValue: 'two' })).code).toBe(0);
    expect((await callA('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).code).toBe(ERROR_CODES.CACHE_KEY_NOT_FOUND);
    expect((await readParam('CACHE_T1')).data.paramValue).toBe('two');
  });

  it('should evict a parameter on the second instance when it is written on the first', async () => {
    expect((await callB('ISysParamService/getValueByParamNo', { paramNo: 'CACHE_T1' })).data.paramValue).toBe('two');
    const [row] = (await callA('ISysParamService/getsysparamlistbyparams', { condition: { paramNo: 'CACHE_T1' } })).data.records;
    await callA('ISysParamService/updatesysparambyid', { id: row.id, version: row.version, paramValue: 'three' });
    await vi.waitFor(async () => expect((await callB('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).code).toBe(ERROR_CODES.CACHE_KEY_NOT_FOUND), { timeout: 10_000 });
    expect((await callB('ISysParamService/getValueByParamNo', { paramNo: 'CACHE_T1' })).data.paramValue).toBe('three');
  });
});

describe('enumeration cache', () => {
  it('should cache one enumeration for the pickers and evict it when an entry changes', async () => {
    const search = async () => (await callA('ISysEnumService/getsysenumbyparamssearch', { condition: { enumMid: 'PARAM_TYPE' } })).data;
    const before = await search();
    expect((await callA('ISysCacheService/getvalue', { key: 'enum:PARAM_TYPE' })).data.value).toHaveLength(before.length);
    const [entry] = (await callA('ISysEnumService/getsysenumlistbyparams', { condition: { enumMid: 'PARAM_TYPE' } })).data.records;
    expect((await callA('ISysEnumService/updatesysenumbyid', { id: entry.id, version: entry.version, status: 0 })).code).toBe(0);
    expect((await callA('ISysCacheService/getvalue', { key: 'enum:PARAM_TYPE' })).code).toBe(ERROR_CODES.CACHE_KEY_NOT_FOUND);
    expect((await search()).find((e: { enumValue: string }) => e.enumValue === entry.enumValue).status).toBe(0);
  });
});

describe('error message cache', () => {
  it('should answer an override written on the first instance from the second, and the catalogue text again after its delete by code', async () => {
    const unknownOnB = async () => (await callB('IFooService/bar')).errorMessage;
    expect(await unknownOnB()).toBe('Unknown service or method: IFooService/bar');
    expect((await callB('ISysCacheService/getvalue', { key: 'errmsg:en-US' })).data.value).toEqual({});

    const code = String(ERROR_CODES.UNKNOWN_CALL);
    expect((await callA('ISysErrorMessageService/addsyserrormessage', { errorCode: code, languageCode: 'en-US', message: 'No call {{call}} here' })).code).toBe(0);
    await vi.waitFor(async () => expect(await unknownOnB()).toBe('No call IFooService/bar here'), { timeout: 10_000 });
    expect((await callA('ISysErrorMessageService/deletesyserrormessagebycode', { errorCode: code })).data).toEqual({ deleted: 1 });
    await vi.waitFor(async () => expect(await unknownOnB()).toBe('Unknown service or method: IFooService/bar'), { timeout: 10_000 });
  });
});

describe('deletekey', () => {
  it('should evict a key on this instance at once and on the second instance', async () => {
    await readParam('CACHE_T1');
    await callB('ISysParamService/getValueByParamNo', { paramNo: 'CACHE_T1' });
    expect((await callB('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).code).toBe(0);

    expect((await callA('ISysCacheService/deletekey', { key: 'param:CACHE_T1' })).data).toEqual({ evicted: 1 });
    expect((await callA('ISysCacheService/getallkeys', { condition: { keyword: 'CACHE_T1' } })).data.total).toBe(0);
    await vi.waitFor(async () => expect((await callB('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).code).toBe(ERROR_CODES.CACHE_KEY_NOT_FOUND), { timeout: 10_000 });
    expect((await callA('ISysCacheService/deletekey', { key: 'param:CACHE_T1' })).data).toEqual({ evicted: 0 });
  });

  it('should refuse a missing, blank, over-long or prefix key and an unknown value', async () => {
    for (const body of [{}, { key: ' ' }, { key: 'x'.repeat(201) }, { key: 'param:' }, { key: 7 }]) {
      expect((await callA('ISysCacheService/deletekey', body)).code).toBe(ERROR_CODES.VALIDATION_FAILED);
      expect((await callA('ISysCacheService/getvalue', body)).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
    const unknown = await callA('ISysCacheService/getvalue', { key: 'param:NOPE' });
    expect(unknown.code).toBe(ERROR_CODES.CACHE_KEY_NOT_FOUND);
    expect(unknown.errorMessage).toMatch(/not held/);
    expect((await a.call('ISysCacheService/getallkeys', {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });

  it('should let a user holding only the page\'s isSearch flag list and view keys but not evict them', async () => {
    await callA('ISysRoleService/saveorupdaterole', { roleNo: 'CACHE_VIEW', roleName: 'Cache viewer', menuList: [{ menuNo: '160208', flags: ['isSearch'] }] });
    await callA('ISysUserService/saveorupdatesysuser', { userNo: 'cacheview', userName: 'Cache viewer', pwd: 'Cache-View-2026!', roleNos: ['CACHE_VIEW'] });
    const token = await a.login('cacheview', 'Cache-View-2026!');
    await readParam('CACHE_T1');
    expect((await a.call('ISysCacheService/getallkeys', { condition: { keyword: 'CACHE_T1' } }, { token })).data.total).toBe(1);
    expect((await a.call('ISysCacheService/getvalue', { key: 'param:CACHE_T1' }, { token })).code).toBe(0);
    expect((await a.call('ISysCacheService/deletekey', { key: 'param:CACHE_T1' }, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await callA('ISysCacheService/getvalue', { key: 'param:CACHE_T1' })).code).toBe(0);
  });
});
