/**
 * The permission check of every call (spec console §6, DESIGN.md "Access"; see Permission in
 * call.ts and docs/decisions/0015-lookups-access.md), and the picker answer of a lookup made through another
 * page. assertPermission answers how the call is allowed or throws AppError FORBIDDEN.
 */
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { pagePicks, pickerFields, type PickerSource } from '../../shared/page-pickers.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { AppError } from './app-error.ts';
import type { Access, Permission } from './call.ts';
import type { SessionUser } from './session.ts';

export function hasFlag(user: SessionUser, menuNo: string, flag: PermissionFlag): boolean {
  return user.isAdmin || (user.permissions.get(menuNo)?.has(flag) ?? false);
}

/** Whether the user may open the page of `menuNo` (holds any flag on it). */
export function canOpen(user: SessionUser, menuNo: string): boolean {
  return user.isAdmin || (user.permissions.get(menuNo)?.size ?? 0) > 0;
}

/**
 * 'full' when the user holds the call's flag on its menu (or an `alsoOn` menu); 'picker' when the
 * call is a lookup and the calling page `moduleNo`, which the user may open, picks from what the
 * call lists. Any page is not enough: only one that declares such a picker.
 */
export function assertPermission(user: SessionUser, permission: Exclude<Permission, 'public'>, moduleNo: string | undefined): Access {
  if (permission === 'signedIn') return 'full';
  if ([permission.menuNo, ...(permission.alsoOn ?? [])].some((menuNo) => hasFlag(user, menuNo, permission.flag))) return 'full';
  if (permission.lookup && moduleNo !== undefined && canOpen(user, moduleNo) && pagePicks(moduleNo, permission.lookup)) return 'picker';
  throw new AppError('FORBIDDEN');
}

function pickRow(row: unknown, fields: string[]): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const source = row as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

/**
 * The answer of a lookup allowed as a picker: a page's records (or a single row) reduced to the
 * picker columns of the listed entity; stock picker answers are already per cell or item sums.
 */
export function pickerAnswer(source: PickerSource, data: unknown): unknown {
  if (source.startsWith('stock:')) return data;
  const fields = pickerFields(ENTITIES[source as EntityName]);
  if (typeof data === 'object' && data !== null && Array.isArray((data as { records?: unknown }).records)) {
    const page = data as { records: unknown[] };
    return { ...page, records: page.records.map((row) => pickRow(row, fields)) };
  }
  return pickRow(data, fields);
}
