/**
 * The gate, the dock and the putaway of the live demo (issue 15 kiosk and dock, workflows §5
 * receiving and putaway): trucks of approved ASNs check in at the gate kiosk, the receiver calls
 * them to their doors and, signed in at the dock (a kiosk session alone may not receive), receives
 * each pallet (about one in eight short, one in fifteen damaged with a photo) and finishes the
 * receipt, then records the inspections and puts the goods away on the proposed cells.
 */
import { sql } from 'drizzle-orm';
import { DEMO_WAREHOUSE, demoAsn, demoMade, refs, rows, type Step } from './context.ts';
import { DAMAGED_PALLET_JPEG } from './damaged-pallet-photo.ts';

/** Putaway tasks confirmed in one call at most. */
const PUTAWAY_TASKS = 10;

/** The truck of an approved demo ASN that has not come yet checks in at the gate kiosk, not earlier than 2 h before its appointment. */
export const checkIn: Step = async (ctx) => {
  const [asn] = await rows(ctx.db, sql`select h.asn_no, h.car_no from srm_asn_head h
    where h.check_status = '2' and h.warehouse_no = ${DEMO_WAREHOUSE} and ${demoAsn} and not exists (select 1 from yard_check_in c where c.asn_no = h.asn_no)
      and not exists (select 1 from yard_appointment a where a.asn_no = h.asn_no and a.status <> 'cancelled' and a.slot_start > now() + interval '2 hours')
    order by h.id limit 1`);
  if (!asn) return null;
  const answer = await ctx.as<{ queueNo: string; doorNo: string }>('gate', 'IKioskService/checkIn', {
    warehouseNo: DEMO_WAREHOUSE, asnNo: asn.asn_no, driverName: 'Demo driver', driverPhone: '(206) 555-0199', plateNo: asn.car_no ?? 'WA-DEMO',
  });
  return answer.code === 0 ? `truck of ${asn.asn_no} checked in: ${answer.data.queueNo} to ${answer.data.doorNo}` : null;
};

/** The receiver calls the longest-waiting truck whose door has no truck called or unloading. */
export const callTruck: Step = async (ctx) => {
  const [truck] = await rows(ctx.db, sql`select c.id, c.version, c.asn_no, c.door_no from yard_check_in c join srm_asn_head h on h.asn_no = c.asn_no
    where c.warehouse_no = ${DEMO_WAREHOUSE} and c.state = 'checkedIn' and ${demoAsn}
      and not exists (select 1 from yard_check_in o where o.warehouse_no = c.warehouse_no and o.door_no = c.door_no and o.state in ('called', 'atDoor', 'unloading'))
    order by c.id limit 1`);
  if (!truck) return null;
  const answer = await ctx.as('receiver', 'IYardService/action', { id: Number(truck.id), version: Number(truck.version), action: 'call' });
  return answer.code === 0 ? `called ${truck.asn_no} to ${truck.door_no}` : null;
};

/** The outcome of a pallet at the dock: mostly as expected, sometimes short (80% counted) or damaged. */
function palletOutcome(random: number, qty: number): Record<string, unknown> {
  if (random < 0.125 && qty > 1) return { outcome: 'short', countedQty: String(Math.floor(qty * 0.8)) };
  if (random > 1 - 1 / 15) return { outcome: 'damaged', reason: 'crushed', photo: DAMAGED_PALLET_JPEG };
  return { outcome: 'ok' };
}

/** The receiver, signed in at the dock, receives every pallet of a called truck and posts the receipt. */
export const receiveAtDock: Step = async (ctx) => {
  const [truck] = await rows(ctx.db, sql`select c.id, c.asn_no from yard_check_in c join srm_asn_head h on h.asn_no = c.asn_no
    where c.warehouse_no = ${DEMO_WAREHOUSE} and c.state in ('called', 'atDoor', 'unloading') and ${demoAsn} order by c.id limit 1`);
  if (!truck) return null;
  const pallets = await rows(ctx.db, sql`select p.sscc, coalesce((select sum(n.qty) from srm_asn_pack n where n.head_id = p.head_id and n.pack_level = 'item'
      and (n.parent_id = p.id or n.parent_id in (select c.id from srm_asn_pack c where c.parent_id = p.id))), 0)::float8 as qty
    from srm_asn_pack p join srm_asn_head h on h.id = p.head_id
    where h.asn_no = ${truck.asn_no} and p.pack_level = 'pallet'
      and not exists (select 1 from yard_pallet_scan d where d.check_in_id = ${truck.id} and d.sscc = p.sscc)
    order by p.seq`);
  const checkInId = Number(truck.id);
  for (const pallet of pallets) {
    await ctx.as('receiver', 'IKioskService/confirmPallet', { checkInId, sscc: pallet.sscc, ...palletOutcome(ctx.random(), Number(pallet.qty)) });
  }
  const done = await ctx.as<{ discrepancies: number }>('receiver', 'IKioskService/finishReceiving', { checkInId });
  return done.code === 0 ? `received ${truck.asn_no}: ${pallets.length} pallets, ${done.data.discrepancies} discrepancies` : null;
};

/** The receiver passes the open inspection lines of the oldest inspection of the demo's own receipts (a person's waits for that person). */
export const inspect: Step = async (ctx) => {
  const open = await rows(ctx.db, sql`select l.qc_id, l.line_no, l.qty::text as qty from in_qc_line l join in_qc_head h on h.id = l.qc_id
    where h.warehouse_no = ${DEMO_WAREHOUSE} and l.status_code = '10'
      and l.qc_id = (select min(x.qc_id) from in_qc_line x join in_qc_head y on y.id = x.qc_id where y.warehouse_no = ${DEMO_WAREHOUSE} and x.status_code = '10' and ${demoMade('y')})
    order by l.line_no`);
  for (const line of open) {
    await ctx.as('receiver', 'IInQcService/record', { qcId: Number(line.qc_id), lineNo: Number(line.line_no), passQty: line.qty, failQty: '0', concessionQty: '0' });
  }
  return open.length > 0 ? `inspected ${open.length} lines` : null;
};

/** The receiver puts away the oldest open putaway tasks of the demo's own receipts (up to ten, every open line on its proposed cell) in one call (Confirm selected); a person's task waits for that person. */
export const putAway: Step = async (ctx) => {
  const open = await rows(ctx.db, sql`select t.id, t.version from in_putaway_task t
    where t.warehouse_no = ${DEMO_WAREHOUSE} and ${demoMade('t')} and not t.is_suspend
      and exists (select 1 from in_putaway_line l where l.task_id = t.id and l.status_code = '10') order by t.id limit ${PUTAWAY_TASKS}`);
  if (open.length === 0) return null;
  const answer = await ctx.as<{ lines: number }>('receiver', 'IInPutawayTaskService/confirmBatch', { list: refs(open) });
  return answer.code === 0 ? `put away ${answer.data.lines} lines` : null;
};
