/**
 * Schedule settings (workflows §2 scheduleSetting, §5 interval rules): plan lengths of the day,
 * week and month plans, the lock period, and the difference suggestions as intervals with a
 * suggestion each (at least one row stays). Saved whole with the version read; the server's field
 * refusals are put on their fields. Saving needs isModify on the page.
 */
import { Button, Card, Form, InputNumber, Input, Space, App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleSetting } from '../../../shared/schedule.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { getSetting, saveSetting } from './schedule-api.ts';
import { dottedPath, showFieldRefusals } from '../../entity/field-refusals.ts';

const PLAN_FIELDS = [['dayPlanDays', 366], ['weekPlanWeeks', 53], ['monthPlanDays', 12], ['lockDays', 365]] as const;

export function ScheduleSettingPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ScheduleSetting>();
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const canSave = menu.permissions.isModify === true;

  useEffect(() => {
    getSetting().then((setting) => {
      form.setFieldsValue(setting);
      setVersion(setting.version);
    }, () => undefined);
  }, [form]);

  const save = async (values: ScheduleSetting) => {
    setSaving(true);
    try {
      const saved = await saveSetting({ ...values, version });
      form.setFieldsValue(saved);
      setVersion(saved.version);
      message.success(t('schedule.saved'));
    } catch (error) {
      showFieldRefusals(form, error, dottedPath);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} disabled={!canSave} data-testid="schedule-setting">
      <Card title={t('schedule.plans')} size="small">
        <Space wrap size="large">
          {PLAN_FIELDS.map(([field, max]) => (
            <Form.Item key={field} name={field} label={t(`field.${field}`)} rules={[{ required: true, message: t('validation.required', { field: t(`field.${field}`) }) }]}>
              <InputNumber min={field === 'lockDays' ? 0 : 1} max={max} precision={0} />
            </Form.Item>
          ))}
        </Space>
      </Card>
      <Card title={t('schedule.rules')} size="small" style={{ marginTop: 12 }}>
        <Form.List name="differenceRules">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="start" wrap data-testid="difference-rule">
                  <Form.Item name={[row.name, 'lowerLimit']} label={t('field.lowerLimit')} rules={[{ required: true, message: t('validation.required', { field: t('field.lowerLimit') }) }]}>
                    <InputNumber />
                  </Form.Item>
                  <Form.Item name={[row.name, 'upperLimit']} label={t('field.upperLimit')} rules={[{ required: true, message: t('validation.required', { field: t('field.upperLimit') }) }]}>
                    <InputNumber />
                  </Form.Item>
                  <Form.Item name={[row.name, 'description']} label={t('field.description')} rules={[{ required: true, whitespace: true, message: t('schedule.ruleDescription') }]}>
                    <Input maxLength={99} style={{ width: 360 }} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button danger disabled={!canSave || rows.length === 1} onClick={() => remove(row.name)}>
                      {t('schedule.removeRule')}
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Button onClick={() => add({ lowerLimit: 0, upperLimit: 0, description: '' })}>{t('schedule.addRule')}</Button>
            </>
          )}
        </Form.List>
      </Card>
      <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 12 }} data-testid="schedule-setting-save">
        {t('schedule.save')}
      </Button>
    </Form>
  );
}
