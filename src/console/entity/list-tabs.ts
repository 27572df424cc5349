/**
 * The tab strip of a list page (spec console §2 "optional tab strip with counts", §9 "tab count
 * cap 9999"): an "all" tab, then one tab per value of the entity's `listTabs` field, each with its
 * count from the server. Pure, tested in list-tabs.test.ts.
 */
import type { EntityDef } from '../../shared/entity.ts';
import { optionsOf } from './entity-columns.ts';

/** Counts above this show as "9999+". */
export const TAB_COUNT_CAP = 9999;
/** The key of the tab without a value condition. */
export const ALL_TAB = 'all';

/** The answer of `{service}/getTabCountByParams` (`estimated`: above the exact-total limit, counted as the list's estimated total). */
export type TabCounts = { total: number; counts: Record<string, number>; estimated?: boolean };

/** A count as the tab shows it. */
export function formatCount(count: number): string {
  return count > TAB_COUNT_CAP ? `${TAB_COUNT_CAP}+` : String(count);
}

/** The tabs of an entity: key, label key (undefined for "all") and count. */
export function listTabs(entity: EntityDef, counts: TabCounts | undefined): { key: string; labelKey: string | undefined; count: string }[] {
  const field = entity.listTabs;
  if (!field) return [];
  const values = optionsOf(entity.fields[field]).map((option) => ({ key: String(option.value), labelKey: option.labelKey as string | undefined }));
  return [{ key: ALL_TAB, labelKey: undefined }, ...values].map((tab) => ({
    ...tab,
    count: counts ? formatCount(tab.key === ALL_TAB ? counts.total : (counts.counts[tab.key] ?? 0)) : '',
  }));
}

/** The list condition of a chosen tab: the search condition with the tab field set (or as searched, for "all"). */
export function tabCondition(entity: EntityDef, condition: Record<string, unknown>, tab: string): Record<string, unknown> {
  if (!entity.listTabs || tab === ALL_TAB) return condition;
  return { ...condition, [entity.listTabs]: tab };
}
