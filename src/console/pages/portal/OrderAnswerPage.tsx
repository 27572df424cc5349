/**
 * Supplier portal Orders > Order answer (SUP 5301; workflows §4 order answer): the supplier's
 * purchase order lines (ISrmPurchaseService/getordertracing: with the item's name and the supplier's
 * own item code) with their answer, when it was answered, and the time left to answer (the deadline
 * of the order answer rule in force, ISrmPurchaseService/getpurchaseanswerdeadlines; a line pending
 * past it is accepted automatically); the selected pending lines are accepted, rejected, or get a
 * proposal of another quantity and/or arrival date (ISrmPurchaseService/answerpurchase), and a
 * success message says what was done. Accept asks for confirmation first, naming the order lines
 * and what an acceptance means (confirm-docs.ts). `?focus=<id>` (the to-do list's "Answer") opens the list at
 * that line, selected. Reject asks for confirmation with a required reason
 * (ReasonDialog, sent as answerRemark); a proposal is checked in the form against each selected
 * line's rule in force by the server's own check (answerRefusal) before anything is sent. A greyed
 * button says why in its tooltip, and the Propose form disables the quantity or the date when a
 * selected line's rule forbids changing it (answer-reasons.ts). The lines follow the hub live as
 * Delivery creation does (useHubTicks: order.answer for the purchaser taking or declining a proposal,
 * asn.status for goods received on a line, order.lines for lines added or changed; record 1020),
 * reload each time the tab comes to the front and keep the ticked rows still shown (an answer of the
 * page clears them, as before); under an open Propose or Reject dialog the list holds still and
 * catches up when it closes.
 */
