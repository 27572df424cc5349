/**
 * The forecast's manual get (workflows §6): choose the organisation and the horizon (14, 30, 90,
 * 180 or 365 days), and the server writes a new forecast version from the published plans.
 */
import { App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORECAST_HORIZONS } from '../../../shared/schedule.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { call } from '../../../client/request.ts';

type Values = { orgNo: string; horizon: string; supplierNo?: string };

export function ManualGetButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const run = async (values: Values) => {
    const answer = await call<{ predictVersion: string; count: number }>('ISrmProcurementForecastService', 'manualGetForecast', values);
    message.success(t('schedule.manualGetDone', { version: answer.predictVersion, count: answer.count }));
    setOpen(false);
    onDone();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="forecast-manual-get">
        {t('schedule.manualGet')}
      </Button>
      <Modal open={open} title={t('schedule.manualGet')} onCancel={() => setOpen(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={run} initialValues={{ horizon: '30' }}>
          <Form.Item name="orgNo" label={t('field.orgNo')} rules={[{ required: true, message: t('validation.required', { field: t('field.orgNo') }) }]}>
            <RefPicker entity="org" />
          </Form.Item>
          <Form.Item name="supplierNo" label={t('field.supplierNo')}>
            <RefPicker entity="supplier" />
          </Form.Item>
          <Form.Item name="horizon" label={t('field.horizon')}>
            <Select options={FORECAST_HORIZONS.map((value) => ({ value, label: t(`enum.FORECAST_HORIZON.${value}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
