/**
 * Pure helpers of the all-functions menu (spec console §2 Shell behaviour): the menu tree narrowed
 * to the pages whose name matches the search (case-insensitive), page lists cut into blocks of 5,
 * and a name split into matching and plain parts for highlighting.
 */
import { isMenuPage } from '../../shared/menu-tree.ts';
import type { MenuNode } from '../../client/session-store.ts';

const BLOCK_SIZE = 5;

/** One part of a page name; `isHit` parts match the search. */
type NamePart = { text: string; isHit: boolean };

/** Groups and sub-groups keeping only the pages whose name contains the query; empty ones are dropped. */
export function filterMenus(menus: MenuNode[], query: string): MenuNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return menus;
  return menus.flatMap((menu) => {
    if (isMenuPage(menu)) return menu.menuName.toLowerCase().includes(needle) ? [menu] : [];
    const children = filterMenus(menu.children, needle);
    return children.length ? [{ ...menu, children }] : [];
  });
}

/** A list cut into blocks of BLOCK_SIZE. */
export function toBlocks<T>(items: T[]): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += BLOCK_SIZE) blocks.push(items.slice(start, start + BLOCK_SIZE));
  return blocks;
}

/** A name split around every case-insensitive occurrence of the query. */
export function splitMatches(name: string, query: string): NamePart[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text: name, isHit: false }];
  const parts: NamePart[] = [];
  const lower = name.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), isHit: false });
    parts.push({ text: name.slice(at, at + needle.length), isHit: true });
    from = at + needle.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), isHit: false });
  return parts;
}
