/**
 * The outbound floor of the live demo (workflows §4 allocation, §5 waves and picking, §9 shipping):
 * the shift manager releases the Northwind orders due (the oldest draft notices whose every line
 * Seattle can cover, replaying the order history) and allocates the submitted notices that stock
 * covers (never leaving one short), the manager builds waves by carrier, the picker picks them to the staging cell, and
 * the manager ships each wave once it is picked. A notice the stock cannot cover waits for the
 * purchaser's reorder (supplier-steps.ts orders what the waiting notices lack first).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEMO_WAREHOUSE, demoMade, demoNotice, refs, rows, type Step } from './context.ts';

/** Notices released (and allocated) in one step at most, the submitted ones kept ready to allocate, and picks confirmed in one call. */
const NOTICES = 10;
const READY = 20;
const PICKS = 100;
/** The oldest due notices of a status the coverage query looks at: more than a round releases, so an uncovered one does not hold the rest back. */
const CANDIDATES = 60;
/** Notices put into waves in one step at most. */
const BUILD_NOTICES = 200;

/** Available stock of an item in Seattle's storage and picking cells (what allocation may take). */
export const availableOf = (itemNo: SQL) => sql`coalesce((select sum(s.on_hand - s.allocated - s.frozen) from inv_stock s
  join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
  where s.warehouse_no = ${DEMO_WAREHOUSE} and s.item_no = ${itemNo} and s.stock_status = '10' and z.zone_type in ('2', '3')), 0)`;

/**
 * The demo's own notices (its Northwind orders and their replays) of `status` that the available
 * stock covers together, oldest first: among the CANDIDATES oldest due ones, each item's available
 * stock summed once (record 1070: the query per line against the stock was 40% of the simulator's
 * time), the notices whose every line it covers, then of those the ones whose lines it still covers
 * after the older ones' (a running sum per item), so one allocation call may take them all.
 */
async function coveredNotices(db: Parameters<Step>[0]['db'], status: string, limit: number) {
  return rows(db, sql`with candidate as (select h.id, h.version, h.out_notice_no, h.bill_date from out_notice_head h
      where h.warehouse_no = ${DEMO_WAREHOUSE} and h.status_code = ${status} and ${demoNotice} and coalesce(h.bill_date, now()) <= now()
      order by h.bill_date nulls first, h.id limit ${CANDIDATES}),
    needed as (select l.head_id, l.item_no, l.qty from out_notice_line l where l.head_id in (select id from candidate)),
    available as (select s.item_no, sum(s.on_hand - s.allocated - s.frozen) as qty from inv_stock s
      join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
      where s.warehouse_no = ${DEMO_WAREHOUSE} and s.stock_status = '10' and z.zone_type in ('2', '3') and s.item_no in (select item_no from needed) group by s.item_no),
    covered as (select h.* from candidate h
      where not exists (select 1 from needed l left join available a on a.item_no = l.item_no where l.head_id = h.id and l.qty > coalesce(a.qty, 0))),
    running as (select l.head_id, l.item_no, sum(l.qty) over (partition by l.item_no order by h.bill_date nulls first, h.id rows unbounded preceding) as upto
      from needed l join covered h on h.id = l.head_id)
    select h.id, h.version, h.out_notice_no from covered h
    where not exists (select 1 from running r left join available a on a.item_no = r.item_no where r.head_id = h.id and r.upto > coalesce(a.qty, 0))
    order by h.bill_date nulls first, h.id limit ${limit}`);
}

/** The manager submits the oldest due orders that stock covers (up to ten), while fewer than twenty submitted ones are ready to allocate. */
export const releaseOrders: Step = async (ctx) => {
  if ((await coveredNotices(ctx.db, '10', READY)).length >= READY) return null;
  const due = await coveredNotices(ctx.db, '0', NOTICES);
  if (due.length === 0) return null;
  const answer = await ctx.as('manager', 'IOutNoticeService/submitoutnotice', { list: refs(due) });
  return answer.code === 0 ? `released ${due.length} orders` : null;
};

/**
 * The shift manager allocates the oldest submitted notices that stock covers (up to ten) in one
 * call; the notices that still come out short (stock a notice before them took, or stock allocation
 * could not take: lots, expiry) have their allocation cancelled at once, in one call, back to wait
 * for the reorder, since their category refuses shipping short; each whole one
 * becomes the demo picker's picking task at once (IOutPickService/take).
 */
