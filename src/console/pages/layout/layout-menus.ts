/**
 * Where the plan sits in the user's menus: manageWarehouse is a page beside the warehouse list
 * (spec console §2 Base.Basic extra); its buttons follow the flags of the cell menu (create,
 * update, delete cells) and of the storage zone menu (move zones), as the calls do.
 */
import { cellEntity } from '../../../shared/entities/cell.entity.ts';
import { warehouseEntity } from '../../../shared/entities/warehouse.entity.ts';
import { zoneEntity } from '../../../shared/entities/zone.entity.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import type { MenuNode } from '../../../client/session-store.ts';

function findMenu(menus: MenuNode[], menuNo: string): MenuNode | undefined {
  for (const menu of menus) {
    const found = menu.menuNo === menuNo ? menu : findMenu(menu.children, menuNo);
    if (found) return found;
  }
  return undefined;
}

/** The flags the plan needs: cells (cell menu) and zone positions (storage zone menu). */
export function layoutPermissions(menus: MenuNode[] | null): { cells: MenuPermissions; zones: MenuPermissions } {
  return { cells: findMenu(menus ?? [], cellEntity.menuNo)?.permissions ?? {}, zones: findMenu(menus ?? [], zoneEntity.menuNo)?.permissions ?? {} };
}

/** The path of the plan (of one warehouse), or undefined when the user has no warehouse list. */
export function planPath(menus: MenuNode[] | null, warehouseNo?: string): string | undefined {
  const list = findMenu(menus ?? [], warehouseEntity.menuNo);
  if (!list) return undefined;
  return `${list.path.replace(/[^/]+$/, 'manageWarehouse')}${warehouseNo ? `?warehouseNo=${encodeURIComponent(warehouseNo)}` : ''}`;
}
