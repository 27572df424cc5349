/**
 * Supplier portal Orders > Order answer (SUP 5301; workflows §4 order answer): the supplier's
 * purchase order lines (ISrmPurchaseService/getordertracing: with the item's name and the supplier's
 * own item code) with their answer, when it was answered, and the time left to answer (the deadline
 * of the order answer rule in force, ISrmPurchaseService/getpurchaseanswerdeadlines; a line pending
 * past it is accepted automatically); the selected pending lines are accepted, rejected, or get a
 * proposal of another quantity and/or arrival date (ISrmPurchaseService/answerpurchase), and a
 * success message says what was done. `?focus=<id>` (the to-do list's "Answer") opens the list at
 * that line, selected.
 */
import { App, Button, Card, DatePicker, Form, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useFocusId } from '../../shell/page-context.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { AnswerCountdown } from './AnswerCountdown.tsx';
import { ITEM_COLUMNS } from './item-label.ts';

// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const LIST = ['ISrmPurchaseService', 'getordertracing'] as const;

/** Each pending line's answer deadline, for the countdown. */
async function withDeadlines(rows: CheckRow[]): Promise<CheckRow[]> {
  const pending = rows.filter((row) => row.answerStatus === '0').map((row) => row.id);
  if (pending.length === 0) return rows;
  const deadlines = await call<{ id: number; answerDeadline: string }[]>('ISrmPurchaseService', 'getpurchaseanswerdeadlines', { ids: pending });
  const byId = new Map(deadlines.map((line) => [line.id, line.answerDeadline]));
  return rows.map((row) => ({ ...row, answerDeadline: byId.get(row.id) }));
}

const COLUMNS: CheckColumn[] = [
  { field: 'purchaseNo' }, { field: 'purchaseSeq' }, { field: 'purchaseBatchSeq' }, { field: 'orderType', enumMid: 'ORDER_TYPE' }, ...ITEM_COLUMNS,
  { field: 'batchPurQty', kind: 'qty' }, { field: 'expectArrivalDate' }, { field: 'answerStatus', enumMid: 'ANSWER_STATUS' },
  { field: 'answerDeadline', render: (row) => <AnswerCountdown status={String(row.answerStatus)} deadline={row.answerDeadline} /> }, { field: 'answerTime', kind: 'datetime' },
  { field: 'answerQty', kind: 'qty' }, { field: 'answerDate' }, { field: 'onWayQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' }, { field: 'unReceiveQty', kind: 'qty' },
];

export function OrderAnswerPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const focusId = useFocusId();
  const [proposing, setProposing] = useState(false);
  const [form] = Form.useForm<{ answerQty?: number; answerDate?: { format: (f: string) => string } }>();
  const canAnswer = Boolean(menu.permissions.isModify) && selected.length > 0 && selected.every((r) => r.answerStatus === '0');

  const answer = async (action: 'accept' | 'reject' | 'propose', extra: Record<string, unknown> = {}) => {
    await call('ISrmPurchaseService', 'answerpurchase', { action, list: selected.map(({ id, version }) => ({ id, version })), ...extra });
    message.success(t('portal.done', { action: t(`portal.action.${action}`), count: selected.length }));
    setReloads((n) => n + 1);
  };
  const propose = async () => {
    const values = await form.validateFields();
    await answer('propose', { answerQty: values.answerQty === undefined || values.answerQty === null ? undefined : String(values.answerQty), answerDate: values.answerDate ? values.answerDate.format('YYYY-MM-DD') : undefined });
    setProposing(false);
    form.resetFields();
  };

  return (
    <div className="wms-list" data-testid="order-answer-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={
          <Space>
            <Button type="primary" disabled={!canAnswer} onClick={() => void answer('accept')} data-testid="answer-accept">{t('portal.action.accept')}</Button>
            <Button danger disabled={!canAnswer} onClick={() => void answer('reject')} data-testid="answer-reject">{t('portal.action.reject')}</Button>
            <Button disabled={!canAnswer} onClick={() => setProposing(true)} data-testid="answer-propose">{t('portal.action.propose')}</Button>
          </Space>
        }>
        <CheckTable list={LIST} columns={COLUMNS} condition={NO_CONDITION} reloads={reloads} selected={selected} onSelect={setSelected} complete={withDeadlines} focusId={focusId} testId="order-answer-table" />
      </Card>
      <Modal open={proposing} title={t('portal.action.propose')} onOk={() => void propose()} onCancel={() => setProposing(false)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="answerQty" label={t('field.answerQty')}><InputNumber min={0.00001} style={{ width: '100%' }} /></Form.Item>
          <Form.Item name="answerDate" label={t('field.answerDate')}><DatePicker style={{ width: '100%' }} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
