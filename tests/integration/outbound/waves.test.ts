/**
 * Outbound waves (issue 13 part 2): waves built from allocated notices by a wave template
 * (WAVE-CARRIER of the demo: by carrier), their picks listed as one batch on the pick path and
 * confirmed with the picking call, posting-wave shipping every notice in one go, cancel-task
 * undoing unpicked work and cancel leaving the notices allocated; each refusal writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, pickAll, reservations, stock, submitted, zoneCells } from './outbound-support.ts';

const WAVE = 'IOutWaveService';
let s: Session;
let storage: string[];
let picking: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 3);
  [picking] = await zoneCells(s, 'SEA-PCK', 1);
});
afterAll(() => s.close());

const build = (waveTemplateNo = 'WAVE-CARRIER') => s.as(`${WAVE}/build`, { warehouseNo: 'WH-SEA', waveTemplateNo });
const waves = async (condition: Record<string, unknown> = {}) => (await s.as(`${WAVE}/list`, { current: 1, size: 100, condition })).data.records;
const waveOf = async (waveNo: string) => (await waves({ waveNo }))[0];
const allocated = async (lines: Record<string, unknown>[], carrierNo: string) => {
  const notice = await submitted(s, lines, { carrierNo });
  const answer = await act(s, NOTICE, 'allocateoutnotice', [notice]);
  if (answer.code !== 0) throw new Error(`allocate refused: ${answer.errorMessage}`);
  return answer.data[0];
};
const statusOf = async (notice: { id: number }) => (await getNotice(s, notice.id)).statusCode;

describe('outbound waves', () => {
  it('should group allocated notices by carrier, refuse an unknown template and a second build with nothing left', async () => {
    await stock(s, storage[0], 'P040', '10', '2026-01-01');
    const a = await allocated([{ itemNo: 'P040', qty: '2' }], 'SPEEDY');
    const b = await allocated([{ itemNo: 'P040', qty: '3' }], 'SPEEDY');
    const c = await allocated([{ itemNo: 'P040', qty: '1' }], 'SLOWBOAT');

    const unknown = await build('NO-SUCH');
    expect([unknown.code, unknown.details.fields]).toEqual([10001, [{ field: 'waveTemplateNo', message: 'No valid wave template NO-SUCH', params: { value: 'NO-SUCH' } }]]);
    const built = await build();
    expect(built.code).toBe(0);
    expect(built.data.map((w: any) => w.notices).sort()).toEqual([[a.outNoticeNo, b.outNoticeNo], [c.outNoticeNo]].sort());
    const speedy = built.data.find((w: any) => w.notices.length === 2);
    expect(await waveOf(speedy.waveNo)).toMatchObject({ statusCode: '10', notices: 2, picks: 2, groupKey: '{"carrierNo":"SPEEDY","routeNo":""}', waveTemplateNo: 'WAVE-CARRIER' });

    const again = await build();
    expect([again.code, again.errorMessage]).toEqual([11621, 'No allocated notice of warehouse WH-SEA waits for a wave (in progress, not suspended, in no open wave, within your data scope)']);
    expect(await waves()).toHaveLength(2);
  });

  it('should list a wave\'s picks as one batch on the pick path and ship every notice of it in one go once picked', async () => {
    const far = await stock(s, storage[1], 'P041', '5', '2026-01-01');
    const near = await stock(s, picking, 'P042', '5', '2026-01-01');
    const a = await allocated([{ itemNo: 'P041', qty: '2' }], 'EXPRESS');
    const b = await allocated([{ itemNo: 'P042', qty: '4' }, { itemNo: 'P041', qty: '1' }], 'EXPRESS');
    const [wave] = (await build()).data;
    expect(wave.notices).toEqual([a.outNoticeNo, b.outNoticeNo]);
    const picks = (await s.as('IOutPickService/list', { current: 1, size: 100, condition: { waveNo: wave.waveNo } })).data.records;
    // Picking zone (SEA-PCK) before storage (SEA-STO), both notices in the one batch.
    expect(picks.map((p: any) => [p.zoneNo, p.itemNo, p.outNoticeNo, p.qty])).toEqual([
      ['SEA-PCK', 'P042', b.outNoticeNo, '4'], ['SEA-STO', 'P041', a.outNoticeNo, '2'], ['SEA-STO', 'P041', b.outNoticeNo, '1'],
    ]);

    const early = await act(s, WAVE, 'shipwave', [{ id: wave.id, version: 0 }]);
    expect(early.code).toBe(11606);
    expect([await statusOf(a), await statusOf(b), (await waveOf(wave.waveNo)).statusCode]).toEqual(['15', '15', '10']);

    for (const pick of picks) {
      const answer = await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo });
      expect(answer.code).toBe(0);
    }
    expect((await waveOf(wave.waveNo)).picks).toBe(0);
    const shipped = await act(s, WAVE, 'shipwave', [{ id: wave.id, version: 0 }]);
    expect([shipped.code, shipped.data[0].statusCode]).toEqual([0, '30']);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['30', '30']);
    expect(await balance(s, far)).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect(await balance(s, near)).toEqual({ onHand: '1', allocated: '0', frozen: '0' });
    const events = await s.database.db.execute(sql`select payload->>'toStatus' as to from event_outbox where type = 'document.status' and payload->>'docNo' = ${wave.waveNo} order by id`);
    expect(events.rows.map((r) => r.to)).toEqual(['10', '30']);

    const twice = await act(s, WAVE, 'shipwave', [{ id: wave.id, version: 1 }]);
    expect([twice.code, twice.errorMessage]).toEqual([11620, `Wave ${wave.waveNo} is not open: the operation is refused`]);
  });

  it('should undo an unpicked wave\'s allocation on cancel-task, refuse it once picked, and leave notices allocated on cancel', async () => {
    const [speedy, slow] = await waves({ waveTemplateNo: 'WAVE-CARRIER', statusCode: '10' }).then((list) => [list.find((w: any) => w.notices === 2), list.find((w: any) => w.notices === 1)]);
    const stale = await act(s, WAVE, 'canceltaskwave', [{ id: slow.id, version: slow.version + 1 }]);
    expect(stale.code).toBe(10003);

    const undone = await act(s, WAVE, 'canceltaskwave', [slow]);
    expect([undone.code, undone.data[0].statusCode]).toEqual([0, '90']);
    const slowNotice = (await s.as(`${NOTICE}/getoutnoticelistbyparams`, { current: 1, size: 10, condition: { carrierNo: 'SLOWBOAT' } })).data.records[0];
    expect(slowNotice.statusCode).toBe('10');

    const speedyNotices = (await s.as(`${NOTICE}/getoutnoticelistbyparams`, { current: 1, size: 10, condition: { carrierNo: 'SPEEDY' } })).data.records;
    await pickAll(s, speedyNotices[0].outNoticeNo);
    const cancelled = await act(s, WAVE, 'cancelwave', [speedy]);
    expect(cancelled.code).toBe(0);
    expect(await Promise.all(speedyNotices.map((n: any) => statusOf(n)))).toEqual(['15', '15']);
    expect(await reservations(s, 'P040')).toEqual({ ledger: '5', reserved: '5' });
    // Dissolved, its notices go into the next wave.
    const rebuilt = await build();
    expect(rebuilt.data.map((w: any) => w.notices.length)).toEqual([2]);
  });
});
