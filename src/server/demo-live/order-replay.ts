/**
 * The live demo's endless order source (issue 30, record 1070): Northwind has 830 orders, which the
 * simulator at full pace releases within minutes. When fewer than REPLAY_BELOW of the demo's orders
 * wait as drafts, the shift manager adds the next REPLAYS Northwind orders again as new outbound
 * notices (IOutNoticeService/addoutnotice: new OUT numbers, the customer, ship-to address, carrier
 * and lines of the order, its document number with the replay's cycle "-R1", "-R2"..., dated today,
 * required the same days later as the order was), cycling through them in order id order; the
 * purchaser's reorders follow them as they follow the originals. The replays are the demo's own
 * orders (context.ts demoNotice: made by demo.manager).
 */
import { sql } from 'drizzle-orm';
import { staffUserNo } from './actors.ts';
import { DEMO_WAREHOUSE, demoNotice, rows, type Step } from './context.ts';

/** Draft demo orders below which the manager replays Northwind orders, and orders replayed in one step. */
const REPLAY_BELOW = 40;
const REPLAYS = 10;

/** Adds today's replays of the next Northwind orders when the demo's drafts run low. */
export const replayOrders: Step = async (ctx) => {
  const [drafts] = await rows(ctx.db, sql`select count(*)::int as n from out_notice_head h where h.warehouse_no = ${DEMO_WAREHOUSE} and h.status_code = '0' and ${demoNotice}`);
  if (Number(drafts.n) >= REPLAY_BELOW) return null;
  const [made] = await rows(ctx.db, sql`select count(*)::int as n from out_notice_head where warehouse_no = ${DEMO_WAREHOUSE} and create_name = ${staffUserNo('manager')}`);
  const orders = await rows(ctx.db, sql`with northwind as (select h.id, h.org_no, h.doc_no, h.customer_no, h.address_no, h.carrier_no, h.classify_type,
      coalesce(h.requested_date - h.bill_date, 7) as days, row_number() over (order by h.id) - 1 as k, count(*) over () as total
      from out_notice_head h where h.warehouse_no = ${DEMO_WAREHOUSE} and h.create_date = (select min(n.create_date) from out_notice_head n where n.warehouse_no = ${DEMO_WAREHOUSE}))
    select n.*, (select json_agg(json_build_object('itemNo', l.item_no, 'qty', trim_scale(l.qty)::text) order by l.line_no) from out_notice_line l where l.head_id = n.id) as lines
    from northwind n where n.k >= ${Number(made.n)} % n.total order by n.k limit ${REPLAYS}`);
  const today = ctx.today();
  const cycle = Math.floor(Number(made.n) / Math.max(1, Number(orders[0]?.total ?? 1))) + 1;
  let added = 0;
  for (const order of orders) {
    const answer = await ctx.as('manager', 'IOutNoticeService/addoutnotice', {
      orgNo: order.org_no, warehouseNo: DEMO_WAREHOUSE, classifyType: order.classify_type, docNo: `${order.doc_no}-R${cycle}`, customerNo: order.customer_no,
      addressNo: order.address_no, carrierNo: order.carrier_no, billDate: today,
      requestedDate: new Date(Date.parse(`${today}T00:00:00Z`) + Number(order.days) * 86_400_000).toISOString().slice(0, 10), lines: order.lines,
    });
    if (answer.code === 0) added += 1;
  }
  return added > 0 ? `replayed ${added} Northwind orders (cycle ${cycle})` : null;
};
