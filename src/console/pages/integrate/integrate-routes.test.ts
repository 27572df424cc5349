import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const page = (url: string, menuNo: string): MenuNode => ({
  menuNo, menuName: url, menuNameMap: {}, menuLevel: 4, url, path: `/system/integrate/${url}`, sort: 1, icon: null, permissions: { isSearch: true }, children: [],
});
const PAGES: [string, string][] = [
  ['source', '160401'], ['back', '160402'], ['account', '160403'], ['source-integration', '160404'],
  ['source-configuration', '160405'], ['item-synchronization', '160406'], ['basic-synchronization', '160407'],
];
const MENUS: MenuNode[] = [{ ...page('system', '16'), menuLevel: 2, path: '/system', children: [{ ...page('integrate', '1604'), menuLevel: 3, path: '/system/integrate', children: PAGES.map(([url, no]) => page(url, no)) }] }];

describe('System.Integrate routes', () => {
  it('should show every integration page instead of "not available yet"', () => {
    const kinds = PAGES.map(([url]) => resolveRoute(`/system/integrate/${url}`, MENUS));
    expect(kinds.map((route) => route?.kind)).toEqual(['list', 'list', 'integrate', 'integrate', 'list', 'integrate', 'integrate']);
    expect(kinds.map((route) => (route?.kind === 'list' ? route.entity.name : route?.kind === 'integrate' ? route.page : undefined)))
      .toEqual(['integrationSource', 'callback', 'openAccount', 'syncLog', 'sourceConfig', 'itemSync', 'basicSync']);
  });

  it('should open the add and modify/{id} forms of sources, callbacks and configurations', () => {
    expect(resolveRoute('/system/integrate/source/add', MENUS)).toMatchObject({ kind: 'form', mode: 'add' });
    expect(resolveRoute('/system/integrate/back/modify/7', MENUS)).toMatchObject({ kind: 'form', mode: 'update', id: 7 });
    expect(resolveRoute('/system/integrate/source-configuration/modify/3', MENUS)).toMatchObject({ kind: 'form', mode: 'update', id: 3 });
  });

  it('should open the add and modify/{id} forms of open account, source integration and item synchronisation', () => {
    expect(resolveRoute('/system/integrate/account/add', MENUS)).toMatchObject({ kind: 'accountForm', id: undefined });
    expect(resolveRoute('/system/integrate/account/modify/4', MENUS)).toMatchObject({ kind: 'accountForm', id: 4 });
    expect(resolveRoute('/system/integrate/source-integration/add', MENUS)).toMatchObject({ kind: 'form', mode: 'add', entity: { name: 'integrationSource' }, menu: { menuNo: '160404' } });
    expect(resolveRoute('/system/integrate/source-integration/modify/2', MENUS)).toMatchObject({ kind: 'form', mode: 'update', id: 2, entity: { name: 'integrationSource' } });
    expect(resolveRoute('/system/integrate/item-synchronization/add', MENUS)).toMatchObject({ kind: 'form', mode: 'add', entity: { name: 'sourceConfig' }, menu: { menuNo: '160406' } });
    expect(resolveRoute('/system/integrate/item-synchronization/modify/9', MENUS)).toMatchObject({ kind: 'form', mode: 'update', id: 9, entity: { name: 'sourceConfig' } });
  });

  it('should give basic-data synchronisation no forms and refuse a modify without an id', () => {
    expect(resolveRoute('/system/integrate/basic-synchronization/add', MENUS)).toBeUndefined();
    expect(resolveRoute('/system/integrate/account/modify', MENUS)).toBeUndefined();
    expect(resolveRoute('/system/integrate/account/modify/x', MENUS)).toBeUndefined();
  });
});
