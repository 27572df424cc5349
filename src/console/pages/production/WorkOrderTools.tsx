/**
 * The work order list's tools (LIST_EXTRAS; PC 140101 production-information work-order):
 * "Release" (isSubmit) asks for confirmation and calls IPdWorkOrderService/release; "Complete"
 * (isEnd) opens a dialog for the finished goods' cell, the materials issued (cell, item, lot,
 * quantity) and the finished barcodes with their quantities, and calls complete (which posts
 * stock). Buttons are enabled by the work order's transition table (work-order-tools.ts); each
 * reloads the list after it; refusals are shown by request.ts.
 */
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderAction } from '../../../shared/entities/work-order.entity.ts';
import { call } from '../../request.ts';
import type { ListExtraProps } from '../basic/list-extras.ts';
import { completeBody, workOrderButtons, type CompleteValues } from './work-order-tools.ts';

const SERVICE = 'IPdWorkOrderService';

/** One row of a dialog list: its inputs (field names and labels) and a remove button. */
function ListRows({ name, fields, addLabel }: { name: 'materials' | 'finished'; fields: string[]; addLabel: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name} initialValue={[{}]}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" wrap>
              {fields.map((field) => (
                <Form.Item key={field} name={[row.name, field]} noStyle>
                  <Input placeholder={t(`field.${field}`)} aria-label={t(`field.${field}`)} style={{ width: 130 }} data-testid={`wo-${name}-${field}-${row.name}`} />
                </Form.Item>
              ))}
              <Button type="link" onClick={() => remove(row.name)}>{t('list.delete')}</Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})} data-testid={`wo-add-${name}`}>{addLabel}</Button>
        </>
      )}
    </Form.List>
  );
}

export function WorkOrderTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [completing, setCompleting] = useState<Record<string, unknown> | undefined>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<CompleteValues>();
  const order = selected[0];
  const done = (action: WorkOrderAction, orderNo: unknown) => {
    message.success(t('workOrderTool.done', { action: t(`workOrderTool.${action}`), orderNo: String(orderNo) }));
    onDone();
  };

  const release = () => {
    modal.confirm({
      title: t('workOrderTool.releaseConfirm', { orderNo: String(order.orderNo) }),
      onOk: async () => {
        await call(SERVICE, 'release', { id: Number(order.id), version: Number(order.version) });
        done('release', order.orderNo);
      },
    });
  };

  const complete = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(SERVICE, 'complete', completeBody(completing!, values));
      done('complete', completing!.orderNo);
      setCompleting(undefined);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  const open = (action: WorkOrderAction) => (action === 'release' ? release() : setCompleting(order));
  return (
    <>
      {workOrderButtons(permissions, selected).map(({ action, enabled }) => (
        <Button key={action} disabled={!enabled} onClick={() => open(action)} data-testid={`work-order-${action}`}>
          {t(`workOrderTool.${action}`)}
        </Button>
      ))}
      <Modal
        open={completing !== undefined}
        title={t('workOrderTool.completeTitle', { orderNo: String(completing?.orderNo ?? '') })}
        okText={t('workOrderTool.complete')}
        confirmLoading={saving}
        onOk={complete}
        onCancel={() => setCompleting(undefined)}
        width={720}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('workOrderTool.completeHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="cellNo" label={t('workOrderTool.finishedCell')} rules={[{ required: true, message: t('validation.required', { field: t('workOrderTool.finishedCell') }) }]}>
            <Input data-testid="wo-cell" />
          </Form.Item>
          <Form.Item label={t('workOrderTool.materials')}>
            <ListRows name="materials" fields={['cellNo', 'itemNo', 'lotNo', 'qty']} addLabel={t('workOrderTool.addMaterial')} />
          </Form.Item>
          <Form.Item label={t('workOrderTool.finished')}>
            <ListRows name="finished" fields={['barcode', 'qty']} addLabel={t('workOrderTool.addFinished')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
