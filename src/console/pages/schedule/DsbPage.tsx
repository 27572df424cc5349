/**
 * DSB monitoring (workflows §2; §5 "DSB comparison: at most five items"): choose up to five items
 * and a demand-date range, compare demand, supply and receipts as a chart. A sixth item is refused
 * with the spec's message before any call (the server refuses it too).
 */
import { App, Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemEntity } from '../../../shared/entities/item.entity.ts';
import { DSB_MAX_ITEMS } from '../../../shared/schedule.ts';
import { listRows } from '../../entity/entity-api.ts';
import { usePagedOptions } from '../../entity/use-paged-options.ts';
import { getDsb, today, type DsbAnswer } from './schedule-api.ts';

const DsbChart = lazy(() => import('./DsbChart.tsx').then((m) => ({ default: m.DsbChart })));
const DEFAULT_DAYS = 30;

type Values = { itemNos: string[]; range: [Dayjs, Dayjs] };

export function DsbPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [data, setData] = useState<DsbAnswer | undefined>();
  const [loading, setLoading] = useState(false);
  const items = usePagedOptions(async (keyword, current, size) => {
    const page = await listRows(itemEntity, { current, size, condition: { keyword } }, { quiet: true });
    return { pages: page.pages, options: page.records.map((row) => ({ value: String(row.itemNo), label: `${row.itemNo} - ${row.itemName}` })) };
  });

  const choose = (next: string[]) => {
    if (next.length > DSB_MAX_ITEMS) {
      message.error(t('error.DSB_TOO_MANY_ITEMS', { max: DSB_MAX_ITEMS }));
      return;
    }
    form.setFieldValue('itemNos', next);
  };
  const compare = async (values: Values) => {
    setLoading(true);
    try {
      setData(await getDsb(values.itemNos ?? [], values.range[0].format('YYYY-MM-DD'), values.range[1].format('YYYY-MM-DD')));
    } catch {
      setData(undefined);
    } finally {
      setLoading(false);
    }
  };
  const start = dayjs(today());
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form form={form} layout="inline" onFinish={compare} initialValues={{ itemNos: [], range: [start, start.add(DEFAULT_DAYS - 1, 'day')] }}>
        <Form.Item label={t('schedule.items')} shouldUpdate>
          {() => (
            <Select
              mode="multiple"
              data-testid="dsb-items"
              style={{ minWidth: 360 }}
              value={form.getFieldValue('itemNos')}
              onChange={choose}
              showSearch={{ filterOption: false, onSearch: items.search }}
              onPopupScroll={items.scroll}
              onOpenChange={items.open}
              options={items.options}
              loading={items.loading}
            />
          )}
        </Form.Item>
        <Form.Item name="itemNos" hidden />
        <Form.Item name="range" label={t('schedule.dateRange')}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading} data-testid="dsb-compare">
          {t('schedule.compare')}
        </Button>
      </Form>
      {data && (
        <Suspense fallback={null}>
          <DsbChart data={data} />
        </Suspense>
      )}
    </Space>
  );
}
