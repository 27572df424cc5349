/**
 * The print dialog of a list page (spec console §5; workflows §5, §8): printer, document template
 * (reportKey, required: "Please select the document template"; the one an enabled default bill
 * template uses is preselected), print time and summary print
 * (only for the print time "source document"); on split-label-print the quantity per new label;
 * on container and cell pages (boxprint, printbmcell) the copies of each label instead of print
 * time and summary. The page's toolbar button is disabled with no rows or rows of different
 * organisation and customer combinations (PrintButton).
 *
 * While open the dialog listens on the websocket; it waits up to the local printer timeout
 * (1500 ms, spec console §9) for the socket before printing, then shows the result text the
 * server sends ('√key' lines or checkFailed, spec console §7 real time) and hands the file over.
 */
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelPrintCallOf, PRINT_TIMES, SOURCE_DOCUMENT_PRINT_TIME, type Printer } from '../../../shared/print.ts';
import { SPLIT_LABEL_PRINT_MENU } from '../../../shared/split-label.ts';
import { handOver, printOptions, printRows, type PrintOptions } from './print-api.ts';
import { PrintResultAlert } from './PrintResultAlert.tsx';
import { usePrintHub } from './use-print-hub.ts';

type Props = { open: boolean; module: string; ids: number[]; onClose: () => void; onPrinted: () => void };
type Values = { printer: Printer; reportKey: string; standardCol01: string; summary: boolean; splitQty?: string; copies?: number };

export function PrintDialog({ open, module, ids, onClose, onPrinted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [options, setOptions] = useState<PrintOptions | undefined>();
  const { ready, result, whenLive } = usePrintHub(open);
  const [printing, setPrinting] = useState(false);
  const reportKey = Form.useWatch('reportKey', form);
  const printTime = Form.useWatch('standardCol01', form);

  useEffect(() => {
    if (open) printOptions(module).then(setOptions, () => setOptions({ printers: [], templates: [] }));
  }, [open, module]);
  // The default bill template's print template is preselected (walk 14-26 #7).
  useEffect(() => {
    const preset = options?.templates.find((one) => one.isDefault);
    if (preset && !form.getFieldValue('reportKey')) form.setFieldValue('reportKey', preset.reportKey);
  }, [options, form]);

  const isSplit = module === SPLIT_LABEL_PRINT_MENU;
  // Container and cell pages print through boxprint / printbmcell: copies instead of print time and summary.
  const isNamed = labelPrintCallOf(module) !== undefined;
  const template = options?.templates.find((one) => one.reportKey === reportKey);
  const printers = useMemo(() => (template?.kind === 'document' ? ['PDF' as const] : (options?.printers ?? [])), [template, options]);
  useEffect(() => {
    if (template) form.setFieldsValue({ standardCol01: template.standardCol01 ?? '2', printer: printers.includes(form.getFieldValue('printer')) ? form.getFieldValue('printer') : 'PDF' });
  }, [template, printers, form]);
  useEffect(() => {
    if (printTime !== SOURCE_DOCUMENT_PRINT_TIME) form.setFieldValue('summary', false);
  }, [printTime, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !ready) return;
    setPrinting(true);
    try {
      await whenLive();
      const answer = await printRows({ ...values, summary: values.summary === true, ids, module });
      if (!handOver(answer)) message.warning(t('print.popupBlocked'));
      if (isSplit) onPrinted();
    } catch {
      // request.ts has shown the refusal; a rendering failure also arrives as checkFailed.
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal open={open} title={t('print.title', { count: ids.length })} okText={t('print.ok')} onOk={() => void submit()} onCancel={onClose}
      okButtonProps={{ loading: printing, disabled: !options?.templates.length }} destroyOnHidden data-testid="print-dialog">
      {options && options.templates.length === 0 && <Alert type="warning" showIcon title={t('print.noTemplates')} />}
      <Form form={form} layout="vertical" initialValues={{ printer: 'PDF', standardCol01: '2', summary: false, copies: 1 }}>
        <Form.Item name="reportKey" label={t('print.template')} rules={[{ required: true, message: t('print.templateRequired') }]}>
          <Select options={(options?.templates ?? []).map((one) => ({ value: one.reportKey, label: `${one.reportKey} - ${one.templateName}` }))} data-testid="print-template" />
        </Form.Item>
        <Form.Item name="printer" label={t('print.printer')} rules={[{ required: true, message: t('print.printerRequired') }]}>
          <Select options={printers.map((printer) => ({ value: printer, label: t(`print.printers.${printer}`) }))} data-testid="print-printer" />
        </Form.Item>
        {isNamed ? (
          <Form.Item name="copies" label={t('print.copies')} rules={[{ required: true, message: t('print.copiesRequired') }]}>
            <InputNumber min={1} max={99} precision={0} data-testid="print-copies" />
          </Form.Item>
        ) : (
          <Form.Item name="standardCol01" label={t('print.printTime')} rules={[{ required: true, message: t('print.printTimeRequired') }]}>
            <Select options={PRINT_TIMES.map((value) => ({ value, label: t(`enum.PRINT_TIME.${value}`) }))} data-testid="print-time" />
          </Form.Item>
        )}
        {isSplit && (
          <Form.Item name="splitQty" label={t('print.splitQty')} extra={t('print.splitHint')} rules={[{ required: true, message: t('print.splitQtyRequired') }]}>
            <Input inputMode="decimal" data-testid="print-split-qty" />
          </Form.Item>
        )}
        {!isNamed && (
          <Form.Item name="summary" valuePropName="checked" extra={t('print.summaryHint')}>
            <Checkbox disabled={printTime !== SOURCE_DOCUMENT_PRINT_TIME} data-testid="print-summary">{t('print.summary')}</Checkbox>
          </Form.Item>
        )}
      </Form>
      <PrintResultAlert result={result} />
    </Modal>
  );
}
