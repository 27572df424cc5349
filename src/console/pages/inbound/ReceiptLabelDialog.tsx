/**
 * Labels at receipt (IInArriveService/printReceiptLabels): for one received arrival note, GS1-128
 * item labels (one per line) or SSCC pallet labels (how many pallets, the container rule that
 * numbers them), with a label template of that kind and the printer (PDF or ZPL). Like the print
 * dialog it listens on the websocket while open, shows the result text the server sends and hands
 * the file over.
 */
import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containerEntity } from '../../../shared/entities/container.entity.ts';
import { labelEntity } from '../../../shared/entities/label.entity.ts';
import { PRINTERS, type Printer } from '../../../shared/print.ts';
import { call } from '../../../client/request.ts';
import { handOver, printOptions, type PrintAnswer, type PrintTemplateChoice } from '../print/print-api.ts';
import { PrintResultAlert } from '../print/PrintResultAlert.tsx';
import { usePrintHub } from '../print/use-print-hub.ts';

type Kind = 'item' | 'pallet';
type Values = { kind: Kind; templateCode: string; printer: Printer; pallets: number; boxRuleNo: string };
type Props = { arrivalId: number | undefined; onClose: () => void };

export function ReceiptLabelDialog({ arrivalId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const open = arrivalId !== undefined;
  const { ready, result, whenLive } = usePrintHub(open);
  const [templates, setTemplates] = useState<PrintTemplateChoice[]>([]);
  const [printing, setPrinting] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'item';

  useEffect(() => {
    if (!open) return;
    form.setFieldValue('templateCode', undefined);
    printOptions(kind === 'item' ? labelEntity.menuNo : containerEntity.menuNo).then((options) => setTemplates(options.templates), () => setTemplates([]));
  }, [open, kind, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !ready || arrivalId === undefined) return;
    setPrinting(true);
    try {
      await whenLive();
      const answer = await call<PrintAnswer>('IInArriveService', 'printReceiptLabels', { id: arrivalId, ...values, boxRuleNo: values.boxRuleNo ?? '' });
      if (!handOver(answer)) message.warning(t('print.popupBlocked'));
      message.success(t('quality.printed', { count: answer.count }));
    } catch {
      // request.ts has shown the refusal; a rendering failure also arrives as checkFailed.
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal open={open} title={t('quality.printLabels')} okText={t('print.ok')} onOk={() => void submit()} onCancel={onClose} okButtonProps={{ loading: printing }} destroyOnHidden data-testid="receipt-label-dialog">
      <Form form={form} layout="vertical" initialValues={{ kind: 'item', printer: 'PDF', pallets: 1 }}>
        <Form.Item name="kind" label={t('quality.labelKind')}>
          <Radio.Group options={[{ value: 'item', label: t('quality.itemLabels') }, { value: 'pallet', label: t('quality.palletLabels') }]} data-testid="receipt-label-kind" />
        </Form.Item>
        <Form.Item name="templateCode" label={t('quality.template')} rules={[{ required: true, message: t('print.templateRequired') }]}>
          <Select options={templates.map((one) => ({ value: one.reportKey, label: `${one.reportKey} - ${one.templateName}` }))} data-testid="receipt-label-template" />
        </Form.Item>
        <Form.Item name="printer" label={t('quality.printer')}>
          <Select options={PRINTERS.map((printer) => ({ value: printer, label: t(`print.printers.${printer}`) }))} data-testid="receipt-label-printer" />
        </Form.Item>
        {kind === 'pallet' && (
          <>
            <Form.Item name="pallets" label={t('quality.pallets')} rules={[{ required: true, message: t('print.templateRequired') }]}>
              <InputNumber min={1} max={50} precision={0} data-testid="receipt-label-pallets" />
            </Form.Item>
            <Form.Item name="boxRuleNo" label={t('quality.boxRule')} rules={[{ required: true, message: t('validation.required', { field: t('quality.boxRule') }) }]}>
              <Input data-testid="receipt-label-rule" />
            </Form.Item>
          </>
        )}
      </Form>
      <PrintResultAlert result={result} />
    </Modal>
  );
}
