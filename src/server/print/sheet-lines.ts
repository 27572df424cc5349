/**
 * The lines a document sheet prints under each header (walk 14-26 #1: a printed bill carries its
 * lines). For a page whose entity is the header of a workflow document (src/shared/documents),
 * each printed header row is followed by its lines by line number: the line number and the
 * document's line fields (item, quantity, cell, lot, ...) but the remark. Pages of other entities
 * print no lines (undefined).
 */
import { asc, inArray } from 'drizzle-orm';
import { documentOf } from '../../shared/documents/index.ts';
import type { EntityDef, FieldDef } from '../../shared/entity.ts';
import type { Db } from '../db/client.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';

/** The line columns of a sheet (field names), their declarations and the lines of each row, in row order. */
export type SheetLines = { columns: string[]; fields: Record<string, FieldDef>; byRow: Record<string, unknown>[][] };

const LINE_ORDER = ['itemNo', 'qty', 'cellNo', 'lotNo'];

/** The lines of `rows` (header rows of `source`, each with its id) or undefined when `source` is not a document. */
export async function sheetLines(db: Db, source: EntityDef, rows: readonly Record<string, unknown>[]): Promise<SheetLines | undefined> {
  const doc = documentOf(source.name);
  const table = documentLineTables[source.name];
  if (!doc || !table || rows.length === 0) return undefined;
  const names = Object.keys(doc.lineFields).filter((name) => name !== 'remark');
  const columns = ['lineNo', ...LINE_ORDER.filter((name) => names.includes(name)), ...names.filter((name) => !LINE_ORDER.includes(name))];
  const stored = await db.select().from(table).where(inArray(table.headId, rows.map((row) => Number(row.id)))).orderBy(asc(table.headId), asc(table.lineNo));
  const byRow = rows.map((row) => (stored as Record<string, unknown>[]).filter((line) => Number(line.headId) === Number(row.id)));
  return { columns, fields: doc.lineFields, byRow };
}
