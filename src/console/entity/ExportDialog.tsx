/**
 * The export-template picker (spec console §2, §5 "Export template must be chosen", §9 export dialog
 * 400px): the page's templates with the default preselected, plus "All fields"; OK without a choice
 * warns "please choose an export template" and the dialog stays open. A new template is a name,
 * its columns in the order chosen and the default flag; a template is deleted after a confirmation.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Radio, Select, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_FIELDS, type EntityDef } from '../../shared/entity.ts';
import { preselected, type ExportTemplate } from './export-picker.ts';
import { deleteTemplate, loadTemplates, saveTemplate } from './export-templates.ts';

/** The picker value of the built-in choice of every field. */
const ALL_FIELDS = '';
const WIDTH = 400;

type Props = { entity: EntityDef; module: string; open: boolean; exporting: boolean; onClose: () => void; onExport: (exportName: string | undefined) => void };

export function ExportDialog({ entity, module, open, exporting, onClose, onExport }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [templates, setTemplates] = useState<ExportTemplate[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ exportName: string; columns: string[]; isDefault: boolean }>();

  const reload = useCallback(async (choose?: string) => {
    setLoading(true);
    try {
      const list = await loadTemplates(module);
      setTemplates(list);
      setChosen(choose ?? preselected(list));
    } catch {
      // request.ts has shown why.
    } finally {
      setLoading(false);
    }
  }, [module]);

  useEffect(() => {
    if (open) void reload();
    else setAdding(false);
  }, [open, reload]);

  const confirm = () => {
    if (chosen === undefined) return void message.warning(t('engine.chooseTemplate'));
    onExport(chosen === ALL_FIELDS ? undefined : chosen);
  };

  const addTemplate = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const saved = await saveTemplate({ module, exportName: values.exportName, isDefault: values.isDefault ? 1 : 0, columns: values.columns }).catch(() => undefined);
    if (!saved) return;
    message.success(t('engine.templateSaved'));
    form.resetFields();
    setAdding(false);
    await reload(saved.exportName);
  };

  const remove = async (template: ExportTemplate) => {
    await deleteTemplate(template).catch(() => undefined);
    await reload(chosen === template.exportName ? undefined : chosen);
  };

  const fields = [...Object.keys(entity.fields), ...AUDIT_FIELDS].map((field) => ({ value: field, label: t(`field.${field}`) }));
  return (
    <Modal open={open} width={WIDTH} title={t('engine.exportTitle')} onCancel={onClose} onOk={confirm} okText={t('list.export')} confirmLoading={exporting} destroyOnHidden>
      <Spin spinning={loading}>
        <Radio.Group className="wms-export-templates" value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="export-templates">
          <Space direction="vertical">
            {templates.map((template) => (
              <Space key={template.id}>
                <Radio value={template.exportName}>{template.exportName}</Radio>
                {template.isDefault === 1 && <Tag color="blue">{t('engine.default')}</Tag>}
                <Popconfirm title={t('engine.deleteTemplate', { name: template.exportName })} onConfirm={() => remove(template)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
                </Popconfirm>
              </Space>
            ))}
            {templates.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engine.noTemplates')} />}
            <Radio value={ALL_FIELDS}>{t('engine.allFields')}</Radio>
          </Space>
        </Radio.Group>
      </Spin>
      {adding ? (
        <Form form={form} layout="vertical" className="wms-export-new" initialValues={{ isDefault: false, columns: [] }}>
          <Form.Item name="exportName" label={t('engine.templateName')} rules={[{ required: true, whitespace: true, message: t('engine.templateNameRequired') }]}>
            <Input maxLength={99} />
          </Form.Item>
          <Form.Item name="columns" label={t('engine.templateColumns')} rules={[{ required: true, message: t('engine.templateColumnsRequired') }]}>
            <Select mode="multiple" options={fields} optionFilterProp="label" placeholder={t('list.choose')} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('engine.makeDefault')}</Checkbox>
          </Form.Item>
          <Space>
            <Button onClick={() => setAdding(false)}>{t('form.cancel')}</Button>
            <Button type="primary" onClick={() => void addTemplate()}>{t('engine.saveTemplate')}</Button>
          </Space>
        </Form>
      ) : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setAdding(true)} className="wms-export-new">
          {t('engine.newTemplate')}
        </Button>
      )}
    </Modal>
  );
}
