/**
 * The scheduling board (workflows §2: list and card modes, day/week/month plans; §5 span up to a
 * year), also the supplier's delivery plan (cards, week plan) and shipping schedule (list, day
 * plan). Search: demand-date range (the plan's default length from the settings), supplier,
 * item, purchase order. The server answers at most BOARD_MAX_LINES lines (an alert says so).
 */
import { Alert, Button, DatePicker, Form, Input, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_MAX_LINES, PLAN_MODES, type PlanMode } from '../../../shared/schedule.ts';
import { periodsBetween, pivotBoard } from '../../../shared/schedule-board.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { BoardCards } from './BoardCards.tsx';
import { BoardTable } from './BoardTable.tsx';
import type { BoardView } from './schedule-pages.ts';
import { defaultRange, useBoard } from './use-board.ts';

const BOARD_HEIGHT = 520;
const DEFAULTS: Record<BoardView, { mode: 'list' | 'cards'; plan: PlanMode }> = {
  board: { mode: 'list', plan: 'day' },
  deliveryPlan: { mode: 'cards', plan: 'week' },
  shippingSchedule: { mode: 'list', plan: 'day' },
};

type SearchValues = { range?: [Dayjs, Dayjs]; supplierNo?: string; itemNo?: string; purchaseNo?: string };

export function SchedulingBoardPage({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(DEFAULTS[view].mode);
  const [plan, setPlan] = useState<PlanMode>(DEFAULTS[view].plan);
  const { setting, query, setQuery, lines, truncated, loading } = useBoard(plan);
  const [form] = Form.useForm<SearchValues>();

  useEffect(() => {
    if (query) form.setFieldsValue({ range: [dayjs(query.dateFrom), dayjs(query.dateTo)] });
  }, [query, form]);

  const rows = useMemo(() => pivotBoard(lines, plan), [lines, plan]);
  const periods = useMemo(() => (query ? periodsBetween(query.dateFrom, query.dateTo, plan) : []), [query, plan]);

  const search = (values: SearchValues) => {
    const condition = Object.fromEntries(Object.entries({ supplierNo: values.supplierNo, itemNo: values.itemNo, purchaseNo: values.purchaseNo }).filter(([, v]) => v));
    setQuery({ dateFrom: values.range?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: values.range?.[1]?.format('YYYY-MM-DD') ?? '', condition });
  };
  const changePlan = (next: PlanMode) => {
    setPlan(next);
    setQuery({ ...defaultRange(setting, next), condition: query?.condition ?? {} });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`schedule-${view}`}>
      <Form form={form} layout="inline" onFinish={search}>
        <Form.Item name="range" label={t('schedule.dateRange')}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="supplierNo" label={t('field.supplierNo')}>
          <RefPicker entity="supplier" />
        </Form.Item>
        <Form.Item name="itemNo" label={t('field.itemNo')}>
          <Input allowClear maxLength={40} />
        </Form.Item>
        <Form.Item name="purchaseNo" label={t('field.purchaseNo')}>
          <Input allowClear maxLength={40} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="schedule-board-search">
          {t('schedule.search')}
        </Button>
      </Form>
      <Space wrap>
        <Segmented value={mode} onChange={(value) => setMode(value as 'list' | 'cards')} options={[{ value: 'list', label: t('schedule.listMode') }, { value: 'cards', label: t('schedule.cardMode') }]} />
        <Segmented value={plan} onChange={(value) => changePlan(value as PlanMode)} options={PLAN_MODES.map((value) => ({ value, label: t(`schedule.${value}`) }))} />
        <Typography.Text type="secondary" data-testid="schedule-board-count">
          {t('schedule.lines', { count: lines.length })}
        </Typography.Text>
      </Space>
      {truncated && <Alert type="warning" showIcon message={t('schedule.truncated', { max: BOARD_MAX_LINES })} />}
      {mode === 'list' ? <BoardTable rows={rows} periods={periods} rules={setting.differenceRules} loading={loading} height={BOARD_HEIGHT} /> : <BoardCards rows={rows} periods={periods} loading={loading} />}
    </Space>
  );
}
