/** The records a confirmation acts on, named (walk 12-26, defect 13): "A, B, C and 2 more". */
import type { TFunction } from 'i18next';

const NAMED = 3;

/** The first three of `names` joined by ", ", then "and N more" (list.andMore) for the rest. */
export function namedRows(t: TFunction, names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? t('list.andMore', { names: shown, count: names.length - NAMED }) : shown;
}
