/**
 * The purchasing side of the live demo (workflows §3 purchase orders, §4 ASN, §9 dock
 * appointments): the purchaser orders what Seattle runs short of, each supplier answers its
 * order lines and ships them with an ASN of one pallet per line, the purchaser approves the ASN,
 * and the supplier books a dock slot for the next hour.
 */
import { sql } from 'drizzle-orm';
import type { DockSlots } from '../../shared/yard.ts';
import { DEMO_ORG } from '../demo/northwind.ts';
import { DEMO_WAREHOUSE, demoAsn, demoPurchase, refs, rows, type Step } from './context.ts';
import { availableOf } from './floor-steps.ts';

/** Open purchase lines (not fully received) below which the purchaser orders more, and lines of one purchase order at most. */
const OPEN_LINES_WANTED = 30;
const ORDER_LINES = 10;
/** Lines of one ASN at most. */
const ASN_LINES = 20;

/**
 * The purchaser orders, when few lines are open, the item not on order yet that the next waiting
 * orders (the ten oldest drafts and submitted notices) lack most, else the one Seattle holds least
 * of against its lower limit: what they lack plus three times the lower limit, at least 20; in the
 * same purchase order (a line each, up to ten) the same supplier's other items not on order yet,
 * in the same order of need (record 1070: larger documents, an ASN of all its lines).
 */
export const reorder: Step = async (ctx) => {
  const [open] = await rows(ctx.db, sql`select count(*)::int as n from srm_purchase_line
    where warehouse_no = ${DEMO_WAREHOUSE} and answer_status <> '2' and receive_qty < batch_pur_qty`);
  if (Number(open.n) >= OPEN_LINES_WANTED) return null;
  const items = await rows(ctx.db, sql`
    with next_orders as (select id from out_notice_head where warehouse_no = ${DEMO_WAREHOUSE} and status_code in ('0', '10') order by bill_date nulls first, id limit 10),
      demand as (select l.item_no, sum(l.qty) as qty from out_notice_line l where l.head_id in (select id from next_orders) group by l.item_no),
      stock as (select i.item_no, i.supplier_no, coalesce(i.inv_lower_limit, 0)::float8 as lower_limit, ${availableOf(sql`i.item_no`)}::float8 as available,
        coalesce(d.qty, 0)::float8 as demand
        from bm_item i left join demand d on d.item_no = i.item_no
        where i.status_code = 1 and i.supplier_no is not null
          and not exists (select 1 from srm_purchase_line p where p.item_no = i.item_no and p.warehouse_no = ${DEMO_WAREHOUSE} and p.answer_status <> '2' and p.receive_qty < p.batch_pur_qty))
    , ranked as (select *, row_number() over (order by greatest(demand - available, 0) desc, available - lower_limit, item_no) as r from stock)
    select * from ranked where supplier_no = (select supplier_no from ranked where r = 1) order by r limit ${ORDER_LINES}`);
  if (items.length === 0) return null;
  const qtyOf = (item: Record<string, any>) => Math.max(20, Math.ceil(Math.max(0, Number(item.demand) - Number(item.available)) + Number(item.lower_limit) * 3));
  const [made] = await rows(ctx.db, sql`select count(distinct purchase_no)::int as n from srm_purchase_line where purchase_no like 'PO-D%'`);
  const purchaseNo = `PO-D${String(Number(made.n) + 1).padStart(6, '0')}`;
  const supplierNo = items[0].supplier_no;
  const answer = await ctx.as('buyer', 'ISrmPurchaseService/syncpurchaseorders', { orders: items.map((item, i) => ({
    purchaseNo, purchaseSeq: i + 1, purchaseBatchSeq: 1, orgNo: DEMO_ORG, warehouseNo: DEMO_WAREHOUSE, supplierNo, orderType: '1',
    itemNo: item.item_no, batchPurQty: String(qtyOf(item)), expectArrivalDate: ctx.today(),
  })) });
  return answer.code === 0 ? `ordered ${items.map((item) => `${qtyOf(item)} ${item.item_no}`).join(', ')} from ${supplierNo}` : null;
};

/** A supplier accepts its order lines of the demo's own purchase orders waiting for an answer. */
export const answerOrders: Step = async (ctx) => {
  const waiting = sql`answer_status = '0' and warehouse_no = ${DEMO_WAREHOUSE} and ${demoPurchase}`;
  const [first] = await rows(ctx.db, sql`select supplier_no from srm_purchase_line where ${waiting} order by id limit 1`);
  if (!first) return null;
  const lines = await rows(ctx.db, sql`select id, version from srm_purchase_line where ${waiting} and supplier_no = ${first.supplier_no} order by id limit 50`);
  const answer = await ctx.as({ supplierNo: first.supplier_no }, 'ISrmPurchaseService/answerpurchase', { action: 'accept', list: refs(lines) });
  return answer.code === 0 ? `${first.supplier_no} accepted ${lines.length} order lines` : null;
};

