/**
 * Routes built from the server menu (spec console §2): a level-4 menu's path is its list page;
 * a menu whose url is an entity route renders the generic list, and its add-{route} and
 * modify-{route}/{id} pages the generic form, named after the list page as their parent (so the
 * list's tab and menu entry stay). Any other menu renders the "not available yet" page.
 */
import { entityByRoute } from '../shared/entities/index.ts';
import type { EntityDef } from '../shared/entity.ts';
import type { MenuNode } from './store/session-store.ts';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
/** The user's own settings (spec console §2 "/setting"): user information and password. */
export const SETTING_PATH = '/setting';
export const USER_INFO_PATH = '/setting/user-info';
export const PASSWORD_PATH = '/setting/password';

/** What one console path shows. */
export type PageRoute =
  | { kind: 'dashboard' }
  | { kind: 'userInfo' }
  | { kind: 'password' }
  | { kind: 'list'; menu: MenuNode; entity: EntityDef }
  | { kind: 'form'; menu: MenuNode; entity: EntityDef; mode: 'add' | 'update'; id?: number }
  | { kind: 'unavailable'; menu: MenuNode };

/** Every level-4 page of a menu tree, depth first. */
function menuPages(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((menu) => (menu.menuLevel === 4 ? [menu] : menuPages(menu.children)));
}

/** The path of the add page of a list page. */
export function addPath(menu: MenuNode): string {
  return menu.path.replace(/[^/]+$/, `add-${menu.url}`);
}

/** The path of the modify page of one record of a list page. */
export function modifyPath(menu: MenuNode, id: number): string {
  return menu.path.replace(/[^/]+$/, `modify-${menu.url}/${id}`);
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
    const entity = entityByRoute(page.url);
    return entity ? { kind: 'list', menu: page, entity } : { kind: 'unavailable', menu: page };
  }
  const form = /^(\/[^/]+\/[^/]+)\/(add|modify)-([^/]+?)(?:\/(\d+))?$/.exec(path);
  if (!form) return undefined;
  const [, parent, action, route, id] = form;
  const menu = pages.find((m) => m.path === `${parent}/${route}`);
  const entity = menu && entityByRoute(menu.url);
  if (!menu || !entity) return undefined;
  if (action === 'add') return id ? undefined : { kind: 'form', menu, entity, mode: 'add' };
  return id ? { kind: 'form', menu, entity, mode: 'update', id: Number(id) } : undefined;
}

/** The menu of a path's page (the list page for a form), for titles, App-Module-Number and the side menu. */
export function menuOfRoute(route: PageRoute | undefined): MenuNode | undefined {
  return route && 'menu' in route ? route.menu : undefined;
}
