/**
 * The generic add-X and modify-X/{id} page of a declared entity (spec console §2, §5): writable
 * fields in titled cards by section, then the module's custom fields (displayPage 4), rules from
 * the shared checkField, server field errors put on the fields; after saving the tab closes and the
 * list reloads. Leaving with unsaved changes asks.
 */
import { App, Button, Card, Col, Form, Row, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { usePage } from '../shell/page-context.ts';
import type { MenuNode } from '../../client/session-store.ts';
import { useTabs } from '../store/tabs-store.ts';
import { getRow, getRowByKey, saveRow, type EntityRow } from './entity-api.ts';
import { checkField } from '../../shared/validation.ts';
import { customControl, customInitialValues, customSpecs, splitCustomValues, type CustomSpec } from './custom-columns.ts';
import { fieldIssue, formPayload, formSections, initialValues } from './entity-columns.ts';
import { FieldControl } from './FieldControl.tsx';
import { useCustomFields } from './use-custom-fields.ts';
import { showFieldRefusals } from './field-refusals.ts';

/** copyOf: the row an add form starts from (copy-X/{id}), its key left empty. */
/** recordKey: the business key of the record a `modifyByKey` entity's modify page names. */
type Props = { entity: EntityDef; menu: MenuNode; mode: 'add' | 'update'; id?: number; recordKey?: string; copyOf?: number };

export function EntityFormPage({ entity, menu, mode, id, recordKey, copyOf }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<EntityRow | undefined>();
  const [loading, setLoading] = useState(mode === 'update');
  const [saving, setSaving] = useState(false);
  const dirty = useTabs((s) => s.tabs.find((tab) => tab.path === path)?.dirty ?? false);
  const sections = useMemo(() => formSections(entity, mode), [entity, mode]);
  const customFields = useCustomFields(menu.menuNo);
  const custom = useMemo(() => customSpecs(customFields, 'form'), [customFields]);

  useEffect(() => {
    if (mode !== 'update' || (id === undefined && recordKey === undefined)) return;
    (recordKey === undefined ? getRow(entity, id as number) : getRowByKey(entity, recordKey))
      .then((row) => {
        setRecord(row);
        form.setFieldsValue(initialValues(entity, row));
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [entity, mode, id, recordKey, form]);

  useEffect(() => {
    if (copyOf === undefined) return;
    getRow(entity, copyOf).then((row) => form.setFieldsValue({ ...initialValues(entity, row), [entity.keyField]: undefined }), () => undefined);
  }, [entity, copyOf, form]);

  useEffect(() => {
    if (mode === 'add' || record) form.setFieldsValue(customInitialValues(custom, record));
  }, [custom, record, mode, form]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const backToList = () => {
    useTabs.getState().setDirty(path, false);
    leave(menu.path);
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || (mode === 'update' && !record)) return;
    const { plain, customValues } = splitCustomValues(values);
    const body = { ...formPayload(entity, mode, plain, record), ...(custom.length ? { customValues } : {}) };
    const issues = entity.check?.(body) ?? [];
    if (issues.length) {
      form.setFields(issues.map((issue) => ({ name: issue.field, errors: [t(issue.message, { field: t(`field.${issue.field}`), ...issue.params })] })));
      return;
    }
    setSaving(true);
    try {
      await saveRow(entity, mode, body);
      message.success(t('form.saved'));
      useTabs.getState().bumpList(menu.path);
      backToList();
    } catch (error) {
      showFieldRefusals(form, error, (field) => field.replace(/^customValues\./, 'custom.'));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (!dirty) return backToList();
    modal.confirm({ title: t('tabs.discardTitle'), content: t('tabs.discardContent'), okText: t('tabs.discard'), cancelText: t('tabs.keep'), onOk: backToList });
  };

  const name = t(`entity.${entity.name}`);
  return (
    <Spin spinning={loading} description={t('form.loading')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={mode === 'add' ? initialValues(entity) : undefined}
        onValuesChange={(changed: Record<string, unknown>) => {
          useTabs.getState().setDirty(path, true);
          // A change of parent clears its dependent pickers (spec console §5).
          for (const [field, def] of Object.entries(entity.fields)) {
            if (def.dependsOn && def.dependsOn in changed) form.setFieldValue(field, null);
          }
          // Computed fields follow the others (a converted quantity, spec console §5).
          if (entity.derive) form.setFieldsValue(entity.derive(form.getFieldsValue()));
        }}
        className="wms-form"
        data-testid="entity-form"
      >
        {sections.map(({ section, fields }) => (
          <Card key={section} title={t(`section.${section}`)} variant="borderless" className="wms-form-card">
            <Row gutter={24}>
              {fields.map((spec) => (
                // A widget (rule lines, file upload, template text) takes the card's whole width.
                <Col xs={24} md={spec.def.widget ? 24 : 12} xl={spec.def.widget ? 24 : 8} key={spec.field}>
                  <Form.Item noStyle dependencies={spec.def.dependsOn ? [spec.def.dependsOn] : []}>
                    {({ getFieldValue }) => (
                      <Form.Item
                        name={spec.field}
                        label={t(`field.${spec.field}`)}
                        required={spec.def.required}
                        rules={[
                          {
                            validator: (_rule, value) => {
                              const issue = fieldIssue(spec.field, spec.def, value, t);
                              return issue ? Promise.reject(new Error(issue)) : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <FieldControl spec={spec} parent={spec.def.dependsOn ? getFieldValue(spec.def.dependsOn) : undefined} />
                      </Form.Item>
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
        ))}
        {custom.length > 0 && <CustomCard specs={custom} />}
        <div className="wms-form-footer">
          <Space>
            <Button onClick={cancel}>{t('form.cancel')}</Button>
            <Button type="primary" onClick={save} loading={saving} data-testid="form-save">
              {t('form.save')}
            </Button>
          </Space>
          <span className="wms-form-title">{t(mode === 'add' ? 'form.addTitle' : 'form.modifyTitle', { name })}</span>
        </div>
      </Form>
    </Spin>
  );
}

/** The custom fields of the form in one titled card, checked like declared fields. */
function CustomCard({ specs }: { specs: CustomSpec[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('engine.customFields')} variant="borderless" className="wms-form-card" data-testid="custom-fields">
      <Row gutter={24}>
        {specs.map((spec) => (
          <Col xs={24} md={12} xl={8} key={spec.key}>
            <Form.Item
              name={spec.key}
              label={spec.label}
              rules={[
                {
                  validator: (_rule, value) => {
                    const checked = checkField(spec.def, value);
                    return 'issue' in checked ? Promise.reject(new Error(t(checked.issue.message, { field: spec.label, ...checked.issue.params }))) : Promise.resolve();
                  },
                },
              ]}
            >
              <FieldControl spec={customControl(spec)} choices={spec.options} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
