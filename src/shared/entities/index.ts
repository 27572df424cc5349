/** Every declared entity, by name: the server registers their calls, the console their pages. */
import type { EntityDef, EntityName } from '../entity.ts';
import { customerEntity } from './customer.entity.ts';
import { itemGroupEntity } from './item-group.entity.ts';
import { itemEntity } from './item.entity.ts';
import { orgEntity } from './org.entity.ts';
import { supplierEntity } from './supplier.entity.ts';
import { warehouseEntity } from './warehouse.entity.ts';

export const ENTITIES: Record<EntityName, EntityDef> = {
  org: orgEntity,
  warehouse: warehouseEntity,
  supplier: supplierEntity,
  customer: customerEntity,
  itemGroup: itemGroupEntity,
  item: itemEntity,
};

/** Entity whose list page is the given route name, if any. */
export function entityByRoute(route: string): EntityDef | undefined {
  return Object.values(ENTITIES).find((entity) => entity.route === route);
}
