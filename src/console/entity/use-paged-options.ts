/**
 * The paging of a search-select (spec console §5, §9): options by keyword, 20 a page, debounced
 * 300 ms, the first page on opening and the next one on scroll to the bottom. A failed lookup only
 * stops the loading state (spec console §8).
 */
import { useEffect, useRef, useState, type UIEvent } from 'react';

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

export type Option = { value: string; label: string };

/** One page of options and the number of pages for its keyword. */
export type OptionPage = { options: Option[]; pages: number };

/** Loaded options and the Select handlers that load them through `fetchPage(keyword, current, size)`. */
export function usePagedOptions(fetchPage: (keyword: string, current: number, size: number) => Promise<OptionPage>) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useRef({ keyword: '', current: 1, pages: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = async (keyword: string, current: number) => {
    query.current = { ...query.current, keyword, current };
    setLoading(true);
    try {
      const page = await fetchPage(keyword, current, PAGE_SIZE);
      if (query.current.keyword !== keyword) return;
      query.current.pages = page.pages;
      setOptions((before) => (current === 1 ? page.options : [...before, ...page.options]));
    } catch {
      // A failed lookup is ignored (spec console §8).
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    options,
    loading,
    /** Loads the first page of `keyword` once the typing pauses. */
    search: (keyword: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(keyword, 1), DEBOUNCE_MS);
    },
    /** Loads the first page when the list opens empty. */
    open: (isOpen: boolean) => {
      if (isOpen && options.length === 0) void load('', 1);
    },
    /** Loads the next page when the list is scrolled to its bottom. */
    scroll: (event: UIEvent<HTMLDivElement>) => {
      const target = event.currentTarget;
      const { current, pages, keyword } = query.current;
      if (!loading && current < pages && target.scrollTop + target.offsetHeight >= target.scrollHeight - 4) void load(keyword, current + 1);
    },
  };
}
