/**
 * Routes built from the server menu (spec console §2): a level-4 menu's path is its list page;
 * a menu whose url is an entity route renders the generic list, and its add-{route} and
 * modify-{route}/{id} pages the generic form, named after the list page as their parent (so the
 * list's tab and menu entry stay). Users, supplier users and roles have their own list and tabbed
 * form (modify-{route}/{id}/{key}), menus their tree page. Any other menu renders the "not available yet" page.
 */
import { stockQueryOfMenu, type StockQueryDef } from '../shared/documents/stock-queries.ts';
import { entityByRoute } from '../shared/entities/index.ts';
import { reportOfMenu, type ReportDef } from '../shared/reports.ts';
import { INBOUND_ACTION_PAGES, INBOUND_PAGES, type ActionPageDef, type InboundPage } from './pages/inbound/inbound-pages.ts';
import { OUTBOUND_ACTION_PAGES, OUTBOUND_PAGES, type OutboundPage } from './pages/outbound/outbound-pages.ts';
import { printPage } from './pages/print/print-pages.ts';
import { SCHEDULE_LISTS, SCHEDULE_PAGES, supplierListPermissions, type SchedulePage } from './pages/schedule/schedule-pages.ts';
import type { TraceDirection } from './pages/production/TracePage.tsx';
import type { AccessKind } from '../shared/access.ts';
import { menuPagesOf } from '../shared/menu-tree.ts';
import type { EntityDef } from '../shared/entity.ts';
import type { MenuNode } from '../client/session-store.ts';

import { PASSWORD_PATH, USER_INFO_PATH } from './paths.ts';
import { LICENCE_MENU } from '../shared/licence.ts';

export { LOGIN_PATH, NOT_FOUND_PATH, PASSWORD_PATH, SCREEN_PATH, SETTING_PATH, USER_INFO_PATH } from './paths.ts';

/** What one console path shows. */
export type PageRoute =
  | { kind: 'dashboard' }
  | { kind: 'userInfo' }
  | { kind: 'password' }
  | { kind: 'list'; menu: MenuNode; entity: EntityDef }
  | { kind: 'form'; menu: MenuNode; entity: EntityDef; mode: 'add' | 'update'; id?: number; key?: string; copyOf?: number }
  | { kind: 'query'; menu: MenuNode; query: StockQueryDef }
  | { kind: 'report'; menu: MenuNode; report: ReportDef }
  | { kind: 'layout'; menu: MenuNode }
  | { kind: 'stockcheck'; menu: MenuNode; page: StockCheckPage }
  | { kind: 'access'; menu: MenuNode; access: AccessKind }
  | { kind: 'accessForm'; menu: MenuNode; access: AccessKind; id?: number }
  | { kind: 'menus'; menu: MenuNode; addTo?: MenuAddTo }
  | { kind: 'action'; menu: MenuNode; page: ActionPageDef }
  | { kind: 'inbound'; menu: MenuNode; page: InboundPage }
  | { kind: 'yard'; menu: MenuNode; page: YardPage }
  | { kind: 'security'; menu: MenuNode; page: SecurityPage }
  | { kind: 'sysapp'; menu: MenuNode; page: SysappPage }
  | { kind: 'portal'; menu: MenuNode; page: PortalPage }
  | { kind: 'schedule'; menu: MenuNode; page: SchedulePage }
  | { kind: 'outbound'; menu: MenuNode; page: OutboundPage }
  | { kind: 'trace'; menu: MenuNode; direction: TraceDirection }
  | { kind: 'jobForm'; menu: MenuNode; id?: number }
  | { kind: 'integrate'; menu: MenuNode; page: IntegratePage }
  | { kind: 'accountForm'; menu: MenuNode; id?: number }
  | { kind: 'licence'; menu: MenuNode }
  | { kind: 'unavailable'; menu: MenuNode };

