/**
 * Add, modify, delete and get of a workflow document with its lines, in the caller's transaction
 * (validation before any write; STYLE.md (c)). The header goes through the entity writes of
 * crud/write-rows.ts (data scope, references, version), the lines replace the stored ones.
 *
 * - add: checks, takes the next number, stores the header in its created status (initial 10, or
 *   draft 0 for the inbound documents) and the lines; addDocuments does so for many at once;
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
import { addRows, updateRow } from '../../crud/write-rows.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { docNoInStatement, nextDocNos } from './doc-number.ts';
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

/** Rows per insert statement of document lines (a dozen columns each). */
const LINE_CHUNK = 2_000;

async function insertLines(tx: Tx, sd: ServerDocument, lines: DocLine[], user: SessionUser): Promise<DocLine[]> {
  const stored: DocLine[] = [];
  for (let i = 0; i < lines.length; i += LINE_CHUNK) {
    const chunk = lines.slice(i, i + LINE_CHUNK).map((line) => ({ ...line, createName: user.userNo, updateName: user.userNo }));
    stored.push(...((await tx.insert(sd.lines).values(chunk).returning()) as DocLine[]));
  }
  return stored;
}

async function writeLines(tx: Tx, sd: ServerDocument, headId: number, lines: DocLine[], user: SessionUser): Promise<DocLine[]> {
  await tx.delete(sd.lines).where(eq(sd.lines.headId, headId));
  return insertLines(tx, sd, lines.map((line) => ({ ...line, headId })), user);
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
  const [added] = await addDocuments(tx, sd, user, [input]);
  return added;
}

/** The head with `today` as its bill date when its document has one and none was sent (absent or null). */
function dated(sd: ServerDocument, head: Row, today: string): Row {
  return 'billDate' in sd.doc.entity.fields && (head.billDate ?? null) === null ? { ...head, billDate: today } : head;
}

/** One header numbered by its own insert statement (the counter's upsert a CTE of it: issue 29). */
function addNumbered(tx: Tx, sd: ServerDocument, user: SessionUser, head: Row) {
  const { number, docNo } = docNoInStatement(tx, sd.doc.docType);
  return addRows(tx, sd.doc.entity, sd.head, user, [{ ...head, ...sd.createdValues, statusCode: createdStatus(sd.doc) }], { with: number, values: { [sd.doc.docNoField]: docNo } });
}

/** Several headers, numbered in input order from one counter update taken before their inserts. */
async function addNumberedMany(tx: Tx, sd: ServerDocument, user: SessionUser, inputs: DocumentInput[]) {
  const docNos = await nextDocNos(tx, sd.doc.docType, inputs.length);
  const values = inputs.map((input, i) => ({ ...input.head, ...sd.createdValues, [sd.doc.docNoField]: docNos[i], statusCode: createdStatus(sd.doc) }));
  return addRows(tx, sd.doc.entity, sd.head, user, values);
}

/**
 * Adds several documents as add does (a demo's order book): every one checked before any write,
 * numbered in input order, headers and lines written set-based; answers them in input order. A
 * document sent without a bill date gets `today` (yyyy-MM-dd, UTC by default; docs/decisions/1057).
 */
export async function addDocuments(tx: Tx, sd: ServerDocument, user: SessionUser, inputs: DocumentInput[], today = new Date().toISOString().slice(0, 10)): Promise<DocumentWithLines[]> {
  const checked: DocLine[][] = [];
  for (const input of inputs) checked.push(await checkAll(tx, sd, input.head, input.lines));
  const heads = (inputs.length === 1
    ? await addNumbered(tx, sd, user, dated(sd, inputs[0].head, today))
    : await addNumberedMany(tx, sd, user, inputs.map((input) => ({ ...input, head: dated(sd, input.head, today) })))) as DocHead[];
  const lines = await insertLines(tx, sd, heads.flatMap((head, i) => checked[i].map((line) => ({ ...line, headId: head.id }))), user);
  const linesOf = new Map<number, DocLine[]>();
  for (const line of lines) linesOf.set(Number(line.headId), [...(linesOf.get(Number(line.headId)) ?? []), line]);
  return heads.map((head) => ({ ...head, lines: linesOf.get(head.id) ?? [] }));
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
