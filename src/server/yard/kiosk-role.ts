/**
 * The `kiosk` role of gate kiosks (issue 15; DESIGN.md "Surfaces and their users"), seeded on
 * every start (existing grants are kept): isSearch, isAdd and isCheck on the gate-kiosk menu
 * (110404) and nothing else, so a kiosk can find an ASN, check a truck in and receive at the dock,
 * and no console page. A kiosk signs in as a staff user holding this role with a data scope
 * naming its one warehouse. Its sessions have no idle expiry and last KIOSK_SESSION_MS (default
 * 24 h) from sign-in (rpc/session.ts); an administrator revokes them by disabling the user or
 * with IKioskService/revokeSessions.
 */
import { KIOSK_ROLE } from '../../shared/kiosk-role.ts';
import type { Db } from '../db/client.ts';
import { sysRole, sysRoleMenu } from '../db/schema.ts';

export const KIOSK_MENU = '110404';

export async function seedKioskRole(db: Db): Promise<void> {
  await db
    .insert(sysRole)
    .values({ roleNo: KIOSK_ROLE, roleName: 'Gate kiosk', remark: 'Gate kiosks: check-in and dock receiving of their warehouse only', createName: 'system' })
    .onConflictDoNothing();
  await db.insert(sysRoleMenu).values({ roleNo: KIOSK_ROLE, menuNo: KIOSK_MENU, flags: ['isSearch', 'isAdd', 'isCheck'] }).onConflictDoNothing();
}
