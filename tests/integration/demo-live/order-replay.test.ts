/**
 * The live demo's endless order source (issue 30, record 1070): once fewer than forty of the demo's
 * orders wait as drafts, the shift manager adds the next Northwind orders again as new notices
 * dated today (new OUT numbers, the order's customer, address, carrier and lines, its document
 * number marked "-R1"), ten a step, cycling on in order id order; the replays count as the demo's
 * own orders, while the drafts are plenty it adds none.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../../src/server/demo-live/actors.ts';
import { demoCaller } from '../../../src/server/demo-live/client.ts';
import { demoNotice, stepContext, type StepContext } from '../../../src/server/demo-live/context.ts';
import { replayOrders } from '../../../src/server/demo-live/order-replay.ts';
import { seededRandom } from '../../../src/server/demo-live/simulator.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';

let s: Session;
let ctx: StepContext;
beforeAll(async () => {
  s = await inventoryApp();
  ctx = stepContext(s.database.db, demoActors(s.database.db), demoCaller(s.app), seededRandom(13));
});
afterAll(() => s.close());

/** Each notice's document number and lines (item x quantity), in id order, of the notices `where` selects. */
async function notices(where: ReturnType<typeof sql>) {
  const { rows } = await s.database.db.execute(sql`select h.doc_no, h.bill_date::text as bill_date, h.status_code, h.create_name,
      (select string_agg(l.item_no || 'x' || trim_scale(l.qty)::text, ',' order by l.line_no) from out_notice_line l where l.head_id = h.id) as lines
    from out_notice_head h where ${where} order by h.id`);
  return rows;
}

describe("the live demo's order replay", () => {
  it('should replay the next Northwind orders dated today once the drafts run low, as the demo\'s own orders', async () => {
    expect(await replayOrders(ctx)).toBeNull();
    const drafts = await s.database.db.execute(sql`select id, version from out_notice_head where status_code = '0' order by id offset 5`);
    const deleted = await s.as('IOutNoticeService/deleteoutnoticebyids', { delList: drafts.rows.map((r) => ({ id: Number(r.id), version: Number(r.version) })) });
    expect(deleted.errorMessage ?? '').toBe('');

    expect(await replayOrders(ctx)).toBe('replayed 10 Northwind orders (cycle 1)');
    expect(await replayOrders(ctx)).toBe('replayed 10 Northwind orders (cycle 1)');
    const replays = await notices(sql`h.create_name = 'demo.manager'`);
    const originals = (await notices(sql`h.create_name <> 'demo.manager'`)).slice(0, 20);
    expect(replays.map((r) => r.doc_no)).toEqual(originals.map((o) => `${o.doc_no}-R1`));
    expect(replays.map((r) => r.lines)).toEqual(originals.map((o) => o.lines));
    expect(new Set(replays.map((r) => `${r.bill_date} ${r.status_code}`))).toEqual(new Set([`${ctx.today()} 0`]));
    const { rows } = await s.database.db.execute(sql`select count(*)::int as n from out_notice_head h where h.create_name = 'demo.manager' and ${demoNotice}`);
    expect(rows[0].n).toBe(20);
  });
});
