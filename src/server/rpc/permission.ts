/**
 * The permission check of every call (spec console §6, DESIGN.md "Access"); see Permission in
 * call.ts. Answers nothing or throws AppError FORBIDDEN.
 */
import type { PermissionFlag } from '../../shared/permissions.ts';
import { AppError } from './app-error.ts';
import type { Permission } from './call.ts';
import type { SessionUser } from './session.ts';

export function hasFlag(user: SessionUser, menuNo: string, flag: PermissionFlag): boolean {
  return user.isAdmin || (user.permissions.get(menuNo)?.has(flag) ?? false);
}

export function assertPermission(user: SessionUser, permission: Exclude<Permission, 'public'>, moduleNo: string | undefined): void {
  if (permission === 'signedIn' || hasFlag(user, permission.menuNo, permission.flag)) return;
  const callingPageAllowed = permission.lookup && moduleNo !== undefined && (user.permissions.get(moduleNo)?.size ?? 0) > 0;
  if (!callingPageAllowed) throw new AppError('FORBIDDEN');
}
