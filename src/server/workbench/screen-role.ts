/**
 * The read-only `screen` role, seeded on every start (existing grants are kept): isSearch, and
 * nothing else, on the menus whose calls the big screen makes (SCREEN_MENUS: the report menus of
 * the KPI calls and the warehouse layout menu of the 3D view). A wall PC signs in as a user of
 * type 'screen' with this role and a data scope naming its warehouse; it can read, never write.
 */
import { SCREEN_MENUS, SCREEN_ROLE } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { sysRole, sysRoleMenu } from '../db/schema.ts';

export { SCREEN_ROLE };

export async function seedScreenRole(db: Db): Promise<void> {
  await db
    .insert(sysRole)
    .values({ roleNo: SCREEN_ROLE, roleName: 'Big screen (read-only)', remark: 'Wall displays: search on the big-screen menus only', createName: 'system' })
    .onConflictDoNothing();
  await db
    .insert(sysRoleMenu)
    .values(Object.values(SCREEN_MENUS).map((menuNo) => ({ roleNo: SCREEN_ROLE, menuNo, flags: ['isSearch'] })))
    .onConflictDoNothing();
}
