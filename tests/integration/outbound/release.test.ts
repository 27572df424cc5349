/**
 * Gate release of shipped notices (issue 13 part 2, release page): the loading details recorded
 * once per shipped notice; a notice not shipped, one already released and a missing plate are
 * refused with nothing written; task-release releases the notices of a shipped wave.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, pickAll, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  const [cell] = await zoneCells(s, 'SEA-STO', 1);
  await stock(s, cell, 'P050', '10', '2026-01-01');
});
afterAll(() => s.close());

const release = (docs: { id: number; version: number }[], details: Record<string, unknown> = { plateNo: 'WA-123', driverName: 'Ann', sealNo: 'S-9' }) =>
  s.as('IOutReleaseService/release', { list: docs.map(({ id, version }) => ({ id, version })), ...details });
const releases = async (released: string) => (await s.as('IOutReleaseService/list', { current: 1, size: 50, condition: { released } })).data.records;
const rowCount = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from out_release`)).rows[0].n);

describe('gate release', () => {
  it('should record the loading details of a shipped notice once and refuse what is not shipped', async () => {
    const open = await submitted(s, [{ itemNo: 'P050', qty: '1' }]);
    const allocated = (await act(s, NOTICE, 'allocateoutnotice', [await submitted(s, [{ itemNo: 'P050', qty: '2' }])])).data[0];
    await pickAll(s, allocated.outNoticeNo);
    const shipped = (await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, allocated.id)])).data[0];

    const early = await release([shipped, open]);
    expect([early.code, early.errorMessage]).toEqual([11623, `${open.outNoticeNo} is not shipped yet: only shipped notices leave the gate`]);
    const noPlate = await release([shipped], { plateNo: ' ' });
    expect(noPlate.code).toBe(10001);
    expect(await rowCount()).toBe(0);
    expect((await releases('0')).map((r: any) => r.outNoticeNo)).toEqual([shipped.outNoticeNo]);

    const done = await release([shipped]);
    expect(done.code).toBe(0);
    expect((await releases('1')).map((r: any) => [r.outNoticeNo, r.plateNo, r.driverName, r.sealNo, r.releaseName])).toEqual([[shipped.outNoticeNo, 'WA-123', 'Ann', 'S-9', 'admin']]);
    expect(await releases('0')).toEqual([]);
    const twice = await release([shipped]);
    expect([twice.code, twice.errorMessage]).toEqual([11624, `${shipped.outNoticeNo} is already released`]);
    expect(await rowCount()).toBe(1);
  });

  it('should release every notice of a shipped wave on task-release and refuse a wave not shipped', async () => {
    const notices = [];
    for (const qty of ['1', '2']) notices.push((await act(s, NOTICE, 'allocateoutnotice', [await submitted(s, [{ itemNo: 'P050', qty }])])).data[0]);
    const [wave] = (await s.as('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' })).data;
    const details = { plateNo: 'WA-777' };
    const early = await s.as('IOutReleaseService/releasewave', { list: [{ id: wave.id, version: 0 }], ...details });
    expect([early.code, early.errorMessage]).toEqual([11625, `Wave ${wave.waveNo} is not shipped yet: post it first`]);
    for (const notice of notices) await pickAll(s, notice.outNoticeNo);
    expect((await s.as('IOutWaveService/shipwave', { list: [{ id: wave.id, version: 0 }] })).code).toBe(0);

    const released = await s.as('IOutReleaseService/releasewave', { list: [{ id: wave.id, version: 1 }], ...details });
    expect([released.code, released.data.map((r: any) => r.outNoticeNo)]).toEqual([0, notices.map((n) => n.outNoticeNo)]);
    expect((await releases('1')).filter((r: any) => r.plateNo === 'WA-777')).toHaveLength(2);
    const twice = await s.as('IOutReleaseService/releasewave', { list: [{ id: wave.id, version: 1 }], ...details });
    expect([twice.code, twice.errorMessage]).toEqual([11624, `${wave.waveNo} is already released`]);
  });
});
