/**
 * Search-select picker of a referenced entity (spec console §5, §9): lists active rows
 * (statusCode 1) by keyword, 20 a page, debounced 300 ms, next page on scroll to the bottom.
 * Options read "key - title" (the key alone without a title, ref-label.ts); the value is the key. A failed lookup only stops the loading state.
 * With nothing to choose and nothing typed, the list says where such a row is made ("Nothing to
 * choose yet: create one under Production basic data > Line types").
 */
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../client/session-store.ts';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { listRows } from './entity-api.ts';
import { menuPathOf } from '../shell/menu-names.ts';
import { refLabel } from './ref-label.ts';
import { usePagedOptions } from './use-paged-options.ts';

const LABEL_LOOKUP_SIZE = 20;

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
  const { t, i18n } = useTranslation();
  const menus = useSession((s) => s.menus);
  const entity = ENTITIES[name];
  const [typed, setTyped] = useState('');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const paged = usePagedOptions(async (keyword, current, size) => {
    const page = await listRows(entity, { current, size, condition: { ...filter, keyword, statusCode: 1 } }, { quiet: true });
    return { pages: page.pages, options: page.records.map((row) => ({ value: String(row[entity.keyField]), label: refLabel(row[entity.keyField], row[entity.titleField]) })) };
  });
  const { options, loading } = paged;

  // A stored value not among the loaded options gets its "key - title" label by one lookup.
  const known = !value || options.some((o) => o.value === value) || labels[value] !== undefined;
  useEffect(() => {
    if (known || !value) return;
    listRows(entity, { current: 1, size: LABEL_LOOKUP_SIZE, condition: { keyword: value } }, { quiet: true }).then(
      (page) => {
        const row = page.records.find((r) => String(r[entity.keyField]) === value);
        setLabels((before) => ({ ...before, [value]: row ? refLabel(value, row[entity.titleField]) : value }));
      },
      () => setLabels((before) => ({ ...before, [value]: value })),
    );
  }, [known, value, entity]);

  const where = entity.menuNo ? menuPathOf(entity.menuNo, i18n.language, menus) : undefined;
  const empty = loading ? <Spin size="small" /> : !typed && where ? <span data-testid="picker-none-yet">{t('form.noneYet', { path: where })}</span> : undefined;
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: labels[value] ?? value }, ...options] : options;
  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: (keyword) => { setTyped(keyword); paged.search(keyword); } }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      placeholder={placeholder ?? t('form.searchPlaceholder')}
      options={shown}
      loading={loading}
      notFoundContent={empty}
      onOpenChange={paged.open}
      onPopupScroll={paged.scroll}
    />
  );
}