import { App, Button, Card, DatePicker, Form, InputNumber, Modal, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import type { EventType } from '../../../shared/events.ts';
import { useBackInFront, useFocusId } from '../../shell/page-context.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { answerRefusal, type AnswerDraft, type AnswerRule } from '../../../shared/documents/order-answer.ts';
import { AnswerCountdown } from './AnswerCountdown.tsx';
import { answerReasons, lockedFields, type AnswerButton } from './answer-reasons.ts';
import { confirmDocs } from './confirm-docs.ts';
import { useConfirmOnce } from './use-confirm-once.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ITEM_COLUMNS } from './item-label.ts';

// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const LIST = ['ISrmPurchaseService', 'getordertracing'] as const;
/** What changes a line's answer or quantities: an answer or a taken proposal, an ASN's receipt, the lines themselves. */
const LIVE_TOPICS: readonly EventType[] = ['order.answer', 'asn.status', 'order.lines'];

/** Each pending line's answer deadline, for the countdown, and its rule in force, for the form's checks. */
async function withDeadlines(rows: CheckRow[]): Promise<CheckRow[]> {
  const pending = rows.filter((row) => row.answerStatus === '0').map((row) => row.id);
  if (pending.length === 0) return rows;
  const deadlines = await call<{ id: number; answerDeadline: string; rule: AnswerRule | null }[]>('ISrmPurchaseService', 'getpurchaseanswerdeadlines', { ids: pending });
  const byId = new Map(deadlines.map((line) => [line.id, line]));
  return rows.map((row) => ({ ...row, answerDeadline: byId.get(row.id)?.answerDeadline, answerRule: byId.get(row.id)?.rule ?? null }));
}

/** The field a refusal of the form belongs to. */
const REFUSAL_FIELD = { ORDER_PROPOSAL_REQUIRED: 'answerQty', ORDER_QTY_CHANGE_NOT_ALLOWED: 'answerQty', ORDER_DATE_CHANGE_NOT_ALLOWED: 'answerDate' } as const;

const COLUMNS: CheckColumn[] = [
  { field: 'purchaseNo' }, { field: 'purchaseSeq' }, { field: 'purchaseBatchSeq' }, { field: 'orderType', enumMid: 'ORDER_TYPE' }, ...ITEM_COLUMNS,
  { field: 'batchPurQty', kind: 'qty' }, { field: 'expectArrivalDate' }, { field: 'answerStatus', enumMid: 'ANSWER_STATUS' },
  { field: 'answerDeadline', render: (row) => <AnswerCountdown status={String(row.answerStatus)} deadline={row.answerDeadline} /> }, { field: 'answerTime', kind: 'datetime' },
  { field: 'answerQty', kind: 'qty' }, { field: 'answerDate' }, { field: 'answerRemark' }, { field: 'onWayQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' }, { field: 'unReceiveQty', kind: 'qty' },
];

export function OrderAnswerPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmOnce();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const focusId = useFocusId();
  const { ticks } = useHubTicks(LIVE_TOPICS);
  const front = useBackInFront();
  // The list holds still under an open Propose or Reject dialog (its lines and their rules are the
  // dialog's subject) and catches up with what changed meanwhile once the dialog closes.
  const liveReloads = useRef(0);
  const [proposing, setProposing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ answerQty?: number | null; answerDate?: Dayjs | null }>();
  if (!proposing && !rejecting) liveReloads.current = ticks + front;
  const why = answerReasons(selected, Boolean(menu.permissions.isModify));
  const locked = lockedFields(selected);
  /** A button of the answer, greyed with its reason in a tooltip. */
  const button = (action: AnswerButton, onClick: () => void, extra: { type?: 'primary'; danger?: boolean } = {}) => (
    <Tooltip title={why[action] && t(why[action])}>
      <Button {...extra} disabled={Boolean(why[action])} onClick={onClick} data-testid={`answer-${action}`}>{t(`portal.action.${action}`)}</Button>
    </Tooltip>
  );

  const answer = async (action: 'accept' | 'reject' | 'propose', extra: Record<string, unknown> = {}) => {
    await call('ISrmPurchaseService', 'answerpurchase', { action, list: selected.map(({ id, version }) => ({ id, version })), ...extra });
    message.success(t('portal.done', { action: t(`portal.action.${action}`), count: selected.length }));
    // The answered lines are done with: the reload starts with nothing ticked.
    setSelected([]);
    setReloads((n) => n + 1);
  };
  const confirmAccept = () => confirm({
    title: t('portal.confirmTitle', {
      action: t('portal.action.accept'),
      docs: confirmDocs(selected.map((row) => `${String(row.purchaseNo)}/${String(row.purchaseSeq)}`), (count) => t('portal.andMore', { count })),
    }),
    content: t('portal.confirm.accept'),
    onOk: () => answer('accept'),
  });
  const propose = async () => {
    const values = await form.validateFields().catch(() => undefined);
    // A refused field already says why under itself (localized); nothing is sent.
    if (!values) return;
    const draft: AnswerDraft = { action: 'propose', answerQty: values.answerQty == null ? undefined : String(values.answerQty), answerDate: values.answerDate?.format('YYYY-MM-DD') };
    // The rules in force now, not those read when the list loaded: an administrator may have changed them since.
    for (const row of await withDeadlines(selected)) {
      const rule = (row.answerRule ?? null) as AnswerRule | null;
      const refusal = answerRefusal(draft, rule);
      if (refusal === 'ORDER_PROPOSAL_REQUIRED' || refusal === 'ORDER_QTY_CHANGE_NOT_ALLOWED' || refusal === 'ORDER_DATE_CHANGE_NOT_ALLOWED') {
        const text = t(`error.${refusal}`, { purchaseNo: row.purchaseNo, purchaseSeq: row.purchaseSeq, ruleNo: rule?.ruleNo });
        return form.setFields([{ name: REFUSAL_FIELD[refusal], errors: [text] }]);
      }
    }
    await answer('propose', draft);
    setProposing(false);
    form.resetFields();
  };

  return (
    <div className="wms-list" data-testid="order-answer-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={
          <Space>
            {button('accept', confirmAccept, { type: 'primary' })}
            {button('reject', () => setRejecting(true), { danger: true })}
            {button('propose', () => setProposing(true))}
          </Space>
        }>
        <CheckTable list={LIST} columns={COLUMNS} condition={NO_CONDITION} reloads={reloads + liveReloads.current} keepSelection selected={selected} onSelect={setSelected} complete={withDeadlines} focusId={focusId} testId="order-answer-table" />
      </Card>
      <ReasonDialog open={rejecting} title={t('portal.rejectTitle', { count: selected.length })} hint={t('portal.rejectHint')} okText={t('portal.action.reject')}
        onConfirm={(reason) => answer('reject', { answerRemark: reason })} onClose={() => setRejecting(false)} testId="reject-dialog" />
      <Modal open={proposing} title={t('portal.action.propose')} onOk={() => void propose().catch(() => undefined)} onCancel={() => setProposing(false)} destroyOnHidden data-testid="propose-dialog">
        <Form form={form} layout="vertical">
          <Form.Item name="answerQty" label={t('field.answerQty')} extra={locked.qty && t('portal.why.qtyLocked')}><InputNumber min={0} disabled={locked.qty} style={{ width: '100%' }} /></Form.Item>
          <Form.Item name="answerDate" label={t('field.answerDate')} extra={locked.date && t('portal.why.dateLocked')}><DatePicker disabled={locked.date} disabledDate={(day) => day.isBefore(dayjs().startOf('day'))} style={{ width: '100%' }} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
