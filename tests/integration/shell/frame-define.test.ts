import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let other: string;
const MODULE = '100101';
const save = (token: string, columns: unknown[], module = MODULE) => t.call('ISysFrameDefineService/saveSysFrameDefineByModule', { module, columns }, { token });
const layout = (token: string, module = MODULE) => t.call('ISysFrameDefineService/getSysFrameDefineListByModule', { module }, { token });
const keys = (answer: { data: { columnKey: string }[] }) => answer.data.map((row) => row.columnKey);

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'frame-other', grants: { [MODULE]: ['isSearch'] } });
  other = await t.login('frame-other', USER_PASSWORD);
});
afterAll(() => t.close());

describe('column layouts', () => {
  it('should answer an empty layout before anything is saved', async () => {
    expect(await layout(admin)).toEqual({ code: 0, data: [] });
  });

  it('should save a layout in sort order and answer it', async () => {
    const answer = await save(admin, [
      { columnKey: 'orgName', isShow: true, isFixed: true, sort: 2 },
      { columnKey: 'orgNo', isShow: true, isFixed: true, sort: 1 },
      { columnKey: 'remark', isShow: false, isFixed: false, sort: 3 },
    ]);
    expect(answer.code).toBe(0);
    expect(keys(answer)).toEqual(['orgNo', 'orgName', 'remark']);
    expect(answer.data[2]).toMatchObject({ module: MODULE, columnKey: 'remark', isShow: false, isFixed: false, sort: 3, version: 0 });
    expect(keys(await layout(admin))).toEqual(['orgNo', 'orgName', 'remark']);
  });

  it('should replace the whole layout on the next save and leave other users and modules alone', async () => {
    await save(other, [{ columnKey: 'statusCode', isShow: true, isFixed: false, sort: 1 }]);
    await save(admin, [{ columnKey: 'warehouseNo', isShow: true, isFixed: false }], '100102');
    const answer = await save(admin, [{ columnKey: 'orgShortName' }, { columnKey: 'orgNo', isFixed: true }]);
    expect(answer.data.map((row: { columnKey: string; sort: number; isShow: boolean }) => [row.columnKey, row.sort, row.isShow])).toEqual([['orgShortName', 1, true], ['orgNo', 2, true]]);
    expect(keys(await layout(admin))).toEqual(['orgShortName', 'orgNo']);
    expect(keys(await layout(other))).toEqual(['statusCode']);
    expect(keys(await layout(admin, '100102'))).toEqual(['warehouseNo']);
  });

  it('should refuse a repeated column and keep the saved layout', async () => {
    const answer = await save(admin, [{ columnKey: 'orgNo' }, { columnKey: 'orgNo' }]);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(keys(await layout(admin))).toEqual(['orgShortName', 'orgNo']);
  });

  it('should page the user own column rows and list the modules that have a layout, never another user ones', async () => {
    const page = await t.call('ISysFrameDefineService/getSysFrameDefinePage', { current: 1, size: 2 }, { token: admin });
    expect(page.data).toMatchObject({ total: 3, pages: 2, current: 1, size: 2 });
    expect(keys({ data: page.data.records })).toEqual(['orgShortName', 'orgNo']);
    const second = await t.call('ISysFrameDefineService/getSysFrameDefinePage', { current: 2, size: 2, condition: { module: '' } }, { token: admin });
    expect(keys({ data: second.data.records })).toEqual(['warehouseNo']);
    const oneModule = await t.call('ISysFrameDefineService/getSysFrameDefinePage', { condition: { module: '100102' } }, { token: admin });
    expect(keys({ data: oneModule.data.records })).toEqual(['warehouseNo']);
    const bad = await t.call('ISysFrameDefineService/getSysFrameDefinePage', { condition: { module: "1' or '1'='1" } }, { token: admin });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(await t.call('ISysFrameDefineService/getSysFrameDefineDown', {}, { token: admin })).toEqual({ code: 0, data: [{ module: MODULE, columns: 2 }, { module: '100102', columns: 1 }].sort((a, b) => a.module.localeCompare(b.module)) });
    expect(await t.call('ISysFrameDefineService/getSysFrameDefineDown', {}, { token: other })).toEqual({ code: 0, data: [{ module: MODULE, columns: 1 }] });
  });

  it('should reset only the user layout of the module', async () => {
    const answer = await t.call('ISysFrameDefineService/deleteSysFrameDefineByModule', { module: MODULE }, { token: admin });
    expect(answer).toEqual({ code: 0, data: 2 });
    expect((await layout(admin)).data).toEqual([]);
    expect(keys(await layout(admin, '100102'))).toEqual(['warehouseNo']);
    expect(keys(await layout(other))).toEqual(['statusCode']);
  });
});
