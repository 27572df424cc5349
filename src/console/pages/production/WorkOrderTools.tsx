/**
 * The work order list's tools (LIST_EXTRAS; PC 140101 production-information work-order):
 * "Release" (isSubmit) asks for confirmation and calls IPdWorkOrderService/release; "Complete"
 * (isEnd) opens a dialog for the finished goods' cell (a cell of the order's warehouse), the
 * materials issued (an item held in that warehouse, then one of the cells and lots holding it, and
 * a quantity) and the finished barcodes with their quantities, and calls complete (which posts
 * stock). Buttons are enabled by the work order's transition table (work-order-tools.ts); each
 * reloads the list after it; refusals are shown by request.ts.
 */
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderAction } from '../../../shared/entities/work-order.entity.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { StockPicker } from '../inventory/StockPicker.tsx';
import { completeBody, workOrderButtons, type CompleteValues } from './work-order-tools.ts';

const SERVICE = 'IPdWorkOrderService';

type Where = { orgNo: unknown; warehouseNo: unknown };
type RowName = 'materials' | 'finished';

/** A typed cell of a dialog row (a barcode, a quantity). */
function TypedCell({ name, row, field }: { name: RowName; row: number; field: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={[row, field]} noStyle>
      <Input placeholder={t(`field.${field}`)} aria-label={t(`field.${field}`)} style={{ width: 130 }} data-testid={`wo-${name}-${field}-${row}`} />
    </Form.Item>
  );
}

/**
 * A picked cell of a material row: its item among the warehouse's stock, then a cell and a lot
 * holding that item (each list narrowed by what is chosen before it, and emptied when that changes).
 */
function MaterialPick({ row, field, where }: { row: number; field: 'itemNo' | 'cellNo' | 'lotNo'; where: Where }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CompleteValues>();
  const itemNo = Form.useWatch(['materials', row, 'itemNo'], form);
  const cellNo = Form.useWatch(['materials', row, 'cellNo'], form);
  const filter = { itemNo: field === 'itemNo' ? undefined : itemNo, cellNo: field === 'lotNo' ? cellNo : undefined };
  // What was picked after this field was picked among the stock of the old choice.
  const later = ({ itemNo: ['cellNo', 'lotNo'], cellNo: ['lotNo'], lotNo: [] } as const)[field];
  return (
    <span style={{ display: 'inline-block', width: 160 }} title={t(`field.${field}`)}>
      <Form.Item name={[row, field]} noStyle>
        <StockPicker
          key={`${filter.itemNo ?? ''}|${filter.cellNo ?? ''}`}
          by={field === 'itemNo' ? 'item' : field === 'cellNo' ? 'cell' : 'lot'}
          orgNo={where.orgNo}
          warehouseNo={where.warehouseNo}
          filter={filter}
          id={`wo-materials-${field}-${row}`}
          onChange={() => later.forEach((other) => form.setFieldValue(['materials', row, other], undefined))}
        />
      </Form.Item>
    </span>
  );
}

/** The rows of a dialog list with a remove button each and an add button. */
function ListRows({ name, addLabel, cells }: { name: RowName; addLabel: string; cells: (row: number) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name} initialValue={[{}]}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" wrap>
              {cells(row.name)}
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
  const where: Where = { orgNo: completing?.orgNo, warehouseNo: completing?.warehouseNo };
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
            <RefPicker entity="cell" id="wo-cell" filter={where} />
          </Form.Item>
          <Form.Item label={t('workOrderTool.materials')}>
            <ListRows
              name="materials"
              addLabel={t('workOrderTool.addMaterial')}
              cells={(row) => (
                <>
                  {(['itemNo', 'cellNo', 'lotNo'] as const).map((field) => <MaterialPick key={field} row={row} field={field} where={where} />)}
                  <TypedCell name="materials" row={row} field="qty" />
                </>
              )}
            />
          </Form.Item>
          <Form.Item label={t('workOrderTool.finished')}>
            <ListRows name="finished" addLabel={t('workOrderTool.addFinished')} cells={(row) => ['barcode', 'qty'].map((field) => <TypedCell key={field} name="finished" row={row} field={field} />)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
