/** Issue 11, defects 7-10: the request schema layer refuses NUL, out-of-range integers, deep nesting and non-integer versions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { act, addDoc, balance, cellsOf, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';

const ORG = 'IBmOrgService';
let s: Session;
let cell: string;
beforeAll(async () => {
  s = await inventoryApp();
  [cell] = await cellsOf(s, 'WH-SEA', 1);
});
afterAll(() => s.close());

const raw = async (path: string, payload: string, token?: string) => {
  const response = await s.app.inject({
    method: 'POST',
    url: `/wms-restful/${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { 'authentication-info': token } : {}) },
    payload,
  });
  return { status: response.statusCode, ...response.json() };
};

let orgCount = 0;
async function addOrg(): Promise<{ id: number; version: number; orgNo: string }> {
  orgCount += 1;
  const added = await s.as(`${ORG}/addbmorg`, { orgNo: `SCHEMA-${orgCount}`, orgName: `Schema ${orgCount}` });
  expect(added.code).toBe(0);
  return added.data;
}
const getOrg = async (id: number) => (await s.as(`${ORG}/getbmorgbyid`, { id })).data;

describe('NUL characters (defect 7)', () => {
  it('should refuse a NUL in the user number with a field issue when signing in, before any session exists', async () => {
    const answer = await raw('IBmLoginService/login', JSON.stringify({ userNo: 'adm\u0000in', pwd: 'secret' }));
    expect(answer).toMatchObject({ status: 200, code: ERROR_CODES.VALIDATION_FAILED, details: { fields: [{ field: 'userNo', message: 'Must not contain the NUL character (\\u0000)' }] } });
  });

  it('should refuse a NUL in a form field, a list condition or a key and write nothing', async () => {
    const added = await s.as(`${ORG}/addbmorg`, { orgNo: 'NUL-1', orgName: 'Bad\u0000Name' });
    expect(added.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(added.details.fields).toMatchObject([{ field: 'orgName', message: expect.stringContaining('NUL') }]);
    expect((await s.as(`${ORG}/getFullAuthorityOrgListByParams`, { condition: { orgNo: 'NUL-1' } })).data.total).toBe(0);
    expect((await s.as(`${ORG}/getFullAuthorityOrgListByParams`, { condition: { keyword: '\u0000' } })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await s.as(`${ORG}/getFullAuthorityOrgListByParams`, { condition: { ['orgNo\u0000']: 'x' } })).details.fields[0].field).toBe('condition.orgNo');
  });

  it('should refuse a NUL in the export name of a file route', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: `/wms-restful/${ORG}/exportexcel`,
      headers: { 'content-type': 'application/json', 'authentication-info': s.token },
      payload: JSON.stringify({ exportName: 'all\u0000' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('integers beyond their column (defect 8)', () => {
  it('should refuse version 2^31 on modify and delete and leave the row as it was', async () => {
    const org = await addOrg();
    const modified = await s.as(`${ORG}/updatebmorgbyid`, { id: org.id, version: 2 ** 31, orgName: 'Changed' });
    expect(modified).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, details: { fields: [{ field: 'version', message: 'Please enter a whole number from 0 to 2147483647' }] } });
    const deleted = await s.as(`${ORG}/deletebmorgbyids`, { delList: [{ id: org.id, version: 2 ** 31 }] });
    expect(deleted.details.fields).toMatchObject([{ field: 'delList.0.version', message: 'Please enter a whole number from 0 to 2147483647' }]);
    expect(await getOrg(org.id)).toMatchObject({ orgName: org.orgNo.replace('SCHEMA-', 'Schema '), version: 0 });
  });

  it('should refuse version 2^31 on complete and book no stock', async () => {
    const doc = await addDoc(s, 'IInvChangeService', 'invchange', { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [{ cellNo: cell, itemNo: 'P001', stockStatus: '10', qty: '5' }] });
    const [submitted] = (await act(s, 'IInvChangeService', 'submitinvchange', [doc])).data;
    const completed = await act(s, 'IInvChangeService', 'completeinvchange', [{ id: submitted.id, version: 2 ** 31 }]);
    expect(completed.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await balance(s, key({ cellNo: cell }))).onHand).toBe('0');
    expect((await s.as('IInvChangeService/getinvchangebyid', { id: doc.id })).data.statusCode).toBe('15');
  });

  it('should refuse ids beyond 2^53 and page numbers beyond 2^31 with a field issue', async () => {
    expect((await s.as(`${ORG}/getbmorgbyid`, { id: 2 ** 63 })).details.fields).toMatchObject([{ field: 'id', message: 'Please enter a whole number from 1 to 9007199254740991' }]);
    expect((await s.as(`${ORG}/getFullAuthorityOrgListByParams`, { current: 2 ** 31 })).details.fields[0].field).toBe('current');
  });
});

describe('deep nesting (defect 9)', () => {
  it('should refuse a list condition nested 5,000 levels deep with a field issue', async () => {
    const answer = await raw(`${ORG}/getFullAuthorityOrgListByParams`, `{"condition":{"jurisdiction":${'['.repeat(5000)}${']'.repeat(5000)}}}`, s.token);
    expect(answer).toMatchObject({ status: 200, code: ERROR_CODES.VALIDATION_FAILED, details: { fields: [{ message: 'The request nests deeper than 32 levels' }] } });
  });

  it('should refuse a body nested a million levels deep and keep serving', async () => {
    const answer = await raw('IBmLoginService/login', `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(answer).toMatchObject({ status: 200, code: ERROR_CODES.VALIDATION_FAILED });
    expect((await s.as(`${ORG}/getFullAuthorityOrgListByParams`, {})).code).toBe(0);
  });
});

describe('versions that are not integers (defect 10)', () => {
  it.each([null, '', false, undefined, 1.5, '1e3', [0]])('should refuse a delete with version %j and keep the row', async (version) => {
    const org = await addOrg();
    const answer = await s.as(`${ORG}/deletebmorgbyids`, { delList: [{ id: org.id, version }] });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('delList.0.version');
    expect(await getOrg(org.id)).toMatchObject({ id: org.id, version: 0 });
  });

  it.each([null, '', false])('should refuse a modify with version %j and leave the row unchanged', async (version) => {
    const org = await addOrg();
    const answer = await s.as(`${ORG}/updatebmorgbyid`, { id: org.id, version, orgName: 'Changed' });
    expect(answer.details.fields).toMatchObject([{ field: 'version', message: expect.any(String) }]);
    expect((await getOrg(org.id)).orgName).not.toBe('Changed');
  });

  it('should still delete when the version is the row version as a number or as digits', async () => {
    const [first, second] = [await addOrg(), await addOrg()];
    expect((await s.as(`${ORG}/deletebmorgbyids`, { delList: [{ id: first.id, version: 0 }, { id: String(second.id), version: '0' }] })).code).toBe(0);
  });
});
