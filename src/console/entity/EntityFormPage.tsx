/**
 * The generic add-X and modify-X/{id} page of a declared entity (spec console §2, §5): writable
 * fields in titled cards by section, rules from the shared checkField, server field errors put on
 * the fields; after saving the tab closes and the list reloads. Leaving with unsaved changes asks.
 */
import { App, Button, Card, Col, Form, Row, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { RequestError } from '../request.ts';
import { usePage } from '../shell/page-context.ts';
import type { MenuNode } from '../store/session-store.ts';
import { useTabs } from '../store/tabs-store.ts';
import { getRow, saveRow, type EntityRow } from './entity-api.ts';
import { fieldIssue, formPayload, formSections, initialValues } from './entity-columns.ts';
import { FieldControl } from './FieldControl.tsx';

type Props = { entity: EntityDef; menu: MenuNode; mode: 'add' | 'update'; id?: number };

export function EntityFormPage({ entity, menu, mode, id }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<EntityRow | undefined>();
  const [loading, setLoading] = useState(mode === 'update');
  const [saving, setSaving] = useState(false);
  const dirty = useTabs((s) => s.tabs.find((tab) => tab.path === path)?.dirty ?? false);
  const sections = useMemo(() => formSections(entity, mode), [entity, mode]);

  useEffect(() => {
    if (mode !== 'update' || id === undefined) return;
    getRow(entity, id)
      .then((row) => {
        setRecord(row);
        form.setFieldsValue(initialValues(entity, row));
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [entity, mode, id, form]);

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
    const body = formPayload(entity, mode, values, record);
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
      const fields = error instanceof RequestError ? error.details?.fields : undefined;
      if (fields?.length) form.setFields(fields.map((issue) => ({ name: issue.field, errors: [issue.message] })));
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
        }}
        className="wms-form"
        data-testid="entity-form"
      >
        {sections.map(({ section, fields }) => (
          <Card key={section} title={t(`section.${section}`)} variant="borderless" className="wms-form-card">
            <Row gutter={24}>
              {fields.map((spec) => (
                <Col xs={24} md={12} xl={8} key={spec.field}>
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
