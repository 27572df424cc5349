/**
 * The master-data and document tables built from the entity declarations (src/shared/entities):
 * `entityTables` by entity name, and the names the server's code uses for each table. Re-exported by
 * schema.ts; domain schema files that refer to these tables import them from here.
 */
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { entityTable, type EntityTable } from './entity-table.ts';

// ENTITIES lists referenced entities before the ones that refer to them.
export const entityTables = Object.values(ENTITIES).reduce<Partial<Record<EntityName, EntityTable>>>(
  (built, entity) => ({ ...built, [entity.name]: entityTable(entity, built) }),
  {},
) as Record<EntityName, EntityTable>;

export const bmOrg = entityTables.org;
export const bmWarehouse = entityTables.warehouse;
export const bmSupplier = entityTables.supplier;
export const bmCustomer = entityTables.customer;
export const bmItemGroup = entityTables.itemGroup;
export const bmItem = entityTables.item;
export const bmZone = entityTables.zone;
export const bmCell = entityTables.cell;
export const bmCustomerAddress = entityTables.customerAddress;
export const bmClassifyType = entityTables.classifyType;
export const bmTax = entityTables.tax;
export const bmCurrency = entityTables.currency;
export const sysCustomField = entityTables.customField;
export const sysParam = entityTables.sysParam;
export const invChangeHead = entityTables.invChange;
export const invFreezeHead = entityTables.invFreeze;
export const invStockReleaseHead = entityTables.stockRelease;
export const invTransferHead = entityTables.invTransfer;
export const invReleaseHead = entityTables.invRelease;
export const chkCheckStockHead = entityTables.chkCheckStock;
export const inArriveHead = entityTables.inArrive;
export const inNoticeHead = entityTables.inNotice;
export const outNoticeHead = entityTables.outNotice;
export const bmReservoir = entityTables.reservoir;
export const bmTaskTable = entityTables.taskTable;
export const sysDesignTable = entityTables.designTable;
export const bmDocConfig = entityTables.docConfig;
export const bmWarehouseKeeper = entityTables.warehouseKeeper;
export const sysDetectItem = entityTables.detectItem;
export const bmArrivalImport = entityTables.arrivalImport;
export const bmItemGroupSub = entityTables.itemGroupSub;
export const bmProcessRecord = entityTables.processRecord;
export const bmContainer = entityTables.container;
export const bmLabel = entityTables.label;
export const bmSerialNumber = entityTables.serialNumber;
export const bmUnit = entityTables.unit;
export const bmUnitConversion = entityTables.unitConversion;
export const bmItemUnitConversion = entityTables.itemUnitConversion;
export const bmItemMerchant = entityTables.itemMerchant;
export const bmItemSupplierMerchant = entityTables.itemSupplierMerchant;
export const bmItemCell = entityTables.itemCell;
export const bmBasicElement = entityTables.basicElement;
export const bmBarRule = entityTables.barRule;
export const bmLotRule = entityTables.lotRule;
export const bmBoxRule = entityTables.boxRule;
export const bmPutawayStrategy = entityTables.putawayStrategy;
export const bmAllocationStrategy = entityTables.allocationStrategy;
export const bmPickingStrategy = entityTables.pickingStrategy;
export const bmWaveTemplate = entityTables.waveTemplate;
export const bmTurnoverStrategy = entityTables.turnoverStrategy;
export const bmStrategyApplication = entityTables.strategyApplication;
export const sysMessageConfig = entityTables.messageConfig;
export const sysMessageTemplate = entityTables.messageTemplate;
export const sysMessagePolicy = entityTables.messagePolicy;
export const sysMessage = entityTables.message;
export const sysFile = entityTables.file;
export const bmDocType = entityTables.documentCategory;
export const bmDocFlow = entityTables.documentProcess;
export const bmInterface = entityTables.interfaceDef;
export const bmProcessConfig = entityTables.processConfig;
export const bmProcessStep = entityTables.processStep;
export const bmLabelTemplate = entityTables.labelTemplate;
export const bmPrintTemplate = entityTables.printTemplate;
export const bmBillTemplate = entityTables.billTemplate;
export const sysEmployee = entityTables.employee;
export const yardDockDoor = entityTables.dockDoor;
export const inQcItem = entityTables.qcItem;
export const inReturnHead = entityTables.inReturn;
// Supplier portal: news, addresses, policies and settings (issue 14).
export const srmSysNews = entityTables.news;
export const srmDeliveryAddress = entityTables.deliveryAddress;
export const srmExecutePolicy = entityTables.executionPolicy;
export const srmShipRule = entityTables.shippingRule;
export const srmAnswerRule = entityTables.answerRule;
export const srmExecuteConfig = entityTables.executionConfig;
export const srmVmiWarehouse = entityTables.vmiWarehouse;
export const srmWarehouseConfig = entityTables.warehouseConfig;
export const srmDeliverySetting = entityTables.deliverySetting;
// Supplier portal: delivery schedules, procurement plans and forecasts (settings in schedule-schema.ts).
export const srmSchedule = entityTables.schedule;
export const srmProcurementPlan = entityTables.procurementPlan;
export const srmProcurementForecast = entityTables.procurementForecast;
export const srmPurchaseLine = entityTables.srmPurchase;
export const srmAsnHead = entityTables.srmAsn;
// System application (issue 16, sysapp).
export const sysBusinessControl = entityTables.businessControl;
export const sysFeedback = entityTables.feedback;
export const sysPattern = entityTables.pattern;
export const sysErrorMessage = entityTables.errorMessage;
export const sysImportConfig = entityTables.importConfig;

// Production basic data and the invoicing rule (issue 18 part 2).
export const pdShift = entityTables.shift;
export const pdLineType = entityTables.lineType;
export const pdProductionLine = entityTables.productionLine;
export const pdTechnology = entityTables.technology;
export const pdEquipment = entityTables.equipment;
export const pdMould = entityTables.mould;
export const pdProductProcess = entityTables.productProcess;
export const rcInvoicingRule = entityTables.invoicingRule;
export const pdWorkOrder = entityTables.workOrder;
// System integration (issue 16): sources, configurations and callbacks are entities.
export const sysIntegrationSource = entityTables.integrationSource;
export const sysSourceConfig = entityTables.sourceConfig;
export const sysCallback = entityTables.callback;
