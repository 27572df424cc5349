/**
 * The label of a referenced row in pickers and selects (spec console §5, §9): "key - title", or the
 * key alone when the row has no title (a cell without a name read "SEA-STO-03-02-01 - null").
 */
export function refLabel(key: unknown, title: unknown): string {
  const name = title === null || title === undefined ? '' : String(title).trim();
  return name ? `${String(key)} - ${name}` : String(key);
}
