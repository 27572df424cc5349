/**
 * The checks of the system self-check (spec console §2 Base.Basic systemTest, §7 Self check): one
 * function per DETECT_ITEM answering { result, message } with result DETECT_RESULT '1' passed,
 * '2' warning (the product works but something is missing), '3' failed. Messages are localized
 * with the caller's `t` (keys selfCheck.*). Each check only reads.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { DETECT_ITEMS } from '../../shared/entities/detect-item.entity.ts';
import { flattenMenus } from '../../shared/menus.ts';
import { MIGRATIONS_DIR, type Db } from '../db/client.ts';
import { bmOrg, bmWarehouse, sysEnum, sysMenu, sysRole, sysUser, sysUserRole } from '../db/schema.ts';
import { rebuildCheck } from '../ledger/rebuild-check.ts';
import { checkStockSummary } from '../ledger/stock-summary.ts';
import { seedEnumRows } from '../system/enum-seed.ts';

export type DetectNo = (typeof DETECT_ITEMS)[number];
export type DetectOutcome = { result: '1' | '2' | '3'; message: string };
type Check = (db: Db, t: TFunction) => Promise<DetectOutcome>;

const passed = (message: string): DetectOutcome => ({ result: '1', message });
const warning = (message: string): DetectOutcome => ({ result: '2', message });
const failed = (message: string): DetectOutcome => ({ result: '3', message });

/** Seeded rows present out of expected: all present passes, otherwise a warning (Synchronize adds them). */
function presence(t: TFunction, present: number, total: number): DetectOutcome {
  const params = { present, total, missing: total - present };
  return present === total ? passed(t('selfCheck.present', params)) : warning(t('selfCheck.missing', params));
}

async function countRows(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  return Number((result.rows[0] as { count: string | number }).count);
}

export const CHECKS: Record<DetectNo, Check> = {
  DATABASE: async (db, t) => {
    const result = await db.execute(sql`show server_version`);
    return passed(t('selfCheck.database', { version: String((result.rows[0] as { server_version: string }).server_version) }));
  },
  MIGRATIONS: async (db, t) => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await countRows(db, sql`select count(*) from drizzle.__drizzle_migrations`);
    const params = { applied, total: journal.entries.length };
    return applied === journal.entries.length ? passed(t('selfCheck.migrations', params)) : failed(t('selfCheck.migrations', params));
  },
  MENUS: async (db, t) => {
    const expected = flattenMenus().map((menu) => menu.menuNo);
    return presence(t, await db.$count(sysMenu, inArray(sysMenu.menuNo, expected)), expected.length);
  },
  ENUMS: async (db, t) => {
    const expected = new Set(seedEnumRows().map((row) => `${row.enumMid}\u0000${row.enumValue}`));
    const rows = await db.select({ enumMid: sysEnum.enumMid, enumValue: sysEnum.enumValue }).from(sysEnum);
    return presence(t, rows.filter((row) => expected.has(`${row.enumMid}\u0000${row.enumValue}`)).length, expected.size);
  },
  ADMIN: async (db, t) => {
    const admins = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, eq(sysRole.roleNo, sysUserRole.roleNo))
      .where(and(eq(sysRole.isAdmin, true), eq(sysRole.statusCode, 1), eq(sysUser.statusCode, 1)));
    return admins.length ? passed(t('selfCheck.admins', { count: admins.length })) : failed(t('selfCheck.noAdmin'));
  },
  ORGANIZATION: async (db, t) => {
    const count = await db.$count(bmOrg, eq(bmOrg.statusCode, 1));
    return count ? passed(t('selfCheck.organizations', { count })) : warning(t('selfCheck.noOrganization'));
  },
  WAREHOUSE: async (db, t) => {
    const rows = await db
      .select({ orgNo: bmOrg.orgNo })
      .from(bmOrg)
      .where(and(eq(bmOrg.statusCode, 1), sql`not exists (select 1 from ${bmWarehouse} w where w.org_no = ${bmOrg.orgNo} and w.status_code = 1)`));
    return rows.length === 0 ? passed(t('selfCheck.warehouses')) : warning(t('selfCheck.noWarehouse', { orgs: rows.map((r) => r.orgNo).join(', ') }));
  },
  LEDGER: async (db, t) => {
    const differences = await rebuildCheck(db);
    if (differences.length > 0) return failed(t('selfCheck.ledgerDiffers', { count: differences.length }));
    const summary = await checkStockSummary(db);
    return summary.length === 0 ? passed(t('selfCheck.ledger')) : failed(t('selfCheck.summaryDiffers', { count: summary.length }));
  },
};
