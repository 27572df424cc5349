/**
 * Group redirects of spec console §2 and workflows §2: the path of a menu group (level 2 or 3,
 * e.g. /base, /system/journal) opens the group's default page instead of /404. The spec names the
 * default of some groups (/base the organizational list, /inbound the arrival notes, /sm the stock
 * balances, /system the staff list, /offsite Offsite.Delivery (its first page, the delivery addresses),
 * deliverySchedule the announcement news, Base.Barcode
 * label-management, Base.Task document-categories, System.Integrate source, System.Journal abnormal,
 * System.Dispatch scheduled, production-information work-order, inbound quality its document list);
 * any other group opens its first page. When the user may not see the named default, the first page
 * of the group the user can see is opened; a group with no visible page is not found.
 */
import { isMenuPage, menuPagesOf } from '../shared/menu-tree.ts';
import type { MenuNode } from '../client/session-store.ts';

/** The spec's default page of a group path. */
export const GROUP_DEFAULTS: Readonly<Record<string, string>> = {
  '/base': '/base/basic/organizational',
  '/base/barcode': '/base/barcode/label-management',
  '/base/task': '/base/task/document-categories',
  '/inbound': '/inbound/arrival/arrival-note',
  '/inbound/arrival': '/inbound/arrival/arrival-note',
  '/inbound/quality': '/inbound/quality/document',
  '/outbound': '/outbound/outbound/notice',
  '/sm': '/sm/stock/allowance',
  '/production/production-information': '/production/production-information/work-order',
  '/system': '/system/jurisdiction/staff',
  '/system/integrate': '/system/integrate/source',
  '/system/journal': '/system/journal/abnormal',
  '/system/dispatch': '/system/dispatch/scheduled',
  '/offsite': '/offsite/delivery/address',
  '/offsite/deliverySchedule': '/offsite/announcement/news',
};

function findGroup(menus: MenuNode[], path: string): MenuNode | undefined {
  for (const menu of menus) {
    if (isMenuPage(menu)) continue;
    if (menu.path === path) return menu;
    const found = findGroup(menu.children, path);
    if (found) return found;
  }
  return undefined;
}

/** The page path a group path redirects to, or undefined when `path` is no group the user can see a page of. */
export function groupRedirect(path: string, menus: MenuNode[]): string | undefined {
  const normalized = path.replace(/\/+$/, '');
  const named = GROUP_DEFAULTS[normalized];
  const pages = menuPagesOf(menus);
  if (named && pages.some((page) => page.path === named)) return named;
  const group = findGroup(menus, normalized);
  return group ? menuPagesOf(group.children)[0]?.path : undefined;
}

/**
 * The spec paths the console serves under another path (spec console §2; docs/decisions/0444):
 * Base.Basic's add-cell opens the cell form of Base.Material; Base.Basic's modify-cell,
 * modify-itemGroupSub, modify-tax and modify-currency and the invoicing rule's rule/copy take no
 * id in the spec, so they take it from the query (`?id=12`) and open the form of that row, or the
 * list to choose a row from when none is given. Answers the path to open, or undefined.
 */
export function specAlias(path: string, search: string): string | undefined {
  const normalized = path.replace(/\/+$/, '');
  const id = new URLSearchParams(search).get('id');
  const row = id && /^\d+$/.test(id) ? id : undefined;
  if (normalized === '/base/basic/add-cell') return '/base/material/add-cell';
  const modify = /^\/base\/basic\/modify-(cell|itemGroupSub|tax|currency)$/.exec(normalized);
  if (modify) {
    const group = modify[1] === 'cell' ? '/base/material' : '/base/basic';
    return row ? `${group}/modify-${modify[1]}/${row}` : `${group}/${modify[1]}`;
  }
  if (normalized === '/reconciliation/invoicing/rule/copy') return row ? `${normalized}/${row}` : '/reconciliation/invoicing/rule';
  return undefined;
}
