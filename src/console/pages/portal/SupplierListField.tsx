/**
 * The suppliers a news is addressed to (news.entity.ts supplierNos): a multiple search-select of
 * active suppliers whose value is their numbers separated by commas; enabled while the audience is
 * "chosen suppliers" (2). A search finds a supplier by number ("S004") or name. Each chosen
 * supplier keeps its "number - name" tag whatever the list shows later (the labels seen are kept,
 * and those of a stored value are looked up by number), never the bare number.
 */
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITIES } from '../../../shared/entities/index.ts';
import { listRows } from '../../entity/entity-api.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';
import { usePagedOptions, type Option } from '../../entity/use-paged-options.ts';

const supplier = ENTITIES.supplier;
const labelOf = (row: Record<string, unknown>) => `${String(row.supplierNo)} - ${String(row.supplierName)}`;

export function SupplierListField({ spec, value, onChange, id }: WidgetProps) {
  const { t } = useTranslation();
  const audience = Form.useWatch('audience', Form.useFormInstance()) as string | undefined;
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const remember = (options: Option[]) => setLabels((before) => new Map([...before, ...options.map((o) => [o.value, o.label] as const)]));
  const paged = usePagedOptions(async (keyword, current, size) => {
    const page = await listRows(supplier, { current, size, condition: { keyword, statusCode: 1 } }, { quiet: true });
    const options = page.records.map((row) => ({ value: String(row.supplierNo), label: labelOf(row) }));
    remember(options);
    return { pages: page.pages, options };
  });
  const chosen = typeof value === 'string' && value ? value.split(',') : [];
  const unnamed = chosen.filter((no) => !labels.has(no)).join(',');

  // A stored value's suppliers by number (an exact match of each), once.
  useEffect(() => {
    if (!unnamed) return;
    let cancelled = false;
    void Promise.all(unnamed.split(',').map((no) => listRows(supplier, { current: 1, size: 20, condition: { supplierNo: no } }, { quiet: true })
      .then((page) => page.records.filter((row) => String(row.supplierNo) === no).map((row) => ({ value: no, label: labelOf(row) })))
      .catch(() => [])))
      .then((found) => !cancelled && remember(found.flat()));
    return () => {
      cancelled = true;
    };
  }, [unnamed]);

  const listed = new Set(paged.options.map((option) => option.value));
  const options = [...chosen.filter((no) => !listed.has(no)).map((no) => ({ value: no, label: labels.get(no) ?? no })), ...paged.options];
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: paged.search }}
      value={chosen}
      options={options}
      loading={paged.loading}
      onPopupScroll={paged.scroll}
      onOpenChange={paged.open}
      disabled={spec.disabled || audience !== '2'}
      placeholder={t('form.searchPlaceholder')}
      onChange={(next) => onChange?.(next.length ? next.join(',') : null)}
      data-testid="news-supplier-picker"
    />
  );
}
