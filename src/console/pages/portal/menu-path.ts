/** The path of the page `menuNo` in the user's menu tree, or undefined when the user's menus do not hold it. */
import type { MenuNode } from '../../../client/session-store.ts';

export function menuPath(menus: MenuNode[], menuNo: string): string | undefined {
  for (const menu of menus) {
    if (menu.menuNo === menuNo) return menu.path;
    const inside = menuPath(menu.children, menuNo);
    if (inside) return inside;
  }
  return undefined;
}
