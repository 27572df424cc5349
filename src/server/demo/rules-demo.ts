/**
 * Demo rows of Base.Rule (issue 4 part 4), imported by load-demo.ts through the import path: the
 * basic elements the rules use (item number, lot, GTIN, expiry and production dates, serial,
 * quantity, the item's supplier and group, warehouse) and a default rule of each kind: an item
 * label, a GS1-128 item label (01)(10)(17), a GS1-128 serial label (01)(21), an SSCC-18 pallet
 * label, a daily lot rule LOT-yyyyMMdd-#####, a lot rule by supplier, a monthly container rule and
 * an SSCC container rule. The GS1 company prefix is 0614141, the GS1 General Specifications'
 * example prefix, so demo SSCCs are well-formed but belong to no real company.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = Record<string, unknown>[];

const DEMO_GS1_COMPANY_PREFIX = '0614141';

const ELEMENTS: Rows = [
  { codingId: 'ITEM_NO', parameter: 'itemNo', fieldType: '1', leng: 40, inputType: '1', remark: 'Material number' },
  { codingId: 'LOT', parameter: 'lotNo', fieldType: '1', leng: 20, inputType: '1', lotRule: true, matchCriteria: '[A-Za-z0-9_./-]+', remark: 'Lot number' },
  { codingId: 'GTIN', parameter: 'gtin', fieldType: '2', leng: 14, inputType: '3', matchCriteria: '\\d{14}', remark: 'GTIN, zero-padded to 14 digits' },
  { codingId: 'EXPIRY', parameter: 'expiryDate', fieldType: '3', leng: 6, inputType: '1', lotRule: true, remark: 'Expiry date YYMMDD' },
  { codingId: 'PROD_DATE', parameter: 'productionDate', fieldType: '3', leng: 6, inputType: '1', lotRule: true, allowEmpty: true, remark: 'Production date YYMMDD' },
  { codingId: 'SERIAL', parameter: 'serialNo', fieldType: '1', leng: 20, inputType: '3', remark: 'Serial number' },
  { codingId: 'QTY', parameter: 'qty', fieldType: '2', leng: 8, inputType: '2', allowEmpty: true, remark: 'Quantity' },
  { codingId: 'SUPPLIER', parameter: 'item.supplierNo', fieldType: '1', leng: 10, inputType: '1', lotRule: true, remark: "The material's supplier" },
  { codingId: 'ITEM_GROUP', parameter: 'item.groupNo', fieldType: '1', leng: 10, inputType: '1', remark: "The material's group" },
  { codingId: 'WAREHOUSE', parameter: 'warehouseNo', fieldType: '1', leng: 20, inputType: '1', remark: 'Warehouse number' },
];

const BAR_RULES: Rows = [
  { barRuleNo: 'BAR-ITEM', barRuleName: 'Item label', barType: '1', ruleExpression: '{ITEM_NO}-{yyMMdd}{####}', resetPeriod: '1' },
  { barRuleNo: 'BAR-GS1', barRuleName: 'GS1-128 item label', barType: '1', gs1Mode: '1', ruleExpression: '(01){GTIN}(10){LOT}(17){EXPIRY}' },
  { barRuleNo: 'BAR-SN', barRuleName: 'GS1-128 serial label', barType: '4', gs1Mode: '1', ruleExpression: '(01){GTIN}(21){##########}' },
  { barRuleNo: 'BAR-SSCC', barRuleName: 'SSCC pallet label', barType: '5', gs1Mode: '2', gs1CompanyPrefix: DEMO_GS1_COMPANY_PREFIX, extensionDigit: '1' },
];

const LOT_RULES: Rows = [
  { lotRuleNo: 'LOT-DAILY', lotRuleName: 'Daily lot', ruleExpression: 'LOT-{yyyyMMdd}-{#####}', resetPeriod: '1' },
  { lotRuleNo: 'LOT-SUPPLIER', lotRuleName: 'Lot by supplier', ruleExpression: '{SUPPLIER}-{yyMMdd}{###}', resetPeriod: '1' },
];

const BOX_RULES: Rows = [
  { boxRuleNo: 'BOX-MONTHLY', boxRuleName: 'Container by month', ruleExpression: 'BOX{yyMM}{######}', resetPeriod: '2' },
  { boxRuleNo: 'BOX-SSCC', boxRuleName: 'SSCC container', gs1Mode: '2', gs1CompanyPrefix: DEMO_GS1_COMPANY_PREFIX, extensionDigit: '3' },
];

/** Rows per entity: the elements before the rules that name them. */
export function rulesDemoRows(): [EntityName, Rows][] {
  return [['basicElement', ELEMENTS], ['barRule', BAR_RULES], ['lotRule', LOT_RULES], ['boxRule', BOX_RULES]];
}
