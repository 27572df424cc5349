/**
 * The import configuration read by the importer and the import template (spec console §7 "import
 * config"; src/shared/entities/import-config.entity.ts; docs/decisions/0446):
 *
 * - seedImportConfig(db): the code's mappings as the seeded defaults, one row per importable field
 *   of each entity with an import port (module = its menu number, columnName = the field's en-US
 *   label, sort = declaration order); existing rows are kept, so an administrator's change stays.
 * - importMapping(db, entity) -> { fieldOf(header), templateFields, headerOf(field, t) }: a header
 *   maps to the field whose configured columnName it is (ignoring case and the template's ' *'
 *   required mark), else, as before, to the field whose wire name or label in any language it is;
 *   `null` for the column of a disabled field (ignored, like the audit columns), undefined for an
 *   unknown column. The template lists the enabled fields by sort, headed by the configured
 *   columnName where the administrator changed it, else by the field's label in the caller's language.
 *   A module without rows maps as the code always did.
 */
import type { TFunction } from 'i18next';
import { eq } from 'drizzle-orm';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { DICTIONARIES } from '../../shared/i18n/index.ts';
import type { Db } from '../db/client.ts';
import { sysImportConfig } from '../db/schema.ts';
import { fieldOfHeader, importFields } from './sheet.ts';

const EN_LABELS = DICTIONARIES['en-US'].field as Record<string, string>;
const enLabel = (field: string) => EN_LABELS[field] ?? field;
const normal = (header: string) => header.trim().replace(/\s*\*$/, '').toLowerCase();

/** Adds the default mapping rows that are missing; answers how many were added. */
export async function seedImportConfig(db: Db): Promise<number> {
  const rows = Object.values(ENTITIES)
    .filter((entity) => entity.ports?.import !== false && entity.writes !== 'document')
    .flatMap((entity) => importFields(entity).map((fieldNo, index) => ({ module: entity.menuNo, fieldNo, columnName: enLabel(fieldNo), sort: index + 1, statusCode: 1, createName: 'system', updateName: 'system' })));
  const added = await db.insert(sysImportConfig).values(rows).onConflictDoNothing().returning({ id: sysImportConfig.id });
  return added.length;
}

type ConfigRow = { fieldNo: string; columnName: string; sort: number; statusCode: number };

export type ImportMapping = {
  /** The field a header names; null for a disabled field's column (ignored); undefined when unknown. */
  fieldOf: (header: string) => string | null | undefined;
  /** The template's fields in order. */
  templateFields: string[];
  /** The template header of a field: the configured columnName where changed, else the localized label. */
  headerOf: (field: string, t: TFunction) => string;
};

/** The import mapping of an entity's page, read from its import configuration rows. */
export async function importMapping(db: Db, entity: EntityDef): Promise<ImportMapping> {
  const importable = importFields(entity);
  const stored = (await db.select().from(sysImportConfig).where(eq(sysImportConfig.module, entity.menuNo))) as ConfigRow[];
  const rows = stored.filter((row) => importable.includes(row.fieldNo));
  const label = (field: string, t: TFunction) => t(`field.${field}`);
  if (rows.length === 0) return { fieldOf: (header) => fieldOfHeader(entity, header), templateFields: importable, headerOf: label };
  const byField = new Map(rows.map((row) => [row.fieldNo, row]));
  const enabled = (field: string) => (byField.get(field)?.statusCode ?? 1) === 1;
  const configured = new Map(rows.map((row) => [normal(row.columnName), row.fieldNo]));
  return {
    fieldOf: (header) => {
      const field = configured.get(normal(header)) ?? fieldOfHeader(entity, header);
      if (field === undefined) return undefined;
      return enabled(field) ? field : null;
    },
    templateFields: importable
      .filter(enabled)
      .sort((a, b) => (byField.get(a)?.sort ?? Number.MAX_SAFE_INTEGER) - (byField.get(b)?.sort ?? Number.MAX_SAFE_INTEGER)),
    headerOf: (field, t) => {
      const columnName = byField.get(field)?.columnName;
      return columnName && columnName !== enLabel(field) ? columnName : label(field, t);
    },
  };
}
