/**
 * The confirmation of a portal action that cannot be taken back and needs a reason (issue 23): the
 * supplier's order answer Reject and the purchaser's ASN Refuse. A modal with the question, what
 * follows, and a required reason (at most 99 characters, the answer calls' remark); Enter in the
 * reason or the OK button confirms, Escape cancels. `onConfirm(reason)` runs the call: the dialog
 * closes when it succeeds and stays open on a refusal (request.ts has shown it).
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; title: string; hint: string; okText: string; onConfirm: (reason: string) => Promise<unknown>; onClose: () => void; testId: string };

export const REASON_MAX = 99;

export function ReasonDialog({ open, title, hint, okText, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) => onConfirm(reason.trim()).then(onClose, () => undefined);
  return (
    <Modal open={open} title={title} okText={okText} okButtonProps={{ danger: true, htmlType: 'submit', form: testId }} onCancel={onClose} destroyOnHidden data-testid={testId}>
      <p>{hint}</p>
      <Form form={form} id={testId} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('portal.reason')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('portal.reason') }) }, { max: REASON_MAX }]}>
          <Input autoFocus maxLength={REASON_MAX} data-testid={`${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
