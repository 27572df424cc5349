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
import { cellEntity } from './cell.entity.ts';
import { invChangeEntity } from './inv-change.entity.ts';
import { invFreezeEntity } from './inv-freeze.entity.ts';
import { invReleaseEntity } from './inv-release.entity.ts';
import { chkCheckStockEntity } from './chk-check-stock.entity.ts';
import { inArriveEntity } from './in-arrive.entity.ts';
import { inNoticeEntity } from './in-notice.entity.ts';
import { outNoticeEntity } from './out-notice.entity.ts';
import { invTransferEntity } from './inv-transfer.entity.ts';
import { stockReleaseEntity } from './stock-release.entity.ts';
import { arrivalImportEntity } from './arrival-import.entity.ts';
import { containerEntity } from './container.entity.ts';
import { designTableEntity } from './design-table.entity.ts';
import { detectItemEntity } from './detect-item.entity.ts';
import { docConfigEntity } from './doc-config.entity.ts';
import { itemGroupSubEntity } from './item-group-sub.entity.ts';
import { labelEntity } from './label.entity.ts';
import { processRecordEntity } from './process-record.entity.ts';
import { reservoirEntity } from './reservoir.entity.ts';
import { serialNumberEntity } from './serial-number.entity.ts';
import { taskTableEntity } from './task-table.entity.ts';
import { warehouseKeeperEntity } from './warehouse-keeper.entity.ts';
import { unitEntity } from './unit.entity.ts';
import { unitConversionEntity } from './unit-conversion.entity.ts';
import { itemUnitConversionEntity } from './item-unit-conversion.entity.ts';
import { itemMerchantEntity } from './item-merchant.entity.ts';
import { itemSupplierMerchantEntity } from './item-supplier-merchant.entity.ts';
import { itemCellEntity } from './item-cell.entity.ts';
import { basicElementEntity } from './basic-element.entity.ts';
import { barRuleEntity } from './bar-rule.entity.ts';
import { lotRuleEntity } from './lot-rule.entity.ts';
import { boxRuleEntity } from './box-rule.entity.ts';
import { allocationStrategyEntity, pickingStrategyEntity, putawayStrategyEntity, turnoverStrategyEntity, waveTemplateEntity } from './strategy.entity.ts';
import { strategyApplicationEntity } from './strategy-application.entity.ts';
import { messageConfigEntity, messageEntity, messagePolicyEntity, messageTemplateEntity } from './message.entity.ts';
import { fileEntity } from './file.entity.ts';
import { documentCategoryEntity, documentProcessEntity, interfaceEntity, processConfigEntity, processStepEntity } from './task-config.entity.ts';
import { billTemplateEntity, labelTemplateEntity, printTemplateEntity } from './print-template.entity.ts';
import { employeeEntity } from './employee.entity.ts';
import { dockDoorEntity } from './dock-door.entity.ts';
import { equipmentEntity, lineTypeEntity, productionLineEntity, mouldEntity, productProcessEntity, shiftEntity, technologyEntity } from './production.entity.ts';
import { invoicingRuleEntity } from './invoicing-rule.entity.ts';
import { qcItemEntity } from './qc-item.entity.ts';
import { inReturnEntity } from './in-return.entity.ts';
import { newsEntity } from './news.entity.ts';
import { deliveryAddressEntity } from './delivery-address.entity.ts';
import { executionPolicyEntity } from './execution-policy.entity.ts';
import { answerRuleEntity, deliverySettingEntity, executionConfigEntity, shippingRuleEntity } from './procurement-rules.entity.ts';
import { vmiWarehouseEntity, warehouseConfigEntity } from './portal-warehouse.entity.ts';
import { scheduleEntity } from './schedule.entity.ts';
import { procurementPlanEntity } from './procurement-plan.entity.ts';
import { procurementForecastEntity } from './procurement-forecast.entity.ts';
import { workOrderEntity } from './work-order.entity.ts';
import { srmAsnEntity } from './srm-asn.entity.ts';
// System application (issue 16, sysapp).
import { businessControlEntity } from './business-control.entity.ts';
import { feedbackEntity } from './feedback.entity.ts';
import { patternEntity } from './pattern.entity.ts';
import { errorMessageEntity } from './error-message.entity.ts';
import { srmPurchaseEntity } from './srm-purchase.entity.ts';
// System integration (issue 16): sources, source configurations, callbacks.
import { callbackEntity, integrationSourceEntity, sourceConfigEntity } from './integration.entity.ts';
import { importConfigEntityOf } from './import-config.entity.ts';

