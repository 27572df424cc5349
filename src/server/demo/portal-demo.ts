/**
 * The supplier portal's settings in the Northwind demo (issue 14): the receiving points of both
 * warehouses shared with every supplier, the default execution policy (PO deliveries; it cannot be
 * deleted) and a JIT policy for Exotic Liquids (S001), a shipping rule, an order answer rule of 48
 * hours, an order delivery setting for the year and the organisation's scheduling common setting.
 * Rows go through the import path like the rest of the demo.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = Record<string, unknown>[];

export function portalDemoRows(orgNo: string, year = new Date().getFullYear()): [EntityName, Rows][] {
  return [
    ['deliveryAddress', [
      { officeId: 'RCV-SEA', officeAlias: 'Seattle receiving', orgNo, warehouseNo: 'WH-SEA', loadadrType: '1', defaultAddressSign: true, contacts: 'Receiving desk', telphone: '206-555-0100', address: '4110 Old Redmond Rd., Redmond, WA 98052', zipCode: '98052', platformNo: 'DOCK-1', startTimeStr: '07:00', dueTimeStr: '16:00', statusCode: 1 },
      { officeId: 'RCV-LDN', officeAlias: 'London receiving', orgNo, warehouseNo: 'WH-LDN', loadadrType: '1', contacts: 'Goods in', telphone: '71-555-0100', address: 'Coventry House, Miner Rd., London EC2 7JR', zipCode: 'EC2 7JR', platformNo: 'BAY-A', startTimeStr: '08:00', dueTimeStr: '17:00', statusCode: 1 },
    ]],
    ['executionPolicy', [
      { orgNo, executeNo: 'POL-DEFAULT', executeName: 'Default: deliveries against purchase orders', deliveryMode: '1', isDefault: true, policyState: '1', isPoRule: true, isShipRule: true, isScheduleRule: false, isBookingRule: false },
      { orgNo, executeNo: 'POL-JIT-S001', executeName: 'Exotic Liquids: JIT against schedules', supplierNo: 'S001', deliveryMode: '2', isDefault: false, policyState: '1', isPoRule: false, isShipRule: true, isScheduleRule: true, isBookingRule: true },
    ]],
    ['shippingRule', [{ orgNo, ruleNo: 'SHIP-STD', ruleName: 'Logistics, ASN one day ahead', shipMethod: '2', asnAdvanceDays: 1, isSplitAllowed: true, statusCode: 1 }]],
    ['answerRule', [{ orgNo, ruleNo: 'ANS-48H', ruleName: 'Answer within 48 hours', deadlineHours: 48, canReject: true, canChangeDate: true, canChangeQty: false, statusCode: 1 }]],
    ['deliverySetting', [{ orgNo, settingNo: `DLV-${year}`, settingName: `Delivery window ${year}`, allowAheadDays: 2, allowOverdueDays: 1, previewDays: 14, lockDays: 3, validFrom: `${year}-01-01`, validTo: `${year}-12-31`, statusCode: 1 }]],
  ];
}
