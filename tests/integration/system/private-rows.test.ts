/**
 * Private rows (docs/decisions/0016-private-rows.md): a user's in-app messages, favourites, saved
 * search tags and column layouts are theirs alone. Another user, even the administrator with every
 * flag, never reads them through any registered read call, nor changes or deletes them.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { sysMessage } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const MODULE = '100105';
const MARK = { message: 'alice-private-message', tag: 'alice-private-tag', column: 'alicePrivateColumn', menu: '100106' };
// Every read call of the registry (a name that gets or lists), for the sweep.
const READ_CALLS = CALLS.filter((call) => /^get|list/i.test(call.method));

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;
let message: { id: number; version: number };
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  const everything: Record<string, PermissionFlag[]> = { '100504': ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isExport'] };
  await createUser(t.database.db, { userNo: 'alice', grants: { '100504': ['isSearch'], [MODULE]: ['isSearch'], [MARK.menu]: ['isSearch'] }, orgs: ['NWT'] });
  await createUser(t.database.db, { userNo: 'bob', grants: { ...everything, [MODULE]: ['isSearch'], [MARK.menu]: ['isSearch'] }, orgs: ['NWT'] });
  alice = await t.login('alice', USER_PASSWORD);
  bob = await t.login('bob', USER_PASSWORD);
  [message] = await t.database.db
    .insert(sysMessage)
    .values({ messageNo: 'MSG-ALICE-1', title: MARK.message, receiver: 'alice', channel: '1', readState: '0', sendState: '1', createName: 'test' })
    .returning({ id: sysMessage.id, version: sysMessage.version }) as { id: number; version: number }[];
  const own = (path: string, body: unknown) => t.call(path, body, { token: alice }).then((answer) => expect(answer.code, answer.errorMessage).toBe(0));
  await own('ISysMenuService/collectBusinessCommonMenu', { menuNo: MARK.menu, collect: true });
  await own('ISysTagService/addSysTag', { module: MODULE, name: 'address', tagContent: JSON.stringify({ note: MARK.tag }), zlI18nList: [
    { languageCode: 'en-US', description: MARK.tag }, { languageCode: 'zh-CN', description: MARK.tag }, { languageCode: 'zh-TW', description: MARK.tag },
  ] });
  await own('ISysFrameDefineService/saveSysFrameDefineByModule', { module: MODULE, columns: [{ columnKey: MARK.column, isShow: false }] });
});
afterAll(() => t.close());

describe("another user's private rows", () => {
  it('should show the owner their own message, favourite, tag and layout', async () => {
    const list = await t.call('ISysMessageService/getsysmessagelistbyparams', { size: 100 }, { token: alice });
    expect(list.data.records.map((r: { title: string }) => r.title)).toEqual([MARK.message]);
    const mine = await t.call('ISysMessageService/getMyMessageList', { size: 100 }, { token: alice });
    expect(mine.data.records.map((r: { title: string }) => r.title)).toEqual([MARK.message]);
    expect(JSON.stringify((await t.call('ISysMenuService/getBusinessCommonMenu', {}, { token: alice })).data)).toContain(MARK.menu);
    expect(JSON.stringify((await t.call('ISysTagService/getCurrentUserSysTagListByModule', { module: MODULE }, { token: alice })).data)).toContain(MARK.tag);
    expect(JSON.stringify((await t.call('ISysFrameDefineService/getSysFrameDefineListByModule', { module: MODULE }, { token: alice })).data)).toContain(MARK.column);
  });

  it.each(['admin', 'bob'])('should never answer them to %s through any read call of the registry', async (who) => {
    const token = who === 'admin' ? admin : bob;
    const body = { current: 1, size: 1000, condition: {}, module: MODULE, id: message.id, messageNo: 'MSG-ALICE-1' };
    for (const call of READ_CALLS) {
      const answer = await t.call(`${call.service}/${call.method}`, body, { token, headers: { 'app-module-number': '100504' } });
      const text = JSON.stringify(answer);
      for (const mark of [MARK.message, MARK.tag, MARK.column]) expect(text.includes(mark), `${call.service}/${call.method} answers ${mark}`).toBe(false);
    }
    const favourites = (await t.call('ISysMenuService/getBusinessCommonMenu', {}, { token })).data as { menuNo: string }[];
    expect(favourites.map((f) => f.menuNo)).not.toContain(MARK.menu);
  });

  it('should count, export, get, modify and delete only their own messages when the user has every flag on message-query', async () => {
    const headers = { 'app-module-number': '100504' };
    const counts = await t.call('ISysMessageService/getTabCountByParams', { condition: {} }, { token: bob, headers });
    expect(counts.data.total).toBe(0);
    expect((await t.call('ISysMessageService/getsysmessagebyid', { id: message.id }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('ISysMessageService/updatesysmessagebyid', { ...message, title: 'read by bob' }, { token: bob })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('ISysMessageService/deletesysmessagebyids', { delList: [message] }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('ISysMessageService/readMyMessages', { ids: [message.id] }, { token: bob })).data).toEqual({ updated: 0 });
    const exported = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysMessageService/exportexcel', headers: { 'authentication-info': admin, 'accept-language': 'en-US' }, payload: {} });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    expect(cells.some((value) => value.includes('admin'))).toBe(true);
    expect(cells.some((value) => value.includes(MARK.message))).toBe(false);
    const { rows } = await t.database.pool.query('select title, version, read_state from sys_message where id = $1', [message.id]);
    expect(rows).toEqual([{ title: MARK.message, version: message.version, read_state: '0' }]);
  });

  it('should refuse a message written for another receiver through the generic add', async () => {
    const answer = await t.call('ISysMessageService/addsysmessage', { messageNo: 'MSG-TO-ALICE', title: 'Hello', receiver: 'alice', channel: '1' }, { token: bob });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('receiver');
  });

  it("should leave another user's tag and layout in place when the administrator deletes them", async () => {
    const [tag] = (await t.call('ISysTagService/getCurrentUserSysTagListByModule', { module: MODULE }, { token: alice })).data.filter((r: { tagOwnType: number }) => r.tagOwnType === 2);
    expect((await t.call('ISysTagService/deleteSysTagById', { delList: [{ id: tag.id, version: tag.version }] }, { token: admin })).code).toBe(ERROR_CODES.NOT_FOUND);
    await t.call('ISysFrameDefineService/deleteSysFrameDefineByModule', { module: MODULE }, { token: admin });
    expect(JSON.stringify((await t.call('ISysFrameDefineService/getSysFrameDefineListByModule', { module: MODULE }, { token: alice })).data)).toContain(MARK.column);
    expect(JSON.stringify((await t.call('ISysTagService/getCurrentUserSysTagListByModule', { module: MODULE }, { token: alice })).data)).toContain(MARK.tag);
  });
});
