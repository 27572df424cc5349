/**
 * A menu's name and place by its number, in a language (the operation journal's Page and Action
 * columns, a picker with nothing to choose): the signed-in user's menu tree first (it carries names
 * an administrator renamed), else the seeded PC, supplier and PDA trees; undefined for a number
 * neither knows.
 */
import type { MenuNode } from '../../client/session-store.ts';
import { PDA_MENU_TREE, SUP_MENU_TREE } from '../../shared/app-menus.ts';
import { flattenMenus, MENU_TREE, type MenuName } from '../../shared/menus.ts';

const SEEDED = new Map<string, MenuName>([...flattenMenus(MENU_TREE), ...flattenMenus(SUP_MENU_TREE), ...flattenMenus(PDA_MENU_TREE)].map((menu) => [menu.menuNo, menu.name]));

function findMenu(nodes: readonly MenuNode[] | null, menuNo: string): MenuNode | undefined {
  for (const node of nodes ?? []) {
    if (node.menuNo === menuNo) return node;
    const found = findMenu(node.children, menuNo);
    if (found) return found;
  }
  return undefined;
}

/** The name of menu `menuNo` in `language` (en-US, zh-CN, zh-TW), looked up in `menus` then the seeded trees. */
export function menuNameOf(menuNo: string, language: string, menus: readonly MenuNode[] | null): string | undefined {
  const own = findMenu(menus, menuNo);
  if (own) return own.menuNameMap[language] ?? own.menuName;
  const seeded = SEEDED.get(menuNo);
  if (!seeded) return undefined;
  return language === 'zh-CN' ? seeded.zhCN : language === 'zh-TW' ? seeded.zhTW : seeded.en;
}

/**
 * Where a page is in the side menu, as a person reads it: its group's, sub-group's and own names in
 * `language` joined by " > " ("Production basic data > Line types"); undefined for an unknown number.
 */
export function menuPathOf(menuNo: string, language: string, menus: readonly MenuNode[] | null): string | undefined {
  const names: string[] = [];
  for (let length = 2; length <= menuNo.length; length += 2) {
    const name = menuNameOf(menuNo.slice(0, length), language, menus);
    if (name) names.push(name);
  }
  return names.length ? names.join(' > ') : undefined;
}
