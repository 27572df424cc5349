/**
 * "Batch create cells" dialog of the plan: zones x shelves (from a first shelf) x positions x
 * levels with the new cells' type, shelf type and capacity; the preview counts the cells (refusing
 * more than MAX_BATCH_CELLS), a progress bar runs while the one all-or-nothing call works, and the
 * server's field issues are shown under the form when it refuses.
 */
import { Alert, Col, Form, InputNumber, Modal, Progress, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CELL_TYPES, SHELVES_TYPES } from '../../../shared/entities/cell.entity.ts';
import { gridCellCount, GRID_LIMITS, MAX_BATCH_CELLS, type BatchCreateAnswer, type ZoneLayout } from '../../../shared/layout.ts';
import { RequestError } from '../../../client/request.ts';
import { layoutApi } from './layout-api.ts';

type Props = { open: boolean; warehouseNo: string; zones: ZoneLayout[]; initialZone?: string; onClose: () => void; onCreated: (answer: BatchCreateAnswer) => void };

type Values = { zoneNos: string[]; shelfStart: number; shelves: number; positions: number; levels: number; cellType: string; shelvesType: string; maxQty?: number; maxWeight?: number };

// Expected duration for the progress bar: measured about 0.15 ms per cell (README bench), padded.
const expectedMs = (count: number) => 800 + count * 0.3;

export function BatchCreateDialog({ open, warehouseNo, zones, initialZone, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const [percent, setPercent] = useState<number>();
  const [issues, setIssues] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ zoneNos: initialZone ? [initialZone] : [], shelfStart: 1, shelves: 5, positions: 10, levels: 4, cellType: '1', shelvesType: '3' });
    setPercent(undefined);
    setIssues([]);
  }, [open, initialZone, form]);

  const count = gridCellCount({ zoneNos: values?.zoneNos ?? [], shelves: values?.shelves ?? 0, positions: values?.positions ?? 0, levels: values?.levels ?? 0 });
  const running = percent !== undefined && percent < 100;

  const submit = async () => {
    const v = await form.validateFields();
    setIssues([]);
    setPercent(0);
    const started = Date.now();
    const timer = setInterval(() => setPercent(Math.min(95, Math.round(((Date.now() - started) / expectedMs(count)) * 100))), 200);
    try {
      const answer = await layoutApi.createCells({
        warehouseNo, zoneNos: v.zoneNos, shelfStart: v.shelfStart, shelves: v.shelves, positions: v.positions, levels: v.levels,
        template: { cellType: v.cellType as never, shelvesType: v.shelvesType as never, maxQty: v.maxQty === undefined || v.maxQty === null ? undefined : String(v.maxQty), maxWeight: v.maxWeight === undefined || v.maxWeight === null ? undefined : String(v.maxWeight) },
      });
      setPercent(100);
      onCreated(answer);
    } catch (error) {
      setPercent(undefined);
      const details = error instanceof RequestError ? error.details : undefined;
      setIssues((details?.fields ?? []).map((issue) => issue.message));
    } finally {
      clearInterval(timer);
    }
  };

  const number = (name: keyof Values, label: string, max: number, min = 1) => (
    <Col span={6}>
      <Form.Item name={name} label={label} rules={[{ required: true, message: t('validation.required', { field: label }) }]}>
        <InputNumber min={min} max={max} precision={0} className="wms-wide" disabled={running} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title={t('layout.batchCreate')}
      okText={t('layout.create')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: count === 0 || count > MAX_BATCH_CELLS, loading: running }}
      cancelButtonProps={{ disabled: running }}
      closable={!running}
      mask={{ closable: !running }}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={running}>
        <Form.Item name="zoneNos" label={t('layout.zones')} rules={[{ required: true, message: t('validation.required', { field: t('layout.zones') }) }]}>
          <Select mode="multiple" options={zones.map((z) => ({ value: z.zoneNo, label: `${z.zoneNo} - ${z.zoneName}` }))} aria-label={t('layout.zones')} />
        </Form.Item>
        <Row gutter={12}>
          {number('shelfStart', t('layout.shelfStart'), GRID_LIMITS.shelves)}
          {number('shelves', t('layout.shelves'), GRID_LIMITS.shelves)}
          {number('positions', t('layout.positions'), GRID_LIMITS.positions)}
          {number('levels', t('layout.levels'), GRID_LIMITS.levels)}
        </Row>
        <Row gutter={12}>
          <Col span={6}><Form.Item name="cellType" label={t('field.cellType')}><Select options={CELL_TYPES.map((v) => ({ value: v, label: t(`enum.CELL_TYPE.${v}`) }))} /></Form.Item></Col>
          <Col span={6}><Form.Item name="shelvesType" label={t('field.shelvesType')}><Select options={SHELVES_TYPES.map((v) => ({ value: v, label: t(`enum.SHELVES_TYPE.${v}`) }))} /></Form.Item></Col>
          <Col span={6}><Form.Item name="maxQty" label={t('field.maxQty')}><InputNumber min={0} className="wms-wide" /></Form.Item></Col>
          <Col span={6}><Form.Item name="maxWeight" label={t('field.maxWeight')}><InputNumber min={0} className="wms-wide" /></Form.Item></Col>
        </Row>
      </Form>
      <Typography.Paragraph data-testid="batch-preview">
        {count > MAX_BATCH_CELLS ? <Typography.Text type="danger">{t('validation.tooManyCells', { count, max: MAX_BATCH_CELLS })}</Typography.Text> : t('layout.preview', { count })}
      </Typography.Paragraph>
      {percent !== undefined && <Progress percent={percent} status={percent < 100 ? 'active' : 'success'} />}
      {issues.length > 0 && <Alert type="error" showIcon title={issues.join('\n')} />}
    </Modal>
  );
}
