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
import { printPage } from './pages/print/print-pages.ts';
import type { AccessKind } from '../shared/access.ts';
import type { EntityDef } from '../shared/entity.ts';
import type { MenuNode } from './store/session-store.ts';

import { PASSWORD_PATH, USER_INFO_PATH } from './paths.ts';

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
  | { kind: 'menus'; menu: MenuNode }
  | { kind: 'action'; menu: MenuNode; page: ActionPageDef }
  | { kind: 'inbound'; menu: MenuNode; page: InboundPage }
  | { kind: 'security'; menu: MenuNode; page: SecurityPage }
  | { kind: 'jobForm'; menu: MenuNode; id?: number }
  | { kind: 'unavailable'; menu: MenuNode };

/** The administration pages of System jurisdiction (spec console §2) by menu number: users, supplier users, roles. */
const ACCESS_PAGES: Partial<Record<string, AccessKind>> = { '160102': 'user', '160103': 'supplierUser', '160104': 'role' };
const MENU_PAGE = '160105';

/**
 * System pages of issue 16 part 2 by menu number: password policy, sign-in exception keys,
 * scheduled jobs (with their add-scheduled and modify-scheduled/{id} forms), the dispatch and abnormal journals.
 */
export type SecurityPage = 'passwordPolicy' | 'exceptionKeys' | 'scheduledJobs' | 'dispatchJournal' | 'abnormalJournal';
const SECURITY_PAGES: Partial<Record<string, SecurityPage>> = { '160202': 'passwordPolicy', '160209': 'exceptionKeys', '160601': 'scheduledJobs', '160503': 'dispatchJournal', '160501': 'abnormalJournal' };
const JOBS_PAGE = '160601';

/** The stock-take's own pages beside the plan list (SM.Inventory task-notice, task, query), by menu number. */
export type StockCheckPage = 'taskNotice' | 'task' | 'query';
const STOCK_CHECK_PAGES: Partial<Record<string, StockCheckPage>> = { '130202': 'taskNotice', '130203': 'task', '130204': 'query' };

/** Every level-4 page of a menu tree, depth first. */
function menuPages(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((menu) => (menu.menuLevel === 4 ? [menu] : menuPages(menu.children)));
}

/** The path of the add page of a list page (`{route}-add` for an entity with formPaths 'suffix'). */
export function addPath(menu: MenuNode, entity?: EntityDef): string {
  return menu.path.replace(/[^/]+$/, entity?.formPaths === 'suffix' ? `${menu.url}-add` : `add-${menu.url}`);
}

/** The path of the modify page of one record of a list page: by id, or by business key (modifyRef). */
export function modifyPath(menu: MenuNode, id: number | string, entity?: EntityDef): string {
  const ref = encodeURIComponent(String(id));
  return menu.path.replace(/[^/]+$/, entity?.formPaths === 'suffix' ? `${menu.url}-modify/${ref}` : `modify-${menu.url}/${ref}`);
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
export function copyPath(menu: MenuNode, id: number): string {
  return menu.path.replace(/[^/]+$/, `copy-${menu.url}/${id}`);
}

/** Resolves a pathname against the user's menus; undefined means "not found". */
export function resolveRoute(pathname: string, menus: MenuNode[]): PageRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return { kind: 'dashboard' };
  if (path === USER_INFO_PATH) return { kind: 'userInfo' };
  if (path === PASSWORD_PATH) return { kind: 'password' };
  const pages = menuPages(menus);
  const page = pages.find((menu) => menu.path === path);
  if (page) {
    const entity = entityByRoute(page.url, page.menuNo);
    const query = stockQueryOfMenu(page.menuNo);
    if (query) return { kind: 'query', menu: page, query };
    const access = ACCESS_PAGES[page.menuNo];
    if (access) return { kind: 'access', menu: page, access };
    if (page.menuNo === MENU_PAGE) return { kind: 'menus', menu: page };
    const securityPage = SECURITY_PAGES[page.menuNo];
    if (securityPage) return { kind: 'security', menu: page, page: securityPage };
    const report = reportOfMenu(page.menuNo);
    if (report) return { kind: 'report', menu: page, report };
    const checkPage = STOCK_CHECK_PAGES[page.menuNo];
    if (checkPage) return { kind: 'stockcheck', menu: page, page: checkPage };
    const actionPage = INBOUND_ACTION_PAGES[page.menuNo];
    if (actionPage) return { kind: 'action', menu: page, page: actionPage };
    const inboundPage = INBOUND_PAGES[page.menuNo];
    if (inboundPage) return { kind: 'inbound', menu: page, page: inboundPage };
    const printed = printPage(page);
    if (printed) return { kind: 'list', ...printed };
    return entity ? { kind: 'list', menu: page, entity } : { kind: 'unavailable', menu: page };
  }
  // The warehouse plan (spec console §2 Base.Basic extra manageWarehouse) beside the warehouse list.
  const layout = /^(\/[^/]+\/[^/]+)\/manageWarehouse$/.exec(path);
  const layoutMenu = layout && pages.find((m) => m.path === `${layout[1]}/warehouse`);
  if (layoutMenu) return { kind: 'layout', menu: layoutMenu };
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
  // Base.Task's process-config and process-list name their forms {route}-add and {route}-modify/{id}.
  const suffix = /^(\/[^/]+\/[^/]+)\/([^/]+)-(add|modify)(?:\/([^/]+))?$/.exec(path);
  const form: (string | undefined)[] | null =
    /^(\/[^/]+\/[^/]+)\/(add|modify|copy)-([^/]+?)(?:\/([^/]+))?$/.exec(path) ??
    (suffix && entityByRoute(suffix[2])?.formPaths === 'suffix' ? [suffix[0], suffix[1], suffix[3], suffix[2], suffix[4]] : null);
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
