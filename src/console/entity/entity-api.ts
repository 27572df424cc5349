/** The calls of one declared entity (list, get, add, update, remove, import, template, export) over request.ts. */
import type { EntityDef } from '../../shared/entity.ts';
import type { ImportResult, Page } from '../../shared/rpc.ts';
import { call, download, upload, type CallOptions, type DownloadedFile } from '../../client/request.ts';

export type EntityRow = Record<string, unknown> & { id: number; version: number };
export type Sorter = { field: string; order: 'ascend' | 'descend' };
export type ListRequest = { current: number; size: number; condition: Record<string, unknown>; sorter?: Sorter };

export function listRows(entity: EntityDef, request: ListRequest, options?: CallOptions): Promise<Page<EntityRow>> {
  return call(entity.calls.service, entity.calls.list, request, options);
}

export function getRow(entity: EntityDef, id: number): Promise<EntityRow> {
  return call(entity.calls.service, entity.calls.get, { id });
}

/** One row by its business key (entities with `calls.getByKey`). */
export function getRowByKey(entity: EntityDef, key: string): Promise<EntityRow> {
  return call(entity.calls.service, entity.calls.getByKey as string, { [entity.keyField]: key });
}

export function saveRow(entity: EntityDef, mode: 'add' | 'update', body: Record<string, unknown>): Promise<EntityRow> {
  return call(entity.calls.service, mode === 'add' ? entity.calls.add : entity.calls.update, body);
}

export function removeRows(entity: EntityDef, rows: EntityRow[]): Promise<unknown> {
  return call(entity.calls.service, entity.calls.remove, { delList: rows.map(({ id, version }) => ({ id, version })) });
}

export function importFile(entity: EntityDef, file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return upload(`${entity.calls.service}/importexcel`, file, onProgress);
}

export function downloadTemplate(entity: EntityDef): Promise<DownloadedFile> {
  return download(`${entity.calls.service}/downExcelTemplate`, { method: 'GET' });
}

/** Exports the rows of a list condition: every field, or the columns of the named export template. */
export function exportRows(entity: EntityDef, condition: Record<string, unknown>, sorter: Sorter, exportName?: string): Promise<DownloadedFile> {
  return download(`${entity.calls.service}/exportexcel`, { method: 'POST', body: { condition, sorter, ...(exportName ? { exportName } : {}) } });
}
