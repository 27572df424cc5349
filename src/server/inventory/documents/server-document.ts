/**
 * The server side of one workflow document (src/shared/documents): its tables and its hooks.
 *
 * - checkHead(tx, head): issues of header rules beyond the field declarations (e.g. a transfer's
 *   target warehouse), run on add and modify with the merged header;
 * - checkLines(tx, head, lines): issues of the lines (unknown items, decimals of the item's unit,
 *   the field a freeze type needs), as `lines.<index>.<field>`;
 * - moves(tx, head, lines, action): the ledger lines an action posts (STYLE.md (c): the action's
 *   ledger effect), called in the action's transaction right after its status change;
 * - batchMoves(tx, docs, action): when present, used instead of moves: the ledger lines of every
 *   document of one action call at once, in the order given, so what the documents share is read,
 *   locked and written once per call (the outbound notice's allocation, notice-document.ts);
 * - linesOptional(head): the document may be saved without lines (default: at least one);
 * - afterAction(tx, head, action, user): the rest of an action's effect on the document's own
 *   records, run after its posting in the same transaction (an AppError rolls all back);
 * - createdValues: read-only header values a new document starts with (e.g. its incoming tag);
 * - postingNo(head, action): the ledger document number an action posts under (default the
 *   document's number; an arrival posts each receipt round under its own number).
 */
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { FieldIssue } from '../../../shared/errors.ts';
import type { Tx } from '../../db/client.ts';
import type { EntityTable } from '../../db/entity-table.ts';
import type { BookedLine, MoveLine } from '../../ledger/move-lines.ts';
import type { SessionUser } from '../../rpc/session.ts';

export type Row = Record<string, unknown>;
/** A header row as stored (wire field names). */
export type DocHead = Row & { id: number; version: number; orgNo: string; warehouseNo: string; statusCode: string };
/** A line as stored or sent: its number and the declared line fields. */
export type DocLine = Row & { lineNo: number };

export type ServerDocument = {
  doc: DocumentDef;
  head: EntityTable;
  lines: EntityTable;
  checkHead?: (tx: Tx, head: Row) => Promise<FieldIssue[]>;
  checkLines: (tx: Tx, head: Row, lines: DocLine[]) => Promise<FieldIssue[]>;
  moves: (tx: Tx, head: DocHead, lines: DocLine[], action: string) => Promise<(MoveLine | BookedLine)[]>;
  batchMoves?: (tx: Tx, docs: { head: DocHead; lines: DocLine[] }[], action: string) => Promise<(MoveLine | BookedLine)[][]>;
  linesOptional?: (head: Row) => boolean;
  afterAction?: (tx: Tx, head: DocHead, action: string, user: SessionUser) => Promise<void>;
  createdValues?: Row;
  postingNo?: (head: DocHead, action: string) => string;
};
