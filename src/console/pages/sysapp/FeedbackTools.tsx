/**
 * The toolbar tools of the feedback list (LIST_EXTRAS; src/server/system/feedback-calls.ts):
 * Answer (isCheck) one selected open or answered feedback in a dialog with the stored answer
 * prefilled, and Close (isClose) the selected open or answered feedbacks after a confirmation.
 */
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CLOSED, FEEDBACK_TEXT_MAX, feedbackEntity } from '../../../shared/entities/feedback.entity.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

const SERVICE = feedbackEntity.calls.service;
const handled = (row: Record<string, unknown>) => row.feedbackState !== FEEDBACK_CLOSED;

export function FeedbackTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ replyContent: string }>();
  const [answering, setAnswering] = useState<Record<string, unknown>>();
  const [only] = selected.length === 1 ? selected : [];

  const openAnswer = () => {
    form.setFieldsValue({ replyContent: (only?.replyContent as string | null) ?? '' });
    setAnswering(only);
  };

  const saveAnswer = async () => {
    const { replyContent } = await form.validateFields();
    await call(SERVICE, 'answerfeedback', { id: Number(answering?.id), version: Number(answering?.version), replyContent });
    message.success(t('sysapp.answered'));
    setAnswering(undefined);
    onDone();
  };

  const close = () => {
    const list = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
    modal.confirm({
      title: t('sysapp.confirmClose', { count: list.length }),
      onOk: async () => {
        await call(SERVICE, 'closefeedback', { list });
        message.success(t('sysapp.closed', { count: list.length }));
        onDone();
      },
    });
  };

  return (
    <>
      {permissions.isCheck && (
        <Button disabled={!only || !handled(only)} onClick={openAnswer} data-testid="feedback-answer">{t('sysapp.answer')}</Button>
      )}
      {permissions.isClose && (
        <Button disabled={selected.length === 0 || !selected.every(handled)} onClick={close} data-testid="feedback-close">{t('sysapp.close')}</Button>
      )}
      <Modal open={answering !== undefined} title={t('sysapp.answerTitle', { feedbackNo: answering?.feedbackNo })} onOk={saveAnswer} onCancel={() => setAnswering(undefined)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="replyContent" label={t('field.replyContent')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('field.replyContent') }) }]}>
            <Input.TextArea rows={6} maxLength={FEEDBACK_TEXT_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
