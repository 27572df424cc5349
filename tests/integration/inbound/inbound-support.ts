/** Helpers of the inbound tests: finishing a receipt through the calls (inspection, then putaway). */
import { expect } from 'vitest';
import type { Session } from '../inventory/inventory-support.ts';

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
