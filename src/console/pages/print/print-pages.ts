/**
 * The Base.Print list pages (spec console §2 label-print, split-label-print, container-print,
 * storage-print): each lists the rows of another entity (src/shared/print.ts PRINT_PAGE_SOURCES)
 * on the list engine, under its own menu, with only the search, export and print flags of that
 * menu, so its toolbar offers printing and no add, modify or delete.
 */
import { ENTITIES } from '../../../shared/entities/index.ts';
import type { EntityDef } from '../../../shared/entity.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import { PRINT_PAGE_SOURCES } from '../../../shared/print.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const PRINT_PAGE_FLAGS = ['isSearch', 'isExport', 'isPrint'] as const;

/** The entity a print page lists, if the menu is one. */
export function printPageEntity(menuNo: string): EntityDef | undefined {
  const name = PRINT_PAGE_SOURCES[menuNo];
  return name ? ENTITIES[name] : undefined;
}

/** The list route of a print page: its source entity, its menu with the print page's flags only. */
export function printPage(menu: MenuNode): { menu: MenuNode; entity: EntityDef } | undefined {
  const entity = printPageEntity(menu.menuNo);
  if (!entity) return undefined;
  const permissions: MenuPermissions = Object.fromEntries(PRINT_PAGE_FLAGS.map((flag) => [flag, menu.permissions[flag] === true]));
  return { menu: { ...menu, permissions }, entity };
}
