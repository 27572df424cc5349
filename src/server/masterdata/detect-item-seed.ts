/**
 * Seeds the self-check catalogue (DETECT_ITEMS) into sys_detect_item at every start and on
 * clickSynchronize: missing items are added with their en-US name and DETECT_TYPE, existing
 * (possibly renamed or disabled) rows are kept.
 */
import { DETECT_ITEMS, type DETECT_TYPES } from '../../shared/entities/detect-item.entity.ts';
import { DICTIONARIES } from '../../shared/i18n/index.ts';
import type { Db } from '../db/client.ts';
import { sysDetectItem } from '../db/schema.ts';

/** DETECT_TYPE of each item: 1 database, 2 configuration, 3 master data, 4 inventory. */
const TYPE_OF: Record<(typeof DETECT_ITEMS)[number], (typeof DETECT_TYPES)[number]> = {
  DATABASE: '1', MIGRATIONS: '1', MENUS: '2', ENUMS: '2', ADMIN: '2', ORGANIZATION: '3', WAREHOUSE: '3', LEDGER: '4',
};

/** Adds the catalogue items that are missing (named in en-US, like other seeded rows); answers how many. */
export async function seedDetectItems(db: Db): Promise<number> {
  const names = DICTIONARIES['en-US'].enum.DETECT_ITEM;
  const rows = DETECT_ITEMS.map((detectNo) => ({
    detectNo, detectName: names[detectNo], detectType: TYPE_OF[detectNo], lastResult: '0', statusCode: 1, createName: 'system', updateName: 'system',
  }));
  const added = await db.insert(sysDetectItem).values(rows).onConflictDoNothing().returning({ id: sysDetectItem.id });
  return added.length;
}

