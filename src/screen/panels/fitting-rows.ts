/**
 * How many rows of a list fit the height its panel leaves it (issue 30, a screen that fits every
 * wall): whole rows only, so no row is cut at the panel's bottom on any wall size. The list must
 * take its height from its panel (flex: 1), not from its rows; the row height (CSS pixels of the
 * design) is read from the first row drawn and kept for when none is. Refitted on every resize
 * and whenever `content` (the listed data) changes.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useFittingRows(list: RefObject<HTMLElement | null>, most: number, content: unknown): number {
  const [count, setCount] = useState(most);
  const rowHeight = useRef(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const fit = () => {
      const row = element.firstElementChild as HTMLElement | null;
      if (row) rowHeight.current = row.offsetHeight;
      setCount(rowHeight.current > 0 ? Math.min(most, Math.floor(element.clientHeight / rowHeight.current)) : most);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    fit();
    return () => observer.disconnect();
  }, [list, most, content]);
  return count;
}
