/**
 * The search bar of a stock query page (src/shared/documents/stock-queries.ts): a control per
 * declared search field (text, picker, option select, whole number, date range sent as
 * `${field}From` and `${field}To`), query and reset. Pickers whose parent is unset are disabled (spec console §5).
 * A search the page refuses marks the field it lacks with the reason.
 */
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { QuerySearch } from '../../../shared/documents/stock-queries.ts';
import { cleanCondition } from '../../entity/entity-columns.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';

/** A refused search: the message shown under the field it is about. */
export type SearchIssue = { field: string; message: string };
/**
 * `onSearch` gets the condition and the raw form values and answers an issue to refuse the search
 * (the field shows it until it changes); `initialValues` the form's values when it mounts (what the
 * tab last searched, query-memory.ts).
 */
type Props = {
  search: QuerySearch[];
  onSearch: (condition: Record<string, unknown>, values: Record<string, unknown>) => SearchIssue | void;
  initialValues?: Record<string, unknown>;
};

/** The condition of the form values: date ranges split into From and To (yyyy-MM-dd). */
function conditionOf(search: QuerySearch[], values: Record<string, unknown>): Record<string, unknown> {
  const condition: Record<string, unknown> = { ...values };
  for (const s of search.filter((f) => f.control === 'dateRange')) {
    const range = values[s.field] as [Dayjs, Dayjs] | null | undefined;
    delete condition[s.field];
    if (range) Object.assign(condition, { [`${s.field}From`]: range[0].format('YYYY-MM-DD'), [`${s.field}To`]: range[1].format('YYYY-MM-DD') });
  }
  return cleanCondition(condition);
}

export function QuerySearchForm({ search, onSearch, initialValues }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) ?? {};
  const control = (s: QuerySearch) => {
    switch (s.control) {
      case 'input':
        return <Input allowClear placeholder={t('list.enter')} />;
      case 'picker':
        return <RefPicker entity={s.ref} disabled={s.dependsOn !== undefined && !values[s.dependsOn]} filter={s.dependsOn ? { [s.dependsOn]: values[s.dependsOn] } : undefined} />;
      case 'select':
        return <Select allowClear placeholder={t('list.choose')} options={s.options.map((value) => ({ value, label: t(`enum.${s.enumMid}.${value}`) }))} />;
      case 'dateRange':
        return <DatePicker.RangePicker />;
      case 'number':
        return <InputNumber min={s.min} max={s.max} precision={0} placeholder={t('list.enter')} />;
    }
  };
  return (
    <Form
      form={form}
      initialValues={initialValues}
      layout="inline"
      className="wms-search"
      onValuesChange={(changed: Record<string, unknown>) => {
        // A change of parent clears its dependent pickers (spec console §5).
        for (const s of search) if (s.control === 'picker' && s.dependsOn && s.dependsOn in changed) form.setFieldValue(s.field, undefined);
      }}
      onFinish={(v: Record<string, unknown>) => {
        const issue = onSearch(conditionOf(search, v), v);
        if (issue) form.setFields([{ name: issue.field, errors: [issue.message] }]);
      }}
      data-testid="query-search">
      {search.map((s) => (
        <Form.Item key={s.field} name={s.field} label={t(`field.${s.field}`)} className="wms-search-item">
          {control(s)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="query-submit">
            {t('list.query')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(Object.fromEntries(search.map((s) => [s.field, undefined])));
              onSearch({}, {});
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
