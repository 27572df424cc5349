/**
 * Putaway under concurrent receipts (issue 25): eight clients receive 5-line arrival notes at the
 * same moment and then confirm their putaway tasks in one batch each; every proposal holds its
 * cell until confirmed or released, so every task confirms and no cell breaks its mix rules
 * (docs/decisions/0500-putaway-proposals-hold-their-cells.md).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';

const ARRIVAL = 'IInArriveService';
const TASK = 'IInPutawayTaskService';
const CLIENTS = 8;
const NOTES_PER_CLIENT = 2;
const LINES = 5;
let s: Session;
let items: string[];
beforeAll(async () => {
  s = await inventoryApp();
  // Items whose receipt goes straight to putaway (no inspection).
  const plain = await s.database.db.execute(sql`
    select i.item_no from bm_item i left join bm_item_group_sub g on g.org_no = i.org_no and g.group_no = i.group_no and g.status_code = 1
    where i.org_no = 'NWT' and coalesce(g.check_flag, i.check_flag) is not true order by i.item_no`);
  items = plain.rows.map((r) => String(r.item_no));
});
afterAll(() => s.close());

/** One client: adds, submits and receives an arrival note of five lines of items of its own; answers its putaway task. */
async function receiveNote(client: number, note: number) {
  const lines = Array.from({ length: LINES }, (_, i) => ({ itemNo: items[(client * LINES + i) % items.length], qty: '2', lotNo: `C${client}-N${note}` }));
  const doc = await addDoc(s, ARRIVAL, 'inarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, ARRIVAL, 'submit', [doc])).data;
  const received = await act(s, ARRIVAL, 'receive', [initial]);
  expect(received.errorMessage ?? '').toBe('');
  const [task] = (await s.as(`${TASK}/list`, { current: 1, size: 5, condition: { docNo: doc.inArriveNo } })).data.records;
  return task as { id: number; version: number; taskNo: string };
}

describe('putaway under concurrent receipts', () => {
  it('should confirm every putaway of eight clients receiving at once, each cell keeping its mix rules', async () => {
    const tasks = (await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
      const own = [];
      for (let note = 0; note < NOTES_PER_CLIENT; note++) own.push(await receiveNote(client, note));
      return own;
    }))).flat();
    expect(tasks).toHaveLength(CLIENTS * NOTES_PER_CLIENT);

    const answers = await Promise.all(tasks.map((task) => s.as(`${TASK}/confirmBatch`, { list: [{ id: task.id, version: task.version }] })));
    expect(answers.map((a) => a.errorMessage ?? '')).toEqual(tasks.map(() => ''));
    expect(answers.reduce((sum, a) => sum + a.data.lines, 0)).toBe(CLIENTS * NOTES_PER_CLIENT * LINES);

    // Nothing waits in the receiving cell, and no cell holds what its mix rules forbid.
    const waiting = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where warehouse_no = 'WH-SEA' and stock_status = '25' and on_hand > 0`);
    expect(waiting.rows[0].n).toBe(0);
    const mixed = await s.database.db.execute(sql`
      select s.cell_no from inv_stock s join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
      where s.warehouse_no = 'WH-SEA' and s.on_hand > 0
      group by s.cell_no, c.is_mix_sku, c.is_mix_lot
      having (not coalesce(c.is_mix_sku, false) and count(distinct s.item_no) > 1)
        or (not coalesce(c.is_mix_lot, false) and count(distinct (s.item_no, s.lot_no)) > count(distinct s.item_no))`);
    expect(mixed.rows).toEqual([]);
  });
});
