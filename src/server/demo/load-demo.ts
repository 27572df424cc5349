/**
 * Loads the Northwind demo data through the product's own import path (importRows: verify every
 * row, then all or nothing), as the admin user, when the database has no organisation yet.
 * Northwind's orders become submitted outbound notices (outbound-demo.ts, through the notice's own
 * document service). Answers the number of rows added per entity, or null when data already exists. With
 * `openingStock` (npm start) it also books Northwind's units in stock (stock-demo.ts), reported
 * as `stockLine`.
 */
import { eq } from 'drizzle-orm';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import type { Database } from '../db/client.ts';
import { bmOrg, sysUser } from '../db/schema.ts';
import { importRows } from '../crud/import-rows.ts';
import { loadAccess, type SessionUser } from '../rpc/session.ts';
import { ADMIN } from '../system/bootstrap.ts';
import { loadLayoutDemo } from './layout-demo.ts';
import { basecfgDemoRows, loadBasecfgDemo } from './basecfg-demo.ts';
import { DEMO_ORG, northwindRows } from './northwind.ts';
import { loadDemoNotices } from './outbound-demo.ts';
import { portalDemoRows } from './portal-demo.ts';
import { printDemoRows } from './print-demo.ts';
import { purchaseDemoRows } from './purchase-demo.ts';
import { rulesDemoRows } from './rules-demo.ts';
import { demoItemCellRows, loadDemoStock } from './stock-demo.ts';
import { strategyDemoRows } from './strategy-demo.ts';
import { unitsDemoRows } from './units-demo.ts';
import { yardDemoRows } from './yard-demo.ts';

/** The admin user, as whom the demo data is loaded (bootstrap creates it). */
export async function demoUser(database: Database): Promise<SessionUser> {
  const [admin] = await database.db.select().from(sysUser).where(eq(sysUser.userNo, ADMIN));
  return { ...admin, ...(await loadAccess(database.db, admin.id)), pwdExpired: false, tokenHash: '' };
}

export async function loadDemoIfEmpty(database: Database, { openingStock = false } = {}): Promise<Partial<Record<EntityName | 'stockLine', number>> | null> {
  if ((await database.db.$count(bmOrg)) > 0) return null;
  const user = await demoUser(database);
  const added: Partial<Record<EntityName | 'stockLine', number>> = {};
  const load = async (name: EntityName, rows: Record<string, unknown>[]) => {
    const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    added[name] = (await importRows(database, ENTITIES[name], user, { headers, rows })).added;
  };
  for (const [name, rows] of [...northwindRows(), ...unitsDemoRows(), ...rulesDemoRows(), ...strategyDemoRows(DEMO_ORG), ...basecfgDemoRows(DEMO_ORG), ...printDemoRows(), ...portalDemoRows(DEMO_ORG), ...purchaseDemoRows(), ...yardDemoRows(DEMO_ORG)]) {
    await load(name, rows);
  }
  added.cell = await loadLayoutDemo(database, user);
  await load('itemCell', await demoItemCellRows(database));
  await loadBasecfgDemo(database, user, DEMO_ORG);
  added.outNotice = await loadDemoNotices(database, user);
  if (openingStock) added.stockLine = await loadDemoStock(database, user);
  return added;
}
