/**
 * Changed permissions apply on the user's next call on every server instance (issue 16, DESIGN.md
 * "Scale-out"): two apps on one database; the administrator changes a role and disables a user on
 * instance A, and the user's calls on instance B follow once B heard the database's eviction of
 * its cached session (NOTIFY, sessionEvicted), without a restart or a new sign-in.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { sessionEvicted } from '../../support/session-cache.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const PASSWORD = 'Viewer-2026!';
let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
let admin: string;

async function callB(path: string, token: string, body: unknown = {}) {
  const response = await b.inject({ method: 'POST', url: `/wms-restful/${path}`, headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'authentication-info': token }, payload: JSON.stringify(body) });
  return response.json();
}

beforeAll(async () => {
  a = await testApp({ demo: true });
  bDatabase = openDatabase(a.databaseUrl, 4);
  b = await buildApp({ database: bDatabase });
  admin = await a.login();
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

describe('permissions across instances', () => {
  it('should apply a role change and a disabled account made on one instance to the next call on another', async () => {
    const role = (await a.call('ISysRoleService/saveorupdaterole', { roleNo: 'VIEWER', roleName: 'Viewer', dataList: [{ dataType: 1, dataValue: 'NWT' }], menuList: [{ menuNo: '100104', flags: ['isSearch'] }] }, { token: admin })).data;
    const user = (await a.call('ISysUserService/saveorupdatesysuser', { userNo: 'viewer1', userName: 'Viewer', pwd: PASSWORD, roleNos: ['VIEWER'] }, { token: admin })).data;
    const token = await a.login('viewer1', PASSWORD);
    expect((await callB('IBmSupplierService/getbmsupplierlistbyparams', token)).data.total).toBe(29);

    await a.call('ISysRoleService/saveorupdaterole', { id: role.id, version: role.version, menuList: [{ menuNo: '100105', flags: ['isSearch'] }] }, { token: admin });
    await sessionEvicted(b, token);
    expect((await callB('IBmSupplierService/getbmsupplierlistbyparams', token)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await callB('IBmCustomerService/getbmcustomerlistbyparams', token)).data.total).toBe(91);

    await a.call('ISysUserService/saveorupdatesysuser', { id: user.id, version: user.version, statusCode: 0 }, { token: admin });
    await sessionEvicted(b, token);
    expect((await callB('IBmCustomerService/getbmcustomerlistbyparams', token)).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});
