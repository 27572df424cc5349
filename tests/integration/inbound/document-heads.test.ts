/**
 * A document's classify type is of its direction (walk 14-28 item 13, docs/decisions/1055): an
 * arrival note, inbound notice and customer return take only inbound categories (bigModule 1), an
 * outbound notice only outbound ones (bigModule 2). Another is refused on add and modify with a
 * localized field issue before any write; the classify type list of the pickers offers only the
 * document's own direction. A document added without a bill date is dated today (docs/decisions/1057).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDoc, quietInventoryApp, type Session } from '../inventory/inventory-support.ts';
import { noticeBody } from '../outbound/outbound-support.ts';

let s: Session;
beforeAll(async () => {
  s = await quietInventoryApp();
});
afterAll(() => s.close());

const arrival = (classifyType: string) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType, lines: [{ itemNo: 'P004', qty: '1' }] });
const heads = async (table: 'in_arrive_head' | 'out_notice_head') => Number((await s.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0].n);
const fields = (answer: any) => answer.details.fields.map(({ field, message }: any) => ({ field, message }));

describe('classify type of a document by its direction', () => {
  it('should refuse an arrival note of a stock count or sales category on add, before any write, in the caller\'s language', async () => {
    const before = await heads('in_arrive_head');
    const counted = await s.as('IInArriveService/addinarrive', arrival('CNT'));
    expect(counted.code).toBe(10001);
    expect(fields(counted)).toEqual([{ field: 'classifyType', message: 'CNT is not an inbound category: choose one of the inbound categories' }]);
    const chinese = await s.call('IInArriveService/addinarrive', arrival('SAL-OUT'), { token: s.token, headers: { 'accept-language': 'zh-CN' } });
    expect(fields(chinese)).toEqual([{ field: 'classifyType', message: 'SAL-OUT 不是入库分类类型：请选择入库类的分类类型' }]);
    expect(await heads('in_arrive_head')).toBe(before);
  });

  it('should refuse changing a draft arrival note to an outbound category and keep its inbound one', async () => {
    const doc = await addDoc(s, 'IInArriveService', 'inarrive', arrival('PUR-IN'));
    const changed = await s.as('IInArriveService/updateinarrivebyid', { id: doc.id, version: doc.version, classifyType: 'TRF-OUT', lines: doc.lines });
    expect([changed.code, fields(changed)]).toEqual([10001, [{ field: 'classifyType', message: 'TRF-OUT is not an inbound category: choose one of the inbound categories' }]]);
    const stored = (await s.as('IInArriveService/getinarrivebyid', { id: doc.id })).data;
    expect([stored.classifyType, stored.version]).toEqual(['PUR-IN', doc.version]);
    expect((await s.as('IInArriveService/updateinarrivebyid', { id: doc.id, version: doc.version, classifyType: 'RET-IN', lines: doc.lines })).code).toBe(0);
  });

  it('should refuse an inbound notice and a customer return of an outbound category', async () => {
    const notice = await s.as('IInNoticeService/addinnotice', arrival('SAL-OUT'));
    expect(fields(notice)).toEqual([{ field: 'classifyType', message: 'SAL-OUT is not an inbound category: choose one of the inbound categories' }]);
    const back = await s.as('IInReturnService/addinreturn', { orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', classifyType: 'ADJ', lines: [{ itemNo: 'P004', qty: '1' }] });
    expect(fields(back)).toContainEqual({ field: 'classifyType', message: 'ADJ is not an inbound category: choose one of the inbound categories' });
  });

  it('should refuse an outbound notice of an inbound category on add and modify, and take an outbound one', async () => {
    const before = await heads('out_notice_head');
    const refused = await s.as('IOutNoticeService/addoutnotice', noticeBody([{ itemNo: 'P004', qty: '1' }], { classifyType: 'PUR-IN' }));
    expect([refused.code, fields(refused)]).toEqual([10001, [{ field: 'classifyType', message: 'PUR-IN is not an outbound category: choose one of the outbound categories' }]]);
    const zhTw = await s.call('IOutNoticeService/addoutnotice', noticeBody([{ itemNo: 'P004', qty: '1' }], { classifyType: 'CNT' }), { token: s.token, headers: { 'accept-language': 'zh-TW' } });
    expect(fields(zhTw)).toEqual([{ field: 'classifyType', message: 'CNT 不是出庫分類類型：請選擇出庫類的分類類型' }]);
    expect(await heads('out_notice_head')).toBe(before);
    const doc = await addDoc(s, 'IOutNoticeService', 'outnotice', noticeBody([{ itemNo: 'P004', qty: '1' }], { classifyType: 'RET-OUT' }));
    const changed = await s.as('IOutNoticeService/updateoutnoticebyid', { id: doc.id, version: doc.version, classifyType: 'RET-IN', lines: doc.lines });
    expect(fields(changed)).toEqual([{ field: 'classifyType', message: 'RET-IN is not an outbound category: choose one of the outbound categories' }]);
  });

  it('should list only the categories of one direction for a picker condition on bigModule', async () => {
    const listed = async (bigModule: string) =>
      (await s.as('IBmClassifyTypeService/getbmclassifytypelistbyparams', { current: 1, size: 50, condition: { bigModule, statusCode: 1 } })).data.records.map((r: any) => r.classifyType).sort();
    expect(await listed('1')).toEqual(['PUR-IN', 'RET-IN', 'TRF-IN']);
    expect(await listed('2')).toEqual(['RET-OUT', 'SAL-OUT', 'TRF-OUT']);
  });
});

describe('bill date of a new document', () => {
  it('should date an outbound notice and an arrival note sent without a bill date today, and keep a given one', async () => {
    const day = () => new Date().toISOString().slice(0, 10);
    const today = day();
    const notice = await addDoc(s, 'IOutNoticeService', 'outnotice', noticeBody([{ itemNo: 'P004', qty: '1' }], { billDate: null }));
    expect([today, day()]).toContain(String(notice.billDate).slice(0, 10));
    const note = await addDoc(s, 'IInArriveService', 'inarrive', arrival('PUR-IN'));
    // The day as seen just before and just after the adds (a run across midnight UTC sees both).
    expect([today, day()]).toContain(String(note.billDate).slice(0, 10));
    const dated = await addDoc(s, 'IInArriveService', 'inarrive', { ...arrival('PUR-IN'), billDate: '2026-11-02' });
    expect(String(dated.billDate).slice(0, 10)).toBe('2026-11-02');
  });
});
