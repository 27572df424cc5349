/**
 * The supplier portal's test arrangement on the Northwind demo: supplier users of S001 (Exotic
 * Liquids: demo order PO-S001) and S002 with the SUP order answer, ASN, delivery creation and dock
 * appointment pages, and a purchaser with the PC purchasing and dock appointment pages; `as(user, path, body)` calls as one of them.
 */
import { sql } from 'drizzle-orm';
import { createUser } from '../../support/users.ts';
import { testApp, type CallAnswer, type TestApp } from '../../support/test-app.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';

export const SUPPLIER_GRANTS: Record<string, PermissionFlag[]> = {
  '5101': ['isSearch', 'isPrint'], '5102': ['isSearch'], '5103': ['isSearch', 'isAdd'], '5301': ['isSearch', 'isModify'], '5302': ['isSearch'],
  '5106': ['isSearch', 'isAdd', 'isModify', 'isCancelInvalid'], '5404': ['isSearch'],
};
export const PURCHASER_GRANTS: Record<string, PermissionFlag[]> = {
  '170601': ['isSearch', 'isAdd', 'isModify', 'isImport', 'isCheck'],
  '170602': ['isSearch', 'isPrint', 'isCheck', 'isSave', 'isCancelInvalid', 'isClose', 'isDelete'],
  '110402': ['isSearch', 'isCheck', 'isModify', 'isCancelInvalid'],
};

export type PortalApp = TestApp & { tokens: Record<string, string>; as: <T = any>(user: string, path: string, body?: unknown) => Promise<CallAnswer<T>> };

export async function portalApp(): Promise<PortalApp> {
  const t = await testApp({ demo: true });
  const db = t.database.db;
  await createUser(db, { userNo: 'sup1', userType: 'supplier', belongSupplier: 'S001', grants: SUPPLIER_GRANTS });
  await createUser(db, { userNo: 'sup2', userType: 'supplier', belongSupplier: 'S002', grants: SUPPLIER_GRANTS });
  await createUser(db, { userNo: 'buyer', grants: PURCHASER_GRANTS, orgs: ['NWT'] });
  const tokens: Record<string, string> = {};
  for (const user of ['sup1', 'sup2', 'buyer']) tokens[user] = await t.login(user, 'User-12345');
  return { ...t, tokens, as: (user, path, body = {}) => t.call(path, body, { token: tokens[user] }) };
}

/** The demo order lines of a supplier, by purchaseSeq. */
export async function orderLines(t: PortalApp, supplierNo: string): Promise<any[]> {
  const result = await t.database.db.execute(sql`select id, version, purchase_no, purchase_seq, item_no, batch_pur_qty, on_way_qty, receive_qty, answer_status from srm_purchase_line where supplier_no = ${supplierNo} order by purchase_seq`);
  return result.rows;
}

/** Accepts every demo order line of the supplier user's supplier. */
export async function acceptAll(t: PortalApp, user: string, supplierNo: string): Promise<void> {
  const lines = await orderLines(t, supplierNo);
  const answer = await t.as(user, 'ISrmPurchaseService/answerpurchase', { action: 'accept', list: lines.map((l) => ({ id: Number(l.id), version: Number(l.version) })) });
  if (answer.code !== 0) throw new Error(`accept failed: ${answer.errorMessage}`);
}
