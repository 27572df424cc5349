/**
 * The operation journal (issue 16; System.Journal operation, menu 160502): every write call, done
 * or refused, is journaled with its user, call, request ids, outcome and the values before and
 * after; secrets are redacted; the rows can neither be changed nor deleted; only a user with the
 * page's flag reads them. A write call registered without being journaled fails the last test.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { isWriteCall, REDACTED } from '../../../src/server/journal/operation-journal.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

type OperationRow = { userNo: string; call: string; action: { menuNo: string; flag: string } | null; subject: string; outcome: string; requestId: string; clientRequestId: string | null; input: any; before: any; after: any };

/** The journal rows of one call, latest first. */
async function journal(call: string, token = admin): Promise<OperationRow[]> {
  const answer = await t.call('ISysOperationLogService/getsysoperationloglist', { size: 50, condition: { call } }, { token });
  expect(answer.code).toBe(0);
  return answer.data.records;
}

describe('the operation journal', () => {
  it('should journal an add, a modify and a delete with the values before and after', async () => {
    const added = await t.call('IBmTaxService/addbmtax', { taxNo: 'VAT-J', taxName: 'Journaled', taxRate: '7' }, { token: admin });
    expect(added.code).toBe(0);
    const [addRow] = await journal('IBmTaxService/addbmtax');
    expect(addRow).toMatchObject({ userNo: 'admin', outcome: '0', before: [{ entity: 'tax', id: added.data.id, values: null }], input: { taxNo: 'VAT-J' }, after: [{ entity: 'tax', id: added.data.id, values: { taxNo: 'VAT-J', taxName: 'Journaled' } }] });
    expect(addRow.requestId).toEqual(expect.any(String));

    const modified = await t.call('IBmTaxService/updatebmtaxbyid', { id: added.data.id, version: added.data.version, taxName: 'Renamed' }, { token: admin });
    expect(modified.code).toBe(0);
    const [modifyRow] = await journal('IBmTaxService/updatebmtaxbyid');
    expect(modifyRow.before).toEqual([{ entity: 'tax', id: added.data.id, values: { taxName: 'Journaled' } }]);
    expect(modifyRow.after).toEqual([{ entity: 'tax', id: added.data.id, values: { taxName: 'Renamed' } }]);

    const deleted = await t.call('IBmTaxService/deletebmtaxbyids', { delList: [{ id: added.data.id, version: modified.data.version }] }, { token: admin });
    expect(deleted.code).toBe(0);
    const [deleteRow] = await journal('IBmTaxService/deletebmtaxbyids');
    expect(deleteRow).toMatchObject({ outcome: '0', after: [{ entity: 'tax', values: null }], before: [{ entity: 'tax', values: { taxNo: 'VAT-J', taxName: 'Renamed' } }] });
  });

  it('should journal a refused write with its code and no values', async () => {
    const refused = await t.call('IBmTaxService/addbmtax', { taxNo: 'NEG-J', taxName: 'Negative', taxRate: '-1' }, { token: admin });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    const [row] = await journal('IBmTaxService/addbmtax');
    expect(row).toMatchObject({ outcome: String(ERROR_CODES.VALIDATION_FAILED), input: { taxNo: 'NEG-J' }, before: null, after: null });
  });

  it('should never journal a password or a token', async () => {
    await createUser(t.database.db, { userNo: 'journal-pwd' });
    const token = await t.login('journal-pwd', USER_PASSWORD);
    const newPwd = 'Quartz-Willow-83';
    expect((await t.call('ISysUserService/updatepwd', { oldPwd: USER_PASSWORD, newPwd, confirmPwd: newPwd }, { token })).code).toBe(0);
    const [row] = await journal('ISysUserService/updatepwd');
    expect(row).toMatchObject({ userNo: 'journal-pwd', outcome: '0', input: { oldPwd: REDACTED, newPwd: REDACTED, confirmPwd: REDACTED } });
    const everything = JSON.stringify((await t.database.pool.query('select * from sys_operation_log')).rows);
    for (const secret of [USER_PASSWORD, newPwd, token, admin]) expect(everything).not.toContain(secret);
  });

  it('should redact the one-time code of a TOTP confirmation', async () => {
    await createUser(t.database.db, { userNo: 'journal-totp' });
    const token = await t.login('journal-totp', USER_PASSWORD);
    const started = await t.call('ISysTotpService/starttotpenrolment', {}, { token });
    expect(started.code).toBe(0);
    const code = await generate({ secret: started.data.secret });
    expect((await t.call('ISysTotpService/confirmtotpenrolment', { code }, { token })).code).toBe(0);
    const [row] = await journal('ISysTotpService/confirmtotpenrolment');
    expect(row).toMatchObject({ userNo: 'journal-totp', outcome: '0', input: { code: REDACTED } });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("should name the user whose second factor an administrator reset, as a modify on Users", async () => {
    const id = await createUser(t.database.db, { userNo: 'journal-lost' });
    const token = await t.login('journal-lost', USER_PASSWORD);
    const started = await t.call('ISysTotpService/starttotpenrolment', {}, { token });
    expect((await t.call('ISysTotpService/confirmtotpenrolment', { code: await generate({ secret: started.data.secret }) }, { token })).code).toBe(0);
    expect((await t.call('ISysTotpService/resetusertotp', { id }, { token: admin })).code).toBe(0);
    const [row] = await journal('ISysTotpService/resetusertotp');
    expect(row).toMatchObject({ userNo: 'admin', outcome: '0', action: { menuNo: '160102', flag: 'isModify' }, verb: 'resetTotp', subject: expect.stringContaining('journal-lost') });
  });

  it('should name a job run, pause and resume by their verbs, and a rule by its number and name', async () => {
    const job = await t.call('ISysJobService/addsysjob', { jobName: 'Journal counts', jobClass: 'cycleCount', taskType: '5', cron: '0 6 * * *' }, { token: admin });
    expect(job.code).toBe(0);
    expect((await t.call('ISysJobService/pausesysjob', { ids: [job.data.id] }, { token: admin })).code).toBe(0);
    expect((await t.call('ISysJobService/startsysjob', { ids: [job.data.id] }, { token: admin })).code).toBe(0);
    expect((await journal('ISysJobService/pausesysjob'))[0]).toMatchObject({ verb: 'pause' });
    expect((await journal('ISysJobService/startsysjob'))[0]).toMatchObject({ verb: 'resume' });
    const rule = await t.call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'J-LOT', lotRuleName: 'Journal lot', ruleExpression: 'J-{yyyyMMdd}-{###}', resetPeriod: '1' }, { token: admin });
    expect(rule.code).toBe(0);
    expect((await journal('IBmLotRuleService/addbmlotrule'))[0]).toMatchObject({ verb: null, action: { flag: 'isAdd' }, subject: expect.stringMatching(/^J-LOT Journal lot/) });
  });

  it('should say what each row did and to what: the call\'s menu and flag, and the objects it named', async () => {
    const added = await t.call('IBmTaxService/addbmtax', { taxNo: 'VAT-S', taxName: 'Summarised', taxRate: '3' }, { token: admin });
    expect(added.code).toBe(0);
    const [addRow] = await journal('IBmTaxService/addbmtax');
    expect(addRow).toMatchObject({ action: { flag: 'isAdd', menuNo: expect.stringMatching(/^\d{6}$/) }, subject: 'VAT-S Summarised' });
    expect((await t.call('IBmTaxService/deletebmtaxbyids', { delList: [{ id: added.data.id, version: added.data.version }] }, { token: admin })).code).toBe(0);
    const [deleteRow] = await journal('IBmTaxService/deletebmtaxbyids');
    expect(deleteRow).toMatchObject({ action: { flag: 'isDelete' }, subject: 'VAT-S Summarised' });
  });

  it('should journal a role and a user saved with their tabs before and after, never the password', async () => {
    const role = await t.call('ISysRoleService/saveorupdaterole', { roleNo: 'J-ROLE', roleName: 'Journal role', menuList: [{ menuNo: '100102', flags: ['isSearch'] }] }, { token: admin });
    expect(role.code).toBe(0);
    const [roleAdd] = await journal('ISysRoleService/saveorupdaterole');
    expect(roleAdd).toMatchObject({ before: [{ entity: 'role', id: role.data.id, values: null }], after: [{ entity: 'role', values: { roleNo: 'J-ROLE', menuList: [{ menuNo: '100102' }] } }] });
    const renamed = await t.call('ISysRoleService/saveorupdaterole', { id: role.data.id, version: role.data.version, roleName: 'Renamed role' }, { token: admin });
    expect(renamed.code).toBe(0);
    const [roleModify] = await journal('ISysRoleService/saveorupdaterole');
    expect(roleModify.before).toEqual([{ entity: 'role', id: role.data.id, values: { roleName: 'Journal role' } }]);
    expect(roleModify.after).toEqual([{ entity: 'role', id: role.data.id, values: { roleName: 'Renamed role' } }]);

    const pwd = 'Journal-Heron-52';
    const user = await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'journal-user', userName: 'Journal user', pwd, roleNos: ['J-ROLE'] }, { token: admin });
    expect(user.code).toBe(0);
    const [userAdd] = await journal('ISysUserService/saveorupdatesysuser');
    expect(userAdd).toMatchObject({ action: { flag: 'isAdd' }, before: [{ entity: 'user', values: null }], after: [{ entity: 'user', id: user.data.id, values: { userNo: 'journal-user', roleNos: ['J-ROLE'] } }] });
    const reset = 'Journal-Otter-71';
    const modified = await t.call('ISysUserService/saveorupdatesysuser', { id: user.data.id, version: user.data.version, userName: 'Journal user 2', pwd: reset, roleNos: [] }, { token: admin });
    expect(modified.code).toBe(0);
    const [userModify] = await journal('ISysUserService/saveorupdatesysuser');
    expect(userModify.action).toMatchObject({ flag: 'isModify' });
    expect(userModify.before).toEqual([{ entity: 'user', id: user.data.id, values: { userName: 'Journal user', roleNos: ['J-ROLE'] } }]);
    expect(userModify.after).toEqual([{ entity: 'user', id: user.data.id, values: { userName: 'Journal user 2', roleNos: [] } }]);
    const everything = JSON.stringify((await t.database.pool.query('select * from sys_operation_log')).rows);
    for (const secret of [pwd, reset]) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('scrypt$');
  });

  it('should journal a client request once, with its Request-Id, however often it is retried', async () => {
    const headers = { 'request-id': 'journal-retry-1' };
    const body = { taxNo: 'VAT-R', taxName: 'Retried', taxRate: '5' };
    expect((await t.call('IBmTaxService/addbmtax', body, { token: admin, headers })).code).toBe(0);
    expect((await t.call('IBmTaxService/addbmtax', body, { token: admin, headers })).code).toBe(0);
    const rows = (await journal('IBmTaxService/addbmtax')).filter((row) => row.clientRequestId === 'journal-retry-1');
    expect(rows).toHaveLength(1);
  });

  it('should refuse to change or delete a journal row, even in SQL', async () => {
    await expect(t.database.pool.query("update sys_operation_log set user_no = 'someone'")).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('delete from sys_operation_log')).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('truncate sys_operation_log')).rejects.toThrow(/append-only/);
  });

  it('should be read only by a user with the journal page', async () => {
    await createUser(t.database.db, { userNo: 'journal-none', grants: { '160501': ['isSearch'] } });
    await createUser(t.database.db, { userNo: 'journal-reader', grants: { '160502': ['isSearch'] } });
    const none = await t.login('journal-none', USER_PASSWORD);
    const reader = await t.login('journal-reader', USER_PASSWORD);
    const refused = await t.call('ISysOperationLogService/getsysoperationloglist', {}, { token: none });
    expect(refused.code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await journal('IBmTaxService/addbmtax', reader)).length).toBeGreaterThan(0);
    expect((await t.call('ISysOperationLogService/getsysoperationloglist', {}, {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});

describe('the calls journaled', () => {
  it('should count every call that saves, adds, changes, deletes or activates as a write', () => {
    const writeName = /^(save|add|update|modify|delete|remove|physical|activate|enrol|revoke|unlock|upload|import|submit|cancel|close|confirm|approve|reject|publish|pause|start|run)/i;
    const missed = CALLS.filter((call) => writeName.test(call.method) && !isWriteCall(call)).map((call) => `${call.service}/${call.method}`);
    expect(missed).toEqual([]);
  });
});
