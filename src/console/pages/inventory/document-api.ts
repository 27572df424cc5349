/** Calls of a workflow document (src/shared/documents) over request.ts: get with lines, add/modify with lines, actions. */
import { actionMethod, type DocumentDef } from '../../../shared/documents/document.ts';
import { call } from '../../request.ts';

export type DocLine = Record<string, unknown>;
export type DocRecord = Record<string, unknown> & { id: number; version: number; statusCode: string; lines: DocLine[] };

export function getDocument(doc: DocumentDef, id: number): Promise<DocRecord> {
  return call(doc.entity.calls.service, doc.entity.calls.get, { id });
}

export function saveDocument(doc: DocumentDef, mode: 'add' | 'update', body: Record<string, unknown>): Promise<DocRecord> {
  return call(doc.entity.calls.service, mode === 'add' ? doc.entity.calls.add : doc.entity.calls.update, body);
}

export function runAction(doc: DocumentDef, action: string, rows: { id: number; version: number }[]): Promise<DocRecord[]> {
  return call(doc.entity.calls.service, actionMethod(doc, action), { list: rows.map(({ id, version }) => ({ id, version })) });
}
