/**
 * Search-select picker of a referenced entity (spec console §5, §9): lists active rows
 * (statusCode 1) by keyword, 20 a page, debounced 300 ms, next page on scroll to the bottom.
 * Options read "key - title"; the value is the key. A failed lookup only stops the loading state.
 */
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { listRows } from './entity-api.ts';

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

type Option = { value: string; label: string };

export type RefPickerProps = {
  entity: EntityName;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** Extra list condition, e.g. the parent's value of a dependent picker ({ orgNo }). */
  filter?: Record<string, unknown>;
};

export function RefPicker({ entity: name, value, onChange, disabled, placeholder, id, filter }: RefPickerProps) {
  const { t } = useTranslation();
  const entity = ENTITIES[name];
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const query = useRef({ keyword: '', current: 1, pages: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = async (keyword: string, current: number) => {
    query.current = { ...query.current, keyword, current };
    setLoading(true);
    try {
      const page = await listRows(entity, { current, size: PAGE_SIZE, condition: { ...filter, keyword, statusCode: 1 } }, { quiet: true });
      if (query.current.keyword !== keyword) return;
      query.current.pages = page.pages;
      const next = page.records.map((row) => ({ value: String(row[entity.keyField]), label: `${row[entity.keyField]} - ${row[entity.titleField]}` }));
      setOptions((before) => (current === 1 ? next : [...before, ...next]));
    } catch {
      // A failed lookup is ignored (spec console §8).
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // A stored value not among the loaded options gets its "key - title" label by one lookup.
  const known = !value || options.some((o) => o.value === value) || labels[value] !== undefined;
  useEffect(() => {
    if (known || !value) return;
    listRows(entity, { current: 1, size: PAGE_SIZE, condition: { keyword: value } }, { quiet: true }).then(
      (page) => {
        const row = page.records.find((r) => String(r[entity.keyField]) === value);
        setLabels((before) => ({ ...before, [value]: row ? `${value} - ${row[entity.titleField]}` : value }));
      },
      () => setLabels((before) => ({ ...before, [value]: value })),
    );
  }, [known, value, entity]);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(keyword, 1), DEBOUNCE_MS);
  };

  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: labels[value] ?? value }, ...options] : options;
  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      placeholder={placeholder ?? t('form.searchPlaceholder')}
      options={shown}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onOpenChange={(open) => open && options.length === 0 && void load('', 1)}
      onPopupScroll={(event) => {
        const target = event.currentTarget;
        const { current, pages, keyword } = query.current;
        if (!loading && current < pages && target.scrollTop + target.offsetHeight >= target.scrollHeight - 4) void load(keyword, current + 1);
      }}
    />
  );
}
