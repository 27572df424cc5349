/**
 * First-start seeding, idempotent on every start: the PC menu tree of src/shared/menus.ts and the
 * PDA and SUP trees of src/shared/app-menus.ts (new
 * entries are added, edited ones kept), the enumerations (enum-seed.ts, likewise), the system
 * parameters (INIT_CONFIG 'Y', likewise: an edited value is kept), the self-check items, the import
 * configuration's default column mappings (crud/import-config.ts, likewise), the `admin` role with every
 * flag, the read-only `screen` role of wall displays (workbench/screen-role.ts), the `kiosk` role of
 * gate kiosks (yard/kiosk-role.ts), and the `admin`
 * user with WMS_ADMIN_PASSWORD or a random password that is answered once so main.ts can print it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INIT_CONFIG } from '../../shared/entities/sys-param.entity.ts';
import { PDA_MENU_TREE, SUP_MENU_TREE } from '../../shared/app-menus.ts';
import { flattenMenus, MENU_TREE } from '../../shared/menus.ts';
import type { Db } from '../db/client.ts';
import { sysMenu, sysParam, sysRole, sysUser, sysUserRole } from '../db/schema.ts';
import { seedDetectItems } from '../masterdata/detect-item-seed.ts';
import { seedScreenRole } from '../workbench/screen-role.ts';
import { seedKioskRole } from '../yard/kiosk-role.ts';
import { seedEnums } from './enum-seed.ts';
import { seedRoleTemplates } from './role-templates.ts';
import { seedImportConfig } from '../crud/import-config.ts';
import { hashPassword } from './password.ts';

export const ADMIN = 'admin';

/** Adds the menus of the PC, PDA and SUP trees that are missing (edited ones are kept); answers how many. */
export async function seedMenus(db: Db): Promise<number> {
  const trees = [['PC', MENU_TREE], ['PDA', PDA_MENU_TREE], ['SUP', SUP_MENU_TREE]] as const;
  const rows = trees.flatMap(([appNo, tree]) => flattenMenus(tree).map((menu) => ({
    menuNo: menu.menuNo,
    menuName: menu.name.en,
    menuNameMap: { 'en-US': menu.name.en, 'zh-CN': menu.name.zhCN, 'zh-TW': menu.name.zhTW },
    menuOwner: menu.menuOwner,
    menuLevel: menu.level,
    url: menu.url,
    path: menu.path,
    sort: menu.sort,
    appNo,
    createName: 'system',
    updateName: 'system',
  })));
  const added = await db.insert(sysMenu).values(rows).onConflictDoNothing({ target: sysMenu.menuNo }).returning({ id: sysMenu.id });
  return added.length;
}

/** System parameters the product reads (workflows §3 Parameter); existing rows are kept. */
async function seedParams(db: Db): Promise<void> {
  // Type 1 (system): the console shows the first-run guide to admin while the value is Y; every
  // user's shell asks for it on start, so it is readable by all.
  await db
    .insert(sysParam)
    .values({ paramNo: INIT_CONFIG, paramName: 'Initialisation guide', paramValue: 'Y', paramType: '1', isPublic: true, statusCode: 1, createName: 'system', updateName: 'system' })
    .onConflictDoNothing({ target: sysParam.paramNo });
}

/**
 * Seeds menus, enumerations, system parameters, the admin role and user. Answers the generated
 * admin password, if one was made.
 */
export async function bootstrap(db: Db, adminPassword = process.env.WMS_ADMIN_PASSWORD): Promise<{ generatedPassword?: string }> {
  await seedMenus(db);
  await seedEnums(db);
  await seedParams(db);
  await seedDetectItems(db);
  await seedImportConfig(db);
  await db.insert(sysRole).values({ roleNo: ADMIN, roleName: 'Administrator', isAdmin: true, createName: 'system' }).onConflictDoNothing();
  await seedScreenRole(db);
  await seedKioskRole(db);
  await seedRoleTemplates(db);
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userNo, ADMIN));
  if (existing) return {};
  const password = adminPassword || randomBytes(9).toString('base64url');
  const [user] = await db
    .insert(sysUser)
    .values({ userNo: ADMIN, userName: 'Administrator', pwdHash: await hashPassword(password), createName: 'system' })
    .onConflictDoNothing()
    .returning({ id: sysUser.id });
  if (!user) return {};
  await db.insert(sysUserRole).values({ userId: user.id, roleNo: ADMIN });
  return adminPassword ? {} : { generatedPassword: password };
}