/** The administration pages of System jurisdiction (spec console §2) by menu number: users, supplier users, roles. */
const ACCESS_PAGES: Partial<Record<string, AccessKind>> = { '160102': 'user', '160103': 'supplierUser', '160104': 'role' };
const MENU_PAGE = '160105';
/**
 * The menu page opened at add-menu/{menuOwner} (a peer menu under the parent menuOwner, '0' for a
 * top menu) or add-Secmenu/{menuOwner} (a submenu of menuOwner), spec console §2 System jurisdiction.
 */
export type MenuAddTo = { mode: 'peer' | 'child'; menuOwner: string };

/**
 * The supplier portal's own pages (issue 14) by menu number (PC numbers have six digits, SUP ones
 * four): the door pages (System door enterprise and supplier, the supplier portal's home), the
 * supplier's news page and personal centre, the order answer, the supplier's ASN list (SUP) and the
 * purchaser's ASN approval (PC); delivery creation, ASN tracking (both sides), order tracing and the
 * supplier's dock booking.
 */
export type PortalPage = 'enterpriseDoor' | 'supplierDoor' | 'newsBoard' | 'personalCentre' | 'orderAnswer' | 'asnList' | 'deliveryCreate' | 'asnTracking' | 'orderTracing' | 'dockBooking';
const PORTAL_PAGES: Partial<Record<string, PortalPage>> = {
  '170401': 'enterpriseDoor', '170402': 'supplierDoor', '5404': 'supplierDoor', '5401': 'newsBoard', '5403': 'personalCentre',
  '5301': 'orderAnswer', '5101': 'asnList', '170602': 'asnList',
  '5103': 'deliveryCreate', '5102': 'asnTracking', '170102': 'asnTracking', '5302': 'orderTracing', '5106': 'dockBooking',
};
/** The pages of the security work of issue 16 (syssec): the operation journal. */
export type SyssecPage = 'operationJournal';
const SYSSEC_PAGES: Partial<Record<string, SyssecPage>> = { '160502': 'operationJournal' };
/**
 * System pages of issue 16 part 2 by menu number: password policy, sign-in exception keys,
 * scheduled jobs (with their add-scheduled and modify-scheduled/{id} forms), the dispatch and abnormal journals.
 */
export type SecurityPage = 'passwordPolicy' | 'exceptionKeys' | 'scheduledJobs' | 'dispatchJournal' | 'abnormalJournal' | SyssecPage;
const SECURITY_PAGES: Partial<Record<string, SecurityPage>> = { '160202': 'passwordPolicy', '160209': 'exceptionKeys', '160601': 'scheduledJobs', '160503': 'dispatchJournal', '160501': 'abnormalJournal', ...SYSSEC_PAGES };
const JOBS_PAGE = '160601';
/** System application pages of their own (issue 16, sysapp) by menu number: the dictionary, mobile versions, barcode operations, the cache. */
export type SysappPage = 'dictionary' | 'mobileVersion' | 'barcodeOperation' | 'cache';
const SYSAPP_PAGES: Partial<Record<string, SysappPage>> = { '160204': 'dictionary', '160201': 'mobileVersion', '160210': 'barcodeOperation', '160208': 'cache' };

/**
 * System.Integrate pages of their own (issue 16) by menu number: item and basic-data
 * synchronisation, the sync log (source-integration), open account; source, back and
 * source-configuration are entity lists.
 */
export type IntegratePage = 'itemSync' | 'basicSync' | 'syncLog' | 'openAccount';
const INTEGRATE_PAGES: Partial<Record<string, IntegratePage>> = { '160406': 'itemSync', '160407': 'basicSync', '160404': 'syncLog', '160403': 'openAccount' };
/**
 * The {route}/add and {route}/modify/{id} forms of the integration pages that are no entity list
 * (docs/decisions/0771): source-integration edits a source (route source), item-synchronization an
 * item source configuration (route source-configuration); account has its own form (accountForm).
 */
const INTEGRATE_FORMS: Partial<Record<IntegratePage, string>> = { syncLog: 'source', itemSync: 'source-configuration' };

