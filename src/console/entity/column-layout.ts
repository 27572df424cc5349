/**
 * The user's column layout of a list page (spec console §2 column-setting popover, §7 Frame
 * define): which columns show, which are frozen left, in which order. Pure helpers that merge a
 * saved layout with the page's current columns and apply it to table columns.
 */

/** One column of a layout, in display order. */
export type ColumnSetting = { columnKey: string; isShow: boolean; isFixed: boolean };

/** The saved layout for these columns: saved ones in saved order, then columns added since (shown). */
export function mergeLayout(keys: string[], saved: ColumnSetting[]): ColumnSetting[] {
  const known = saved.filter((setting) => keys.includes(setting.columnKey));
  const added = keys.filter((key) => !known.some((setting) => setting.columnKey === key));
  return [
    ...known.map(({ columnKey, isShow, isFixed }) => ({ columnKey, isShow, isFixed })),
    ...added.map((columnKey) => ({ columnKey, isShow: true, isFixed: false })),
  ];
}

/** Columns in layout order without the hidden ones; frozen columns come first (a table freezes only leading columns). */
export function applyLayout<T extends { key?: unknown }>(columns: T[], layout: ColumnSetting[]): (T & { fixed?: 'left' })[] {
  const visible = layout.filter((setting) => setting.isShow);
  const ordered = [...visible.filter((setting) => setting.isFixed), ...visible.filter((setting) => !setting.isFixed)];
  return ordered.flatMap((setting) => {
    const column = columns.find((c) => c.key === setting.columnKey);
    return column ? [setting.isFixed ? { ...column, fixed: 'left' as const } : column] : [];
  });
}

/** The layout with one column moved one place up (-1) or down (+1). */
export function moveColumn(layout: ColumnSetting[], columnKey: string, step: -1 | 1): ColumnSetting[] {
  const from = layout.findIndex((setting) => setting.columnKey === columnKey);
  const to = from + step;
  if (from < 0 || to < 0 || to >= layout.length) return layout;
  const next = [...layout];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The layout with one column dragged onto another: it takes that column's place and the columns between shift by one. */
export function dropColumn(layout: ColumnSetting[], columnKey: string, targetKey: string): ColumnSetting[] {
  const from = layout.findIndex((setting) => setting.columnKey === columnKey);
  const to = layout.findIndex((setting) => setting.columnKey === targetKey);
  if (from < 0 || to < 0 || from === to) return layout;
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
