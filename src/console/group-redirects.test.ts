import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from '../shared/menus.ts';
import { GROUP_DEFAULTS, groupRedirect, specAlias } from './group-redirects.ts';
import { resolveRoute } from './routes.ts';
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
      '/offsite/delivery/address',
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

describe('specAlias', () => {
  it("should open the spec's Base.Basic add-cell as the cell form of Base.Material", () => {
    expect(specAlias('/base/basic/add-cell', '')).toBe('/base/material/add-cell');
    expect(resolveRoute('/base/material/add-cell', ALL)).toMatchObject({ kind: 'form', mode: 'add', entity: { name: 'cell' } });
  });

  it('should open the modify pages the spec writes without an id at the row of the query, or the list without one', () => {
    const paths = ['cell', 'itemGroupSub', 'tax', 'currency'].map((route) => specAlias(`/base/basic/modify-${route}`, '?id=12'));
    expect(paths).toEqual(['/base/material/modify-cell/12', '/base/basic/modify-itemGroupSub/12', '/base/basic/modify-tax/12', '/base/basic/modify-currency/12']);
    expect(paths.map((path) => resolveRoute(path!, ALL))).toMatchObject(['cell', 'itemGroupSub', 'tax', 'currency'].map((name) => ({ kind: 'form', mode: 'update', id: 12, entity: { name } })));
    expect(specAlias('/base/basic/modify-tax', '')).toBe('/base/basic/tax');
    expect(specAlias('/base/basic/modify-tax', '?id=x')).toBe('/base/basic/tax');
  });

  it("should open the invoicing rule's rule/copy at the rule of the query", () => {
    expect(specAlias('/reconciliation/invoicing/rule/copy', '?id=7')).toBe('/reconciliation/invoicing/rule/copy/7');
    expect(resolveRoute('/reconciliation/invoicing/rule/copy/7', ALL)).toMatchObject({ kind: 'form', mode: 'add', copyOf: 7, entity: { name: 'invoicingRule' } });
    expect(specAlias('/reconciliation/invoicing/rule/copy', '')).toBe('/reconciliation/invoicing/rule');
  });

  it('should leave every path the console serves alone', () => {
    expect(['/base/basic/tax', '/base/basic/modify-tax/3', '/base/material/add-cell'].map((path) => specAlias(path, '?id=1'))).toEqual([undefined, undefined, undefined]);
  });
});

describe('the pages of issue 26', () => {
  it('should serve the item cell and production line lists and forms, and the menu page at add-menu and add-Secmenu', () => {
    expect(resolveRoute('/base/material/item-cell', ALL)).toMatchObject({ kind: 'list', entity: { name: 'itemCell' } });
    expect(resolveRoute('/base/material/add-item-cell', ALL)).toMatchObject({ kind: 'form', mode: 'add', entity: { name: 'itemCell' } });
    expect(resolveRoute('/base/material/modify-item-cell/4', ALL)).toMatchObject({ kind: 'form', mode: 'update', id: 4 });
    expect(resolveRoute('/production/basic-data/production-line', ALL)).toMatchObject({ kind: 'list', entity: { name: 'productionLine' } });
    expect(resolveRoute('/system/jurisdiction/add-menu/1001', ALL)).toMatchObject({ kind: 'menus', addTo: { mode: 'peer', menuOwner: '1001' } });
    expect(resolveRoute('/system/jurisdiction/add-Secmenu/10', ALL)).toMatchObject({ kind: 'menus', addTo: { mode: 'child', menuOwner: '10' } });
    expect(resolveRoute('/system/jurisdiction/add-menu', ALL)).toBeUndefined();
  });
});
