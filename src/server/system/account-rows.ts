/**
 * Reading and checking user accounts for the administration calls (spec console §7 Users,
 * workflows §3 User): the answered columns (never the password hash, the lockout counter or a
 * token), the paged list with its search condition, one account with its tabs, and the checks of
 * the basic fields that need the database (employee, default organisation and warehouse, supplier).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AccessKind, SaveInput } from '../../shared/access.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import type { Db, Tx } from '../db/client.ts';
import { bmOrg, bmSupplier, bmWarehouse, sysEmployee, sysUser } from '../db/schema.ts';
import { likePattern } from '../crud/custom-values.ts';
import { storedGrants } from './access-grants.ts';

/** The user type stored for each kind of account page. */
export const USER_TYPE_OF = { user: 'staff', supplierUser: 'supplier' } as const;
export type AccountKind = keyof typeof USER_TYPE_OF;

/** The columns an administration call answers. */
export const ACCOUNT_COLUMNS = {
  id: sysUser.id,
  version: sysUser.version,
  userNo: sysUser.userNo,
  userName: sysUser.userName,
  outsideUserNo: sysUser.outsideUserNo,
  userType: sysUser.userType,
  belongSupplier: sysUser.belongSupplier,
  orgNo: sysUser.orgNo,
  warehouseNo: sysUser.warehouseNo,
  employeeId: sysUser.employeeId,
  phone: sysUser.phone,
  email: sysUser.email,
  statusCode: sysUser.statusCode,
  remark: sysUser.remark,
  hasPin: sql<boolean>`(${sysUser.pinHash} is not null)`,
  isLocked: sql<boolean>`exists (select 1 from sys_sign_in_throttle t where t.user_no = ${sysUser.userNo} and t.locked_until > now())`,
  // Whether the account has a confirmed second factor (totp.ts): the Users list's 2FA column.
  hasTotp: sql<boolean>`exists (select 1 from sys_user_totp f where f.user_id = ${sysUser.id} and f.confirmed_at is not null)`,
  createName: sysUser.createName,
  createDate: sysUser.createDate,
  updateName: sysUser.updateName,
  updateDate: sysUser.updateDate,
};

function text(condition: Record<string, unknown>, name: string): string | undefined {
  const value = condition[name];
  return typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/** The list condition: keyword (userNo, userName, outsideUserNo), userNo and userName fuzzy, statusCode, belongSupplier, orgNo exact. */
export function accountWhere(kind: AccountKind, condition: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(sysUser.userType, USER_TYPE_OF[kind])];
  const keyword = text(condition, 'keyword');
  if (keyword) parts.push(or(ilike(sysUser.userNo, likePattern(keyword)), ilike(sysUser.userName, likePattern(keyword)), ilike(sysUser.outsideUserNo, likePattern(keyword))));
  for (const [name, column] of [['userNo', sysUser.userNo], ['userName', sysUser.userName]] as const) {
    const value = text(condition, name);
    if (value) parts.push(ilike(column, likePattern(value)));
  }
  const status = text(condition, 'statusCode');
  if (status === '0' || status === '1') parts.push(eq(sysUser.statusCode, Number(status)));
  const supplier = text(condition, 'belongSupplier');
  if (supplier) parts.push(eq(sysUser.belongSupplier, supplier));
  const orgNo = text(condition, 'orgNo');
  if (orgNo) parts.push(eq(sysUser.orgNo, orgNo));
  return and(...parts);
}

/** One page of accounts, newest change first (or by userNo with sorter userNo). */
export async function listAccounts(db: Db, where: SQL | undefined, request: PageRequest): Promise<Page<Record<string, unknown>>> {
  const byUserNo = request.sorter?.field === 'userNo';
  const direction = request.sorter?.order === 'ascend' ? asc : desc;
  const [records, total] = await Promise.all([
    db.select(ACCOUNT_COLUMNS).from(sysUser).where(where)
      .orderBy(byUserNo ? direction(sysUser.userNo) : desc(sysUser.updateDate), desc(sysUser.id))
      .limit(request.size)
      .offset((request.current - 1) * request.size),
    db.$count(sysUser, where),
  ]);
  return { records, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

/** One account of the kind with its data scope, roles and menu grants, or undefined. */
export async function accountById(db: Db | Tx, kind: AccountKind, id: number) {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(sysUser).where(and(eq(sysUser.id, id), eq(sysUser.userType, USER_TYPE_OF[kind])));
  if (!row) return undefined;
  return { ...row, ...(await storedGrants(db, { userId: id })) };
}

/** Issues of the basic fields that name other rows: employee, organisation, warehouse of that organisation, supplier. */
export async function accountRefIssues(tx: Tx, kind: AccessKind, fields: SaveInput['fields']): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const unknown = (field: string) => issues.push({ field, message: 'validation.unknownRef', params: { value: String(fields[field]) } });
  if (typeof fields.employeeId === 'number') {
    const [employee] = await tx.select({ id: sysEmployee.id }).from(sysEmployee).where(eq(sysEmployee.id, fields.employeeId));
    if (!employee) unknown('employeeId');
  }
  if (typeof fields.orgNo === 'string' && !(await tx.select({ id: bmOrg.id }).from(bmOrg).where(eq(bmOrg.orgNo, fields.orgNo))).length) unknown('orgNo');
  if (typeof fields.warehouseNo === 'string') {
    const [warehouse] = await tx.select({ orgNo: bmWarehouse.orgNo }).from(bmWarehouse).where(eq(bmWarehouse.warehouseNo, fields.warehouseNo));
    if (!warehouse) unknown('warehouseNo');
    else if (typeof fields.orgNo === 'string' && warehouse.orgNo !== fields.orgNo) {
      issues.push({ field: 'warehouseNo', message: 'validation.wrongParent', params: { value: fields.warehouseNo, parent: fields.orgNo } });
    }
  }
  if (kind === 'supplierUser' && typeof fields.belongSupplier === 'string') {
    const found = await tx.select({ id: bmSupplier.id }).from(bmSupplier).where(inArray(bmSupplier.supplierNo, [fields.belongSupplier]));
    if (!found.length) unknown('belongSupplier');
  }
  return issues;
}
