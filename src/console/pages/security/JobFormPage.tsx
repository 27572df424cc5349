/**
 * System.Dispatch add-scheduled and modify-scheduled/{id} (spec console §2, workflows §3, §9): job
 * name, group, the work it runs, the task type and the field that type needs (interval minutes, run
 * time HH:mm, or a cron expression), remark. Saves with addsysjob or updatesysjobbyid (version
 * checked); the server's field refusals (validation.cron and the others) land on their fields.
 */
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_CLASSES, TASK_TYPES, type TaskType } from '../../../shared/jobs.ts';
import { call } from '../../../client/request.ts';
import { usePage } from '../../shell/page-context.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import type { JobRow } from './job-texts.ts';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

const SERVICE = 'ISysJobService';

type Values = { jobName: string; jobGroup: string; jobClass: string; taskType: TaskType; intervalMinutes?: number; runTime?: string; cron?: string; remark?: string };

export function JobFormPage({ menu, id }: { menu: MenuNode; id?: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<JobRow>();
  const [saving, setSaving] = useState(false);
  const taskType = Form.useWatch('taskType', form);

  useEffect(() => {
    if (id === undefined) {
      form.setFieldsValue({ jobGroup: 'DEFAULT', taskType: '1', intervalMinutes: 60 });
      return;
    }
    void call<JobRow>(SERVICE, 'getsysjobbyid', { id }).then((job) => {
      setRecord(job);
      form.setFieldsValue({ ...job, intervalMinutes: job.intervalMinutes ?? undefined, runTime: job.runTime ?? undefined, cron: job.cron ?? undefined, remark: job.remark ?? undefined });
    });
  }, [id]);

  const submit = async (values: Values) => {
    const body = {
      jobName: values.jobName, jobGroup: values.jobGroup, jobClass: values.jobClass, taskType: values.taskType,
      ...(values.taskType === '1' && { intervalMinutes: values.intervalMinutes }),
      ...(['2', '3', '4'].includes(values.taskType) && { runTime: values.runTime }),
      ...(values.taskType === '5' && { cron: values.cron }),
      ...(values.remark && { remark: values.remark }),
      ...(record && { id: record.id, version: record.version }),
    };
    setSaving(true);
    try {
      await call(SERVICE, record ? 'updatesysjobbyid' : 'addsysjob', body);
      message.success(t('security.savedJob'));
      useTabs.getState().bumpList(menu.path);
      useTabs.getState().setDirty(path, false);
      leave(menu.path);
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: t('validation.required', { field: label }) }];
  return (
    <Card variant="borderless" title={t(record ? 'security.modifyJob' : 'security.addJob')} loading={id !== undefined && !record} data-testid="job-form">
      <Form form={form} layout="vertical" className="wms-policy-form" onFinish={(values) => void submit(values)} onValuesChange={() => useTabs.getState().setDirty(path, true)}>
        <Form.Item name="jobName" label={t('security.jobName')} rules={required(t('security.jobName'))}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="jobGroup" label={t('security.jobGroup')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="jobClass" label={t('security.jobClass')} rules={[{ required: true, message: t('validation.required', { field: t('security.jobClass') }) }]}>
          <Select options={JOB_CLASSES.map((value) => ({ value, label: t(`security.jobClasses.${value}`) }))} data-testid="job-jobClass" />
        </Form.Item>
        <Form.Item name="taskType" label={t('security.taskType')}>
          <Select options={TASK_TYPES.map((value) => ({ value, label: t(`security.taskTypes.${value}`) }))} data-testid="job-taskType" />
        </Form.Item>
        {taskType === '1' && (
          <Form.Item name="intervalMinutes" label={t('security.intervalMinutes')} rules={[{ required: true, type: 'integer', min: 1, max: 10080, message: t('validation.intRange', { min: 1, max: 10080 }) }]}>
            <InputNumber min={1} max={10080} precision={0} />
          </Form.Item>
        )}
        {(taskType === '2' || taskType === '3' || taskType === '4') && (
          <Form.Item name="runTime" label={t('security.runTime')} rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.runTime') }]}>
            <Input placeholder="02:30" maxLength={5} />
          </Form.Item>
        )}
        {taskType === '5' && (
          <Form.Item name="cron" label={t('security.cron')} extra={t('security.cronHint')} rules={required(t('security.cron'))}>
            <Input maxLength={100} placeholder="0 2 * * *" />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('security.remark')}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="job-save">{t('form.save')}</Button>
          <Button onClick={() => leave(menu.path)}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