export const allocate: Step = async (ctx) => {
  const ready = await coveredNotices(ctx.db, '10', NOTICES);
  if (ready.length === 0) return null;
  const answer = await ctx.as('manager', 'IOutNoticeService/allocateoutnotice', { list: refs(ready) });
  if (answer.code !== 0) return null;
  const short = await rows(ctx.db, sql`select h.id, h.version from out_notice_head h where h.id in (${sql.join(ready.map((n) => sql`${n.id}`), sql`, `)})
    and h.status_code = '15' and exists (select 1 from out_notice_line l where l.head_id = h.id and l.allocated_qty < l.qty) order by h.id`);
  if (short.length > 0) await ctx.as('manager', 'IOutNoticeService/cancelAllocateoutnotice', { list: refs(short) });
  // The demo's picker takes each whole notice at once, so a person's handheld is never offered it (docs/decisions/1050).
  const firsts = await rows(ctx.db, sql`select min(a.id) as id from out_allocation a where a.head_id in (${sql.join(ready.map((n) => sql`${n.id}`), sql`, `)})
    and a.status_code = '10' and a.head_id not in (${sql.join([0, ...short.map((n) => n.id)].map((id) => sql`${id}`), sql`, `)}) group by a.head_id`);
  for (const first of firsts) await ctx.as('picker', 'IOutPickService/take', { allocationId: Number(first.id) });
  return `allocated ${ready.length - short.length} orders${short.length > 0 ? `, ${short.length} short: allocation cancelled` : ''}`;
};

/** The manager builds waves of the demo's allocated notices by carrier (a person's allocated notice stays out of them). */
export const buildWaves: Step = async (ctx) => {
  const loose = await rows(ctx.db, sql`select h.out_notice_no from out_notice_head h where h.warehouse_no = ${DEMO_WAREHOUSE} and h.status_code = '15' and ${demoNotice}
    and not exists (select 1 from out_wave_notice wn join out_wave w on w.id = wn.wave_id where wn.head_id = h.id and w.status_code = '10')
    order by h.id limit ${BUILD_NOTICES}`);
  if (loose.length === 0) return null;
  const answer = await ctx.as<{ waveNo: string }[]>('manager', 'IOutWaveService/build', {
    warehouseNo: DEMO_WAREHOUSE, waveTemplateNo: 'WAVE-CARRIER', outNoticeNos: loose.map((n) => n.out_notice_no),
  });
  return answer.code === 0 && answer.data.length > 0 ? `built waves ${answer.data.map((w) => w.waveNo).join(', ')}` : null;
};

/** The picker confirms the next picks of the demo's oldest open waves in one call (Confirm scanned), scanning each cell and item. */
export const pick: Step = async (ctx) => {
  const picks = await rows(ctx.db, sql`select a.id, a.cell_no, a.item_no from out_allocation a
    join out_wave_notice wn on wn.head_id = a.head_id join out_wave w on w.id = wn.wave_id
    where w.warehouse_no = ${DEMO_WAREHOUSE} and w.status_code = '10' and ${demoMade('w')} and a.status_code = '10'
    order by w.id, a.cell_no, a.id limit ${PICKS}`);
  if (picks.length === 0) return null;
  const answer = await ctx.as('picker', 'IOutPickService/confirmbatch', { list: picks.map((p) => ({ allocationId: Number(p.id), cellNo: p.cell_no, scan: p.item_no })) });
  return answer.code === 0 ? `picked ${picks.length} lines` : null;
};

/** The manager ships (loads) the demo's open waves whose every reservation is picked. */
export const shipWaves: Step = async (ctx) => {
  const picked = await rows(ctx.db, sql`select w.id, w.version, w.wave_no from out_wave w where w.warehouse_no = ${DEMO_WAREHOUSE} and w.status_code = '10' and ${demoMade('w')}
    and not exists (select 1 from out_wave_notice wn join out_allocation a on a.head_id = wn.head_id where wn.wave_id = w.id and a.status_code = '10')
    order by w.id limit 5`);
  if (picked.length === 0) return null;
  const answer = await ctx.as('manager', 'IOutWaveService/shipwave', { list: refs(picked) });
  return answer.code === 0 ? `shipped waves ${picked.map((w) => w.wave_no).join(', ')}` : null;
};
