/**
 * Search-select of the cells, items or lots holding stock in one warehouse of an organisation (the
 * stock lookups, FieldDef.stockPicker), paged like the reference pickers (use-paged-options):
 * a cell is searched by its number, a lot by its number, an item by number or name; `filter`
 * narrows the stock further (the cells or lots of one item; give the picker a React key of it so
 * a change reloads the list). Disabled until the warehouse is chosen. A typed number the list does not show is offered as is, so an empty cell or an item not
 * in stock can be counted; the server checks it exists (docs/decisions/ "Stock-take").
 */
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockPickerBy } from '../../../shared/entity.ts';
import { usePagedOptions } from '../../entity/use-paged-options.ts';
import { stockOption } from './line-stock-pickers.ts';
import { listStockBy } from './query-api.ts';

type Props = {
  by: StockPickerBy;
  orgNo: unknown;
  warehouseNo: unknown;
  value?: unknown;
  onChange: (value: string | null) => void;
  id?: string;
  filter?: Record<string, unknown>;
};

const SEARCH_FIELD: Record<StockPickerBy, string> = { cell: 'cellNo', lot: 'lotNo', item: 'keyword' };

export function StockPicker({ by, orgNo, warehouseNo, value, onChange, id, filter }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const paged = usePagedOptions(async (keyword, current, size) => {
    const page = await listStockBy(by, current, size, { ...filter, orgNo, warehouseNo, [SEARCH_FIELD[by]]: keyword });
    return { pages: page.pages, options: page.records.map((row) => stockOption(by, row, t)) };
  });
  const selected = typeof value === 'string' && value ? value : undefined;
  const code = typed.trim();
  const listed = (option: string) => paged.options.some((o) => o.value === option);
  const options = [
    ...(selected && !listed(selected) ? [{ value: selected, label: selected }] : []),
    ...paged.options,
    ...(code && code !== selected && !listed(code) ? [{ value: code, label: t('stock.stockPicker.other', { value: code }) }] : []),
  ];
  return (
    <Select<string>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setTyped(text);
          paged.search(text);
        },
      }}
      allowClear
      value={selected}
      onChange={(next) => {
        setTyped('');
        onChange(next ?? null);
      }}
      disabled={!orgNo || !warehouseNo}
      placeholder={t('form.searchPlaceholder')}
      options={options}
      loading={paged.loading}
      notFoundContent={paged.loading ? <Spin size="small" /> : t('stock.emptyStock')}
      onOpenChange={paged.open}
      onPopupScroll={paged.scroll}
    />
  );
}
