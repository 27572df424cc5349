/**
 * withItemNames(db, rows): the names a supplier reads its order lines by (issue 23): each row of
 * `{ orgNo, itemNo, supplierNo }` (a purchase order line) gets `itemName` (our item's name) and
 * `supplierItemNo` / `supplierItemName` (the supplier's own part number and name of the item, from
 * the item-supplier relation of the row's supplier; null when it has none). Only the row's own
 * supplier's relation is read, so a supplier never sees another supplier's codes. Rows come back in
 * their order; the caller has already scoped them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bmItem, bmItemSupplierMerchant } from '../db/schema.ts';

type LineKey = { orgNo?: unknown; itemNo?: unknown; supplierNo?: unknown };

export type ItemNames = { itemName: string | null; supplierItemNo: string | null; supplierItemName: string | null };

export async function withItemNames<T extends LineKey>(db: Db, rows: T[]): Promise<(T & ItemNames)[]> {
  const itemNos = [...new Set(rows.map((r) => String(r.itemNo)))];
  if (itemNos.length === 0) return [];
  const [items, relations] = await Promise.all([
    db.select({ orgNo: bmItem.orgNo, itemNo: bmItem.itemNo, itemName: bmItem.itemName }).from(bmItem).where(inArray(bmItem.itemNo, itemNos)),
    db.select({ orgNo: bmItemSupplierMerchant.orgNo, itemNo: bmItemSupplierMerchant.itemNo, supplierNo: bmItemSupplierMerchant.supplierNo, no: bmItemSupplierMerchant.merchantItemNo, name: bmItemSupplierMerchant.merchantItemName })
      .from(bmItemSupplierMerchant)
      .where(and(inArray(bmItemSupplierMerchant.itemNo, itemNos), inArray(bmItemSupplierMerchant.supplierNo, [...new Set(rows.map((r) => String(r.supplierNo)))]), eq(bmItemSupplierMerchant.statusCode, 1))),
  ]);
  return rows.map((row) => {
    const item = items.find((i) => i.orgNo === row.orgNo && i.itemNo === row.itemNo);
    const own = relations.find((r) => r.orgNo === row.orgNo && r.itemNo === row.itemNo && r.supplierNo === row.supplierNo);
    return { ...row, itemName: (item?.itemName as string | undefined) ?? null, supplierItemNo: (own?.no as string | null | undefined) ?? null, supplierItemName: (own?.name as string | null | undefined) ?? null };
  });
}
