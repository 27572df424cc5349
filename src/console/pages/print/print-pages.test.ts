import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const ALL_FLAGS = { isSearch: true, isAdd: true, isModify: true, isDelete: true, isImport: true, isExport: true, isPrint: true };
const page = (url: string, menuNo: string): MenuNode => ({
  menuNo, menuName: url, menuNameMap: {}, menuLevel: 4, url, path: `/base/print/${url}`, sort: 1, icon: null, permissions: ALL_FLAGS, children: [],
});
const MENUS: MenuNode[] = [{ ...page('print', '1004'), menuLevel: 3, path: '/base/print', children: [
  page('label-print', '100401'), page('split-label-print', '100402'), page('container-print', '100403'), page('storage-print', '100404'), page('label-template', '100405'),
] }];

describe('Base.Print pages', () => {
  it.each([['label-print', 'label'], ['split-label-print', 'label'], ['container-print', 'container'], ['storage-print', 'cell']])(
    'should list the source rows of %s with only the search, export and print flags of its menu',
    (url, entity) => {
      const route = resolveRoute(`/base/print/${url}`, MENUS);
      expect(route?.kind === 'list' && [route.entity.name, route.menu.url, route.menu.permissions]).toEqual([entity, url, { isSearch: true, isExport: true, isPrint: true }]);
    },
  );

  it('should give the template pages their own entity with every flag, and add and modify forms', () => {
    const route = resolveRoute('/base/print/label-template', MENUS);
    expect(route?.kind === 'list' && [route.entity.name, route.menu.permissions]).toEqual(['labelTemplate', ALL_FLAGS]);
    expect(resolveRoute('/base/print/modify-label-template/7', MENUS)?.kind).toBe('form');
    expect(resolveRoute('/base/print/add-label-print', MENUS)).toBeUndefined();
  });
});
