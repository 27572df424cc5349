/**
 * "Batch update" dialog of the plan: the same changes to every selected cell (bad cell, status,
 * cell type, maximum quantity and weight); a field left empty is not changed. One
 * batchUpdateCellsData call, refused as a whole when a cell changed meanwhile (stale version).
 */
import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CELL_TYPES } from '../../../shared/entities/cell.entity.ts';
import type { CellAttributes, CellLayout } from '../../../shared/layout.ts';
import { layoutApi } from './layout-api.ts';

type Props = { open: boolean; warehouseNo: string; cells: CellLayout[]; onClose: () => void; onUpdated: (count: number) => void };

type Values = { isBadCell?: 'Y' | 'N'; statusCode?: 0 | 1; cellType?: string; maxQty?: number | null; maxWeight?: number | null };

/** The changes of the form: only the fields the user set. */
export function changesOf(values: Values): CellAttributes {
  const changes: CellAttributes = {};
  if (values.isBadCell) changes.isBadCell = values.isBadCell === 'Y';
  if (values.statusCode !== undefined) changes.statusCode = values.statusCode;
  if (values.cellType) changes.cellType = values.cellType as CellAttributes['cellType'];
  if (values.maxQty !== undefined && values.maxQty !== null) changes.maxQty = String(values.maxQty);
  if (values.maxWeight !== undefined && values.maxWeight !== null) changes.maxWeight = String(values.maxWeight);
  return changes;
}

export function BatchUpdateDialog({ open, warehouseNo, cells, onClose, onUpdated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const changes = changesOf(values ?? {});
  const submit = async () => {
    setSaving(true);
    try {
      const answer = await layoutApi.updateCells({ warehouseNo, cells: cells.map(({ id, version }) => ({ id, version })), changes });
      onUpdated(answer.updated);
    } catch {
      // The request layer has shown the refusal; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  const yesNo = [{ value: 'Y', label: t('enum.BOOL.true') }, { value: 'N', label: t('enum.BOOL.false') }];

  return (
    <Modal open={open} title={t('layout.batchUpdate')} okText={t('layout.apply')} onOk={() => void submit()} onCancel={onClose}
      okButtonProps={{ disabled: Object.keys(changes).length === 0, loading: saving }} destroyOnHidden>
      <Typography.Paragraph>{t('layout.selectedCount', { count: cells.length })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="isBadCell" label={t('field.isBadCell')}><Select allowClear options={yesNo} placeholder={t('layout.unchanged')} aria-label={t('field.isBadCell')} /></Form.Item>
        <Form.Item name="statusCode" label={t('field.statusCode')}>
          <Select allowClear options={[1, 0].map((v) => ({ value: v, label: t(`enum.STATUS.${v}`) }))} placeholder={t('layout.unchanged')} />
        </Form.Item>
        <Form.Item name="cellType" label={t('field.cellType')}>
          <Select allowClear options={CELL_TYPES.map((v) => ({ value: v, label: t(`enum.CELL_TYPE.${v}`) }))} placeholder={t('layout.unchanged')} />
        </Form.Item>
        <Form.Item name="maxQty" label={t('field.maxQty')}><InputNumber min={0} className="wms-wide" placeholder={t('layout.unchanged')} aria-label={t('field.maxQty')} /></Form.Item>
        <Form.Item name="maxWeight" label={t('field.maxWeight')}><InputNumber min={0} className="wms-wide" placeholder={t('layout.unchanged')} /></Form.Item>
      </Form>
    </Modal>
  );
}
