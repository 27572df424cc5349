/**
 * Demo rows of Base.Message and Base.Task, imported like the rest of the demo: an in-app channel
 * and an (inactive) e-mail server, templates and policies for low stock, shipments and expiry
 * sent to admin; document categories for the demo classify types with their natures, the flows of
 * each flow pattern with their steps, interfaces, and which flow each warehouse runs.
 * loadBasecfgDemo then stores one file (the Northwind licence) and sends two notices, so
 * file-management and message-query show rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { EntityName } from '../../shared/entity.ts';
import type { Database } from '../db/client.ts';
import { sysFile, sysFileContent } from '../db/schema.ts';
import type { SessionUser } from '../rpc/session.ts';
import { sendNotice } from '../basecfg/send-notice.ts';
import { DEMO_DIR } from './northwind.ts';

type Rows = Record<string, unknown>[];

const TEMPLATES: Rows = [
  { noticeTemplateNo: 'TPL-LOW-STOCK', noticeTemplateName: 'Stock below lower limit', noticeType: '5', titleTemplate: 'Low stock: {{itemNo}} {{itemName}}', contentTemplate: '{{warehouseNo}} holds {{qty}} of {{itemName}}, below the lower limit {{invLowerLimit}} ({{time}}).' },
  { noticeTemplateNo: 'TPL-SHIPPED', noticeTemplateName: 'Outbound shipped', noticeType: '4', titleTemplate: '{{docNo}} shipped to {{customerName}}', contentTemplate: '{{docNo}} left {{warehouseNo}} with carrier {{carrierNo}}: {{qty}} units ({{operator}}, {{time}}).' },
  { noticeTemplateNo: 'TPL-EXPIRY', noticeTemplateName: 'Expiry warning', noticeType: '6', titleTemplate: '{{itemName}} lot {{lotNo}} expires in {{days}} days', contentTemplate: 'Lot {{lotNo}} of {{itemNo}} in {{warehouseNo}} expires on {{expiryDate}}.' },
];

export function basecfgDemoRows(orgNo: string): [EntityName, Rows][] {
  return [
    ['messageConfig', [
      { configNo: 'IN-APP', configName: 'In-app notices', channel: '1' },
      { configNo: 'MAIL', configName: 'Northwind mail server', channel: '2', protocol: 'smtp', host: 'smtp.northwind.example', port: 587, defaultEncoding: 'UTF-8', fromAddress: 'wms@northwind.example', statusCode: 0 },
    ]],
    ['messageTemplate', TEMPLATES],
    ['messagePolicy', [
      { noticeMethodNo: 'POL-LOW-STOCK', noticeMethodName: 'Low stock to the administrator', orgNo, noticeType: '5', channel: '1', noticeTemplateNo: 'TPL-LOW-STOCK', receiverType: '1', receivers: 'admin' },
      { noticeMethodNo: 'POL-SHIPPED', noticeMethodName: 'Shipments to administrators', orgNo, noticeType: '4', channel: '1', noticeTemplateNo: 'TPL-SHIPPED', receiverType: '2', receivers: 'admin' },
      { noticeMethodNo: 'POL-EXPIRY', noticeMethodName: 'Expiry warning by e-mail', orgNo, noticeType: '6', channel: '2', noticeTemplateNo: 'TPL-EXPIRY', receiverType: '1', receivers: 'admin', statusCode: 0 },
    ]],
    ['documentCategory', [
      { docType: 'PUR-IN', docTypeName: 'Purchase receipt', bigModule: '1', docNature: '11', classifyType: 'PUR-IN' },
      { docType: 'RET-IN', docTypeName: 'Customer return', bigModule: '1', docNature: '13', classifyType: 'RET-IN', isQtyControl: false },
      { docType: 'TRF-IN', docTypeName: 'Transfer receipt', bigModule: '1', docNature: '14', classifyType: 'TRF-IN', isAutoClose: true },
      { docType: 'SAL-OUT', docTypeName: 'Sales shipment', bigModule: '2', docNature: '21', classifyType: 'SAL-OUT', isShortControl: true },
      { docType: 'RET-OUT', docTypeName: 'Return to supplier', bigModule: '2', docNature: '23', classifyType: 'RET-OUT' },
      { docType: 'TRF-OUT', docTypeName: 'Transfer shipment', bigModule: '2', docNature: '24', classifyType: 'TRF-OUT', isAutoClose: true },
      { docType: 'ADJ', docTypeName: 'Stock adjustment', bigModule: '3', docNature: '31', classifyType: 'ADJ' },
      { docType: 'CNT', docTypeName: 'Stock count', bigModule: '3', docNature: '32', classifyType: 'CNT' },
    ]],
    ['documentProcess', [
      { flowNo: 'FLOW-IN-SIMPLE', flowName: 'Receive and put away at once', module: '1', flowPattern: '1', docType: 'TRF-IN', isAuto: true },
      { flowNo: 'FLOW-IN-STD', flowName: 'Receive, then put away', module: '1', flowPattern: '2', docType: 'PUR-IN' },
      { flowNo: 'FLOW-IN-QC', flowName: 'Arrival, inspection, receipt, putaway', module: '1', flowPattern: '3', docType: 'PUR-IN' },
      { flowNo: 'FLOW-IN-MERGE', flowName: 'Merge receiving by supplier', module: '1', flowPattern: '4', docType: 'PUR-IN' },
      { flowNo: 'FLOW-OUT-STD', flowName: 'Allocate, pick, ship', module: '2', flowPattern: '2', docType: 'SAL-OUT' },
      { flowNo: 'FLOW-OUT-WAVE', flowName: 'Waves with checking', module: '2', flowPattern: '3', docType: 'SAL-OUT' },
      { flowNo: 'FLOW-ADJ', flowName: 'Post adjustment', module: '3', flowPattern: '1', docType: 'ADJ', isAuto: true },
    ]],
    ['processStep', [
      { processNo: 'IN-STD-10', processName: 'Put away', flowNo: 'FLOW-IN-STD', seq: 10, transactionType: '1', platform: 'PDA', isScan: true },
      { processNo: 'IN-QC-10', processName: 'Put away after inspection', flowNo: 'FLOW-IN-QC', seq: 10, transactionType: '1', platform: 'PDA', isScan: true },
      { processNo: 'OUT-STD-10', processName: 'Pick', flowNo: 'FLOW-OUT-STD', seq: 10, transactionType: '2', platform: 'PDA', isScan: true },
      { processNo: 'OUT-WAVE-10', processName: 'Prepare materials', flowNo: 'FLOW-OUT-WAVE', seq: 10, transactionType: '3', platform: 'PC' },
      { processNo: 'OUT-WAVE-20', processName: 'Pick the wave', flowNo: 'FLOW-OUT-WAVE', seq: 20, transactionType: '2', platform: 'PDA', isScan: true },
      { processNo: 'OUT-WAVE-30', processName: 'Move to shipping dock', flowNo: 'FLOW-OUT-WAVE', seq: 30, transactionType: '4', platform: 'PDA', isRequired: false },
      { processNo: 'ADJ-10', processName: 'Adjust', flowNo: 'FLOW-ADJ', seq: 10, transactionType: '5', platform: 'PC' },
    ]],
    ['interfaceDef', [
      { interfaceNo: 'ERP-PO', interfaceName: 'Purchase orders from ERP', incomingTag: 'ERP', direction: '1', docType: 'PUR-IN', url: 'https://erp.northwind.example/api/purchase-orders' },
      { interfaceNo: 'ERP-SO', interfaceName: 'Sales orders from ERP', incomingTag: 'ERP', direction: '1', docType: 'SAL-OUT', url: 'https://erp.northwind.example/api/sales-orders' },
      { interfaceNo: 'ERP-RECEIPT-BACK', interfaceName: 'Receipts back to ERP', incomingTag: 'ERP', direction: '2', docType: 'PUR-IN', url: 'https://erp.northwind.example/api/receipts' },
      { interfaceNo: 'MES-ISSUE', interfaceName: 'Material requests from MES', incomingTag: 'MES', direction: '1', docType: 'TRF-OUT' },
      { interfaceNo: 'PDA-PUTAWAY', interfaceName: 'Putaway confirmations from handhelds', incomingTag: 'PDA', direction: '1', docType: 'PUR-IN' },
    ]],
    ['processConfig', [
      { processConfigNo: 'SEA-PUR-IN', processConfigName: 'Seattle purchase receipts', orgNo, warehouseNo: 'WH-SEA', docType: 'PUR-IN', flowNo: 'FLOW-IN-STD' },
      { processConfigNo: 'LDN-PUR-IN', processConfigName: 'London purchase receipts with inspection', orgNo, warehouseNo: 'WH-LDN', docType: 'PUR-IN', flowNo: 'FLOW-IN-QC', isPrintLabel: true },
      { processConfigNo: 'SEA-SAL-OUT', processConfigName: 'Seattle shipments in waves', orgNo, warehouseNo: 'WH-SEA', docType: 'SAL-OUT', flowNo: 'FLOW-OUT-WAVE' },
      { processConfigNo: 'LDN-SAL-OUT', processConfigName: 'London shipments', orgNo, warehouseNo: 'WH-LDN', docType: 'SAL-OUT', flowNo: 'FLOW-OUT-STD', isAutoPost: true },
    ]],
  ];
}

/** Stores the Northwind licence as a file and sends two demo notices to admin. */
export async function loadBasecfgDemo(database: Database, user: SessionUser, orgNo: string): Promise<void> {
  const content = readFileSync(path.join(DEMO_DIR, 'LICENSE'));
  await database.db.transaction(async (tx) => {
    const [stored] = await tx.insert(sysFileContent).values({
      originalName: 'LICENSE.txt', contentType: 'text/plain', fileSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'), content, createName: user.userNo,
    }).returning({ id: sysFileContent.id });
    await tx.insert(sysFile).values({ fileNo: 'NW-LICENSE', fileName: 'Northwind demo data licence (Ms-PL)', fileType: '1', contentId: stored.id, statusCode: 1, createName: user.userNo, updateName: user.userNo });
    await sendNotice(tx, { orgNo, noticeType: '5', operator: user.userNo, values: { warehouseNo: 'WH-SEA', itemNo: 'P011', itemName: 'Queso Cabrales', qty: 22, invLowerLimit: 30 } });
    await sendNotice(tx, { orgNo, noticeType: '4', operator: user.userNo, sourceDocNo: 'SO-10248', values: { docNo: 'SO-10248', warehouseNo: 'WH-SEA', customerName: 'Vins et alcools Chevalier', carrierNo: 'Federal Shipping', qty: 27 } });
  });
}
