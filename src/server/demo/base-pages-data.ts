/**
 * Demo rows of the remaining Base.Basic and Base.Barcode pages, so each list shows real rows on
 * the Northwind data: reservoirs in the storage and picking zones, task types, the product's own
 * design tables, document configurations per classify type, warehouse keepers (Northwind's
 * employees), arrival import lines (the products' units on order, by supplier), item group
 * overrides, repacking process records, containers, labels and serial numbers.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = Record<string, unknown>[];
/** A Northwind product row (products.csv). */
export type ProductCsv = Record<string, string>;

const pad = (prefix: string, id: string | number, width = 3) => `${prefix}${String(id).padStart(width, '0')}`;

function reservoirs(orgNo: string): Rows {
  return [['WH-SEA', 'SEA', 'Seattle'], ['WH-LDN', 'LDN', 'London']].flatMap(([warehouseNo, code, city]) => [
    { reservoirNo: `${code}-STO-A`, reservoirName: `${city} bulk aisle A`, orgNo, warehouseNo, zoneNo: `${code}-STO`, reservoirType: '1', pickSeq: 30 },
    { reservoirNo: `${code}-PCK-F`, reservoirName: `${city} fast movers`, orgNo, warehouseNo, zoneNo: `${code}-PCK`, reservoirType: '2', pickSeq: 10 },
    { reservoirNo: `${code}-PCK-R`, reservoirName: `${city} replenishment`, orgNo, warehouseNo, zoneNo: `${code}-STO`, reservoirType: '3', pickSeq: 20 },
  ]);
}

const TASK_TYPES: Rows = [
  { taskType: 'PUTAWAY', taskTypeName: 'Putaway', bigModule: '1', transactionType: '1', platform: 'PDA', priority: 30, isAutoAssign: true },
  { taskType: 'PICK', taskTypeName: 'Picking', bigModule: '2', transactionType: '2', platform: 'PDA', priority: 10, isAutoAssign: true },
  { taskType: 'PREPARE', taskTypeName: 'Material preparation', bigModule: '2', transactionType: '3', platform: 'PDA', priority: 20 },
  { taskType: 'MOVE', taskTypeName: 'Move between cells', bigModule: '3', transactionType: '4', platform: 'PDA', priority: 50 },
  { taskType: 'ADJUST', taskTypeName: 'Stock adjustment', bigModule: '3', transactionType: '5', platform: 'PC', priority: 60, isScanConfirm: false },
];

const DESIGN_TABLES: Rows = [
  { designTable: 'bm_item', designTableName: 'Materials', tableAttribute: '3', module: '100301', isCustom: true },
  { designTable: 'bm_warehouse', designTableName: 'Warehouses', tableAttribute: '3', module: '100102', isCustom: true },
  { designTable: 'bm_supplier', designTableName: 'Suppliers', tableAttribute: '3', module: '100104', isCustom: true },
  { designTable: 'bm_customer', designTableName: 'Customers', tableAttribute: '3', module: '100105', isCustom: true },
  { designTable: 'bm_label', designTableName: 'Labels', tableAttribute: '3', module: '100201' },
  { designTable: 'inv_stock', designTableName: 'Stock balances', tableAttribute: '3', module: '130101' },
  { designTable: 'inv_transaction', designTableName: 'Stock transactions', tableAttribute: '2', module: '130102' },
];

function docConfigs(orgNo: string): Rows {
  return [
    ['PUR-IN', 'Purchase receipt', '1', 'PUR-IN', '2'], ['RET-IN', 'Customer return receipt', '1', 'RET-IN', '3'],
    ['TRF-IN', 'Transfer receipt', '1', 'TRF-IN', '1'], ['SAL-OUT', 'Sales shipment', '2', 'SAL-OUT', '2'],
    ['RET-OUT', 'Return to supplier', '2', 'RET-OUT', '1'], ['ADJ', 'Stock adjustment', '3', 'ADJ', '1'],
  ].map(([docType, docTypeName, bigModule, classifyType, flowPattern]) => ({
    docType, docTypeName, orgNo, bigModule, classifyType, flowPattern, warehouseNo: 'WH-SEA', isAutoAudit: flowPattern === '1', isAutoAllocate: bigModule === '2',
  }));
}

function keepers(orgNo: string): Rows {
  return [
    ['E001', 'Nancy Davolio', 'WH-SEA', 'SEA-STO', '1', '(206) 555-9857'], ['E002', 'Andrew Fuller', 'WH-SEA', null, '2', '(206) 555-9482'],
    ['E003', 'Janet Leverling', 'WH-SEA', 'SEA-PCK', '3', '(206) 555-3412'], ['E005', 'Steven Buchanan', 'WH-LDN', null, '2', '(71) 555-4848'],
    ['E006', 'Michael Suyama', 'WH-LDN', 'LDN-STO', '1', '(71) 555-7773'], ['E009', 'Anne Dodsworth', 'WH-LDN', 'LDN-PCK', '3', '(71) 555-4444'],
  ].map(([keeperNo, keeperName, warehouseNo, zoneNo, dutyType, phone]) => ({ keeperNo, keeperName, orgNo, warehouseNo, zoneNo, dutyType, phone }));
}

