/**
 * Import configuration (spec console §7 Module tables "… import config: list, get, add, update,
 * delete by ids"; page System > Application import-config, menu 160213; docs/decisions/0446):
 * how the spreadsheet import of a list page maps its columns, as data an administrator can see
 * and change. One row per page (module: the page's menu number) and importable field (fieldNo, a
 * wire name): columnName is the header a file may carry for the field, sort orders the template's
 * columns and statusCode 0 (disabled) leaves the field out of the template and ignores its column.
 *
 * Seeded on every start (onConflictDoNothing, so an administrator's change is kept) with the
 * mappings the code used before: each importable field of each entity with an import port, its
 * en-US label as columnName, in declaration order (server/crud/import-config.ts). The importer
 * still accepts the wire name and the field's label in any of the three languages besides the
 * configured columnName. Checks: the module must be a page with an import, the field one of its
 * importable fields (validation.importConfigModule, validation.importConfigField).
 */
import { defineEntity, type EntityDef } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';
import { writableFields } from '../validation.ts';
import { callNames } from './call-names.ts';
import { PAGE_MENU_NOS } from '../i18n/menu-enum.ts';

/** The entity a page imports into (module = its menu number) among `entities`, if the page has an import. */
function importEntityOf(entities: readonly EntityDef[], module: string): EntityDef | undefined {
  return entities.find((entity) => entity.menuNo === module && entity.ports?.import !== false && entity.writes !== 'document');
}

function importConfigIssues(entities: readonly EntityDef[], values: Record<string, unknown>): FieldIssue[] {
  if (typeof values.module !== 'string') return [];
  const entity = importEntityOf(entities, values.module);
  if (!entity) return [{ field: 'module', message: 'validation.importConfigModule', params: { value: values.module } }];
  if (typeof values.fieldNo === 'string' && !writableFields(entity, 'add').includes(values.fieldNo)) {
    return [{ field: 'fieldNo', message: 'validation.importConfigField', params: { value: values.fieldNo } }];
  }
  return [];
}

/**
 * The import configuration entity, checked against `entities()` (the registry, passed in by
 * entities/index.ts so this module does not import the registry that lists it).
 */
export const importConfigEntityOf = (entities: () => readonly EntityDef[]) => defineEntity({
  name: 'importConfig',
  table: 'sys_import_config',
  menuNo: '160213',
  route: 'import-config',
  calls: callNames('sys', 'importconfig', 'ISysImportConfigService'),
  keyField: 'fieldNo',
  titleField: 'columnName',
  uniqueWith: ['module'],
  scope: 'none',
  physicalDelete: false,
  fields: {
    module: { kind: 'enum', enumMid: 'IMPORT_MODULE', options: PAGE_MENU_NOS, required: true, list: true, search: 'exact', section: 'basic' },
    fieldNo: { kind: 'text', key: true, required: true, max: 60, list: true, search: 'fuzzy', section: 'basic' },
    columnName: { kind: 'text', required: true, max: 99, list: true, search: 'fuzzy', section: 'basic' },
    sort: { kind: 'int', required: true, default: 1, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => importConfigIssues(entities(), values),
  checkRow: (values) => importConfigIssues(entities(), values),
});
