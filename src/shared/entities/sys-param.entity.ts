/**
 * System parameter (workflows §3 Parameter; spec console §7 System: system param list, add, get,
 * update, delete): a named value the product reads at run time, e.g. INIT_CONFIG ('Y' while the
 * console shows the first-run guide to admin). paramNo is unique across the installation and
 * cannot change; paramType: 1 system, 2 business, 3 interface; isPublic: readable by every
 * signed-in user (INIT_CONFIG, which the shell reads on start). Calls on menu parameter (160203);
 * ISysParamService/getValueByParamNo reads one value: a public parameter for any signed-in user, the
 * others with the parameter menu's search flag (param-calls.ts, docs/decisions/0462).
 */
import { defineEntity } from '../entity.ts';

const PARAM_TYPES = ['1', '2', '3'] as const;

/** 'Y' while the console shows the first-run guide to admin; seeded by the server's bootstrap. */
export const INIT_CONFIG = 'INIT_CONFIG';

export const sysParamEntity = defineEntity({
  name: 'sysParam',
  table: 'sys_param',
  menuNo: '160203',
  route: 'parameter',
  calls: {
    service: 'ISysParamService',
    list: 'getsysparamlistbyparams',
    get: 'getsysparambyid',
    add: 'addsysparam',
    update: 'updatesysparambyid',
    remove: 'deletesysparambyids',
  },
  keyField: 'paramNo',
  titleField: 'paramName',
  scope: 'none',
  physicalDelete: false,
  // Parameters are edited one by one on the page; no spreadsheet round trip.
  ports: { import: false, export: false },
  fields: {
    paramNo: { kind: 'text', key: true, required: true, format: 'code', list: true, search: 'fuzzy', section: 'basic' },
    paramName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    paramValue: { kind: 'text', max: 499, list: true, section: 'basic' },
    paramType: { kind: 'enum', options: PARAM_TYPES, enumMid: 'PARAM_TYPE', list: true, search: 'exact', section: 'basic' },
    isPublic: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
});
