/**
 * Packing (issue 13 part 3, preparation page): picked goods packed into containers numbered by an
 * SSCC, closed, labelled and unpacked before shipping, with no stock moved; over-packing, packing a
 * closed container, closing an empty one and a label of an open one refused with nothing written;
 * shipping refused with unpacked goods only when the document category has isPackControl; the
 * packing list and delivery note of a packed or shipped notice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/server/i18n.ts';
import { isValidSscc } from '../../../src/shared/gs1.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { act, balance, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, pickAll, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

const PACK = 'IOutPackService';
let s: Session;
let cell: string;
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  [cell] = await zoneCells(s, 'SEA-STO', 1);
  staging = await stagingOf(s);
  await stock(s, cell, 'P060', '20', '2026-01-01');
});
afterAll(() => s.close());

/** An allocated notice of `qty` P060 with every reservation picked into the staging cell. */
async function picked(qty: string, classifyType = 'SAL-OUT') {
  const [notice] = (await act(s, NOTICE, 'allocateoutnotice', [await submitted(s, [{ itemNo: 'P060', qty }], { classifyType })])).data;
  await pickAll(s, notice.outNoticeNo);
  return notice;
}
const packCount = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from out_pack`)).rows[0].n);
const contents = async (id: number) => (await s.as(`${PACK}/get`, { id })).data.contents.map((c: any) => [c.itemNo, c.picked, c.packed, c.closed]);
const pdf = (answer: any) => [answer.code, answer.data?.contentType, Buffer.from(answer.data?.content ?? '', 'base64').subarray(0, 4).toString()];

describe('packing', () => {
  it('should pack picked goods into SSCC containers, close and label them, unpack, and move no stock', async () => {
    const notice = await picked('5');
    const staged = { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: staging, itemNo: 'P060', lotNo: '', containerNo: '', stockStatus: '30' };
    const before = await balance(s, staged);
    expect((await s.as(`${PACK}/list`, { current: 1, size: 20, condition: { outNoticeNo: notice.outNoticeNo } })).data.records.map((r: any) => [r.pickedQty, r.packedQty])).toEqual([['5', '0']]);

    const first = (await s.as(`${PACK}/open`, { id: notice.id })).data;
    expect([first.seq, first.statusCode, isValidSscc(first.sscc)]).toEqual([1, '10', true]);
    const over = await s.as(`${PACK}/pack`, { packId: first.id, itemNo: 'P060', qty: '6' });
    expect([over.code, over.errorMessage]).toEqual([12401, 'P060 (lot -): 6 packed but only 5 is picked and not yet packed']);
    const other = await s.as(`${PACK}/pack`, { packId: first.id, itemNo: 'P061', qty: '1' });
    expect(other.code).toBe(12401);
    expect((await s.as(`${PACK}/pack`, { packId: first.id, itemNo: 'P060', qty: '2' })).code).toBe(0);
    const filled = (await s.as(`${PACK}/pack`, { packId: first.id, itemNo: 'P060', qty: '1' })).data;
    expect(filled.lines).toEqual([{ itemNo: 'P060', lotNo: '', qty: '3' }]);
    const early = await s.as(`${PACK}/printlabel`, { id: first.id });
    expect([early.code, early.errorMessage]).toEqual([12404, `Container ${first.sscc} is still open: close it before printing its label`]);
    expect((await s.as(`${PACK}/close`, { id: first.id, version: 0 })).code).toBe(10003);
    const closed = (await s.as(`${PACK}/close`, { id: first.id, version: filled.version })).data;
    expect(closed.statusCode).toBe('20');
    expect((await s.as(`${PACK}/pack`, { packId: first.id, itemNo: 'P060', qty: '1' })).code).toBe(12402);
    expect(pdf(await s.as(`${PACK}/printlabel`, { id: first.id }))).toEqual([0, 'application/pdf', '%PDF']);

    const second = (await s.as(`${PACK}/open`, { id: notice.id })).data;
    expect([second.seq, second.sscc === first.sscc]).toEqual([2, false]);
    const empty = await s.as(`${PACK}/close`, { id: second.id, version: second.version });
    expect([empty.code, empty.errorMessage]).toEqual([12403, `Container ${second.sscc} is empty: pack goods into it or unpack it`]);
    await s.as(`${PACK}/pack`, { packId: second.id, itemNo: 'P060', qty: '2' });
    expect(await contents(notice.id)).toEqual([['P060', '5', '5', '3']]);
    const full = await s.as(`${PACK}/open`, { id: notice.id });
    expect([full.code, full.errorMessage]).toEqual([12400, `${notice.outNoticeNo} has no picked goods left to pack`]);
    const current = (await s.as(`${PACK}/get`, { id: notice.id })).data.containers[1];
    expect((await s.as(`${PACK}/unpack`, { id: current.id, version: current.version })).code).toBe(0);
    expect(await contents(notice.id)).toEqual([['P060', '5', '3', '3']]);
    expect(await balance(s, staged)).toEqual(before);
  });

  it('should refuse shipping unpacked goods only when the document category requires packing', async () => {
    await s.database.db.execute(sql`update bm_doc_type set is_pack_control = true where classify_type = 'SAL-OUT' and big_module = '2'`);
    const notice = await picked('2');
    const refused = await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, notice.id)]);
    expect([refused.code, refused.errorMessage]).toEqual([12406, `${notice.outNoticeNo} is not packed: 2 of P060 is picked but in no closed container, and its document category requires packing`]);
    const zh = await s.call(`${NOTICE}/shipoutnotice`, { list: [{ id: notice.id, version: (await getNotice(s, notice.id)).version }] }, { token: s.token, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.errorMessage).toBe(`${notice.outNoticeNo} 未装箱完毕：P060 有 2 已拣但不在已封箱的容器中，其单据类别要求装箱`);
    expect((await getNotice(s, notice.id)).statusCode).toBe('15');
    const papersEarly = await s.as(`${PACK}/printpackinglist`, { id: notice.id });
    expect(papersEarly.code).toBe(12407);

    const pack = (await s.as(`${PACK}/open`, { id: notice.id })).data;
    const filled = (await s.as(`${PACK}/pack`, { packId: pack.id, itemNo: 'P060', qty: '2' })).data;
    await s.as(`${PACK}/close`, { id: pack.id, version: filled.version });
    expect(pdf(await s.as(`${PACK}/printpackinglist`, { id: notice.id }))).toEqual([0, 'application/pdf', '%PDF']);
    const [shipped] = (await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, notice.id)])).data;
    expect(shipped.statusCode).toBe('30');
    const late = await s.as(`${PACK}/unpack`, { id: pack.id, version: filled.version + 1 });
    expect([late.code, late.errorMessage]).toEqual([12405, `${notice.outNoticeNo} is shipped: its containers can no longer change`]);
    for (const method of ['printpackinglist', 'printdeliverynote']) {
      const zhPaper = await s.call(`${PACK}/${method}`, { id: notice.id }, { token: s.token, headers: { 'accept-language': 'zh-TW' } });
      expect(pdf(zhPaper)).toEqual([0, 'application/pdf', '%PDF']);
      const text = await pdfOcrText(Buffer.from(zhPaper.data.content, 'base64'), 'eng+chi_tra');
      for (const expected of [translator('zh-TW')(`outbound.${method === 'printpackinglist' ? 'packingList' : 'deliveryNote'}`), notice.outNoticeNo]) expect(text).toContain(ocrForm(expected));
    }
    await s.database.db.execute(sql`update bm_doc_type set is_pack_control = false where classify_type = 'SAL-OUT' and big_module = '2'`);
  });

  it('should ship unpacked goods of a category without packing control and refuse packing a notice not picked', async () => {
    const loose = await picked('1', 'TRF-OUT');
    expect((await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, loose.id)])).data[0].statusCode).toBe('30');
    const initial = await submitted(s, [{ itemNo: 'P060', qty: '1' }]);
    const notInProgress = await s.as(`${PACK}/open`, { id: initial.id });
    expect([notInProgress.code, notInProgress.errorMessage]).toEqual([10041, `${initial.outNoticeNo} is not in progress: the operation is refused`]);
    const [allocated] = (await act(s, NOTICE, 'allocateoutnotice', [initial])).data;
    expect((await s.as(`${PACK}/open`, { id: allocated.id })).code).toBe(12400);
    expect(await packCount()).toBe(2);
  });
});
