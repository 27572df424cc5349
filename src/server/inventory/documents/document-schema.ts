/**
 * Tables of the workflow documents beyond their header entities (src/shared/documents): one line
 * table per document (`<header table without _head>_line`: the header id, the line number and
 * the declared line fields, the line's custom values, deleted with the header) and the document
 * number counter.
 *
 * Numbers read `<docType><yyyyMMdd><4-digit sequence>` (ADJ202611220001): sys_doc_number keeps the
 * last sequence per document type and day, taken with an upsert in the creating transaction, so
 * numbers are unique and gapless per day even with parallel adds.
 */
import { bigint, foreignKey, integer, jsonb, pgTable, primaryKey, text, unique, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { DOCUMENTS } from '../../../shared/documents/index.ts';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { EntityName } from '../../../shared/entity.ts';
import { auditColumns, column, type EntityTable } from '../../db/entity-table.ts';
import { entityTables } from '../../db/entity-schema.ts';

export function lineTableName(doc: DocumentDef): string {
  return `${doc.entity.table.replace(/_head$/, '')}_line`;
}

function lineTable(doc: DocumentDef): EntityTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    ...auditColumns(),
    headId: bigint('head_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
  };
  for (const [name, def] of Object.entries(doc.lineFields)) columns[name] = column(name, def);
  // Values of the module's child-table custom fields (spec console §3, displayPage 5); see line-custom-values.ts.
  columns.customValues = jsonb('custom_values');
  const name = lineTableName(doc);
  return pgTable(name, columns, (t) => [
    unique(`${name}_key`).on(t.headId, t.lineNo),
    foreignKey({ name: `${name}_head_fk`, columns: [t.headId], foreignColumns: [entityTables[doc.entity.name].id] }).onDelete('cascade'),
  ]) as EntityTable;
}

/** The line table of each document, by its header entity's name. */
export const documentLineTables = Object.fromEntries(DOCUMENTS.map((doc) => [doc.entity.name, lineTable(doc)])) as Partial<Record<EntityName, EntityTable>>;

export const invChangeLine = documentLineTables.invChange!;
export const invFreezeLine = documentLineTables.invFreeze!;
export const invStockReleaseLine = documentLineTables.stockRelease!;
export const invTransferLine = documentLineTables.invTransfer!;
export const invReleaseLine = documentLineTables.invRelease!;
export const chkCheckStockLine = documentLineTables.chkCheckStock!;
export const inArriveLine = documentLineTables.inArrive!;
export const inNoticeLine = documentLineTables.inNotice!;
export const inReturnLine = documentLineTables.inReturn!;
export const outNoticeLine = documentLineTables.outNotice!;

export const sysDocNumber = pgTable('sys_doc_number', {
  docType: text('doc_type').notNull(),
  day: text('day').notNull(),
  lastNo: integer('last_no').notNull(),
}, (t) => [primaryKey({ name: 'sys_doc_number_pk', columns: [t.docType, t.day] })]);
