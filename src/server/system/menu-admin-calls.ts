/**
 * Menu management (spec console §2 System jurisdiction menu, add-menu/{menuOwner},
 * add-Secmenu/{menuOwner}; §3 Menu; §5 route names; §6 peer and submenu rules; §7 Menu), on menu
 * menu (160105), for the PC, PDA and SUP trees.
 *
 * - ISysMenuService/getsysmenutreebyappno { appNo } -> every menu of the application as a tree,
 *   whatever its status (isSearch).
 * - updatesysmenubyid { id, version, menuNameMap?, url?, sort?, icon?, statusCode?, remark? } -> the
 *   menu (isModify). The number, owner, level and application never change.
 * - addsyschildmenu { menuNo, addType: 'peer' | 'child', menuNameMap, url, sort?, icon?, remark? }
 *   -> the new menu (isAdd): a peer of the selected menu (same owner and level), or a submenu of
 *   it, allowed only under a level-1 PDA or level-2 PC or SUP menu. Its number is the owner's
 *   number plus the next two digits, its path the owner's path plus its url.
 * - deletesysmenubymenuno { menuNo } -> true (isDelete): refused while it has submenus
 *   (MENU_HAS_CHILDREN); the roles' and users' grants on it go with it.
 *
 * Checks before any write: menuNameMap needs all three languages, without special characters
 * (a dot in particular); url is a route name (ROUTE_NAME), unique among its siblings. Refusals:
 * VALIDATION_FAILED, NOT_FOUND, STALE_VERSION, DUPLICATE_KEY (url), MENU_PEER_NEEDS_LEVEL,
 * MENU_SUBMENU_NOT_ALLOWED, MENU_HAS_CHILDREN.
 */
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { APP_NOS, MENU_NAME_FORBIDDEN, ROUTE_NAME, SUBMENU_PARENT_LEVEL, type AppNo } from '../../shared/app-menus.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/index.ts';
import { idSchema, integerSchema, TEXT_MAX, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { sysMenu, sysRoleMenu, sysUserMenu } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

const SERVICE = 'ISysMenuService';
const MENU_NO = '160105';

type MenuRow = typeof sysMenu.$inferSelect;
type AdminNode = Omit<MenuRow, 'path'> & { path: string; children: AdminNode[] };

const editable = {
  menuNameMap: z.record(z.string(), z.string()).optional(),
  url: z.string().trim().optional(),
  sort: integerSchema(0, 9999).optional(),
  icon: z.string().trim().max(64).nullable().optional(),
  statusCode: z.union([z.literal(0), z.literal(1)]).optional(),
  remark: z.string().trim().max(200).nullable().optional(),
};

/** Field issues of a menu's names and url. */
function menuIssues(input: { menuNameMap?: Record<string, string>; url?: string }, isAdd: boolean, t: TFunction): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (input.menuNameMap || isAdd) {
    for (const language of LANGUAGES) {
      const name = input.menuNameMap?.[language]?.trim() ?? '';
      const field = `menuNameMap.${language}`;
      if (!name) issues.push({ field, message: 'validation.requiredLanguage', params: { field: t('field.menuName'), language: LANGUAGE_NAMES[language] } });
      else if (MENU_NAME_FORBIDDEN.test(name)) issues.push({ field, message: 'validation.menuNameChars' });
      else if (name.length > TEXT_MAX) issues.push({ field, message: 'validation.textTooLong', params: { max: TEXT_MAX + 1 } });
    }
  }
  if (input.url !== undefined || isAdd) {
    if (!input.url) issues.push({ field: 'url', message: 'validation.required' });
    else if (!ROUTE_NAME.test(input.url)) issues.push({ field: 'url', message: 'validation.menuUrl' });
  }
  return issues;
}

function trimmedNames(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, map[language].trim()]));
}

/** Refuses a url a sibling (same owner and application) already has. */
async function assertUniqueUrl(tx: Tx, appNo: AppNo, owner: string, url: string, exceptId?: number): Promise<void> {
  const siblings = await tx.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.appNo, appNo), eq(sysMenu.menuOwner, owner), eq(sysMenu.url, url)));
  if (siblings.some((row) => row.id !== exceptId)) throw new AppError('DUPLICATE_KEY', { field: 'url', value: url });
}

async function menuTree(tx: Tx, appNo: AppNo): Promise<AdminNode[]> {
  const rows = await tx.select().from(sysMenu).where(eq(sysMenu.appNo, appNo)).orderBy(asc(sysMenu.menuLevel), asc(sysMenu.sort), asc(sysMenu.menuNo));
  const nodes = new Map<string, AdminNode>();
  const roots: AdminNode[] = [];
  for (const row of rows) {
    const node = { ...row, children: [] };
    nodes.set(row.menuNo, node);
    (nodes.get(row.menuOwner)?.children ?? roots).push(node);
  }
  return roots;
}

/** The next free number under `owner`: its number plus two digits (top groups: two digits). */
async function nextMenuNo(tx: Tx, owner: string): Promise<string> {
  const prefix = owner === '0' ? '' : owner;
  const rows = await tx.select({ menuNo: sysMenu.menuNo }).from(sysMenu).where(and(like(sysMenu.menuNo, `${prefix}__`), eq(sysMenu.menuOwner, owner)));
  const used = rows.map((row) => Number(row.menuNo.slice(prefix.length))).filter(Number.isFinite);
  const next = Math.max(owner === '0' ? 70 : 0, ...used) + 1;
  if (next > 99) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: 'menuNo', message: 'validation.tooManyDigits', params: { max: 3 } }] });
  return `${prefix}${String(next).padStart(2, '0')}`;
}

