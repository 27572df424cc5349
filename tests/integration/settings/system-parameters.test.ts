/**
 * System parameters (spec console §7 System: system param list, add, get, update, delete,
 * getValueByParamNo; workflows §3 Parameter), the INIT_CONFIG seed of bootstrap, and who may read
 * a value: everyone a public one, the parameter menu's searchers the rest (issue 26).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysParam } from '../../../src/server/db/schema.ts';
import { bootstrap } from '../../../src/server/system/bootstrap.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const SERVICE = 'ISysParamService';

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'param-plain' });
  plain = await t.login('param-plain', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (method: string, body: unknown, token = admin, headers?: Record<string, string>) => t.call(`${SERVICE}/${method}`, body, { token, headers });
const valueOf = async (paramNo: string, token = plain) => (await call('getValueByParamNo', { paramNo }, token)).data;
const rowOf = async (paramNo: string) => (await call('getsysparamlistbyparams', { condition: { paramNo }, size: 100 })).data.records.find((row: { paramNo: string }) => row.paramNo === paramNo);

describe('INIT_CONFIG', () => {
  it('should be seeded as a valid system parameter with the value Y when the database is new', async () => {
    expect(await rowOf('INIT_CONFIG')).toMatchObject({ paramNo: 'INIT_CONFIG', paramName: 'Initialisation guide', paramValue: 'Y', paramType: '1', statusCode: 1 });
  });

  it('should answer its value to any signed-in user', async () => {
    expect(await valueOf('INIT_CONFIG')).toEqual({ paramNo: 'INIT_CONFIG', paramValue: 'Y' });
  });

  it('should keep one row and its edited value when bootstrap runs again', async () => {
    const row = await rowOf('INIT_CONFIG');
    expect((await call('updatesysparambyid', { id: row.id, version: row.version, paramValue: 'N' })).code).toBe(0);
    await bootstrap(t.database.db, ADMIN_PASSWORD);
    const rows = await t.database.db.select().from(sysParam).where(eq(sysParam.paramNo, 'INIT_CONFIG'));
    expect(rows.map((r) => r.paramValue)).toEqual(['N']);
    expect(await valueOf('INIT_CONFIG')).toEqual({ paramNo: 'INIT_CONFIG', paramValue: 'N' });
  });
});

describe('parameter calls', () => {
  it('should add, get, modify with the version check and delete a parameter', async () => {
    const added = await call('addsysparam', { paramNo: 'WAVE_SIZE', paramName: 'Wave size', paramValue: '50', paramType: '2' });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ paramNo: 'WAVE_SIZE', paramValue: '50', paramType: '2', statusCode: 1, version: 0 });
    expect((await call('getsysparambyid', { id: added.data.id })).data.paramName).toBe('Wave size');

    const modified = await call('updatesysparambyid', { id: added.data.id, version: 0, paramValue: '80', paramNo: 'RENAMED' });
    expect(modified.data).toMatchObject({ paramNo: 'WAVE_SIZE', paramValue: '80', version: 1 });
    expect((await call('updatesysparambyid', { id: added.data.id, version: 0, paramValue: '90' })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await valueOf('WAVE_SIZE', admin)).toEqual({ paramNo: 'WAVE_SIZE', paramValue: '80' });

    expect((await call('deletesysparambyids', { delList: [{ id: added.data.id, version: 1 }] })).code).toBe(0);
    expect(await valueOf('WAVE_SIZE', admin)).toBeNull();
  });

  it.each([
    ['the name is missing', { paramNo: 'NO_NAME' }, { field: 'paramName', message: 'Please enter Parameter name' }],
    ['the type is not 1, 2 or 3', { paramNo: 'BAD_TYPE', paramName: 'Bad type', paramType: '9' }, { field: 'paramType', message: 'Please choose one of the options' }],
    ['the value has 500 characters', { paramNo: 'LONG', paramName: 'Long', paramValue: 'v'.repeat(500) }, { field: 'paramValue', message: 'Must be fewer than 500 characters', params: { max: 500 } }],
    ['the number is not a code', { paramNo: 'NOT A CODE', paramName: 'Spaces' }, { field: 'paramNo', message: 'Only letters, digits, - and _ are allowed' }],
  ])('should refuse and write nothing when %s', async (_case, body, issue) => {
    const answer = await call('addsysparam', body);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([expect.objectContaining(issue)]);
    expect(await rowOf(String(body.paramNo))).toBeUndefined();
  });

  it('should accept a value of 499 characters', async () => {
    expect((await call('addsysparam', { paramNo: 'LONGEST', paramName: 'Longest', paramValue: 'v'.repeat(499) })).code).toBe(0);
  });

  it('should refuse a second parameter with the same number', async () => {
    const answer = await call('addsysparam', { paramNo: 'INIT_CONFIG', paramName: 'Again' }, admin, { 'accept-language': 'zh-CN' });
    expect(answer).toMatchObject({ code: ERROR_CODES.DUPLICATE_KEY, errorMessage: '参数编号 INIT_CONFIG 已存在' });
  });

  it('should answer null when the parameter is absent or invalid', async () => {
    expect(await valueOf('NO_SUCH_PARAM', admin)).toBeNull();
    const added = await call('addsysparam', { paramNo: 'OLD_FLAG', paramName: 'Old flag', paramValue: 'Y', statusCode: 0 });
    expect(added.data.statusCode).toBe(0);
    expect(await valueOf('OLD_FLAG', admin)).toBeNull();
  });

  it('should refuse an empty parameter number with a field issue', async () => {
    const answer = await call('getValueByParamNo', { paramNo: ' ' }, plain);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toEqual([expect.objectContaining({ field: 'paramNo', message: 'Please enter Parameter no.' })]);
  });

  it('should need the parameter menu flags for the list and writes but only a sign-in for a public value', async () => {
    expect((await call('getsysparamlistbyparams', {}, plain)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('addsysparam', { paramNo: 'SNEAKY', paramName: 'Sneaky' }, plain)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call(`${SERVICE}/getValueByParamNo`, { paramNo: 'INIT_CONFIG' })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});

describe('who reads a value (issue 26)', () => {
  it('should seed INIT_CONFIG readable by every user and other parameters not', async () => {
    expect(await rowOf('INIT_CONFIG')).toMatchObject({ isPublic: true });
    expect((await call('addsysparam', { paramNo: 'ERP_TOKEN', paramName: 'ERP token', paramValue: 'secret-42' })).data).toMatchObject({ isPublic: false });
  });

  it('should refuse a parameter that is not public, and an unknown number, to a user without the parameter menu, alike', async () => {
    expect(await call('getValueByParamNo', { paramNo: 'ERP_TOKEN' }, plain)).toMatchObject({ code: ERROR_CODES.FORBIDDEN, data: null });
    expect(await call('getValueByParamNo', { paramNo: 'NO_SUCH_PARAM' }, plain)).toMatchObject({ code: ERROR_CODES.FORBIDDEN, data: null });
  });

  it('should answer it to a user holding the search flag of the parameter menu', async () => {
    await createUser(t.database.db, { userNo: 'param-reader', grants: { '160203': ['isSearch'] } });
    const reader = await t.login('param-reader', USER_PASSWORD);
    expect(await valueOf('ERP_TOKEN', reader)).toEqual({ paramNo: 'ERP_TOKEN', paramValue: 'secret-42' });
    expect(await valueOf('NO_SUCH_PARAM', reader)).toBeNull();
  });

  it('should answer it to every user once an administrator marks it readable by every user, and refuse it again when unmarked', async () => {
    const row = await rowOf('ERP_TOKEN');
    expect((await call('updatesysparambyid', { id: row.id, version: row.version, isPublic: true })).code).toBe(0);
    expect(await valueOf('ERP_TOKEN')).toEqual({ paramNo: 'ERP_TOKEN', paramValue: 'secret-42' });
    expect((await call('updatesysparambyid', { id: row.id, version: row.version + 1, isPublic: false })).code).toBe(0);
    expect((await call('getValueByParamNo', { paramNo: 'ERP_TOKEN' }, plain)).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('should label the parameter types in the request language', async () => {
    const answer = await t.call('ISysEnumService/getsysenumbyparamssearch', { condition: { enumMid: 'PARAM_TYPE' } }, { token: plain, headers: { 'accept-language': 'zh-TW' } });
    expect(answer.data.map((e: { enumValue: string; enumName: string }) => `${e.enumValue} ${e.enumName}`)).toEqual(['1 系統', '2 業務', '3 介面']);
  });
});
