/**
 * Helpers of the inbound tests: the warehouse's first receiving cell, and finishing a receipt
 * through the calls (inspection, then putaway).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { act, addDoc, type Session } from '../inventory/inventory-support.ts';

/** The first usable cell of the warehouse's receiving zone (zone type 1), in inbound cell order: where a receipt lands. */
export async function receivingCell(s: Session, warehouseNo = 'WH-SEA'): Promise<string> {
  const result = await s.database.db.execute(sql`
    select c.cell_no from bm_cell c join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where c.warehouse_no = ${warehouseNo} and z.zone_type = '1' and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
    order by c.cell_in_seq nulls last, c.cell_no limit 1`);
  return String(result.rows[0].cell_no);
}

const ok = async (s: Session, path: string, body: unknown) => {
  const answer = await s.as(path, body);
  expect(answer.errorMessage ?? '').toBe('');
  return answer.data;
};

/** Records every open inspection line of a document as passed, then confirms every open putaway line of its tasks. */
export async function inspectAndPutAway(s: Session, docNo: string): Promise<void> {
  for (const qc of (await ok(s, 'IInQcService/list', { current: 1, size: 50, condition: { docNo } })).records) {
    for (const line of (await ok(s, 'IInQcLineService/list', { current: 1, size: 500, condition: { qcId: qc.id } })).records) {
      await ok(s, 'IInQcService/record', { qcId: qc.id, lineNo: line.lineNo, passQty: line.qty, failQty: '0', concessionQty: '0' });
    }
  }
  for (const task of (await ok(s, 'IInPutawayTaskService/list', { current: 1, size: 50, condition: { docNo } })).records) {
    for (const line of (await ok(s, 'IInPutawayLineService/list', { current: 1, size: 500, condition: { taskId: task.id } })).records) {
      if (line.statusCode === '10') await ok(s, 'IInPutawayTaskService/confirm', { taskId: task.id, lineNo: line.lineNo });
    }
  }
}

/** A submitted inbound notice of `lines` (NWT, WH-SEA, S001, PUR-IN) with its putaway task: the notice, the task and its lines (with their proposed cells). */
export async function putawayTaskOf(s: Session, lines: { itemNo: string; qty: string }[]) {
  const doc = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, 'IInNoticeService', 'submit', [doc])).data;
  expect((await act(s, 'IInNoticeService', 'createTask', [initial])).code).toBe(0);
  const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 5, condition: { docNo: doc.inNoticeNo } })).data.records;
  const taskLines = (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId: task.id } })).data.records;
  return { doc, task, lines: taskLines };
}
