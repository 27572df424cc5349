/**
 * Demo rows of Base.Print (docs/decisions/ "Printing"): label templates for item labels (Code
 * 128, QR code, GS1-128 for labels whose barcode is a GS1 element string), container labels (Data
 * Matrix; SSCC pallet labels at receipt in GS1-128) and cell labels (Code 128, QR code); document print templates for the stock adjustment
 * and transfer lists and the supplier list; bill templates using them, one disabled.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = Record<string, unknown>[];

const LABEL_TEMPLATES: Rows = [
  { templateCode: 'LBL-ITEM-128', templateName: 'Item label 100 x 60 (Code 128)', labelKind: '1', symbology: 'code128', widthMm: 100, heightMm: 60, title: 'Northwind Traders', showFields: 'itemNo,lotNo,qty,expiryDate', standardCol01: '2' },
  { templateCode: 'LBL-ITEM-QR', templateName: 'Item label 60 x 60 (QR code)', labelKind: '1', symbology: 'qrcode', widthMm: 60, heightMm: 60, title: 'Northwind Traders', showFields: 'itemNo,lotNo,qty', standardCol01: '2' },
  { templateCode: 'LBL-ITEM-GS1', templateName: 'GS1 logistic label 100 x 70 (GS1-128)', labelKind: '1', symbology: 'gs1-128', widthMm: 100, heightMm: 70, title: 'Northwind Traders', showFields: 'itemNo,qty', standardCol01: '1' },
  { templateCode: 'LBL-PALLET-SSCC', templateName: 'SSCC pallet label 100 x 70 (GS1-128)', labelKind: '2', symbology: 'gs1-128', widthMm: 100, heightMm: 70, title: 'Northwind Traders', showFields: 'boxName,warehouseNo', standardCol01: '1' },
  { templateCode: 'LBL-BOX-DM', templateName: 'Container label 80 x 60 (Data Matrix)', labelKind: '2', symbology: 'datamatrix', widthMm: 80, heightMm: 60, title: 'Container', showFields: 'boxName,warehouseNo', standardCol01: '2' },
  { templateCode: 'LBL-CELL-128', templateName: 'Cell label 100 x 40 (Code 128)', labelKind: '3', symbology: 'code128', widthMm: 100, heightMm: 40, title: '', showFields: 'warehouseNo', standardCol01: '2' },
  { templateCode: 'LBL-CELL-QR', templateName: 'Cell label 50 x 50 (QR code)', labelKind: '3', symbology: 'qrcode', widthMm: 50, heightMm: 50, title: '', showFields: 'zoneNo', standardCol01: '2' },
];

const PRINT_TEMPLATES: Rows = [
  { reportKey: 'RPT-ADJUSTMENT', templateName: 'Stock adjustment list', module: '130103', title: 'Stock adjustments', paperSize: 'A4', orientation: 'landscape', columns: '', standardCol01: '1' },
  { reportKey: 'RPT-TRANSFER', templateName: 'Stock transfer list', module: '130106', title: 'Stock transfers', paperSize: 'A4', orientation: 'landscape', columns: '', standardCol01: '1' },
  { reportKey: 'RPT-SUPPLIER', templateName: 'Supplier contact sheet', module: '100104', title: 'Suppliers', paperSize: 'A4', orientation: 'portrait', columns: 'supplierNo,supplierName,contact,phone,city,country', standardCol01: '2' },
];

const BILL_TEMPLATES: Rows = [
  { templateCode: 'BILL-ADJUSTMENT', templateName: 'Stock adjustment', docType: 'ADJUSTMENT', reportKey: 'RPT-ADJUSTMENT', isDefault: true, statusCode: 1 },
  { templateCode: 'BILL-TRANSFER', templateName: 'Stock transfer', docType: 'TRANSFER', reportKey: 'RPT-TRANSFER', isDefault: true, statusCode: 1 },
  { templateCode: 'BILL-TRANSFER-OLD', templateName: 'Stock transfer (2025 layout)', docType: 'TRANSFER', reportKey: 'RPT-TRANSFER', isDefault: false, statusCode: 0 },
];

/** Rows per entity in dependency order (print templates before the bill templates using them). */
export function printDemoRows(): [EntityName, Rows][] {
  return [['labelTemplate', LABEL_TEMPLATES], ['printTemplate', PRINT_TEMPLATES], ['billTemplate', BILL_TEMPLATES]];
}
