import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from '../shared/menus.ts';
import { GROUP_DEFAULTS, groupRedirect } from './group-redirects.ts';
import type { MenuNode } from '../client/session-store.ts';

/** The seeded PC tree as a user with every page would get it from getsysmenulist. */
function toNode(seed: MenuSeed, index: number): MenuNode {
  return {
    menuNo: seed.menuNo,
    menuName: seed.name.en,
    menuNameMap: {},
    menuLevel: seed.level,
    url: seed.url,
    path: seed.path,
    sort: index + 1,
    icon: null,
    permissions: seed.level === 4 ? { isSearch: true } : {},
    children: seed.children.map(toNode),
  };
}

const ALL = MENU_TREE.map(toNode);

/** The tree without the pages whose path is in `hidden`, and without groups left empty. */
function without(menus: MenuNode[], hidden: string[]): MenuNode[] {
  return menus.flatMap((menu) => {
    if (menu.menuLevel === 4) return hidden.includes(menu.path) ? [] : [menu];
    const children = without(menu.children, hidden);
    return children.length ? [{ ...menu, children }] : [];
  });
}

describe('groupRedirect', () => {
  it('should open the default pages the spec names for the top groups', () => {
    expect(['/base', '/inbound', '/sm', '/system', '/offsite', '/outbound'].map((path) => groupRedirect(path, ALL))).toEqual([
      '/base/basic/organizational',
      '/inbound/arrival/arrival-note',
      '/sm/stock/allowance',
      '/system/jurisdiction/staff',
      '/offsite/announcement/news',
      '/outbound/outbound/notice',
    ]);
  });

  it('should open the named defaults of sub-groups and the first page of any other group', () => {
    expect(groupRedirect('/base/barcode/', ALL)).toBe('/base/barcode/label-management');
    expect(groupRedirect('/base/task', ALL)).toBe('/base/task/document-categories');
    expect(groupRedirect('/system/journal', ALL)).toBe('/system/journal/abnormal');
    expect(groupRedirect('/system/dispatch', ALL)).toBe('/system/dispatch/scheduled');
    expect(groupRedirect('/offsite/deliverySchedule', ALL)).toBe('/offsite/announcement/news');
    expect(groupRedirect('/report', ALL)).toBe('/report/report/turnover-rate');
    expect(groupRedirect('/base/material', ALL)).toBe('/base/material/materiel');
  });

  it('should name only groups and pages of the seeded menu tree', () => {
    for (const [group, page] of Object.entries(GROUP_DEFAULTS)) {
      expect(groupRedirect(group, without(ALL, [page])), group).not.toBe(page);
      expect(groupRedirect(group, ALL), group).toBe(page);
    }
  });

  it('should open the first visible page of the group when the user may not see the named default', () => {
    const menus = without(ALL, ['/system/jurisdiction/staff', '/system/jurisdiction/user']);
    expect(groupRedirect('/system', menus)).toBe('/system/jurisdiction/supplierUser');
  });

  it('should find nothing for a page, an unknown path or a group without a visible page', () => {
    expect(groupRedirect('/base/basic/organizational', ALL)).toBeUndefined();
    expect(groupRedirect('/nowhere', ALL)).toBeUndefined();
    const menus = without(ALL, ['/system/journal/abnormal', '/system/journal/operation', '/system/journal/dispatch']);
    expect(groupRedirect('/system/journal', menus)).toBeUndefined();
  });
});
