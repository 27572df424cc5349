/**
 * The operation column's actions of a generic list row (spec console §2, §9): View (the detail
 * drawer), Modify (isModify), Copy (isAdd, copyable entities) and Delete (isPhysicalDelete or isDelete per the entity); the first
 * ROW_ACTIONS_VISIBLE show and the rest go under "more".
 */
import type { EntityDef } from '../../shared/entity.ts';
import type { MenuPermissions } from '../../shared/permissions.ts';
import { splitOverflow } from './toolbar-rules.ts';

const ROW_ACTIONS_VISIBLE = 4;
export const OPERATION_WIDTH = 130;

export type RowAction = 'view' | 'modify' | 'copy' | 'delete';

/** The row actions the permissions grant, split into the shown ones and those under "more". */
export function rowActions(entity: EntityDef, permissions: MenuPermissions): { visible: RowAction[]; more: RowAction[] } {
  const granted: RowAction[] = ['view'];
  if (permissions.isModify) granted.push('modify');
  if (entity.copyable && permissions.isAdd) granted.push('copy');
  if (entity.physicalDelete ? permissions.isPhysicalDelete : permissions.isDelete) granted.push('delete');
  return splitOverflow(granted, ROW_ACTIONS_VISIBLE);
}
