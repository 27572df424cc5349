/**
 * Execution policy (workflows §1 procurement execution, §3 execution policy fields, §4 states, §5
 * "default policy cannot be deleted", §9 delivery modes; issue 14): how a supplier's deliveries of
 * an organisation (optionally of one item) are executed: the delivery mode (PO, JIT, appointment)
 * and which rules apply (ship against purchase orders, within the shipping rules, against published
 * schedules, with a booked slot, and whether its ASNs need the purchaser's approval: workflows §1/§4
 * delivery approval, src/server/asn/asn-policy.ts). The policy marked default applies where no other one matches; it
 * cannot be deleted (POLICY_DEFAULT_UNDELETABLE).
 */
import { defineEntity } from '../entity.ts';

/** DELIVERY_MODE (workflows §9): 1 PO, 2 JIT, 3 appointment (scheduled). */
export const DELIVERY_MODES = ['1', '2', '3'] as const;
/** POLICY_STATE (workflows §4 "in use, stop"): 1 in use, 0 stopped. */
export const POLICY_STATES = ['1', '0'] as const;

export const executionPolicyEntity = defineEntity({
  name: 'executionPolicy',
  table: 'srm_execute_policy',
  menuNo: '170501',
  route: 'executionPolicy',
  calls: {
    service: 'ISrmExecutePolicyService',
    list: 'getsrmexecutepolicylistbyparams',
    get: 'getsrmexecutepolicybyid',
    add: 'addsrmexecutepolicy',
    update: 'updatesrmexecutepolicybyid',
    remove: 'deletesrmexecutepolicybyids',
  },
  keyField: 'executeNo',
  titleField: 'executeName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  undeletable: { field: 'isDefault', error: 'POLICY_DEFAULT_UNDELETABLE' },
  listTabs: 'policyState',
  fields: {
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    executeNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    executeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    deliveryMode: { kind: 'enum', required: true, options: DELIVERY_MODES, enumMid: 'DELIVERY_MODE', default: '1', list: true, search: 'exact', section: 'basic' },
    isDefault: { kind: 'bool', default: false, list: true, section: 'basic' },
    policyState: { kind: 'enum', required: true, options: POLICY_STATES, enumMid: 'POLICY_STATE', default: '1', list: true, search: 'exact', section: 'basic' },
    isPoRule: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    isShipRule: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    isScheduleRule: { kind: 'bool', default: false, list: true, section: 'portalRules' },
    isBookingRule: { kind: 'bool', default: false, list: true, section: 'portalRules' },
    isApproveRule: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    remark: { kind: 'text', section: 'other' },
  },
});
