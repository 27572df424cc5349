/**
 * Common setting of delivery scheduling (workflows §7 ISrmSchedulingDisplayConfigService/getCommonSetting
 * "returns monthPlanDays (default 2)"; §9 lock days, detail-mode export maximum, invoice line cap;
 * issue 14): one row per organisation. getCommonSetting (src/server/portal/setting-calls.ts) answers
 * the row of the user's organisation, or COMMON_SETTING_DEFAULTS where it has none.
 */
import { defineEntity } from '../entity.ts';
import { positiveCheck } from './quantity-checks.ts';

/** The values getCommonSetting answers for an organisation without a row. */
export const COMMON_SETTING_DEFAULTS = { monthPlanDays: 2, lockDays: 3, detailExportMax: 10000, invoiceLineCap: 200 } as const;

export const commonSettingEntity = defineEntity({
  name: 'commonSetting',
  table: 'srm_scheduling_display_config',
  menuNo: '170508',
  route: 'commonSetting',
  calls: {
    service: 'ISrmSchedulingDisplayConfigService',
    list: 'getsrmschedulingdisplayconfiglistbyparams',
    get: 'getsrmschedulingdisplayconfigbyid',
    add: 'addsrmschedulingdisplayconfig',
    update: 'updatesrmschedulingdisplayconfigbyid',
    remove: 'deletesrmschedulingdisplayconfigbyids',
  },
  keyField: 'orgNo',
  titleField: 'orgNo',
  scope: 'org',
  physicalDelete: false,
  ports: { import: false },
  fields: {
    orgNo: { kind: 'text', key: true, required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    monthPlanDays: { kind: 'int', required: true, default: COMMON_SETTING_DEFAULTS.monthPlanDays, list: true, section: 'portalRules' },
    lockDays: { kind: 'int', required: true, default: COMMON_SETTING_DEFAULTS.lockDays, list: true, section: 'portalRules' },
    detailExportMax: { kind: 'int', required: true, default: COMMON_SETTING_DEFAULTS.detailExportMax, list: true, section: 'portalRules' },
    invoiceLineCap: { kind: 'int', required: true, default: COMMON_SETTING_DEFAULTS.invoiceLineCap, list: true, section: 'portalRules' },
  },
  check: (values) => positiveCheck(values, ['monthPlanDays', 'lockDays', 'detailExportMax', 'invoiceLineCap']),
});
