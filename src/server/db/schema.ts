/**
 * The database schema: master-data tables built from the entity declarations, and the system
 * tables of sign-in, roles, menus and sessions, and (shell-schema.ts) the user's favourites, search
 * tags, column layouts and the enumerations. drizzle-kit generates the committed migrations
 * from this module (`npm run db:generate`).
 */
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, index } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { auditColumns, entityTable, type EntityTable } from './entity-table.ts';

// ENTITIES lists referenced entities before the ones that refer to them.
export const entityTables = Object.values(ENTITIES).reduce<Partial<Record<EntityName, EntityTable>>>(
  (built, entity) => ({ ...built, [entity.name]: entityTable(entity, built) }),
  {},
) as Record<EntityName, EntityTable>;

export const bmOrg = entityTables.org;
export const bmWarehouse = entityTables.warehouse;
export const bmSupplier = entityTables.supplier;
export const bmCustomer = entityTables.customer;
export const bmItemGroup = entityTables.itemGroup;
export const bmItem = entityTables.item;
export const bmZone = entityTables.zone;
export const bmCell = entityTables.cell;
export const bmCustomerAddress = entityTables.customerAddress;
export const bmClassifyType = entityTables.classifyType;
export const bmTax = entityTables.tax;
export const bmCurrency = entityTables.currency;
export const sysCustomField = entityTables.customField;
export const sysParam = entityTables.sysParam;
export const invChangeHead = entityTables.invChange;
export const invFreezeHead = entityTables.invFreeze;
export const invStockReleaseHead = entityTables.stockRelease;
export const invTransferHead = entityTables.invTransfer;
export const invReleaseHead = entityTables.invRelease;
export const chkCheckStockHead = entityTables.chkCheckStock;
export const inArriveHead = entityTables.inArrive;
export const inNoticeHead = entityTables.inNotice;
export const outNoticeHead = entityTables.outNotice;
export const bmReservoir = entityTables.reservoir;
export const bmTaskTable = entityTables.taskTable;
export const sysDesignTable = entityTables.designTable;
export const bmDocConfig = entityTables.docConfig;
export const bmWarehouseKeeper = entityTables.warehouseKeeper;
export const sysDetectItem = entityTables.detectItem;
export const bmArrivalImport = entityTables.arrivalImport;
export const bmItemGroupSub = entityTables.itemGroupSub;
export const bmProcessRecord = entityTables.processRecord;
export const bmContainer = entityTables.container;
export const bmLabel = entityTables.label;
export const bmSerialNumber = entityTables.serialNumber;
export const bmUnit = entityTables.unit;
export const bmUnitConversion = entityTables.unitConversion;
export const bmItemUnitConversion = entityTables.itemUnitConversion;
export const bmItemMerchant = entityTables.itemMerchant;
export const bmItemSupplierMerchant = entityTables.itemSupplierMerchant;
export const bmBasicElement = entityTables.basicElement;
export const bmBarRule = entityTables.barRule;
export const bmLotRule = entityTables.lotRule;
export const bmBoxRule = entityTables.boxRule;
export const bmPutawayStrategy = entityTables.putawayStrategy;
export const bmAllocationStrategy = entityTables.allocationStrategy;
export const bmPickingStrategy = entityTables.pickingStrategy;
export const bmWaveTemplate = entityTables.waveTemplate;
export const bmTurnoverStrategy = entityTables.turnoverStrategy;
export const bmStrategyApplication = entityTables.strategyApplication;
export const sysMessageConfig = entityTables.messageConfig;
export const sysMessageTemplate = entityTables.messageTemplate;
export const sysMessagePolicy = entityTables.messagePolicy;
export const sysMessage = entityTables.message;
export const sysFile = entityTables.file;
export const bmDocType = entityTables.documentCategory;
export const bmDocFlow = entityTables.documentProcess;
export const bmInterface = entityTables.interfaceDef;
export const bmProcessConfig = entityTables.processConfig;
export const bmProcessStep = entityTables.processStep;
export const bmLabelTemplate = entityTables.labelTemplate;
export const bmPrintTemplate = entityTables.printTemplate;
export const bmBillTemplate = entityTables.billTemplate;
export const sysEmployee = entityTables.employee;
export const yardDockDoor = entityTables.dockDoor;
export const inQcItem = entityTables.qcItem;
export const inReturnHead = entityTables.inReturn;
// Supplier portal: news, addresses, policies and settings (issue 14).
export const srmSysNews = entityTables.news;
export const srmDeliveryAddress = entityTables.deliveryAddress;
export const srmExecutePolicy = entityTables.executionPolicy;
export const srmShipRule = entityTables.shippingRule;
export const srmAnswerRule = entityTables.answerRule;
export const srmExecuteConfig = entityTables.executionConfig;
export const srmVmiWarehouse = entityTables.vmiWarehouse;
export const srmWarehouseConfig = entityTables.warehouseConfig;
export const srmDeliverySetting = entityTables.deliverySetting;
// Supplier portal: delivery schedules, procurement plans and forecasts (settings in schedule-schema.ts).
export const srmSchedule = entityTables.schedule;
export const srmProcurementPlan = entityTables.procurementPlan;
export const srmProcurementForecast = entityTables.procurementForecast;
export const srmPurchaseLine = entityTables.srmPurchase;
export const srmAsnHead = entityTables.srmAsn;
// System application (issue 16, sysapp).
export const sysBusinessControl = entityTables.businessControl;
export const sysFeedback = entityTables.feedback;
export const sysPattern = entityTables.pattern;
export const sysErrorMessage = entityTables.errorMessage;

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
export * from '../yard/yard-schema.ts';
// Reports' per-day ledger aggregates (issue 18 part 2).
export * from '../report/ledger-days-schema.ts';
// Production basic data and the invoicing rule (issue 18 part 2).
export const pdShift = entityTables.shift;
export const pdLineType = entityTables.lineType;
export const pdTechnology = entityTables.technology;
export const pdEquipment = entityTables.equipment;
export const pdMould = entityTables.mould;
export const pdProductProcess = entityTables.productProcess;
export const rcInvoicingRule = entityTables.invoicingRule;
export * from '../system/security-schema.ts';
export * from '../portal/portal-schema.ts';
export const pdWorkOrder = entityTables.workOrder;
export * from '../production/production-schema.ts';
export * from '../asn/asn-schema.ts';
export * from '../jobs/job-schema.ts';
// Delivery of e-mail and webhook messages (issue 16, messages that leave).
export * from '../messaging/messaging-schema.ts';
// System integration (issue 16): sources, configurations and callbacks are entities; the sync log and open accounts.
export const sysIntegrationSource = entityTables.integrationSource;
export const sysSourceConfig = entityTables.sourceConfig;
export const sysCallback = entityTables.callback;
export * from '../integrate/integrate-schema.ts';
// Integration follow-up (issue 16, integrate2): write-only source authorization and callback secrets, callback deliveries.
export * from '../integrate/secret-schema.ts';
// Operation journal, second factor, sessions and licence (issue 16, syssec).
export * from '../system/syssec-schema.ts';
// The activated licence (issue 16).
export * from '../licence/licence-schema.ts';

