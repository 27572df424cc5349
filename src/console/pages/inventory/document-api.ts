/** Calls of a workflow document (src/shared/documents) over request.ts: get with lines, add/modify with lines, actions. */
import { actionMethod, type DocumentDef } from '../../../shared/documents/document.ts';
import { call } from '../../../client/request.ts';

export type DocLine = Record<string, unknown>;
export type DocRecord = Record<string, unknown> & { id: number; version: number; statusCode: string; lines: DocLine[] };

/** Saving a count plan may take long (spec console §9: stock-check add and update 240000 ms). */
const SAVE_TIMEOUT_MS: Partial<Record<string, number>> = { chkCheckStock: 240_000 };

/** One document by id, or by its number (a string) through the entity's getByKey call. */
export function getDocument(doc: DocumentDef, ref: number | string): Promise<DocRecord> {
  const { service, get, getByKey } = doc.entity.calls;
  return typeof ref === 'string' && getByKey ? call(service, getByKey, { [doc.docNoField]: ref }) : call(service, get, { id: ref });
}

export function saveDocument(doc: DocumentDef, mode: 'add' | 'update', body: Record<string, unknown>): Promise<DocRecord> {
  return call(doc.entity.calls.service, mode === 'add' ? doc.entity.calls.add : doc.entity.calls.update, body, { timeout: SAVE_TIMEOUT_MS[doc.entity.name] });
}

/** Runs an action on rows; `remark` is the text an action declaring a remark field requires (close with its reason). */
export function runAction(doc: DocumentDef, action: string, rows: { id: number; version: number }[], remark?: string): Promise<DocRecord[]> {
  return call(doc.entity.calls.service, actionMethod(doc, action), { list: rows.map(({ id, version }) => ({ id, version })), ...(remark === undefined ? {} : { remark }) });
}
