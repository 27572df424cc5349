/** Every declared entity, by name: the server registers their calls, the console their pages. */
import type { EntityDef, EntityName } from '../entity.ts';
import { classifyTypeEntity } from './classify-type.entity.ts';
import { currencyEntity } from './currency.entity.ts';
import { customFieldEntity } from './custom-field.entity.ts';
import { customerAddressEntity } from './customer-address.entity.ts';
import { customerEntity } from './customer.entity.ts';
import { itemGroupEntity } from './item-group.entity.ts';
import { itemEntity } from './item.entity.ts';
import { orgEntity } from './org.entity.ts';
import { supplierEntity } from './supplier.entity.ts';
import { sysParamEntity } from './sys-param.entity.ts';
import { taxEntity } from './tax.entity.ts';
import { warehouseEntity } from './warehouse.entity.ts';
import { zoneEntity } from './zone.entity.ts';

// Referenced entities come before the ones that refer to them (foreign keys, demo import order).
export const ENTITIES: Record<EntityName, EntityDef> = {
  org: orgEntity,
  warehouse: warehouseEntity,
  supplier: supplierEntity,
  customer: customerEntity,
  itemGroup: itemGroupEntity,
  item: itemEntity,
  zone: zoneEntity,
  customerAddress: customerAddressEntity,
  classifyType: classifyTypeEntity,
  tax: taxEntity,
  currency: currencyEntity,
  customField: customFieldEntity,
  sysParam: sysParamEntity,
};

/** Entity whose list page is the given route name, if any. */
export function entityByRoute(route: string): EntityDef | undefined {
  return Object.values(ENTITIES).find((entity) => entity.route === route);
}
