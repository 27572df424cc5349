/**
 * The menu tree of the signed-in user: a supplier user gets the supplier portal's (SUP) tree from
 * IBmLoginService/getSupMenuAuth and never an enterprise menu; everyone else the PC tree of
 * ISysMenuService/getsysmenulist (DESIGN.md "Surfaces and their users").
 */
import { call } from '../../client/request.ts';
import type { MenuNode, UserInfo } from '../../client/session-store.ts';

export function loadUserMenus(user: Pick<UserInfo, 'userType'>, options: { quiet?: boolean } = {}): Promise<MenuNode[]> {
  return user.userType === 'supplier'
    ? call<MenuNode[]>('IBmLoginService', 'getSupMenuAuth', {}, options)
    : call<MenuNode[]>('ISysMenuService', 'getsysmenulist', { appNo: 'PC' }, options);
}
