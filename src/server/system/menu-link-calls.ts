/**
 * ISysMenuService/getCustomMenuTarget { menuNo } -> { url } (spec console §2 "custom entries that
 * call the backend for a target address"): a menu whose url is `custom:<name>` opens the address
 * the server resolves for the signed-in user. Known names: `warehouseScreen` (the big screen on the
 * user's default warehouse), `apiDocs` (the OpenAPI document). The user must hold a flag on the
 * menu. Errors: NOT_FOUND (no such active menu, not a custom entry, or an unknown name), FORBIDDEN.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { sysMenu } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { licenceKeyOf } from '../licence/licence-state.ts';
import { userInfo } from './user-info.ts';

const CUSTOM_PREFIX = 'custom:';

const RESOLVERS: Record<string, (ctx: UserContext) => Promise<string>> = {
  warehouseScreen: async (ctx) => {
    const { warehouseNo } = await userInfo(ctx.database.db, ctx.user, licenceKeyOf(ctx.request));
    return warehouseNo ? `/warehouseScreen?warehouseNo=${encodeURIComponent(warehouseNo)}` : '/warehouseScreen';
  },
  apiDocs: async () => '/docs',
};

export const menuLinkCalls: CallDef[] = [
  defineCall({
    service: 'ISysMenuService',
    method: 'getCustomMenuTarget',
    summary: 'The target address of a custom menu entry for the signed-in user',
    permission: 'signedIn',
    input: z.object({ menuNo: z.string().trim().min(1).max(32) }),
    handle: async ({ menuNo }, ctx) => {
      const [menu] = await ctx.database.db.select({ url: sysMenu.url }).from(sysMenu).where(and(eq(sysMenu.menuNo, menuNo), eq(sysMenu.statusCode, 1)));
      const resolve = menu?.url.startsWith(CUSTOM_PREFIX) ? RESOLVERS[menu.url.slice(CUSTOM_PREFIX.length)] : undefined;
      if (!resolve) throw new AppError('NOT_FOUND');
      if (!ctx.user.isAdmin && !(ctx.user.permissions.get(menuNo)?.size)) throw new AppError('FORBIDDEN');
      return { url: await resolve(ctx) };
    },
  }),
];
