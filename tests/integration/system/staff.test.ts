/**
 * Staff (spec console §7 Employees, §6 "Employee records are deleted physically"): the generic
 * round trip of the employee entity, a user naming a staff member, and the physical delete refused
 * while a user names the staff member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { describeRoundTrips } from '../../support/entity-round-trip.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describeRoundTrips(() => ({ t, token: admin }), [
  {
    name: 'employee', demoTotal: 9,
    add: { employeeNo: 'E101', employeeName: 'Nancy Davolio', sex: '2', title: 'Sales Representative', tel: '13800138000', email: 'nancy@example.com', address: '507 - 20th Ave. E.' },
    modify: { title: 'Sales Manager', weChat: 'nancy_d' },
    headers: ['employeeNo', 'employeeName', 'sex', 'tel'],
    good: [['E102', 'Andrew Fuller', '1', '13900139000'], ['E103', 'Janet Leverling', '2', '']],
    bad: ['E104', 'Margaret Peacock', '3', ''], badField: 'sex',
  },
]);

describe('staff named by a user', () => {
  it('should refuse to delete a staff member while a user names them, and delete them physically afterwards', async () => {
    const staff = (await t.call('ISysEmployeeService/addsysemployee', { employeeNo: 'E200', employeeName: 'Steven Buchanan' }, { token: admin })).data;
    const user = (await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'steven', userName: 'Steven', pwd: 'Steven-2026!', employeeId: staff.id }, { token: admin })).data;
    expect(user.employeeId).toBe(staff.id);
    const refused = await t.call('ISysEmployeeService/physicalDeletesysemployeebyids', { delList: [{ id: staff.id, version: staff.version }] }, { token: admin });
    expect(refused.code).toBe(ERROR_CODES.IN_USE);
    const unknown = await t.call('ISysUserService/saveorupdatesysuser', { id: user.id, version: user.version, employeeId: 999999 }, { token: admin });
    expect(unknown.details.fields).toEqual([{ field: 'employeeId', message: '999999 does not exist', params: { value: '999999' } }]);
    await t.call('ISysUserService/saveorupdatesysuser', { id: user.id, version: user.version, employeeId: null }, { token: admin });
    expect((await t.call('ISysEmployeeService/physicalDeletesysemployeebyids', { delList: [{ id: staff.id, version: staff.version }] }, { token: admin })).data).toBe(1);
    const { rows } = await t.database.pool.query('select count(*)::int as n from sys_employee where id = $1', [staff.id]);
    expect(rows[0].n).toBe(0);
  });
});
