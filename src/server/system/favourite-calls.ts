/**
 * Favourite menus of the shell (spec console §2 "A star pins or unpins a page to favourites",
 * §6 "Default pinned menus: organizational, warehouse, material, cell. Users can pin, unpin and
 * reorder", §7 Menu getBusinessCommonMenu, collectBusinessCommonMenu):
 * - ISysMenuService/getBusinessCommonMenu {} -> [{ menuNo, menuName (request language), url, path, icon, sort }]
 * - ISysMenuService/collectBusinessCommonMenu { menuNo, collect } pins (true) or unpins (false); answers the list
 * - ISysMenuService/sortBusinessCommonMenu { menuNos } puts these pinned menus first in this order; answers the list
 * Only pages of the user's own tree (PC, or SUP for a supplier user) that the user may see are
 * listed or pinned; a page is a menu without active children (src/shared/menu-tree.ts). A user who never changed the
 * favourites gets DEFAULT_FAVOURITES. Errors: NOT_FOUND (no such page), FORBIDDEN (pinning a page
 * the user may not see), VALIDATION_FAILED (sorting a menu that is not pinned).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_FAVOURITES } from '../../shared/menus.ts';
import type { Tx } from '../db/client.ts';
import { lockKey } from '../db/lock.ts';
import { sysCommonMenu, sysMenu } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { localName } from './i18n-names.ts';

const SERVICE = 'ISysMenuService';
const menuNoSchema = z.string().trim().refine((value) => /^\d{2,12}$/.test(value), 'validation.option');
const boolSchema = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

function canSee(user: SessionUser, menuNo: string): boolean {
  return user.isAdmin || (user.permissions.get(menuNo)?.size ?? 0) > 0;
}

/** Active pages (menus without active children) of the user's tree among the menu numbers. */
function pageCondition(user: SessionUser, menuNos: string[]) {
  const appNo = user.userType === 'supplier' ? 'SUP' : 'PC';
  const children = sql`not exists (select 1 from sys_menu child where child.menu_owner = sys_menu.menu_no and child.app_no = ${appNo} and child.status_code = 1)`;
  return and(inArray(sysMenu.menuNo, menuNos), eq(sysMenu.appNo, appNo), eq(sysMenu.statusCode, 1), children);
}

/** The user's favourites in order: saved pinned rows, or the defaults when none were saved. */
async function favourites(db: UserContext['database']['db'] | Tx, ctx: UserContext) {
  const rows = await db.select().from(sysCommonMenu).where(eq(sysCommonMenu.userId, ctx.user.id)).orderBy(asc(sysCommonMenu.sort), asc(sysCommonMenu.id));
  const pinned = rows.length ? rows.filter((row) => row.isPinned).map((row) => row.menuNo) : [...DEFAULT_FAVOURITES];
  if (pinned.length === 0) return [];
  const menus = new Map((await db.select().from(sysMenu).where(pageCondition(ctx.user, pinned))).map((menu) => [menu.menuNo, menu]));
  return pinned
    .filter((menuNo) => menus.has(menuNo) && canSee(ctx.user, menuNo))
    .map((menuNo, index) => {
      const menu = menus.get(menuNo)!;
      return { menuNo, menuName: localName(menu.menuNameMap, ctx.language, menu.menuName), url: menu.url, path: menu.path, icon: menu.icon, sort: index + 1 };
    });
}

/** Locks the user's favourites and saves the defaults as rows when the user has none yet. */
async function ownRows(tx: Tx, user: SessionUser) {
  await lockKey(tx, `favourites:${user.id}`);
  const rows = await tx.select().from(sysCommonMenu).where(eq(sysCommonMenu.userId, user.id)).orderBy(asc(sysCommonMenu.sort), asc(sysCommonMenu.id));
  if (rows.length) return rows;
  const defaults = DEFAULT_FAVOURITES.map((menuNo, index) => ({ userId: user.id, menuNo, isPinned: true, sort: index + 1, createName: user.userNo, updateName: user.userNo }));
  return tx.insert(sysCommonMenu).values(defaults).returning();
}

export const favouriteCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getBusinessCommonMenu',
    summary: "The signed-in user's favourite pages in order",
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => favourites(ctx.database.db, ctx),
  }),
  defineCall({
    service: SERVICE,
    method: 'collectBusinessCommonMenu',
    write: 'private',
    summary: 'Pin (collect true) or unpin (collect false) a page in the favourites',
    permission: 'signedIn',
    input: z.object({ menuNo: menuNoSchema, collect: boolSchema.default(true) }),
    handle: async ({ menuNo, collect }, ctx) => {
      const [menu] = await ctx.database.db.select({ menuNo: sysMenu.menuNo }).from(sysMenu).where(pageCondition(ctx.user, [menuNo]));
      if (!menu) throw new AppError('NOT_FOUND');
      if (collect && !canSee(ctx.user, menuNo)) throw new AppError('FORBIDDEN');
      return ctx.database.db.transaction(async (tx) => {
        const rows = await ownRows(tx, ctx.user);
        const row = rows.find((r) => r.menuNo === menuNo);
        const audit = { updateName: ctx.user.userNo, updateDate: new Date() };
        if (!collect && row?.isPinned) await tx.update(sysCommonMenu).set({ ...audit, isPinned: false }).where(eq(sysCommonMenu.id, row.id));
        if (collect && !row?.isPinned) {
          const sort = Math.max(0, ...rows.map((r) => r.sort)) + 1;
          await tx.insert(sysCommonMenu)
            .values({ userId: ctx.user.id, menuNo, isPinned: true, sort, createName: ctx.user.userNo, updateName: ctx.user.userNo })
            .onConflictDoUpdate({ target: [sysCommonMenu.userId, sysCommonMenu.menuNo], set: { ...audit, isPinned: true, sort } });
        }
        return favourites(tx, ctx);
      });
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'sortBusinessCommonMenu',
    write: 'private',
    summary: 'Reorder the favourites: the listed pinned pages first, in this order',
    permission: 'signedIn',
    input: z.object({ menuNos: z.array(menuNoSchema).min(1).max(500).refine((list) => new Set(list).size === list.length, 'validation.duplicateInFile') }),
    handle: ({ menuNos }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        const pinned = (await ownRows(tx, ctx.user)).filter((row) => row.isPinned);
        const unknown = menuNos.filter((menuNo) => !pinned.some((row) => row.menuNo === menuNo));
        if (unknown.length) throw fieldError([{ field: 'menuNos', message: 'validation.unknownRef', params: { value: unknown.join(', ') } }]);
        const rest = pinned.filter((row) => !menuNos.includes(row.menuNo)).map((row) => row.menuNo);
        for (const [index, menuNo] of [...menuNos, ...rest].entries()) {
          await tx.update(sysCommonMenu)
            .set({ sort: index + 1, updateName: ctx.user.userNo, updateDate: new Date() })
            .where(and(eq(sysCommonMenu.userId, ctx.user.id), eq(sysCommonMenu.menuNo, menuNo)));
        }
        return favourites(tx, ctx);
      }),
  }),
];
