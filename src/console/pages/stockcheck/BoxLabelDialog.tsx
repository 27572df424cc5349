/**
 * The stock-check form of spec console §5: container labels for a count plan. Organisation
 * (requiredOrgNo, checked on change), count plan (requiredCheckNo; disabled until an
 * organisation is chosen, cleared when it changes), container rule (requiredBoxRuleNo), container
 * label template (requiredTemplateCode, LABEL_KIND 2), boxBarcodeNum and numberCopies (numbers,
 * minimum 0, default 1, required) and the printer (PDF or ZPL, like the print dialog).
 *
 * "Print" makes boxBarcodeNum new containers with the rule's numbers and prints each label
 * numberCopies times (IChkCheckStockHeadService/printCheckBoxLabels); like the print dialog it
 * waits for the websocket first, shows the result text and hands the file over. Mounted while
 * open, so each opening starts from `initial` (the organisation and plan of the selected plan).
 */
import { App, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINTERS } from '../../../shared/print.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { handOver } from '../print/print-api.ts';
import { PrintResultAlert } from '../print/PrintResultAlert.tsx';
import { usePrintHub } from '../print/use-print-hub.ts';
import { printBoxLabels, type BoxLabelRequest } from './check-api.ts';
import { CheckPlanPicker } from './CheckPlanPicker.tsx';

type Props = { initial: { orgNo?: string; checkNo?: string }; onClose: () => void };

const CONTAINER_LABEL_KIND = { labelKind: '2' };

export function BoxLabelDialog({ initial, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BoxLabelRequest>();
  const { ready, result, whenLive } = usePrintHub(true);
  const [printing, setPrinting] = useState(false);
  const orgNo = Form.useWatch('orgNo', form);
  const boxes = Form.useWatch('boxBarcodeNum', form);
  const copies = Form.useWatch('numberCopies', form);
  const required = (key: string) => [{ required: true, message: t(`check.labels.${key}`) }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !ready) return;
    setPrinting(true);
    try {
      await whenLive();
      if (!handOver(await printBoxLabels(values))) message.warning(t('print.popupBlocked'));
    } catch {
      // request.ts has shown the refusal; a rendering failure also arrives as checkFailed.
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal open title={t('check.labels.title')} okText={t('print.ok')} onOk={() => void submit()} onCancel={onClose}
      okButtonProps={{ loading: printing }} data-testid="box-label-dialog">
      <Typography.Paragraph type="secondary">{t('check.labels.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ ...initial, boxBarcodeNum: 1, numberCopies: 1, printer: 'PDF' }}
        onValuesChange={(changed) => 'orgNo' in changed && form.setFieldValue('checkNo', null)}>
        <Form.Item name="orgNo" label={t('field.orgNo')} rules={required('requiredOrgNo')} validateTrigger="onChange">
          <RefPicker entity="org" />
        </Form.Item>
        <Form.Item name="checkNo" label={t('field.checkNo')} rules={required('requiredCheckNo')}>
          <CheckPlanPicker orgNo={orgNo} />
        </Form.Item>
        <Form.Item name="boxRuleNo" label={t('field.boxRuleNo')} rules={required('requiredBoxRuleNo')}>
          <RefPicker entity="boxRule" />
        </Form.Item>
        <Form.Item name="templateCode" label={t('check.labels.template')} rules={required('requiredTemplateCode')}>
          <RefPicker entity="labelTemplate" filter={CONTAINER_LABEL_KIND} />
        </Form.Item>
        <Form.Item name="boxBarcodeNum" label={t('field.boxBarcodeNum')} rules={required('requiredBoxBarcodeNum')}>
          <InputNumber className="wms-wide" min={0} precision={0} data-testid="box-label-count" />
        </Form.Item>
        <Form.Item name="numberCopies" label={t('field.numberCopies')} rules={required('requiredNumberCopies')}
          extra={t('check.labels.total', { count: (Number(boxes) || 0) * (Number(copies) || 0) })}>
          <InputNumber className="wms-wide" min={0} precision={0} data-testid="box-label-copies" />
        </Form.Item>
        <Form.Item name="printer" label={t('print.printer')} rules={[{ required: true, message: t('print.printerRequired') }]}>
          <Select options={PRINTERS.map((printer) => ({ value: printer, label: t(`print.printers.${printer}`) }))} data-testid="box-label-printer" />
        </Form.Item>
      </Form>
      <PrintResultAlert result={result} />
    </Modal>
  );
}
