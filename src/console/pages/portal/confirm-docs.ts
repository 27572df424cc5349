/**
 * The documents a confirmation names (issue 23, walk 13-23: "Accept, Approve, Book and Move act on
 * one click"): confirmDocs(names, more) gives the first CONFIRM_NAMES_MAX names joined by ", " and,
 * when there are more, `more(count)` (the dictionary's "and N more") after them, so a dialog says
 * which documents it acts on without growing past a few lines.
 */

/** How many document names a confirmation lists before "and N more". */
export const CONFIRM_NAMES_MAX = 5;

export function confirmDocs(names: readonly string[], more: (count: number) => string): string {
  const shown = names.slice(0, CONFIRM_NAMES_MAX).join(', ');
  return names.length > CONFIRM_NAMES_MAX ? `${shown}${more(names.length - CONFIRM_NAMES_MAX)}` : shown;
}
