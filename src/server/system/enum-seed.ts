/**
 * Seeds the enumerations the entities and pickers use (spec console §7 Enum) from the `enum`
 * section of the three dictionaries, so an option's label is the same in a form, a list and a
 * picker. Idempotent: entries already present (possibly edited by users) are kept. STATUS and
 * BOOL are the console's own switches, not dictionary entries; IMPORT_MODULE names pages, whose
 * names live in sys_menu.
 */
import { DICTIONARIES, LANGUAGES } from '../../shared/i18n/index.ts';
import type { Db } from '../db/client.ts';
import { sysEnum, type NameMap } from '../db/schema.ts';

/** The dictionary enumerations not seeded into sys_enum (see above). */
export const NOT_SEEDED: ReadonlySet<string> = new Set(['STATUS', 'BOOL', 'IMPORT_MODULE']);

/** Every seeded entry: enumMid, enumValue, enumSeq (order in the dictionary) and the name map. */
export function seedEnumRows() {
  const source = DICTIONARIES['en-US'].enum as Record<string, Record<string, string>>;
  return Object.entries(source)
    .filter(([enumMid]) => !NOT_SEEDED.has(enumMid))
    .flatMap(([enumMid, values]) =>
      Object.keys(values).map((enumValue, index) => {
        const enumNameMap = Object.fromEntries(
          LANGUAGES.map((language) => [language, (DICTIONARIES[language].enum as Record<string, Record<string, string>>)[enumMid][enumValue]]),
        ) as NameMap;
        return { enumMid, enumValue, enumSeq: index + 1, enumName: enumNameMap['zh-CN'], enumNameMap };
      }),
    );
}

/** Adds the missing entries (edited ones are kept); answers how many were added. */
export async function seedEnums(db: Db): Promise<number> {
  const rows = seedEnumRows().map((row) => ({ ...row, createName: 'system', updateName: 'system' }));
  const added = await db.insert(sysEnum).values(rows).onConflictDoNothing({ target: [sysEnum.enumMid, sysEnum.enumValue] }).returning({ id: sysEnum.id });
  return added.length;
}
