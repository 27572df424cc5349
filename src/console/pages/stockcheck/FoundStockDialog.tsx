/**
 * "Add found stock" of a count task (IChkCheckStockTransactionService/addchkcheckstocktransaction):
 * stock in a cell of the task that is on none of its lines. Cell (requiredCellNo), item of the
 * plan's organisation (requiredItemNo), lot and container (optional) and the counted quantity
 * (requiredCountQty, > 0); the server's field issues (cell outside the zone or warehouse, unknown
 * item, scope, decimals) land on their fields, other refusals are shown by request.ts. Mounted
 * while open, so each opening starts empty; after a success `onAdded` runs (the caller reloads the
 * task, whose version the call raised, and its lines).
 */
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { addFoundStock, type CheckRow, type FoundStock } from './check-api.ts';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

type Props = { task: CheckRow; onAdded: () => void; onClose: () => void };

export function FoundStockDialog({ task, onAdded, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FoundStock>();
  const [saving, setSaving] = useState(false);
  const required = (key: string) => [{ required: true, message: t(`check.found.${key}`) }];
  const positive = { validator: (_rule: unknown, value: unknown) => (value === null || value === undefined || value === '' || Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error(t('validation.positive')))) };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await addFoundStock(task, { ...values, countQty: String(values.countQty) });
      message.success(t('check.found.added'));
      onAdded();
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('check.found.title', { taskNo: task.taskNo })} okText={t('check.found.ok')} onOk={() => void submit()} onCancel={onClose}
      okButtonProps={{ loading: saving }} data-testid="found-dialog">
      <Typography.Paragraph type="secondary">{t('check.found.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="cellNo" label={t('field.cellNo')} rules={required('requiredCellNo')}>
          <Input maxLength={40} data-testid="found-cell" />
        </Form.Item>
        <Form.Item name="itemNo" label={t('field.itemNo')} rules={required('requiredItemNo')}>
          <RefPicker entity="item" filter={{ orgNo: task.orgNo }} />
        </Form.Item>
        <Form.Item name="lotNo" label={t('field.lotNo')}>
          <Input maxLength={40} data-testid="found-lot" />
        </Form.Item>
        <Form.Item name="containerNo" label={t('field.containerNo')}>
          <Input maxLength={40} data-testid="found-container" />
        </Form.Item>
        <Form.Item name="countQty" label={t('field.countQty')} rules={[...required('requiredCountQty'), positive]}>
          <InputNumber<string> className="wms-wide" stringMode min="0" data-testid="found-qty" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
