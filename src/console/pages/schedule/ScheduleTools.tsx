/**
 * Tools of the schedule lists: on the buyer's release schedule page publish and cancel publish
 * (isSubmit); on the supplier's pending schedule page the reply (isSave) to the selected lines:
 * reply quantity (the scheduled quantity to start with), proposed date and remark per line.
 */
import { App, Button, DatePicker, Input, InputNumber, Modal, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_REPLY_MENU } from '../../../shared/schedule.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { PublishTools } from './PublishTools.tsx';

type Reply = { id: number; version: number; scheduleNo: string; itemNo: string; demandDate: string; scheduleQty: string; answerQuantity: string | null; preDelivery: Dayjs | null; replyRemark: string };

function ReplyButton({ selected, onDone }: Pick<ListExtraProps, 'selected' | 'onDone'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [replies, setReplies] = useState<Reply[] | undefined>();
  const start = () => {
    if (selected.length === 0) {
      message.error(t('error.SCHEDULE_REPLY_REQUIRED'));
      return;
    }
    setReplies(selected.map((row) => ({ id: Number(row.id), version: Number(row.version), scheduleNo: String(row.scheduleNo), itemNo: String(row.itemNo), demandDate: String(row.demandDate), scheduleQty: String(row.scheduleQty), answerQuantity: String(row.answerQuantity ?? row.scheduleQty), preDelivery: null, replyRemark: '' })));
  };
  const change = (id: number, values: Partial<Reply>) => setReplies((before) => before?.map((reply) => (reply.id === id ? { ...reply, ...values } : reply)));
  const send = async () => {
    const replyList = (replies ?? []).map((r) => ({ id: r.id, version: r.version, answerQuantity: r.answerQuantity, preDelivery: r.preDelivery?.format('YYYY-MM-DD') ?? null, replyRemark: r.replyRemark }));
    const answer = await call<{ count: number }>('ISrmScheduleService', 'replySchedule', { replyList });
    message.success(t('schedule.replied', { count: answer.count }));
    setReplies(undefined);
    onDone();
  };
  return (
    <>
      <Button type="primary" onClick={start} data-testid="schedule-reply">
        {t('schedule.reply')}
      </Button>
      <Modal open={replies !== undefined} width={900} title={t('schedule.replyTitle', { count: replies?.length ?? 0 })} onCancel={() => setReplies(undefined)} onOk={send} destroyOnHidden>
        <Table<Reply>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={replies}
          scroll={{ y: 400 }}
          columns={[
            { key: 'scheduleNo', dataIndex: 'scheduleNo', title: t('field.scheduleNo') },
            { key: 'itemNo', dataIndex: 'itemNo', title: t('field.itemNo') },
            { key: 'demandDate', dataIndex: 'demandDate', title: t('field.demandDate') },
            { key: 'scheduleQty', dataIndex: 'scheduleQty', title: t('field.scheduleQty') },
            { key: 'answerQuantity', title: t('field.answerQuantity'), render: (_, r) => <InputNumber<string> stringMode min="0" value={r.answerQuantity ?? undefined} onChange={(v) => change(r.id, { answerQuantity: v })} data-testid="reply-quantity" /> },
            { key: 'preDelivery', title: t('field.preDelivery'), render: (_, r) => <DatePicker value={r.preDelivery} onChange={(v) => change(r.id, { preDelivery: v })} /> },
            { key: 'replyRemark', title: t('field.replyRemark'), render: (_, r) => <Input maxLength={99} value={r.replyRemark} onChange={(e) => change(r.id, { replyRemark: e.target.value })} /> },
          ]}
        />
      </Modal>
    </>
  );
}

export function ScheduleTools(props: ListExtraProps) {
  return (
    <>
      <PublishTools entity="schedule" {...props} />
      {props.menuNo === SCHEDULE_REPLY_MENU && props.permissions.isSave && <ReplyButton selected={props.selected} onDone={props.onDone} />}
    </>
  );
}

export const PlanTools = (props: ListExtraProps) => <PublishTools entity="procurementPlan" {...props} />;
export const ForecastTools = (props: ListExtraProps) => <PublishTools entity="procurementForecast" {...props} />;
