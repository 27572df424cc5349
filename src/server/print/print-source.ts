/**
 * What a print call prints (spec console §5, §7 IReportPrintService): the source entity of the
 * calling page, its rows within the caller's data scope, and the enabled template that fits.
 *
 * Refusals (AppError): FORBIDDEN without isPrint on the page; PRINT_NOT_PRINTABLE for a page
 * without rows to print; PRINT_NO_ROWS; NOT_FOUND when a row is missing or out of scope;
 * PRINT_MIXED_SCOPE for rows of different organisation and customer combinations;
 * PRINT_TEMPLATE_REQUIRED / PRINT_TEMPLATE_UNKNOWN for the template.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityDef, EntityName } from '../../shared/entity.ts';
import { canPrintTogether, LABEL_KIND_OF_SOURCE, LABEL_SOURCES, printSourceOf } from '../../shared/print.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { bmBillTemplate, bmLabelTemplate, bmPrintTemplate, entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { LabelTemplate } from './label-content.ts';
import { hasFlag } from '../rpc/permission.ts';
import type { SessionUser } from '../rpc/session.ts';

/** A label template row (bm_label_template). */
export type LabelTemplateRow = LabelTemplate & { templateName: string; standardCol01: string | null };
/** A print template row (bm_print_template). */
export type PrintTemplateRow = {
  reportKey: string;
  templateName: string;
  module: string;
  title: string | null;
  paperSize: 'A4' | 'A5' | 'LETTER';
  orientation: 'portrait' | 'landscape';
  columns: string | null;
  standardCol01: string | null;
};

/** The template of a print: a label layout, or a document sheet. */
export type PrintTemplate = { kind: 'label'; row: LabelTemplateRow } | { kind: 'document'; row: PrintTemplateRow };

function entityOfMenu(menuNo: string): EntityName | undefined {
  return Object.values(ENTITIES).find((entity) => entity.menuNo === menuNo)?.name;
}

/** The entity a page prints; FORBIDDEN without isPrint, PRINT_NOT_PRINTABLE when it prints nothing. */
export function printSource(user: SessionUser, module: string): EntityDef {
  if (!hasFlag(user, module, 'isPrint')) throw new AppError('FORBIDDEN');
  const name = printSourceOf(module, entityOfMenu);
  if (!name) throw new AppError('PRINT_NOT_PRINTABLE');
  return ENTITIES[name];
}

/** The rows to print in the order of `ids`; refusals as above. */
export async function printRows(db: Db, source: EntityDef, user: SessionUser, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) throw new AppError('PRINT_NO_ROWS');
  const table = entityTables[source.name];
  const unique = [...new Set(ids)];
  const rows = await db.select().from(table).where(and(inArray(table.id, unique), scopeCondition(source, table, user)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  if (!canPrintTogether(rows)) throw new AppError('PRINT_MIXED_SCOPE');
  const byId = new Map(rows.map((row) => [row.id as number, row as Record<string, unknown>]));
  return unique.map((id) => byId.get(id) as Record<string, unknown>);
}

/** The templates a page may print with, enabled only (the dialog's choices). */
export async function templatesOf(db: Db, source: EntityDef, module: string): Promise<PrintTemplate[]> {
  return LABEL_SOURCES.includes(source.name) ? labelTemplates(db, source.name) : documentTemplates(db, eq(bmPrintTemplate.module, module));
}

async function labelTemplates(db: Db, source: EntityName, narrow?: SQL): Promise<PrintTemplate[]> {
  const rows = await db
    .select()
    .from(bmLabelTemplate)
    .where(and(eq(bmLabelTemplate.labelKind, LABEL_KIND_OF_SOURCE[source] ?? ''), eq(bmLabelTemplate.statusCode, 1), narrow))
    .orderBy(bmLabelTemplate.templateCode);
  return rows.map((row) => ({ kind: 'label', row: row as unknown as LabelTemplateRow }));
}

async function documentTemplates(db: Db, narrow: SQL): Promise<PrintTemplate[]> {
  const rows = await db.select().from(bmPrintTemplate).where(and(narrow, eq(bmPrintTemplate.statusCode, 1))).orderBy(bmPrintTemplate.reportKey);
  return rows.map((row) => ({ kind: 'document', row: row as unknown as PrintTemplateRow }));
}

/** The enabled template named `reportKey` that fits the page. */
export async function printTemplate(db: Db, source: EntityDef, module: string, reportKey: string): Promise<PrintTemplate> {
  if (!reportKey) throw new AppError('PRINT_TEMPLATE_REQUIRED');
  const [found] = LABEL_SOURCES.includes(source.name)
    ? await labelTemplates(db, source.name, eq(bmLabelTemplate.templateCode, reportKey))
    : await documentTemplates(db, and(eq(bmPrintTemplate.module, module), eq(bmPrintTemplate.reportKey, reportKey)) as SQL);
  if (!found) throw new AppError('PRINT_TEMPLATE_UNKNOWN', { reportKey });
  return found;
}

/** The report keys among the document `templates` that an enabled default bill template uses. */
export async function defaultReportKeys(db: Db, templates: readonly PrintTemplate[]): Promise<Set<string>> {
  const keys = templates.flatMap((one) => (one.kind === 'document' ? [one.row.reportKey] : []));
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ reportKey: bmBillTemplate.reportKey })
    .from(bmBillTemplate)
    .where(and(inArray(bmBillTemplate.reportKey, keys), eq(bmBillTemplate.isDefault, true), eq(bmBillTemplate.statusCode, 1)));
  return new Set(rows.map((row) => String(row.reportKey)));
}
