/**
 * Staff (workflows §3 Staff; spec console §7 Employees, §6 "Employee records are deleted
 * physically"): the people of the enterprise, whom a user account may name as its employee
 * (user employeeId). employeeNo is unique across the installation and cannot change; sex is
 * SEX 1 male, 2 female. Calls ISysEmployeeService getsysemployeelistbyparams, getsysemployeebyid,
 * addsysemployee, updatesysemployeebyid, physicalDeletesysemployeebyids on menu staff (160101).
 */
import { defineEntity } from '../entity.ts';

export const SEXES = ['1', '2'] as const;

export const employeeEntity = defineEntity({
  name: 'employee',
  table: 'sys_employee',
  menuNo: '160101',
  route: 'staff',
  calls: {
    service: 'ISysEmployeeService',
    list: 'getsysemployeelistbyparams',
    get: 'getsysemployeebyid',
    add: 'addsysemployee',
    update: 'updatesysemployeebyid',
    remove: 'physicalDeletesysemployeebyids',
  },
  keyField: 'employeeNo',
  titleField: 'employeeName',
  scope: 'none',
  physicalDelete: true,
  fields: {
    employeeNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    employeeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    sex: { kind: 'enum', options: SEXES, enumMid: 'SEX', list: true, search: 'exact', section: 'basic' },
    title: { kind: 'text', list: true, section: 'basic' },
    tel: { kind: 'text', format: 'mobile', list: true, section: 'contact' },
    weChat: { kind: 'text', section: 'contact' },
    email: { kind: 'text', format: 'email', list: true, section: 'contact' },
    address: { kind: 'text', max: 200, section: 'contact' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
