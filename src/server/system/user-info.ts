/**
 * The user-info answer of spec console §3: identity, default organisation and warehouse with
 * their names, isLicense (from the licence state, licence-state.ts), limitCount, userDataList (dataType 1 organisation, 2 classify type,
 * 3 warehouse; the user's own entries and those of their roles) and the resolved organisation and warehouse lists of the user's data scope.
 * Besides the spec: pwdExpired (1: the password must be changed before anything else) and
 * pwdExpireDays (whole days until the password expires when the policy warns and that is within its
 * predate lead days, else null), which the shell shows, and pwdRule { minLength, maxLength,
 * passwordConstitute } (the policy's length in characters and composition, for the password hints).
 * The default organisation is the stored one, else the scope's first. A supplier user's scope is its
 * supplier's documents (crud/scope.ts), so its organisations are those of its supplier's purchase
 * order lines and its default organisation one of them (walk 11 item 5: a new supplier user read no
 * organisation, or one outside its documents).
 */
import type { KeyObject } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bmOrg, bmWarehouse, srmPurchaseLine, sysUser, sysUserData } from '../db/schema.ts';
import { DATA_TYPES, type SessionUser } from '../rpc/session.ts';
import { isLicensed } from '../licence/licence-state.ts';
import { PASSWORD_MAX_LENGTH, type PasswordPolicy } from '../../shared/password-policy.ts';
import { readPolicy } from './password-policy.ts';

const DAY_MS = 86_400_000;

/** Days until a password set at `changedAt` expires, when the policy warns and that is within its lead days; else null. */
function expireDays(policy: PasswordPolicy, changedAt: Date): number | null {
  if (policy.isControlIndate !== 1 || policy.isExpireWarn !== 1) return null;
  const days = Math.ceil((changedAt.getTime() + policy.indate * DAY_MS - Date.now()) / DAY_MS);
  return days > 0 && days <= policy.predate ? days : null;
}

/** The organisations of `user`'s data scope (not an admin's): a supplier user's those of its supplier's order lines. */
async function scopeOrgs(db: Db, user: SessionUser): Promise<string[]> {
  if (user.userType === 'supplier') {
    if (!user.belongSupplier) return [''];
    const rows = await db.selectDistinct({ orgNo: srmPurchaseLine.orgNo }).from(srmPurchaseLine).where(eq(srmPurchaseLine.supplierNo, user.belongSupplier));
    return rows.length ? rows.map((r) => String(r.orgNo)) : [''];
  }
  return user.orgs === 'all' || user.orgs.length === 0 ? [''] : user.orgs;
}

export async function userInfo(db: Db, user: SessionUser, licenceKey: KeyObject) {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.id, user.id));
  const policy = await readPolicy(db);
  const orgs = await db
    .select({ orgNo: bmOrg.orgNo, orgName: bmOrg.orgName })
    .from(bmOrg)
    .where(user.orgs === 'all' ? undefined : inArray(bmOrg.orgNo, await scopeOrgs(db, user)))
    .orderBy(asc(bmOrg.orgNo));
  const warehouses = await db
    .select({ warehouseNo: bmWarehouse.warehouseNo, warehouseName: bmWarehouse.warehouseName, orgNo: bmWarehouse.orgNo })
    .from(bmWarehouse)
    .where(user.warehouses === 'all' ? undefined : inArray(bmWarehouse.warehouseNo, user.warehouses.length ? user.warehouses : ['']));
  // The effective scope (own entries and those of the user's roles); an admin's own rows, as the scope is everything.
  const scoped = [user.orgs, user.classifyTypes ?? [], user.warehouses];
  const data = scoped.some((values) => values === 'all')
    ? await db.select({ dataType: sysUserData.dataType, dataValue: sysUserData.dataValue }).from(sysUserData).where(eq(sysUserData.userId, user.id))
    : ([DATA_TYPES.org, DATA_TYPES.classifyType, DATA_TYPES.warehouse] as const).flatMap((dataType, index) => (scoped[index] as string[]).map((dataValue) => ({ dataType, dataValue })));
  // A supplier's default organisation is one of its documents'; staff keep their stored one (record 0905).
  const stored = user.userType === 'supplier' ? orgs.find((o) => o.orgNo === row.orgNo)?.orgNo : row.orgNo;
  const orgNo = stored ?? (orgs[0]?.orgNo as string | undefined) ?? null;
  const warehouseNo = row.warehouseNo ?? (warehouses[0]?.warehouseNo as string | undefined) ?? null;
  // The default warehouse's name even when the scope lists none (no warehouse entry): "WH-SEA - Seattle", never "WH-SEA -".
  const [defaultWarehouse] = warehouseNo && !warehouses.some((w) => w.warehouseNo === warehouseNo)
    ? await db.select({ warehouseName: bmWarehouse.warehouseName }).from(bmWarehouse).where(eq(bmWarehouse.warehouseNo, warehouseNo))
    : warehouses.filter((w) => w.warehouseNo === warehouseNo);
  return {
    id: row.id,
    userNo: row.userNo,
    userName: row.userName,
    userType: row.userType,
    belongSupplier: row.belongSupplier,
    phone: row.phone,
    email: row.email,
    orgNo,
    orgName: orgs.find((o) => o.orgNo === orgNo)?.orgName ?? null,
    warehouseNo,
    warehouseName: defaultWarehouse?.warehouseName ?? null,
    isLicense: await isLicensed(db, licenceKey),
    pwdExpired: user.pwdExpired ? 1 : 0,
    // 1: the policy requires a second factor of this administrator, who must enrol first (totp.ts).
    totpMissing: user.totpMissing ? 1 : 0,
    pwdExpireDays: user.pwdExpired ? null : expireDays(policy, row.pwdChangedAt),
    pwdRule: { minLength: policy.minLength, maxLength: PASSWORD_MAX_LENGTH, passwordConstitute: policy.passwordConstitute },
    employeeId: row.employeeId,
    url: row.url,
    limitCount: row.limitCount,
    tenantsid: row.tenantsid,
    roles: user.roles,
    isAdmin: user.isAdmin,
    userDataList: data,
    sysUserOrgResDtoList: orgs,
    sysUserWarehouseResDtoList: warehouses,
    sysUserClassifyTypeResDtoList: [],
  };
}