/** The stock-take's own pages beside the plan list (SM.Inventory task-notice, task, query), by menu number. */
export type StockCheckPage = 'taskNotice' | 'task' | 'query';
const STOCK_CHECK_PAGES: Partial<Record<string, StockCheckPage>> = { '130202': 'taskNotice', '130203': 'task', '130204': 'query' };

/** The dock and yard pages of their own (issue 15), by menu number; dock-door is the generic entity list. */
export type YardPage = 'appointment' | 'queue' | 'kiosk';
const YARD_PAGES: Partial<Record<string, YardPage>> = { '110402': 'appointment', '110403': 'queue', '110404': 'kiosk' };
/** The tracing pages of Production review (spec console §2) by menu number. */
const TRACE_PAGES: Partial<Record<string, TraceDirection>> = { '140301': 'forward', '140302': 'reverse', '140303': 'resume' };


/** The form page `action` of a list page, by the entity's formPaths: add-{route}, {route}-add or {route}/add (then `/{ref}`). */
function formPath(menu: MenuNode, action: 'add' | 'modify' | 'copy', entity: EntityDef | undefined, ref?: string): string {
  const tail = ref === undefined ? '' : `/${ref}`;
  if (entity?.formPaths === 'slash') return `${menu.path}/${action}${tail}`;
  return menu.path.replace(/[^/]+$/, entity?.formPaths === 'suffix' && action !== 'copy' ? `${menu.url}-${action}${tail}` : `${action}-${menu.url}${tail}`);
}

/** The path of the add page of a list page (`{route}-add` or `{route}/add` by the entity's formPaths). */
export function addPath(menu: MenuNode, entity?: EntityDef): string {
  return formPath(menu, 'add', entity);
}

/** The path of the modify page of one record of a list page: by id, or by business key (modifyRef). */
export function modifyPath(menu: MenuNode, id: number | string, entity?: EntityDef): string {
  return formPath(menu, 'modify', entity, encodeURIComponent(String(id)));
}

/** What a record's modify page is addressed by: its business key for `modifyByKey` entities (Base.Rule), else its id. */
export function modifyRef(entity: EntityDef, row: { id: number } & Record<string, unknown>): number | string {
  return entity.modifyByKey ? String(row[entity.keyField]) : row.id;
}

/** The modify page of a user, supplier user or role: modify-{route}/{id}/{userNo or roleNo} (spec console §2). */
export function accessModifyPath(menu: MenuNode, id: number, key: string): string {
  return menu.path.replace(/[^/]+$/, `modify-${menu.url}/${id}/${encodeURIComponent(key)}`);
}

/** The path of the copy page of one record of a list page (entities declared copyable). */
export function copyPath(menu: MenuNode, id: number, entity?: EntityDef): string {
  return formPath(menu, 'copy', entity, String(id));
}

/** Whether the list page {parent}/{route} lists an entity whose forms are {route}/add, {route}/modify/{id}. */
function slashEntity(pages: MenuNode[], parent: string | undefined, route: string | undefined): boolean {
  const menu = pages.find((m) => m.path === `${parent}/${route}`);
  return menu !== undefined && entityByRoute(menu.url, menu.menuNo)?.formPaths === 'slash';
}

