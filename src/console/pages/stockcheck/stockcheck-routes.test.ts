import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo, menuName: path, menuNameMap: {}, menuLevel: 4, url: path.split('/').at(-1)!, path, sort: 1, icon: null, permissions: { isSearch: true }, children: [],
});

const MENUS: MenuNode[] = [{
  ...page('/sm', '13'), menuLevel: 2,
  children: [{
    ...page('/sm/inventory', '1302'), menuLevel: 3,
    children: [page('/sm/inventory/plan', '130201'), page('/sm/inventory/task-notice', '130202'), page('/sm/inventory/task', '130203'), page('/sm/inventory/query', '130204')],
  }],
}];

describe('stock-take routes (spec console §2 SM Inventory)', () => {
  it('should open the count plan list and its modify page by plan number', () => {
    const list = resolveRoute('/sm/inventory/plan', MENUS);
    expect(list?.kind === 'list' && list.entity.name).toBe('chkCheckStock');
    const modify = resolveRoute('/sm/inventory/modify-plan/CHK202611240001', MENUS);
    expect(modify?.kind === 'form' && [modify.mode, modify.key, modify.menu.menuNo]).toEqual(['update', 'CHK202611240001', '130201']);
    expect(resolveRoute('/sm/inventory/add-plan', MENUS)?.kind).toBe('form');
  });

  it('should open the task-notice, task and query pages of the stock-take', () => {
    const pages = ['task-notice', 'task', 'query'].map((url) => resolveRoute(`/sm/inventory/${url}`, MENUS));
    expect(pages.map((route) => route?.kind === 'stockcheck' && route.page)).toEqual(['taskNotice', 'task', 'query']);
  });
});
