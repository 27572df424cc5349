/**
 * The toolbar rule of spec console §6, kept pure: a button shows when its permission flag is
 * granted; buttons are ordered by sort weight, the first MAX_VISIBLE stay on the bar and the rest
 * go into the "More" dropdown. Modify, delete, cancel-invalid and batch update need exactly one
 * selected row; physical delete, submit, close, check and end need at least one. Search alone
 * grants no button.
 */
import { MULTI_ROW_FLAGS, SINGLE_ROW_FLAGS, type MenuPermissions, type PermissionFlag } from '../../shared/permissions.ts';

/** How many buttons stay on the bar before the rest overflow into "More". */
const MAX_VISIBLE = 5;

/** One toolbar button a page offers: its action, the flag that grants it and its sort weight. */
export type ToolbarCandidate<A extends string> = { action: A; flag: PermissionFlag; sort: number };

/** A granted button, whether the current selection enables it, and else why not (a dictionary key). */
type ToolbarButton<A extends string> = ToolbarCandidate<A> & { enabled: boolean; reason?: string };

/** Whether a flag's button is enabled with `selectedCount` selected rows. */
export function isEnabledFor(flag: PermissionFlag, selectedCount: number): boolean {
  if (SINGLE_ROW_FLAGS.includes(flag)) return selectedCount === 1;
  if (MULTI_ROW_FLAGS.includes(flag)) return selectedCount >= 1;
  return true;
}

/**
 * Why a flag's button is disabled with `selectedCount` selected rows, as a dictionary key (its
 * tooltip): list.whyOne (select exactly one row), list.whySome (select a row); undefined when enabled.
 */
export function disabledReason(flag: PermissionFlag, selectedCount: number): 'list.whyOne' | 'list.whySome' | undefined {
  if (isEnabledFor(flag, selectedCount)) return undefined;
  return SINGLE_ROW_FLAGS.includes(flag) ? 'list.whyOne' : 'list.whySome';
}

/** Splits a list into its first `count` items and the overflow. */
export function splitOverflow<T>(items: T[], count: number): { visible: T[]; more: T[] } {
  return { visible: items.slice(0, count), more: items.slice(count) };
}

/** The granted buttons by sort weight, split into the bar and the "More" dropdown. */
export function toolbarButtons<A extends string>(
  candidates: ToolbarCandidate<A>[],
  permissions: MenuPermissions,
  selectedCount: number,
): { visible: ToolbarButton<A>[]; more: ToolbarButton<A>[] } {
  const granted = candidates
    .filter((candidate) => permissions[candidate.flag] === true && candidate.flag !== 'isSearch')
    .sort((a, b) => a.sort - b.sort)
    .map((candidate) => ({ ...candidate, enabled: isEnabledFor(candidate.flag, selectedCount), reason: disabledReason(candidate.flag, selectedCount) }));
  return splitOverflow(granted, MAX_VISIBLE);
}
