/**
 * The inputs of user, supplier-user and role administration (spec console §3 User/Role, §6, §7
 * Users/Roles; workflows §3 User, Role, §6 user and role tabs), shared by the server
 * (authoritative, before any write) and the console forms.
 *
 * - Basic information: USER_FIELDS (userNo a code, inner dots allowed ("li.wei"), that cannot change, userName required, outsideUserNo,
 *   phone, email, employeeId, orgNo/warehouseNo the defaults, statusCode, remark; supplier users
 *   also belongSupplier, required) and ROLE_FIELDS (roleNo, roleName, statusCode, remark).
 * - Data permissions: `dataList: [{ dataType, dataValue }]` with DATA_TYPES 1 organisation,
 *   2 classify type (document category), 3 warehouse (spec console §3 userDataList).
 * - Role permissions (users): `roleNos: string[]`.
 * - Menu permissions: `menuList: [{ menuNo, flags }]`, flags from PERMISSION_FLAGS; a menu with no
 *   flag is not granted.
 *
 * saveInputSchema answers `{ id?, version?, fields, dataList, roleNos, menuList, pwd, pin }` or zod
 * issues whose message is a `validation.*` key and whose path names the field (`dataList.2.dataValue`).
 */
import { z } from 'zod';
import type { FieldDef } from './entity.ts';
import type { FieldIssue } from './errors.ts';
import { passwordChangeIssues } from './password-rules.ts';
import { PERMISSION_FLAGS, type PermissionFlag } from './permissions.ts';
import { checkField, idSchema } from './validation.ts';

/** Data types of a data scope entry (spec console §3 userDataList). */
export const DATA_TYPES = { org: 1, classifyType: 2, warehouse: 3 } as const;
export type DataType = (typeof DATA_TYPES)[keyof typeof DATA_TYPES];

/** What kind of account an administration page manages: staff users, supplier users (SUP menus only), or roles. */
export type AccessKind = 'user' | 'supplierUser' | 'role';

export const USER_FIELDS: Record<string, FieldDef> = {
  userNo: { kind: 'text', key: true, required: true, format: 'userNo', max: 32 },
  userName: { kind: 'text', required: true },
  outsideUserNo: { kind: 'text', max: 64 },
  phone: { kind: 'text', format: 'mobile' },
  email: { kind: 'text', format: 'email', max: 200 },
  employeeId: { kind: 'int' },
  orgNo: { kind: 'text', ref: 'org' },
  warehouseNo: { kind: 'text', ref: 'warehouse' },
  statusCode: { kind: 'status', default: 1 },
  remark: { kind: 'text', max: 200 },
};

export const SUPPLIER_USER_FIELDS: Record<string, FieldDef> = {
  userNo: USER_FIELDS.userNo,
  userName: USER_FIELDS.userName,
  outsideUserNo: USER_FIELDS.outsideUserNo,
  phone: USER_FIELDS.phone,
  email: USER_FIELDS.email,
  belongSupplier: { kind: 'text', required: true, ref: 'supplier' },
  statusCode: USER_FIELDS.statusCode,
  remark: USER_FIELDS.remark,
};

export const ROLE_FIELDS: Record<string, FieldDef> = {
  roleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32 },
  roleName: { kind: 'text', required: true },
  statusCode: { kind: 'status', default: 1 },
  remark: { kind: 'text', max: 200 },
};

export const FIELDS_OF: Record<AccessKind, Record<string, FieldDef>> = { user: USER_FIELDS, supplierUser: SUPPLIER_USER_FIELDS, role: ROLE_FIELDS };

/** Which tabs a kind has (workflows §6): supplier users only basic information and menu permissions. */
export const TABS_OF: Record<AccessKind, readonly ('basic' | 'data' | 'roles' | 'menus')[]> = {
  user: ['basic', 'data', 'roles', 'menus'],
  supplierUser: ['basic', 'menus'],
  role: ['basic', 'data', 'menus'],
};

/**
 * Kinds that hold roles: staff users on their roles tab, supplier users on their basic tab (roles
 * of supplier portal menus only, e.g. the seeded SUPPLIER_ROLE, which their form offers by default).
 */
export const HOLDS_ROLES: readonly AccessKind[] = ['user', 'supplierUser'];
export const SUPPLIER_ROLE = 'supplier';

export type DataEntry = { dataType: DataType; dataValue: string };
export type MenuGrant = { menuNo: string; flags: PermissionFlag[] };

