/**
 * ISysMenuService/getsysmenulist (spec console §2 "Routes are built from the server menu and the
 * user's permissions", §3 Menu; §7 "PDA menu list": appNo PDA): the signed-in user's menu tree of
 * one application (default PC), localized by Accept-Language, each page (PAGE_LEVEL of the
 * application) with the permission flags the user holds on it. A group without a visible page is
 * left out, and so is a PC top group the licence does not list among its modules (workflows §5 "a
 * licence with a validity period limits the visible modules"; System always stays, so the licence
 * page can be reached). IBmLoginService/getSupMenuAuth (spec console §7 Authority, empty body) answers the SUP tree.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSION_FLAGS, type MenuPermissions } from '../../shared/permissions.ts';
import { sysMenu } from '../db/schema.ts';
import { APP_NOS, PAGE_LEVEL, type AppNo } from '../../shared/app-menus.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { hasFlag } from '../rpc/permission.ts';
import { licenceInfo, licenceKeyOf } from '../licence/licence-state.ts';

/** The PC top group shown whatever the licence's modules: it holds the licence page. */
const ALWAYS_LICENSED = 'system';

export type MenuNode = {
  menuNo: string;
  menuName: string;
  menuNameMap: Record<string, string>;
  menuOwner: string;
  menuLevel: number;
  url: string;
  path: string;
  sort: number;
  appNo: string;
  icon: string | null;
  permissions: MenuPermissions;
  children: MenuNode[];
};

/** The signed-in user's tree of one application: active menus, each page with the user's flags; groups without a visible page, and PC groups outside the licence's modules, left out. */
export async function userMenuTree(ctx: UserContext, appNo: AppNo): Promise<MenuNode[]> {
  const rows = await ctx.database.db
    .select()
    .from(sysMenu)
    .where(and(eq(sysMenu.appNo, appNo), eq(sysMenu.statusCode, 1)))
    .orderBy(asc(sysMenu.menuLevel), asc(sysMenu.sort));
  const nodes = new Map<string, MenuNode>();
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const permissions = Object.fromEntries(PERMISSION_FLAGS.filter((flag) => hasFlag(ctx.user, row.menuNo, flag)).map((flag) => [flag, true]));
    const node: MenuNode = {
      menuNo: row.menuNo,
      menuName: row.menuNameMap[ctx.language] ?? row.menuName,
      menuNameMap: row.menuNameMap,
      menuOwner: row.menuOwner,
      menuLevel: row.menuLevel,
      url: row.url,
      path: row.path,
      sort: row.sort,
      appNo: row.appNo,
      icon: row.icon,
      permissions,
      children: [],
    };
    nodes.set(row.menuNo, node);
    const parent = nodes.get(row.menuOwner);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const visible = (node: MenuNode): MenuNode | undefined => {
    if (node.children.length === 0) return Object.keys(node.permissions).length > 0 && node.menuLevel === PAGE_LEVEL[appNo] ? node : undefined;
    const children = node.children.map(visible).filter((n): n is MenuNode => Boolean(n));
    return children.length ? { ...node, children } : undefined;
  };
  const modules = appNo === 'PC' ? new Set((await licenceInfo(ctx.database.db, licenceKeyOf(ctx.request))).modules) : undefined;
  const licensed = (node: MenuNode) => !modules || node.url === ALWAYS_LICENSED || modules.has(node.url);
  return roots.filter(licensed).map(visible).filter((n): n is MenuNode => Boolean(n));
}

export const menuCalls: CallDef[] = [
  defineCall({
    service: 'ISysMenuService',
    method: 'getsysmenulist',
    whilePasswordExpired: true,
    summary: "The signed-in user's menu tree of one application (appNo PC, PDA or SUP) with permission flags",
    permission: 'signedIn',
    input: z.object({ appNo: z.enum(APP_NOS).default('PC') }),
    handle: ({ appNo }, ctx) => userMenuTree(ctx, appNo),
  }),
  defineCall({
    service: 'IBmLoginService',
    method: 'getSupMenuAuth',
    whilePasswordExpired: true,
    summary: "The signed-in user's supplier portal (SUP) menu tree with permission flags",
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => userMenuTree(ctx, 'SUP'),
  }),
];