/** A supplier ships what it accepted of the demo's own orders and has not shipped yet: an ASN of up to twenty lines (a purchase order's lines together), a pallet each. */
export const sendAsn: Step = async (ctx) => {
  const open = sql`answer_status = '1' and warehouse_no = ${DEMO_WAREHOUSE} and ${demoPurchase} and batch_pur_qty - on_way_qty - receive_qty > 0`;
  const [first] = await rows(ctx.db, sql`select supplier_no from srm_purchase_line where ${open} order by id limit 1`);
  if (!first) return null;
  const lines = await rows(ctx.db, sql`select id, (batch_pur_qty - on_way_qty - receive_qty)::text as qty from srm_purchase_line
    where ${open} and supplier_no = ${first.supplier_no} order by id limit ${ASN_LINES}`);
  const today = ctx.today();
  const plate = `WA-${String(1000 + Math.floor(ctx.random() * 9000))}`;
  const answer = await ctx.as<{ asnNo: string }>({ supplierNo: first.supplier_no }, 'ISrmAsnService/addasn', {
    head: { deliveryDate: today, expectedArrivalDate: today, wayCarriage: '2', carrierName: 'Speedy Express', driver: 'Demo driver', driverPhone: '(206) 555-0199', carNo: plate, carType: 'Box truck' },
    lines: lines.map((l) => ({ purchaseId: Number(l.id), deliveryQty: l.qty })),
    pallets: lines.map((l, i) => ({ cartons: [{ items: [{ lineNo: i + 1, qty: l.qty }] }] })),
  });
  return answer.code === 0 ? `${first.supplier_no} shipped ASN ${answer.data.asnNo} (${lines.length} lines)` : null;
};

/** The purchaser approves the demo's ASNs waiting for approval. */
export const approveAsns: Step = async (ctx) => {
  const pending = await rows(ctx.db, sql`select h.id, h.version from srm_asn_head h where h.check_status = '0' and h.warehouse_no = ${DEMO_WAREHOUSE} and ${demoAsn} order by h.id limit 10`);
  if (pending.length === 0) return null;
  const answer = await ctx.as('buyer', 'ISrmAsnService/approveasn', { list: refs(pending) });
  return answer.code === 0 ? `approved ${pending.length} ASNs` : null;
};

/** Hours ahead a supplier tries for a slot, the next hour first (the gate accepts trucks up to 2.5 h early). */
const SLOT_HOURS = 2;

/** A supplier books a dock slot in the next hours for its approved ASN that has none and is not at the gate yet: the door and hour with the most room. */
export const bookSlot: Step = async (ctx) => {
  const [asn] = await rows(ctx.db, sql`select h.asn_no, h.supplier_no from srm_asn_head h
    where h.check_status = '2' and h.warehouse_no = ${DEMO_WAREHOUSE} and ${demoAsn}
      and not exists (select 1 from yard_appointment a where a.asn_no = h.asn_no)
      and not exists (select 1 from yard_check_in c where c.asn_no = h.asn_no)
    order by h.id limit 1`);
  if (!asn) return null;
  const now = Date.now();
  const offered = await ctx.as<DockSlots>({ supplierNo: asn.supplier_no }, 'IDockAppointmentService/slots', { asnNo: asn.asn_no, from: new Date(now).toISOString() });
  // The door and hour with the most room (the earliest of equals), as a supplier spreading its trucks would (walk 12-23 defect 2);
  // the demo also counts the appointments whose trucks were received already, so no door-hour gathers more trucks than it holds.
  const taken = new Map((await rows(ctx.db, sql`select door_no, slot_start, count(*)::int as n from yard_appointment
    where warehouse_no = ${DEMO_WAREHOUSE} and status <> 'cancelled' and slot_start > now() - interval '1 hour' group by door_no, slot_start`))
    .map((r) => [`${r.door_no}@${new Date(String(r.slot_start)).getTime()}`, Number(r.n)]));
  const places = offered.code === 0 ? offered.data.slots
    .filter((slot) => Date.parse(slot.slotStart) > now && Date.parse(slot.slotStart) <= now + SLOT_HOURS * 3_600_000)
    .flatMap((slot) => slot.doors.filter((door) => !door.closed).map((door) => ({
      slotStart: slot.slotStart, doorNo: door.doorNo, room: door.capacity - Math.max(door.booked, taken.get(`${door.doorNo}@${Date.parse(slot.slotStart)}`) ?? 0),
    }))).filter((place) => place.room > 0) : [];
  const free = places.reduce<(typeof places)[number] | undefined>((best, place) => (!best || place.room > best.room ? place : best), undefined);
  if (!free) return null;
  const answer = await ctx.as({ supplierNo: asn.supplier_no }, 'IDockAppointmentService/book', { asnNo: asn.asn_no, slotStart: free.slotStart, doorNo: free.doorNo });
  return answer.code === 0 ? `${asn.supplier_no} booked ${free.slotStart.slice(11, 16)} at ${free.doorNo} for ${asn.asn_no}` : null;
};

/** Appointments the purchaser confirms in one step at most. */
const CONFIRMS = 10;

/** The purchaser confirms the demo's booked appointments (IDockAppointmentService/confirm), so none stays "Booked" once its truck is expected. */
export const confirmSlots: Step = async (ctx) => {
  const booked = await rows(ctx.db, sql`select a.id, a.version from yard_appointment a join srm_asn_head h on h.asn_no = a.asn_no
    where a.status = 'booked' and a.warehouse_no = ${DEMO_WAREHOUSE} and ${demoAsn} order by a.id limit ${CONFIRMS}`);
  let confirmed = 0;
  for (const row of booked) {
    const answer = await ctx.as('buyer', 'IDockAppointmentService/confirm', { id: Number(row.id), version: Number(row.version) });
    if (answer.code === 0) confirmed += 1;
  }
  return confirmed > 0 ? `confirmed ${confirmed} appointments` : null;
};
