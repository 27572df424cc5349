/**
 * The database schema, one index: it only re-exports the table modules — the entity tables
 * (entity-schema.ts), sign-in, users, roles and menus (access-schema.ts), the shell's favourites,
 * tags, layouts and enumerations (shell-schema.ts) and each domain's tables. drizzle-kit generates
 * the committed migrations from this module (`npm run db:generate`). A table module never imports
 * this index: it imports the table module it refers to.
 */
export * from './entity-schema.ts';
export * from './access-schema.ts';
export * from './shell-schema.ts';
export * from '../sysapp/sysapp-schema.ts';
export * from './export-template-schema.ts';
export * from './schedule-schema.ts';
export * from '../ledger/ledger-schema.ts';
export * from '../rules/rule-schema.ts';
export * from '../inventory/documents/document-schema.ts';
export * from '../stockcheck/check-schema.ts';
export * from '../inbound/putaway-schema.ts';
export * from '../inbound/inspection-schema.ts';
export * from '../outbound/outbound-schema.ts';
export * from '../outbound/wave-schema.ts';
export * from '../outbound/release-schema.ts';
// Outbound packing (issue 13 part 3).
export * from '../outbound/pack-schema.ts';
// Outbound replenishment of picking cells (issue 13, replenish).
export * from '../outbound/replenish-schema.ts';
export * from '../basecfg/file-schema.ts';
export * from '../print/template-file-schema.ts';
export * from '../yard/yard-schema.ts';
// Reports' per-day ledger aggregates (issue 18 part 2).
export * from '../report/ledger-days-schema.ts';
export * from '../system/security-schema.ts';
export * from '../portal/portal-schema.ts';
export * from '../production/production-schema.ts';
export * from '../asn/asn-schema.ts';
export * from '../jobs/job-schema.ts';
// Delivery of e-mail and webhook messages (issue 16, messages that leave).
export * from '../messaging/messaging-schema.ts';
// System integration (issue 16): the sync log and open accounts.
export * from '../integrate/integrate-schema.ts';
// Integration follow-up (issue 16, integrate2): write-only source authorization and callback secrets, callback deliveries.
export * from '../integrate/secret-schema.ts';
// Operation journal, second factor, sessions and licence (issue 16, syssec).
export * from '../system/syssec-schema.ts';
// The activated licence (issue 16).
export * from '../licence/licence-schema.ts';
