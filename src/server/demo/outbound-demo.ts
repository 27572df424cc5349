/**
 * Outbound notices of the demo: Northwind's 830 orders (2,155 lines) as outbound notices of the
 * Seattle warehouse, added through the notice's own document service (addDocuments: every check of
 * IOutNoticeService/addoutnotice, OUT numbers in order id order). The 21 orders Northwind has not
 * shipped are submitted (initial, 10: the work queue of task-notice); the 809 it shipped stay
 * drafts, its order history, which a user submits to replay it (docs/decisions/ "Northwind
 * orders as outbound notices"). Nothing is allocated: the demo's ledger has no history to ship from.
 *
 * A notice per order: customerNo the Northwind customer, addressNo the order's ship-to address
 * (numbered as the demo's customer addresses, northwind.ts), docNo the order id, billDate the order
 * date, requestedDate the required date, carrierNo the ship-via shipper's code (carrierCode),
 * classifyType SAL-OUT; a line per order detail (item P<product id>, quantity in the item's unit,
 * lines numbered in file order).
 */
import type { Database } from '../db/client.ts';
import { withRetry } from '../db/retry.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocuments, type DocumentInput } from '../inventory/documents/document-store.ts';
import type { DocLine } from '../inventory/documents/server-document.ts';
import { noticeDocument } from '../outbound/notice-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { DEMO_ORG, orderAddressNo, pad, readCsv, shipToAddresses } from './northwind.ts';

export const DEMO_OUTBOUND_WAREHOUSE = 'WH-SEA';

/** The carrier code of a Northwind shipper: its name in capitals, words joined by '-' ("Speedy Express" -> SPEEDY-EXPRESS). */
export const carrierCode = (companyName: string) => companyName.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '-');

/** A notice input per Northwind order, in order id order (the newest order is added last); isOpen: Northwind has not shipped it. */
export function northwindNotices(): { notice: DocumentInput; isOpen: boolean }[] {
  const orders = readCsv('orders').sort((a, b) => Number(a.order_id) - Number(b.order_id));
  const carriers = new Map(readCsv('shippers').map((s) => [s.shipper_id, carrierCode(s.company_name)]));
  const shipTo = shipToAddresses(readCsv('orders'));
  const linesOf = new Map<string, DocLine[]>();
  for (const detail of readCsv('order_details')) {
    const lines = linesOf.get(detail.order_id) ?? [];
    lines.push({ lineNo: lines.length + 1, itemNo: pad('P', detail.product_id), qty: detail.quantity });
    linesOf.set(detail.order_id, lines);
  }
  return orders.map((order) => ({
    notice: {
      head: {
        orgNo: DEMO_ORG, warehouseNo: DEMO_OUTBOUND_WAREHOUSE, classifyType: 'SAL-OUT', docNo: order.order_id, customerNo: order.customer_id,
        addressNo: orderAddressNo(shipTo, order), carrierNo: carriers.get(order.ship_via), billDate: order.order_date, requestedDate: order.required_date,
      },
      lines: linesOf.get(order.order_id) ?? [],
    },
    isOpen: !order.shipped_date,
  }));
}

/** Adds the Northwind notices and submits the open ones, in one transaction; answers how many notices were added. */
export async function loadDemoNotices(database: Database, user: SessionUser): Promise<number> {
  const notices = northwindNotices();
  return withRetry(database.db, async (tx) => {
    const added = await addDocuments(tx, noticeDocument, user, notices.map((n) => n.notice));
    await runAction(tx, noticeDocument, user, 'submit', added.filter((_, i) => notices[i].isOpen));
    return added.length;
  });
}
