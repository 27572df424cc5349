/**
 * The export template of a list page as the picker sees it (spec console §2 export-template picker,
 * §3 Export template) and the pure choice of the preselected one. Tested in custom-columns.test.ts.
 */

/** One template: a named, ordered choice of columns; isDefault 1 marks the page's default. */
export type ExportTemplate = { id: number; version: number; module: string; exportName: string; isDefault: number; columns: string[] };

/** The name preselected in the picker: the default template's, else none (the user must choose). */
export function preselected(templates: ExportTemplate[]): string | undefined {
  return templates.find((template) => template.isDefault === 1)?.exportName;
}
