/**
 * Users arranged directly in the database for the permission and data-scope tests of other areas
 * (quicker than the product's calls; the administration calls themselves and the authorization
 * matrix create their users through ISysUserService and ISysRoleService, tests/integration/system): `createUser(db, { userNo, grants, orgs, warehouses, ... })` creates a
 * role granting `grants` (menuNo -> flags), the user with that role and its sys_user_data scope
 * (dataType 1 organisation, 2 classify type, 3 warehouse). The password is USER_PASSWORD unless given.
 */
import type { Db } from '../../src/server/db/client.ts';
import { sysRole, sysRoleMenu, sysUser, sysUserData, sysUserRole } from '../../src/server/db/schema.ts';
import { DATA_TYPES } from '../../src/server/rpc/session.ts';
import { hashPassword } from '../../src/server/system/password.ts';
import type { PermissionFlag } from '../../src/shared/permissions.ts';

export const USER_PASSWORD = 'User-12345';

export type UserSpec = {
  userNo: string;
  grants?: Record<string, PermissionFlag[]>;
  orgs?: string[];
  warehouses?: string[];
  classifyTypes?: string[];
  userType?: 'staff' | 'supplier';
  belongSupplier?: string;
  password?: string;
};

/** Creates the user (and its own role `<userNo>-role`); answers the user id. */
export async function createUser(db: Db, spec: UserSpec): Promise<number> {
  const roleNo = `${spec.userNo}-role`;
  await db.insert(sysRole).values({ roleNo, roleName: roleNo, createName: 'test' });
  const grants = Object.entries(spec.grants ?? {});
  if (grants.length) await db.insert(sysRoleMenu).values(grants.map(([menuNo, flags]) => ({ roleNo, menuNo, flags })));
  const [user] = await db
    .insert(sysUser)
    .values({
      userNo: spec.userNo,
      userName: spec.userNo,
      pwdHash: await hashPassword(spec.password ?? USER_PASSWORD),
      userType: spec.userType ?? 'staff',
      belongSupplier: spec.belongSupplier,
      createName: 'test',
    })
    .returning({ id: sysUser.id });
  await db.insert(sysUserRole).values({ userId: user.id, roleNo });
  const scope = [
    ...(spec.orgs ?? []).map((dataValue) => ({ userId: user.id, dataType: DATA_TYPES.org, dataValue })),
    ...(spec.warehouses ?? []).map((dataValue) => ({ userId: user.id, dataType: DATA_TYPES.warehouse, dataValue })),
    ...(spec.classifyTypes ?? []).map((dataValue) => ({ userId: user.id, dataType: DATA_TYPES.classifyType, dataValue })),
  ];
  if (scope.length) await db.insert(sysUserData).values(scope);
  return user.id;
}
