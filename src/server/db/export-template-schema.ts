/**
 * Export templates (spec console §3 "Export template: exportName, isDefault"; §7 exportexcel with
 * exportName): per list page (module = its menu number) a named, ordered choice of columns that
 * the export writes. Shared by every user of the page; at most one default per module.
 * Re-exported by schema.ts.
 */
import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './entity-table.ts';

export const sysExportTemplate = pgTable('sys_export_template', {
  ...auditColumns(),
  module: text('module').notNull(),
  exportName: text('export_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Wire field names in column order. */
  columns: text('columns').array().notNull(),
}, (t) => [unique('sys_export_template_key').on(t.module, t.exportName)]);