export type SaveInput = {
  id?: number;
  version?: number;
  fields: Record<string, unknown>;
  /** Each list replaces the stored one; absent (undefined) on a modify keeps it. */
  dataList?: DataEntry[];
  roleNos?: string[];
  menuList?: MenuGrant[];
  /** Users: the password of a new user, or a new password set by the administrator on modify. */
  pwd?: string;
  /** Staff users: a new dock / floor PIN (PIN_PATTERN), set by the administrator; absent keeps the stored one. */
  pin?: string;
};

/** A PIN of the staff sign-in at the dock and on the handheld (server/system/pin-login.ts): 4 to 8 digits. */
export const PIN_PATTERN = /^\d{4,8}$/;

const dataEntry = z.object({
  dataType: z.coerce.number().refine((v): v is DataType => Object.values(DATA_TYPES).includes(v as DataType), { message: 'validation.option' }),
  dataValue: z.string().trim().min(1, { message: 'validation.required' }).max(64, { message: 'validation.textTooLong' }),
});
const menuGrant = z.object({
  menuNo: z.string().trim().min(1, { message: 'validation.required' }).max(20, { message: 'validation.textTooLong' }),
  flags: z.array(z.enum(PERMISSION_FLAGS, { message: 'validation.option' })).max(PERMISSION_FLAGS.length),
});
const lists = z.object({
  id: idSchema.optional(),
  version: z.coerce.number().int().nonnegative().optional(),
  dataList: z.array(dataEntry).max(2000).optional(),
  roleNos: z.array(z.string().trim().min(1).max(32)).max(200).optional(),
  menuList: z.array(menuGrant).max(2000).optional(),
  pwd: z.string().max(200).optional(),
  pin: z.union([z.literal(''), z.string().regex(PIN_PATTERN, { message: 'validation.pinFormat' })]).optional(),
});

/**
 * Issues of a user's password, sent on add or modify (a new password set by the administrator):
 * the rules of a password change (password-rules.ts), reported on `pwd`. Whether an add may leave
 * it out depends on the password policy's default password, which the server checks.
 */
export function passwordIssues(pwd: string | undefined): FieldIssue[] {
  if (pwd === undefined || pwd === '') return [];
  return passwordChangeIssues({ oldPwd: '', newPwd: pwd, confirmPwd: pwd })
    .filter((issue) => issue.field === 'newPwd')
    .map((issue) => ({ ...issue, field: 'pwd' }));
}

/**
 * The body of saveorupdatesysuser / saveorupdaterole for one kind: without `id` an add (every
 * required field), with `id` (and `version`) a modify of the fields sent (the key cannot change).
 * Tabs the kind does not have are ignored; on add an absent list is empty, on modify it is kept.
 */
export function saveInputSchema(kind: AccessKind) {
  const fields = FIELDS_OF[kind];
  const tabs = TABS_OF[kind];
  return z.record(z.string(), z.unknown()).transform((input, ctx): SaveInput => {
    const parsed = lists.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message.startsWith('validation.') ? issue.message : 'validation.option' });
      return z.NEVER;
    }
    const isAdd = parsed.data.id === undefined;
    if (!isAdd && parsed.data.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
    const output: Record<string, unknown> = {};
    for (const [name, def] of Object.entries(fields)) {
      const value = input[name];
      if (!isAdd && (value === undefined || def.key)) continue;
      if (isAdd && (value === undefined || value === null || value === '') && def.default !== undefined) {
        output[name] = def.default;
        continue;
      }
      const checked = checkField(def, value);
      if ('issue' in checked) ctx.addIssue({ code: 'custom', path: [name], message: checked.issue.message, params: checked.issue.params });
      else output[name] = checked.value;
    }
    if (kind !== 'role') {
      for (const issue of passwordIssues(parsed.data.pwd)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, params: issue.params });
    }
    const { dataList, roleNos, menuList } = parsed.data;
    const has = (name: (typeof tabs)[number]) => tabs.includes(name) || (name === 'roles' && HOLDS_ROLES.includes(kind));
    const tab = <T>(name: (typeof tabs)[number], value: T[] | undefined): T[] | undefined => (!has(name) ? (isAdd ? [] : undefined) : (value ?? (isAdd ? [] : undefined)));
    return {
      id: parsed.data.id,
      version: parsed.data.version,
      pwd: kind === 'role' || !parsed.data.pwd ? undefined : parsed.data.pwd,
      pin: kind === 'user' && parsed.data.pin ? parsed.data.pin : undefined,
      fields: output,
      dataList: tab('data', dataList as DataEntry[] | undefined),
      roleNos: tab('roles', roleNos && [...new Set(roleNos)]),
      menuList: tab('menus', menuList?.filter((grant) => grant.flags.length > 0).map((grant) => ({ menuNo: grant.menuNo, flags: [...new Set(grant.flags)] }))),
    };
  });
}
