/**
 * Calls of the quality document page over request.ts (src/server/inbound/inbound-calls.ts): the
 * inspection and inspection line lists `{ current, size, condition }` and the record of one line
 * with a fresh client request id (a retried request records once).
 */
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';

export const INSPECTIONS: ListCall = ['IInQcService', 'list'];
export const INSPECTION_LINES: ListCall = ['IInQcLineService', 'list'];

export type LineResult = { passQty: string; failQty: string; concessionQty: string; remark?: string };

/** Records one line's pass, fail and concession quantities; answers the inspection and the recorded line. */
export function recordLine(qcId: number, lineNo: number, result: LineResult): Promise<CheckRow & { lines: CheckRow[] }> {
  return call('IInQcService', 'record', { qcId, lineNo, ...result, remark: result.remark?.trim() || undefined }, { requestId: crypto.randomUUID() });
}
