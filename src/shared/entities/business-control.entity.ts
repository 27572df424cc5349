/**
 * Business control (spec console §2 System application bussiness-control, with add and
 * modify/{id} pages; menu 160207): a named switch of the business, e.g. "allow issue beyond the
 * notice quantity", that the operations read by its controlNo. The spec gives no fields; ours
 * (docs/decisions/0219-system-application.md): controlNo (unique code, cannot change), controlName,
 * controlMode CONTROL_MODE 1 refuse, 2 warn, 3 allow, an optional controlValue (a limit or list
 * the operation interprets), status and remark. Generic calls of ISysBusinessControlService.
 */
import { defineEntity } from '../entity.ts';

/** CONTROL_MODE: 1 refuse the operation, 2 warn and let it pass, 3 allow silently. */
export const CONTROL_MODES = ['1', '2', '3'] as const;

export const businessControlEntity = defineEntity({
  name: 'businessControl',
  table: 'sys_business_control',
  menuNo: '160207',
  route: 'bussiness-control',
  calls: {
    service: 'ISysBusinessControlService',
    list: 'getsysbusinesscontrollistbyparams',
    get: 'getsysbusinesscontrolbyid',
    add: 'addsysbusinesscontrol',
    update: 'updatesysbusinesscontrolbyid',
    remove: 'deletesysbusinesscontrolbyids',
  },
  keyField: 'controlNo',
  titleField: 'controlName',
  scope: 'none',
  physicalDelete: false,
  ports: { import: false, export: false },
  fields: {
    controlNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    controlName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    controlMode: { kind: 'enum', required: true, options: CONTROL_MODES, enumMid: 'CONTROL_MODE', default: '1', list: true, search: 'exact', section: 'basic' },
    controlValue: { kind: 'text', max: 499, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
});
