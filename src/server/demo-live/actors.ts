/**
 * The people of the live demo (issue 30): one demo user per role of the floor, each with its seeded
 * role template (src/server/system/role-templates.ts) and a data scope of the demo organisation and
 * Seattle, so the operation journal shows who did what:
 *
 * - `demo.manager` (manager): releases orders, builds waves, ships, plans replenishment;
 * - `demo.receiver` (receiver): calls trucks to their doors, receives them at the dock, puts away;
 * - `demo.picker` (picker): allocates, picks, packs;
 * - `demo.counter` (counter): the cycle count;
 * - `demo.gate` (kiosk): the gate kiosk's check-in;
 * - `demo.buyer` (the purchaser template, record 0870): orders from suppliers and approves their ASNs;
 * - `demo.S001` .. (supplier): one supplier user per supplier it is first needed for.
 *
 * Users are created once when missing (a random password nobody knows: an administrator may reset
 * it to look through their eyes) and never changed afterwards. Each start signs them in anew
 * (createSession, as a single sign-on would); the tokens live in memory only.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPLIER_ROLE } from '../../shared/access.ts';
import { KIOSK_ROLE } from '../../shared/kiosk-role.ts';
import type { Db } from '../db/client.ts';
import { sysUser, sysUserData, sysUserRole } from '../db/schema.ts';
import { DEMO_ORG } from '../demo/northwind.ts';
import { DEMO_OUTBOUND_WAREHOUSE } from '../demo/outbound-demo.ts';
import { createSession, DATA_TYPES } from '../rpc/session.ts';
import { hashPassword } from '../system/password.ts';

export type StaffRole = 'manager' | 'receiver' | 'picker' | 'counter' | 'gate' | 'buyer';

const STAFF: Record<StaffRole, { roleNo: string; userName: string }> = {
  manager: { roleNo: 'manager', userName: 'Demo shift manager' },
  receiver: { roleNo: 'receiver', userName: 'Demo receiver' },
  picker: { roleNo: 'picker', userName: 'Demo picker' },
  counter: { roleNo: 'counter', userName: 'Demo stock counter' },
  gate: { roleNo: KIOSK_ROLE, userName: 'Demo gate and dock kiosk' },
  buyer: { roleNo: 'purchaser', userName: 'Demo purchaser' },
};

export const staffUserNo = (role: StaffRole) => `demo.${role}`;
export const supplierUserNo = (supplierNo: string) => `demo.${supplierNo}`;

/** The id of the demo user `userNo`, created with `roleNo` (and Seattle's scope for staff) when missing. */
async function ensureUser(db: Db, userNo: string, userName: string, roleNo: string, supplierNo?: string): Promise<number> {
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userNo, userNo));
  if (existing) return existing.id;
  const pwdHash = await hashPassword(randomBytes(18).toString('base64url'));
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(sysUser).values({
      userNo, userName, pwdHash, userType: supplierNo ? 'supplier' : 'staff', belongSupplier: supplierNo, createName: 'demo',
    }).returning({ id: sysUser.id });
    await tx.insert(sysUserRole).values({ userId: user.id, roleNo });
    if (!supplierNo) {
      await tx.insert(sysUserData).values([
        { userId: user.id, dataType: DATA_TYPES.org, dataValue: DEMO_ORG },
        { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: DEMO_OUTBOUND_WAREHOUSE },
      ]);
    }
    return user.id;
  });
}

/** Signed-in demo users: `staff(role)` and `supplier(supplierNo)` answer a session token, creating the user on first need. */
export type Actors = { staff: (role: StaffRole) => Promise<string>; supplier: (supplierNo: string) => Promise<string> };

export function demoActors(db: Db): Actors {
  const tokens = new Map<string, Promise<string>>();
  const signedIn = (userNo: string, make: () => Promise<number>) => {
    let token = tokens.get(userNo);
    if (!token) {
      token = make().then((id) => createSession(db, id, 'demo-live'));
      tokens.set(userNo, token);
    }
    return token;
  };
  return {
    staff: (role) => signedIn(staffUserNo(role), () => ensureUser(db, staffUserNo(role), STAFF[role].userName, STAFF[role].roleNo)),
    supplier: (supplierNo) => signedIn(supplierUserNo(supplierNo), () => ensureUser(db, supplierUserNo(supplierNo), `Demo supplier ${supplierNo}`, SUPPLIER_ROLE, supplierNo)),
  };
}