/** Staff and supplier users (spec console §3 User info, workflows §3 User). */
export const sysUser = pgTable('sys_user', {
  ...auditColumns(),
  userNo: text('user_no').notNull().unique(),
  userName: text('user_name').notNull(),
  /** The user's number in another system (ERP, SRM), shown beside userNo. */
  outsideUserNo: text('outside_user_no'),
  pwdHash: text('pwd_hash').notNull(),
  /** The scrypt hash of the user's dock / floor PIN (4-8 digits, set by an administrator; pin-login.ts), null when none. */
  pinHash: text('pin_hash'),
  /** When the password was last set: its age against the policy's validity (password-policy.ts). */
  pwdChangedAt: timestamp('pwd_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The password is the policy's default one: the user must change it at next sign-in. */
  pwdMustChange: boolean('pwd_must_change').notNull().default(false),
  userType: text('user_type', { enum: ['staff', 'supplier', 'screen'] }).notNull().default('staff'),
  belongSupplier: text('belong_supplier'),
  orgNo: text('org_no'),
  warehouseNo: text('warehouse_no'),
  employeeId: bigint('employee_id', { mode: 'number' }).references(() => sysEmployee.id),
  phone: text('phone'),
  email: text('email'),
  url: text('url'),
  limitCount: integer('limit_count').notNull().default(1000),
  tenantsid: text('tenantsid'),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

/** A user's data scope (dataType 1 organisation, 2 classify type, 3 warehouse). */
export const sysUserData = pgTable('sys_user_data', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  dataType: smallint('data_type').notNull(),
  dataValue: text('data_value').notNull(),
}, (t) => [unique('sys_user_data_key').on(t.userId, t.dataType, t.dataValue)]);

export const sysRole = pgTable('sys_role', {
  ...auditColumns(),
  roleNo: text('role_no').notNull().unique(),
  roleName: text('role_name').notNull(),
  /** The admin role grants every flag on every menu. */
  isAdmin: boolean('is_admin').notNull().default(false),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

export const sysUserRole = pgTable('sys_user_role', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
}, (t) => [unique('sys_user_role_key').on(t.userId, t.roleNo)]);

/** A role's data scope (dataType 1 organisation, 2 classify type, 3 warehouse); its users hold it besides their own. */
export const sysRoleData = pgTable('sys_role_data', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
  dataType: smallint('data_type').notNull(),
  dataValue: text('data_value').notNull(),
}, (t) => [unique('sys_role_data_key').on(t.roleNo, t.dataType, t.dataValue)]);

/** The flags a user holds on one menu directly, besides those of their roles (the user's menu permissions tab; supplier users have only these). */
export const sysUserMenu = pgTable('sys_user_menu', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  menuNo: text('menu_no').notNull(),
  flags: text('flags').array().notNull(),
}, (t) => [unique('sys_user_menu_key').on(t.userId, t.menuNo)]);

/** The flags (src/shared/permissions.ts) a role grants on one menu. */
export const sysRoleMenu = pgTable('sys_role_menu', {
  roleNo: text('role_no').notNull().references(() => sysRole.roleNo, { onDelete: 'cascade' }),
  menuNo: text('menu_no').notNull(),
  flags: text('flags').array().notNull(),
}, (t) => [unique('sys_role_menu_key').on(t.roleNo, t.menuNo)]);

/** Menus of the PC, PDA and SUP applications (spec console §3 Menu). */
export const sysMenu = pgTable('sys_menu', {
  ...auditColumns(),
  menuNo: text('menu_no').notNull().unique(),
  menuName: text('menu_name').notNull(),
  menuNameMap: jsonb('menu_name_map').$type<Record<string, string>>().notNull(),
  menuOwner: text('menu_owner').notNull(),
  menuLevel: smallint('menu_level').notNull(),
  url: text('url').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull(),
  appNo: text('app_no', { enum: ['PDA', 'PC', 'SUP'] }).notNull(),
  icon: text('icon'),
  statusCode: smallint('status_code').notNull().default(1),
  remark: text('remark'),
});

/**
 * Sign-in throttle (docs/decisions.md "Sign-in throttling"): one row per (user number as typed,
 * address) with the failures since the last success and the pair's lock, and one row per user
 * number with address '' counting failures from every address for the progressive delay.
 * Keyed by the typed user number, so unknown users are throttled exactly like real ones.
 */
export const sysSignInThrottle = pgTable('sys_sign_in_throttle', {
  userNo: text('user_no').notNull(),
  address: text('address').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.userNo, t.address] })]);

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. Times are UTC. */
export const sysSession = pgTable('sys_session', {
  tokenHash: text('token_hash').primaryKey(),
  /** How an administrator names the session (the token hash is never answered); issue 16 syssec. */
  id: bigint('id', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  /** The address the session signed in from (request.ip). */
  address: text('address'),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sys_session_user').on(t.userId)]);
