/**
 * Add, modify, delete and get of a workflow document with its lines, in the caller's transaction
 * (validation before any write; STYLE.md (c)). The header goes through the entity writes of
 * crud/write-rows.ts (data scope, references, version), the lines replace the stored ones.
 *
 * - add: checks, takes the next number, stores the header in its created status (initial 10, or
 *   draft 0 for the inbound documents) and the lines;
 * - modify: locks the header, refuses outside the document's editable statuses (editRefusal with
 *   the number), checks the merged header and the lines, updates with the version check;
 * - delete: each listed document, all or nothing, only in an editable status;
 * - get: the header with its lines by line number (each with its custom values, line-custom-values.ts).
 * Errors: VALIDATION_FAILED (fields, lines.<i>.<field>), DOC_LINES_REQUIRED, NOT_FOUND,
 * STALE_VERSION, the document's editRefusal. A document may do without lines where its
 * `linesOptional` says so (a count plan of a whole warehouse).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createdStatus, isEditable } from '../../../shared/documents/document.ts';
import type { DeleteRequest } from '../../../shared/rpc.ts';
import { scopeCondition } from '../../crud/scope.ts';
import { addRow, updateRow } from '../../crud/write-rows.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { nextDocNo } from './doc-number.ts';
import { checkLineCustomValues } from './line-custom-values.ts';
import type { DocHead, DocLine, Row, ServerDocument } from './server-document.ts';

export type DocumentInput = { head: Row; lines: DocLine[] };
export type DocumentWithLines = DocHead & { lines: DocLine[] };

/** Runs every check of a write before it; answers the lines with their custom values normalized. */
async function checkAll(tx: Tx, sd: ServerDocument, head: Row, lines: DocLine[]): Promise<DocLine[]> {
  if (lines.length === 0 && !sd.linesOptional?.(head)) throw new AppError('DOC_LINES_REQUIRED');
  const custom = await checkLineCustomValues(tx, sd.doc, lines);
  const issues = [...((await sd.checkHead?.(tx, head)) ?? []), ...(await sd.checkLines(tx, head, lines)), ...custom.issues];
  if (issues.length) throw fieldError(issues);
  return custom.lines;
}

async function writeLines(tx: Tx, sd: ServerDocument, headId: number, lines: DocLine[], user: SessionUser): Promise<DocLine[]> {
  await tx.delete(sd.lines).where(eq(sd.lines.headId, headId));
  if (lines.length === 0) return [];
  return (await tx.insert(sd.lines).values(lines.map((line) => ({ ...line, headId, createName: user.userNo, updateName: user.userNo }))).returning()) as DocLine[];
}

/** The header of `id` in the user's scope, locked for the rest of the transaction; NOT_FOUND otherwise. */
export async function lockHead(tx: Tx, sd: ServerDocument, user: SessionUser, id: number): Promise<DocHead> {
  const [row] = await tx.select().from(sd.head).where(and(eq(sd.head.id, id), scopeCondition(sd.doc.entity, sd.head, user))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row as DocHead;
}

export async function readLines(tx: Tx, sd: ServerDocument, headId: number): Promise<DocLine[]> {
  return (await readLinesOf(tx, sd, [headId])).get(headId) ?? [];
}

/** The lines of each header of `headIds` (by line number) in one query; a header without lines is absent. */
export async function readLinesOf(tx: Tx, sd: ServerDocument, headIds: number[]): Promise<Map<number, DocLine[]>> {
  const rows = (await tx.select().from(sd.lines).where(inArray(sd.lines.headId, headIds)).orderBy(asc(sd.lines.headId), asc(sd.lines.lineNo))) as DocLine[];
  const byHead = new Map<number, DocLine[]>();
  for (const row of rows) {
    const lines = byHead.get(Number(row.headId)) ?? [];
    if (lines.length === 0) byHead.set(Number(row.headId), lines);
    lines.push(row);
  }
  return byHead;
}

export async function addDocument(tx: Tx, sd: ServerDocument, user: SessionUser, input: DocumentInput): Promise<DocumentWithLines> {
  const lines = await checkAll(tx, sd, input.head, input.lines);
  const docNo = await nextDocNo(tx, sd.doc.docType);
  const head = (await addRow(tx, sd.doc.entity, sd.head, user, { ...input.head, ...sd.createdValues, [sd.doc.docNoField]: docNo, statusCode: createdStatus(sd.doc) })) as DocHead;
  return { ...head, lines: await writeLines(tx, sd, head.id, lines, user) };
}

export async function updateDocument(tx: Tx, sd: ServerDocument, user: SessionUser, input: DocumentInput): Promise<DocumentWithLines> {
  const { id, version, ...changes } = input.head as Row & { id: number; version: number };
  const current = await lockHead(tx, sd, user, id);
  if (!isEditable(sd.doc, current.statusCode)) throw new AppError(sd.doc.editRefusal, { docNo: String(current[sd.doc.docNoField]) });
  const lines = await checkAll(tx, sd, { ...current, ...changes }, input.lines);
  const head = (await updateRow(tx, sd.doc.entity, sd.head, user, { ...changes, id, version })) as DocHead;
  return { ...head, lines: await writeLines(tx, sd, id, lines, user) };
}

export async function deleteDocuments(tx: Tx, sd: ServerDocument, user: SessionUser, request: DeleteRequest): Promise<number> {
  for (const { id, version } of request.delList) {
    const current = await lockHead(tx, sd, user, id);
    if (!isEditable(sd.doc, current.statusCode)) throw new AppError(sd.doc.editRefusal, { docNo: String(current[sd.doc.docNoField]) });
    if (current.version !== version) throw new AppError('STALE_VERSION');
    await tx.delete(sd.head).where(eq(sd.head.id, id));
  }
  return request.delList.length;
}

export async function getDocument(tx: Tx, sd: ServerDocument, user: SessionUser, id: number): Promise<DocumentWithLines> {
  const [row] = await tx.select().from(sd.head).where(and(eq(sd.head.id, id), scopeCondition(sd.doc.entity, sd.head, user)));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...(row as DocHead), lines: await readLines(tx, sd, id) };
}

/** The document numbered `docNo` with its lines (pages addressed by the number, e.g. modify-plan/{checkNo}). */
export async function getDocumentByNo(tx: Tx, sd: ServerDocument, user: SessionUser, docNo: string): Promise<DocumentWithLines> {
  const [row] = await tx.select({ id: sd.head.id }).from(sd.head).where(eq(sd.head[sd.doc.docNoField], docNo));
  if (!row) throw new AppError('NOT_FOUND');
  return getDocument(tx, sd, user, row.id as number);
}

/** Marks the header changed by `user` (an action's status change keeps the audit columns true). */
export const touched = (user: SessionUser) => ({ updateName: user.userNo, updateDate: sql`now()` });
