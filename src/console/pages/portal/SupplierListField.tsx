/**
 * The suppliers a news is addressed to (news.entity.ts supplierNos): a multiple search-select of
 * active suppliers whose value is their numbers separated by commas; enabled while the audience is
 * "chosen suppliers" (2).
 */
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTITIES } from '../../../shared/entities/index.ts';
import { listRows } from '../../entity/entity-api.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';
import { usePagedOptions } from '../../entity/use-paged-options.ts';

export function SupplierListField({ spec, value, onChange, id }: WidgetProps) {
  const { t } = useTranslation();
  const audience = Form.useWatch('audience', Form.useFormInstance()) as string | undefined;
  const supplier = ENTITIES.supplier;
  const paged = usePagedOptions(async (keyword, current, size) => {
    const page = await listRows(supplier, { current, size, condition: { keyword, statusCode: 1 } }, { quiet: true });
    return { pages: page.pages, options: page.records.map((row) => ({ value: String(row.supplierNo), label: `${row.supplierNo} - ${row.supplierName}` })) };
  });
  const chosen = typeof value === 'string' && value ? value.split(',') : [];
  const known = new Set(paged.options.map((option) => option.value));
  const options = [...chosen.filter((no) => !known.has(no)).map((no) => ({ value: no, label: no })), ...paged.options];
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
    />
  );
}
