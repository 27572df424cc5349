/**
 * Kinds of side-menu entries (spec console §2 "Menu entries may be internal route names, external
 * links with placeholders for organisation, warehouse, classify type and tenant filled from the
 * user's data, or custom entries that call the backend for a target address"): a menu url starting
 * with http(s):// is an external link, one starting with `custom:` a custom entry; anything else is
 * a route. Placeholders: {orgNo}, {warehouseNo}, {classifyType}, {tenantsid}. Pure; tested in
 * menu-links.test.ts.
 */
import type { UserInfo } from '../../client/session-store.ts';

export type MenuLinkKind = 'route' | 'external' | 'custom';

export function menuLinkKind(url: string): MenuLinkKind {
  if (/^https?:\/\//i.test(url)) return 'external';
  return url.startsWith('custom:') ? 'custom' : 'route';
}

/** The classify type of the user's data scope (userDataList dataType 2), if any. */
function classifyTypeOf(user: UserInfo): string {
  return user.userDataList?.find((entry) => entry.dataType === 2)?.dataValue ?? '';
}

/** An external link with the user's values in its placeholders (URL-encoded; empty when the user has none). */
export function fillPlaceholders(url: string, user: UserInfo): string {
  const values: Record<string, string> = {
    orgNo: user.orgNo ?? '',
    warehouseNo: user.warehouseNo ?? '',
    classifyType: classifyTypeOf(user),
    tenantsid: user.tenantsid ?? '',
  };
  return url.replace(/\{(orgNo|warehouseNo|classifyType|tenantsid)\}/g, (_, name: string) => encodeURIComponent(values[name]));
}