export const menuAdminCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getsysmenutreebyappno',
    summary: 'Every menu of one application (PC, PDA, SUP) as a tree, whatever its status, for menu management',
    permission: { menuNo: MENU_NO, flag: 'isSearch' },
    input: z.object({ appNo: z.enum(APP_NOS).default('PC') }),
    handle: ({ appNo }, ctx) => ctx.database.db.transaction((tx) => menuTree(tx, appNo)),
  }),
  defineCall({
    service: SERVICE,
    method: 'updatesysmenubyid',
    summary: 'Modify a menu: names in three languages, route name, sort, icon, status, remark (version checked)',
    permission: { menuNo: MENU_NO, flag: 'isModify' },
    input: z.object({ id: idSchema, version: versionSchema, ...editable }),
    handle: async (input, ctx) => {
      const issues = menuIssues(input, false, ctx.t);
      if (issues.length) throw fieldError(issues);
      return ctx.database.db.transaction(async (tx) => {
        const [menu] = await tx.select().from(sysMenu).where(eq(sysMenu.id, input.id)).for('update');
        if (!menu) throw new AppError('NOT_FOUND');
        if (menu.version !== input.version) throw new AppError('STALE_VERSION');
        if (input.url) await assertUniqueUrl(tx, menu.appNo, menu.menuOwner, input.url, menu.id);
        const names = input.menuNameMap && trimmedNames(input.menuNameMap);
        const path = input.url ? menu.path.replace(/[^/]+$/, input.url) : menu.path;
        const [updated] = await tx
          .update(sysMenu)
          .set({
            ...(names && { menuNameMap: names, menuName: names['en-US'] }),
            ...(input.url && { url: input.url, path }),
            ...(input.sort !== undefined && { sort: input.sort }),
            ...(input.icon !== undefined && { icon: input.icon }),
            ...(input.statusCode !== undefined && { statusCode: input.statusCode }),
            ...(input.remark !== undefined && { remark: input.remark }),
            version: sql`${sysMenu.version} + 1`,
            updateName: ctx.user.userNo,
            updateDate: sql`now()`,
          })
          .where(eq(sysMenu.id, menu.id))
          .returning();
        // Pages under a renamed group follow its path.
        if (path !== menu.path) await tx.update(sysMenu).set({ path: sql`${path} || substr(${sysMenu.path}, ${menu.path.length + 1})` }).where(like(sysMenu.path, `${menu.path}/%`));
        return updated;
      });
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'addsyschildmenu',
    summary: "Add a peer or a submenu of the selected menu (spec console §6 rules); answers the new menu",
    permission: { menuNo: MENU_NO, flag: 'isAdd' },
    input: z.object({ menuNo: z.string().trim().default(''), addType: z.enum(['peer', 'child']), ...editable }),
    handle: async (input, ctx) => {
      if (!input.menuNo) throw new AppError('MENU_PEER_NEEDS_LEVEL');
      const issues = menuIssues(input, true, ctx.t);
      if (issues.length) throw fieldError(issues);
      return ctx.database.db.transaction(async (tx) => {
        const [selected] = await tx.select().from(sysMenu).where(eq(sysMenu.menuNo, input.menuNo));
        if (!selected) throw new AppError('NOT_FOUND');
        if (input.addType === 'child' && selected.menuLevel !== SUBMENU_PARENT_LEVEL[selected.appNo]) throw new AppError('MENU_SUBMENU_NOT_ALLOWED');
        const [owner] = input.addType === 'child' ? [selected] : await tx.select().from(sysMenu).where(eq(sysMenu.menuNo, selected.menuOwner));
        const ownerNo = owner?.menuNo ?? '0';
        await assertUniqueUrl(tx, selected.appNo, ownerNo, input.url!);
        const names = trimmedNames(input.menuNameMap!);
        const [added] = await tx
          .insert(sysMenu)
          .values({
            menuNo: await nextMenuNo(tx, ownerNo),
            menuName: names['en-US'],
            menuNameMap: names,
            menuOwner: ownerNo,
            menuLevel: input.addType === 'child' ? selected.menuLevel + 1 : selected.menuLevel,
            url: input.url!,
            path: `${owner?.path ?? ''}/${input.url}`,
            sort: input.sort ?? 99,
            appNo: selected.appNo,
            icon: input.icon ?? null,
            statusCode: input.statusCode ?? 1,
            remark: input.remark ?? null,
            createName: ctx.user.userNo,
            updateName: ctx.user.userNo,
          })
          .returning();
        return added;
      });
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletesysmenubymenuno',
    summary: 'Delete a menu without submenus, with the grants on it',
    permission: { menuNo: MENU_NO, flag: 'isDelete' },
    input: z.object({ menuNo: z.string().trim().min(1) }),
    handle: ({ menuNo }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        const [menu] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuNo, menuNo)).for('update');
        if (!menu) throw new AppError('NOT_FOUND');
        if ((await tx.$count(sysMenu, eq(sysMenu.menuOwner, menuNo))) > 0) throw new AppError('MENU_HAS_CHILDREN', { menuNo });
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.menuNo, menuNo));
        await tx.delete(sysUserMenu).where(eq(sysUserMenu.menuNo, menuNo));
        await tx.delete(sysMenu).where(eq(sysMenu.id, menu.id));
        return true;
      }),
  }),
];