/** One purchase order per supplier with a line per product on order (units_on_order > 0). */
function arrivalLines(orgNo: string, products: ProductCsv[]): Rows {
  const lines = new Map<string, number>();
  return products
    .filter((p) => Number(p.units_on_order) > 0)
    .map((p) => {
      const orderNo = `PO-${pad('S', p.supplier_id)}`;
      const lineNo = (lines.get(orderNo) ?? 0) + 1;
      lines.set(orderNo, lineNo);
      return { orderNo, lineNo, orgNo, warehouseNo: 'WH-SEA', supplierNo: pad('S', p.supplier_id), itemNo: pad('P', p.product_id), qty: p.units_on_order, expectedDate: '2026-12-15' };
    });
}

function groupOverrides(orgNo: string): Rows {
  return [
    { groupNo: 'C004', orgNo, itemRule: '2', fifoCheck: true, isManageShelflife: true, shelflife: 60, shelflifeUnit: 'D', inPassRate: '2', outPassRate: '0' },
    { groupNo: 'C006', orgNo, itemRule: '2', fifoCheck: true, checkFlag: true, isManageShelflife: true, shelflife: 12, shelflifeUnit: 'M' },
    { groupNo: 'C008', orgNo, itemRule: '2', fifoCheck: true, isManageShelflife: true, shelflife: 18, shelflifeUnit: 'M', inPassRate: '5' },
  ];
}

function processRecords(orgNo: string): Rows {
  return [
    ['PR-0001', 'WO-0001', 'RPK', 'Repack into gift boxes', 'P001', '2', '120', '2'],
    ['PR-0002', 'WO-0001', 'LBL', 'Label gift boxes', 'P001', '2', '118', '0'],
    ['PR-0003', 'WO-0002', 'RPK', 'Repack into gift boxes', 'P016', '1', '40', '1'],
  ].map(([recordNo, workOrderNo, processNo, processName, itemNo, recordStatus, goodQty, scrapQty], index) => ({
    recordNo, workOrderNo, processNo, processName, itemNo, recordStatus, goodQty, scrapQty, orgNo, lotNo: `L2026110${index + 1}`,
    lineName: 'Seattle repack line', equipmentNo: 'RPK-01', operatorNo: 'E003', startTime: `2026-11-0${index + 2}T08:00:00Z`, endTime: recordStatus === '2' ? `2026-11-0${index + 2}T11:30:00Z` : null,
  }));
}

function containers(orgNo: string): Rows {
  const pallets = Array.from({ length: 8 }, (_, i) => ({ boxNo: pad('PLT-', i + 1, 4), boxName: 'EUR pallet 1200 x 800', boxLevel: '3', boxOwner: i < 6 ? '1' : '4', isMixSku: false, isMixLot: false, isRecycle: true, usageCount: 12 + i * 7, maxUsage: 200, boxStatus: i === 7 ? '3' : '2' }));
  const totes = Array.from({ length: 6 }, (_, i) => ({ boxNo: pad('TOTE-', i + 1, 4), boxName: 'Picking tote 600 x 400', boxLevel: '2', boxOwner: '1', isMixSku: true, isMixLot: true, isRecycle: true, usageCount: 40 + i * 3, boxStatus: '1' }));
  return [...pallets, ...totes].map((box, i) => ({ ...box, orgNo, warehouseNo: i % 2 ? 'WH-LDN' : 'WH-SEA', boxRuleNo: null }));
}

function labels(orgNo: string, products: ProductCsv[]): Rows {
  return products.slice(0, 12).map((p, i) => ({
    barcode: pad('NWT', i + 1, 8), barType: '1', orgNo, itemNo: pad('P', p.product_id), lotNo: `L2026110${(i % 3) + 1}`, qty: String(Math.max(1, Number(p.units_in_stock))),
    labelStatus: i < 8 ? '4' : '2', boxNo: i < 8 ? pad('PLT-', (i % 6) + 1, 4) : null, supplierNo: pad('S', p.supplier_id),
  }));
}

function serialNumbers(orgNo: string): Rows {
  return Array.from({ length: 6 }, (_, i) => ({
    snNo: pad('SN-P038-', i + 1, 5), orgNo, itemNo: 'P038', snBarcodeStatus: ['2', '2', '2', '3', '4', '1'][i], lotNo: 'L20261101',
    warehouseNo: i < 4 ? 'WH-SEA' : null, docNo: i === 3 ? 'SO-10248' : null,
  }));
}

/** Rows per entity in dependency order (containers before labels, labels before serial numbers). */
export function basePageRows(orgNo: string, products: ProductCsv[]): [EntityName, Rows][] {
  return [
    ['reservoir', reservoirs(orgNo)], ['taskTable', TASK_TYPES], ['designTable', DESIGN_TABLES], ['docConfig', docConfigs(orgNo)],
    ['warehouseKeeper', keepers(orgNo)], ['arrivalImport', arrivalLines(orgNo, products)], ['itemGroupSub', groupOverrides(orgNo)],
    ['processRecord', processRecords(orgNo)], ['container', containers(orgNo)], ['label', labels(orgNo, products)], ['serialNumber', serialNumbers(orgNo)],
  ];
}
