/**
 * The IMPORT_MODULE enumeration: every PC page by its menu number, labelled with the page's seeded
 * name in each language (import configuration's Module column and filter, walk 12-26 defect 9).
 * Built from the menu tree, so it never lags behind it; not seeded into sys_enum (the names live in
 * sys_menu).
 */
import { flattenMenus, MENU_TREE, type MenuName } from '../menus.ts';

/** The PC pages' menu numbers, in tree order. */
export const PAGE_MENU_NOS: readonly string[] = flattenMenus(MENU_TREE).filter((menu) => menu.level === 4).map((menu) => menu.menuNo);

/** `{ [menuNo]: name }` of the PC pages in one language of the tree's names. */
export function pageMenuNames(language: keyof MenuName): Record<string, string> {
  return Object.fromEntries(flattenMenus(MENU_TREE).filter((menu) => menu.level === 4).map((menu) => [menu.menuNo, menu.name[language]]));
}