// Referenced entities come before the ones that refer to them (foreign keys, demo import order).
export const ENTITIES: Record<EntityName, EntityDef> = {
  org: orgEntity,
  warehouse: warehouseEntity,
  supplier: supplierEntity,
  customer: customerEntity,
  itemGroup: itemGroupEntity,
  item: itemEntity,
  zone: zoneEntity,
  cell: cellEntity,
  customerAddress: customerAddressEntity,
  classifyType: classifyTypeEntity,
  tax: taxEntity,
  currency: currencyEntity,
  customField: customFieldEntity,
  sysParam: sysParamEntity,
  reservoir: reservoirEntity,
  taskTable: taskTableEntity,
  designTable: designTableEntity,
  docConfig: docConfigEntity,
  warehouseKeeper: warehouseKeeperEntity,
  detectItem: detectItemEntity,
  arrivalImport: arrivalImportEntity,
  itemGroupSub: itemGroupSubEntity,
  processRecord: processRecordEntity,
  container: containerEntity,
  label: labelEntity,
  serialNumber: serialNumberEntity,
  unit: unitEntity,
  unitConversion: unitConversionEntity,
  itemUnitConversion: itemUnitConversionEntity,
  itemMerchant: itemMerchantEntity,
  itemSupplierMerchant: itemSupplierMerchantEntity,
  itemCell: itemCellEntity,
  basicElement: basicElementEntity,
  barRule: barRuleEntity,
  lotRule: lotRuleEntity,
  boxRule: boxRuleEntity,
  putawayStrategy: putawayStrategyEntity,
  allocationStrategy: allocationStrategyEntity,
  pickingStrategy: pickingStrategyEntity,
  waveTemplate: waveTemplateEntity,
  turnoverStrategy: turnoverStrategyEntity,
  strategyApplication: strategyApplicationEntity,
  messageConfig: messageConfigEntity,
  messageTemplate: messageTemplateEntity,
  messagePolicy: messagePolicyEntity,
  message: messageEntity,
  file: fileEntity,
  documentCategory: documentCategoryEntity,
  documentProcess: documentProcessEntity,
  interfaceDef: interfaceEntity,
  processConfig: processConfigEntity,
  processStep: processStepEntity,
  invChange: invChangeEntity,
  invFreeze: invFreezeEntity,
  stockRelease: stockReleaseEntity,
  invTransfer: invTransferEntity,
  invRelease: invReleaseEntity,
  chkCheckStock: chkCheckStockEntity,
  inArrive: inArriveEntity,
  inNotice: inNoticeEntity,
  outNotice: outNoticeEntity,
  labelTemplate: labelTemplateEntity,
  printTemplate: printTemplateEntity,
  billTemplate: billTemplateEntity,
  employee: employeeEntity,
  dockDoor: dockDoorEntity,
  shift: shiftEntity,
  lineType: lineTypeEntity,
  productionLine: productionLineEntity,
  technology: technologyEntity,
  equipment: equipmentEntity,
  mould: mouldEntity,
  productProcess: productProcessEntity,
  invoicingRule: invoicingRuleEntity,
  qcItem: qcItemEntity,
  inReturn: inReturnEntity,
  // Supplier portal: news, addresses, policies and settings (issue 14).
  news: newsEntity,
  deliveryAddress: deliveryAddressEntity,
  executionPolicy: executionPolicyEntity,
  shippingRule: shippingRuleEntity,
  answerRule: answerRuleEntity,
  executionConfig: executionConfigEntity,
  vmiWarehouse: vmiWarehouseEntity,
  warehouseConfig: warehouseConfigEntity,
  deliverySetting: deliverySettingEntity,
  schedule: scheduleEntity,
  procurementPlan: procurementPlanEntity,
  procurementForecast: procurementForecastEntity,
  workOrder: workOrderEntity,
  srmPurchase: srmPurchaseEntity,
  srmAsn: srmAsnEntity,
  // System application (issue 16, sysapp).
  businessControl: businessControlEntity,
  feedback: feedbackEntity,
  pattern: patternEntity,
  errorMessage: errorMessageEntity,
  // System integration (issue 16).
  integrationSource: integrationSourceEntity,
  sourceConfig: sourceConfigEntity,
  callback: callbackEntity,
  importConfig: importConfigEntityOf(() => Object.values(ENTITIES)),
};

/**
 * Entity whose list page is the given route name, if any; with `menuNo`, only the entity of that
 * menu or listed by it (route names repeat across groups: outbound and SM.Stock both have a
 * `release` page; the supplier portal's address page 5402 lists the delivery addresses).
 */
export function entityByRoute(route: string, menuNo?: string): EntityDef | undefined {
  return Object.values(ENTITIES).find((entity) => entity.route === route && (menuNo === undefined || entity.menuNo === menuNo || entity.listedBy?.includes(menuNo)));
}
