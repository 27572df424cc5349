/**
 * Every call of the wire contract, registered by buildApp (app.ts): sign-in, the password change,
 * user, supplier-user, role and menu administration,
 * menus and the shell (favourites, search tags, column layouts, enumerations, custom fields),
 * system parameter reads, the five calls of every declared entity, and the area calls (stock,
 * print, stock-take, reports). Parameter, enumeration and error message writes evict their cached keys (evictingWrites).
 */
import { ENTITIES } from '../shared/entities/index.ts';
import { messageCalls } from './basecfg/message-calls.ts';
import { deliveryCalls } from './messaging/delivery-calls.ts';
import { crudCalls } from './crud/crud-calls.ts';
import { inventoryCalls } from './inventory/inventory-calls.ts';
import { stockCheckCalls } from './stockcheck/check-calls.ts';
import { inboundCalls } from './inbound/inbound-calls.ts';
import { outboundCalls } from './outbound/outbound-calls.ts';
import { itemGroupSubCalls } from './masterdata/item-group-sub-calls.ts';
import { selfCheckCalls } from './masterdata/self-check-calls.ts';
import { layoutCalls } from './layout/layout-calls.ts';
import { billTemplateCalls } from './print/bill-template-calls.ts';
import { templateFileCalls } from './print/template-file-calls.ts';
import { printCalls } from './print/print-calls.ts';
import { labelPrintCalls } from './print/label-print-calls.ts';
import type { CallDef } from './rpc/call.ts';
import { customFieldCalls } from './system/custom-field-calls.ts';
import { moduleTableCalls } from './system/module-table-calls.ts';
import { enumCalls } from './system/enum-calls.ts';
import { exportTemplateCalls } from './system/export-template-calls.ts';
import { favouriteCalls } from './system/favourite-calls.ts';
import { frameDefineCalls } from './system/frame-define-calls.ts';
import { loginCalls } from './system/login-calls.ts';
import { menuCalls } from './system/menu-calls.ts';
import { menuLinkCalls } from './system/menu-link-calls.ts';
import { paramCalls } from './system/param-calls.ts';
import { tagCalls } from './system/tag-calls.ts';
import { userCalls } from './system/user-calls.ts';
import { accountAdminCalls } from './system/account-calls.ts';
import { roleCalls } from './system/role-calls.ts';
import { menuAdminCalls } from './system/menu-admin-calls.ts';
import { reportCalls } from './report/report-calls.ts';
import { productionCalls } from './production/production-calls.ts';
import { ruleCalls } from './rules/rule-calls.ts';
import { workbenchCalls } from './workbench/workbench-calls.ts';
import { yardCalls } from './yard/yard-calls.ts';
// System administration, issue 16 part 2: password policy and sign-in exceptions.
import { exceptionCalls } from './system/exception-calls.ts';
import { passwordPolicyCalls } from './system/password-policy.ts';
import { doorCalls } from './portal/door-calls.ts';
import { supplierToDoCalls } from './portal/supplier-todo.ts';
import { newsCalls } from './portal/news-calls.ts';
// System application (issue 16, sysapp).
import { feedbackCalls } from './system/feedback-calls.ts';
import { pdaVersionCalls } from './sysapp/pda-version-calls.ts';
import { barcodeOperationCalls } from './sysapp/barcode-operation-calls.ts';
import { newsFileCalls } from './portal/news-files.ts';
import { scheduleCalls } from './schedule/schedule-calls.ts';
import { asnCalls } from './asn/asn-calls.ts';
import { purchaseCalls } from './asn/purchase-calls.ts';
import { trackingCalls } from './asn/tracking-calls.ts';
import { jobCalls } from './jobs/job-calls.ts';
import { faultLogCalls } from './jobs/fault-log.ts';
// System integration (issue 16).
import { syncCalls } from './integrate/sync-calls.ts';
import { openAccountCalls } from './integrate/open-account-calls.ts';
import { integrationSecretCalls } from './integrate/secret-calls.ts';
import { operationJournalCalls } from './journal/operation-journal.ts';
import { sessionAdminCalls } from './system/session-admin-calls.ts';
import { languageCalls } from './system/language-calls.ts';
import { licenceCalls } from './licence/licence-calls.ts';
import { totpCalls } from './system/totp.ts';
import { cacheCalls } from './cache/cache-calls.ts';
import { evictingWrites } from './cache/cache-notify.ts';
import { errorMessageCalls } from './sysapp/error-message-calls.ts';
// The rest of the specification (issue 26): the print agent and the container rule's body list.
import { printAgentCalls } from './print/print-agent.ts';
import { boxRuleBodyCalls } from './rules/box-rule-body.ts';

export const CALLS: CallDef[] = [
  ...messageCalls,
  ...deliveryCalls,
  ...loginCalls,
  ...userCalls,
  ...accountAdminCalls,
  ...roleCalls,
  ...menuCalls,
  ...menuAdminCalls,
  ...menuLinkCalls,
  ...favouriteCalls,
  ...tagCalls,
  ...frameDefineCalls,
  ...enumCalls.map(evictingWrites),
  ...customFieldCalls,
  ...moduleTableCalls,
  ...exportTemplateCalls,
  ...paramCalls,
  ...workbenchCalls,
  ...ruleCalls,
  ...layoutCalls,
  ...selfCheckCalls,
  ...itemGroupSubCalls,
  ...Object.values(ENTITIES).flatMap(crudCalls).map(evictingWrites),
  ...inventoryCalls,
  ...productionCalls,
  ...printCalls,
  ...labelPrintCalls,
  ...printAgentCalls,
  ...boxRuleBodyCalls,
  ...billTemplateCalls,
  ...templateFileCalls,
  ...stockCheckCalls,
  ...reportCalls,
  ...inboundCalls,
  ...yardCalls,
  ...passwordPolicyCalls,
  ...exceptionCalls,
  ...outboundCalls,
  // Supplier portal: news, addresses, policies and settings (issue 14).
  ...newsCalls,
  // System application (issue 16, sysapp).
  ...feedbackCalls,
  ...pdaVersionCalls,
  ...barcodeOperationCalls,
  ...newsFileCalls,
  ...doorCalls,
  ...supplierToDoCalls,
  ...scheduleCalls,
  ...purchaseCalls,
  ...asnCalls,
  ...trackingCalls,
  ...jobCalls,
  ...faultLogCalls,
  // System integration (issue 16).
  ...syncCalls,
  ...openAccountCalls,
  ...integrationSecretCalls,
  ...operationJournalCalls,
  ...totpCalls,
  ...sessionAdminCalls,
  // Remaining shell calls (issue 16, sec2).
  ...languageCalls,
  // Licence (issue 16).
  ...licenceCalls,
  // The server's own cache (issue 16, cache).
  ...cacheCalls,
  // Error message overrides by code (issue 16, patterns); the generic calls come with the entities.
  ...errorMessageCalls.map(evictingWrites),
];
