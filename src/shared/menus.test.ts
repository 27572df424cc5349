import { describe, expect, it } from 'vitest';
import { ENTITIES } from './entities/index.ts';
import { DEFAULT_FAVOURITES, flattenMenus, MENU_TREE } from './menus.ts';

const menus = flattenMenus();

describe('menu tree', () => {
  it('should give every menu a unique number when the tree is built', () => {
    const numbers = menus.map((menu) => menu.menuNo);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("should prefix a child's number with its parent's when menus are nested", () => {
    for (const menu of menus.filter((m) => m.menuOwner !== '0')) {
      expect(menu.menuNo.startsWith(menu.menuOwner), menu.menuNo).toBe(true);
      expect(menu.menuNo).toHaveLength(menu.menuOwner.length + 2);
    }
  });

  it('should place pages at level 4 and their path under group and sub-group when the tree is built', () => {
    for (const group of MENU_TREE) {
      expect(group.level).toBe(2);
      for (const sub of group.children) {
        expect(sub.level).toBe(3);
        for (const page of sub.children) {
          expect(page.level).toBe(4);
          expect(page.path).toBe(`/${group.url}/${sub.url}/${page.url}`);
        }
      }
    }
  });

  it.each(Object.values(ENTITIES).map((entity) => [entity.name, entity] as const))(
    'should have a level-4 page whose number and route match the %s entity',
    (_name, entity) => {
      const page = menus.find((menu) => menu.menuNo === entity.menuNo);
      expect(page?.level).toBe(4);
      expect(page?.url).toBe(entity.route);
    },
  );

  it('should name level-4 pages when favourites are pinned by default', () => {
    for (const menuNo of DEFAULT_FAVOURITES) expect(menus.find((menu) => menu.menuNo === menuNo)?.level).toBe(4);
  });

  it('should have a name in the three languages when a menu is seeded', () => {
    for (const menu of menus) for (const name of Object.values(menu.name)) expect(name, menu.menuNo).toMatch(/\S/);
  });
});