/** Resolves a pathname against the user's menus; undefined means "not found". */
export function resolveRoute(pathname: string, menus: MenuNode[]): PageRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return { kind: 'dashboard' };
  if (path === USER_INFO_PATH) return { kind: 'userInfo' };
  if (path === PASSWORD_PATH) return { kind: 'password' };
  const pages = menuPagesOf(menus);
  const page = pages.find((menu) => menu.path === path);
  if (page) {
    const entity = entityByRoute(page.url, page.menuNo);
    const query = stockQueryOfMenu(page.menuNo);
    if (query) return { kind: 'query', menu: page, query };
    const access = ACCESS_PAGES[page.menuNo];
    if (access) return { kind: 'access', menu: page, access };
    if (page.menuNo === MENU_PAGE) return { kind: 'menus', menu: page };
    if (page.menuNo === LICENCE_MENU) return { kind: 'licence', menu: page };
    const securityPage = SECURITY_PAGES[page.menuNo];
    if (securityPage) return { kind: 'security', menu: page, page: securityPage };
    const sysappPage = SYSAPP_PAGES[page.menuNo];
    if (sysappPage) return { kind: 'sysapp', menu: page, page: sysappPage };
    const integratePage = INTEGRATE_PAGES[page.menuNo];
    if (integratePage) return { kind: 'integrate', menu: page, page: integratePage };
    const report = reportOfMenu(page.menuNo);
    if (report) return { kind: 'report', menu: page, report };
    const portalPage = PORTAL_PAGES[page.menuNo];
    if (portalPage) return { kind: 'portal', menu: page, page: portalPage };
    const direction = TRACE_PAGES[page.menuNo];
    if (direction) return { kind: 'trace', menu: page, direction };
    const checkPage = STOCK_CHECK_PAGES[page.menuNo];
    if (checkPage) return { kind: 'stockcheck', menu: page, page: checkPage };
    const actionPage = INBOUND_ACTION_PAGES[page.menuNo] ?? OUTBOUND_ACTION_PAGES[page.menuNo];
    if (actionPage) return { kind: 'action', menu: page, page: actionPage };
    const inboundPage = INBOUND_PAGES[page.menuNo];
    if (inboundPage) return { kind: 'inbound', menu: page, page: inboundPage };
    const yardPage = YARD_PAGES[page.menuNo];
    if (yardPage) return { kind: 'yard', menu: page, page: yardPage };
    const schedulePage = SCHEDULE_PAGES[page.menuNo];
    if (schedulePage) return { kind: 'schedule', menu: page, page: schedulePage };
    const scheduleList = SCHEDULE_LISTS[page.menuNo];
    if (scheduleList) return { kind: 'list', menu: { ...page, permissions: supplierListPermissions(page.permissions) }, entity: scheduleList };
    const outboundPage = OUTBOUND_PAGES[page.menuNo];
    if (outboundPage) return { kind: 'outbound', menu: page, page: outboundPage };
    const printed = printPage(page);
    if (printed) return { kind: 'list', ...printed };
    return entity ? { kind: 'list', menu: page, entity } : { kind: 'unavailable', menu: page };
  }
  // The warehouse plan (spec console §2 Base.Basic extra manageWarehouse) beside the warehouse list.
  const layout = /^(\/[^/]+\/[^/]+)\/manageWarehouse$/.exec(path);
  const layoutMenu = layout && pages.find((m) => m.path === `${layout[1]}/warehouse`);
  if (layoutMenu) return { kind: 'layout', menu: layoutMenu };
  // Menus: add-menu/{menuOwner} and add-Secmenu/{menuOwner} open the menu page with its add dialog.
  const menuAdd = /^(\/[^/]+\/[^/]+)\/add-(menu|Secmenu)\/([^/]+)$/.exec(path);
  const menusMenu = menuAdd && pages.find((m) => m.path === `${menuAdd[1]}/menu` && m.menuNo === MENU_PAGE);
  if (menuAdd && menusMenu) return { kind: 'menus', menu: menusMenu, addTo: { mode: menuAdd[2] === 'menu' ? 'peer' : 'child', menuOwner: decodeURIComponent(menuAdd[3]) } };
  // Users, supplier users and roles: add-{route}, modify-{route}/{id}/{userNo or roleNo} (spec console §2).
  const accessForm = /^(\/[^/]+\/[^/]+)\/(add|modify)-([^/]+?)(?:\/(\d+)\/[^/]+)?$/.exec(path);
  const accessMenu = accessForm && pages.find((m) => m.path === `${accessForm[1]}/${accessForm[3]}` && ACCESS_PAGES[m.menuNo]);
  if (accessForm && accessMenu && (accessForm[2] === 'add') === !accessForm[4]) {
    return { kind: 'accessForm', menu: accessMenu, access: ACCESS_PAGES[accessMenu.menuNo]!, id: accessForm[4] ? Number(accessForm[4]) : undefined };
  }
  // System.Dispatch: add-scheduled and modify-scheduled/{id} (spec console §2).
  const jobForm = /^(\/[^/]+\/[^/]+)\/(add|modify)-scheduled(?:\/(\d+))?$/.exec(path);
  const jobsMenu = jobForm && pages.find((m) => m.path === `${jobForm[1]}/scheduled` && m.menuNo === JOBS_PAGE);
  if (jobForm && jobsMenu && (jobForm[2] === 'add') === !jobForm[3]) return { kind: 'jobForm', menu: jobsMenu, id: jobForm[3] ? Number(jobForm[3]) : undefined };
  const integrateForm = /^(\/[^/]+\/[^/]+\/[^/]+)\/(add|modify\/(\d+))$/.exec(path);
  const integrateMenu = integrateForm && pages.find((m) => m.path === integrateForm[1] && INTEGRATE_PAGES[m.menuNo]);
  if (integrateForm && integrateMenu) {
    const id = integrateForm[3] ? Number(integrateForm[3]) : undefined;
    const integratePage = INTEGRATE_PAGES[integrateMenu.menuNo]!;
    if (integratePage === 'openAccount') return { kind: 'accountForm', menu: integrateMenu, id };
    const entity = INTEGRATE_FORMS[integratePage] && entityByRoute(INTEGRATE_FORMS[integratePage]);
    if (entity) return { kind: 'form', menu: integrateMenu, entity, mode: id === undefined ? 'add' : 'update', id };
  }
  // Base.Task's process-config and process-list name their forms {route}-add and {route}-modify/{id}.
  const suffix = /^(\/[^/]+\/[^/]+)\/([^/]+)-(add|modify)(?:\/([^/]+))?$/.exec(path);
  // Reconciliation rule and product process name them {route}/add, {route}/modify/{id}, {route}/copy/{id}.
  const slash = /^(\/[^/]+\/[^/]+)\/([^/]+)\/(add|modify|copy)(?:\/([^/]+))?$/.exec(path);
  const form: (string | undefined)[] | null =
    /^(\/[^/]+\/[^/]+)\/(add|modify|copy)-([^/]+?)(?:\/([^/]+))?$/.exec(path) ??
    (suffix && entityByRoute(suffix[2])?.formPaths === 'suffix' ? [suffix[0], suffix[1], suffix[3], suffix[2], suffix[4]] : null) ??
    (slash && slashEntity(pages, slash[1], slash[2]) ? [slash[0], slash[1], slash[3], slash[2], slash[4]] : null);
  if (!form) return undefined;
  const [, parent, action, route, id] = form;
  const menu = pages.find((m) => m.path === `${parent}/${route}`);
  const entity = menu && entityByRoute(menu.url, menu.menuNo);
  if (!menu || !entity) return undefined;
  if (action === 'add') return id ? undefined : { kind: 'form', menu, entity, mode: 'add' };
  const numeric = id !== undefined && /^\d+$/.test(id);
  if (action === 'copy') return numeric && entity.copyable ? { kind: 'form', menu, entity, mode: 'add', copyOf: Number(id) } : undefined;
  if (entity.modifyByKey) return id ? { kind: 'form', menu, entity, mode: 'update', key: decodeURIComponent(id) } : undefined;
  return numeric ? { kind: 'form', menu, entity, mode: 'update', id: Number(id) } : undefined;
}

/**
 * Views marked noCache (spec console §2 "Tabs") are not kept alive: a hidden tab of such a view
 * holds no page, so coming back to it loads it afresh. The stock queries and reports are noCache:
 * stock moves while the user works in other tabs, and a kept-alive figure would be stale.
 */
export function isNoCache(route: PageRoute): boolean {
  return route.kind === 'query' || route.kind === 'report';
}

/** The menu of a path's page (the list page for a form), for titles, App-Module-Number and the side menu. */
export function menuOfRoute(route: PageRoute | undefined): MenuNode | undefined {
  return route && 'menu' in route ? route.menu : undefined;
}
