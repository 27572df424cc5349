/**
 * The add-X and modify-X/{id} page of a workflow document (spec console §2, workflows §5): the
 * header fields of its declaration in titled cards and the lines editor. A document outside its
 * editable statuses opens read-only with its status. Server field errors land on the header field
 * or the line cell they name (`lines.<index>.<field>`, `lines.<index>.customValues.<fieldNo>` for
 * the child-table custom fields of spec console §3); after saving the tab closes and the list
 * reloads. Transfer types made by other flows are shown disabled (spec console §9). Lines picked
 * from a warehouse's stock are cleared when the organisation or warehouse changes. A new document's
 * bill date is today (the server's default too; docs/decisions/1057).
 */
import { Alert, App, Button, Card, Col, Form, Row, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditable, type DocumentDef } from '../../../shared/documents/document.ts';
import { SYSTEM_TRANSFER_TYPES } from '../../../shared/documents/stock-codes.ts';
import { fieldIssue, formPayload, formSections, initialValues } from '../../entity/entity-columns.ts';
import { FieldControl } from '../../entity/FieldControl.tsx';
import { RequestError } from '../../../client/request.ts';
import { usePage } from '../../shell/page-context.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { getDocument, saveDocument, type DocLine, type DocRecord } from './document-api.ts';
import { customLineErrors, useLineCustomFields } from './line-custom-fields.ts';
import { clearStockPicks } from './line-stock-pickers.ts';
import { emptyLine, LinesEditor } from './LinesEditor.tsx';

/** `docNo`: the page is addressed by the document number (modify-plan/{checkNo}) rather than `id`. */
type Props = { doc: DocumentDef; menu: MenuNode; mode: 'add' | 'update'; id?: number; docNo?: string };

/** Line issues of the client's own checks, by `${index}.${field}`. */
function lineErrors(doc: DocumentDef, lines: DocLine[], t: (key: string, params?: Record<string, unknown>) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    for (const [field, def] of Object.entries(doc.lineFields)) {
      const issue = fieldIssue(field, def, line[field], t);
      if (issue) errors[`${index}.${field}`] = issue;
    }
  });
  return errors;
}

/** A new document's form values: its declared defaults and, where it has a bill date, today's (the browser's day). */
function addValues(doc: DocumentDef): Record<string, unknown> {
  return { ...('billDate' in doc.entity.fields ? { billDate: dayjs().format('YYYY-MM-DD') } : {}), ...initialValues(doc.entity) };
}

export function DocumentFormPage({ doc, menu, mode, id, docNo }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm();
  const lineCustomFields = useLineCustomFields(doc);
  const [record, setRecord] = useState<DocRecord | undefined>();
  const [lines, setLines] = useState<DocLine[]>(() => (mode === 'add' ? [emptyLine(doc)] : []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(mode === 'update');
  const [saving, setSaving] = useState(false);
  const header = Form.useWatch([], form) ?? {};
  const dirty = useTabs((s) => s.tabs.find((tab) => tab.path === path)?.dirty ?? false);
  const sections = useMemo(() => formSections(doc.entity, mode), [doc, mode]);
  const readOnly = record !== undefined && !isEditable(doc, record.statusCode);

  useEffect(() => {
    if (mode !== 'update' || (id === undefined && docNo === undefined)) return;
    getDocument(doc, id ?? docNo!)
      .then((row) => {
        setRecord(row);
        setLines(row.lines);
        form.setFieldsValue(initialValues(doc.entity, row));
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [doc, mode, id, docNo, form]);

  const backToList = () => {
    useTabs.getState().setDirty(path, false);
    leave(menu.path);
  };

  const changeLines = (next: DocLine[]) => {
    setLines(next);
    setErrors({});
    useTabs.getState().setDirty(path, true);
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    const own = { ...lineErrors(doc, lines, t), ...customLineErrors(lineCustomFields, lines, t) };
    setErrors(own);
    if (!values || Object.keys(own).length || (mode === 'update' && !record)) return;
    const lineFields = Object.keys(doc.lineFields);
    const body = { ...formPayload(doc.entity, mode, values, record), lines: lines.map((line) => ({ ...Object.fromEntries(lineFields.map((f) => [f, line[f] ?? null])), customValues: line.customValues ?? null })) };
    setSaving(true);
    try {
      await saveDocument(doc, mode, body);
      message.success(t('form.saved'));
      useTabs.getState().bumpList(menu.path);
      backToList();
    } catch (error) {
      const issues = error instanceof RequestError ? (error.details?.fields ?? []) : [];
      form.setFields(issues.filter((i) => !i.field.startsWith('lines.')).map((i) => ({ name: i.field, errors: [i.message] })));
      setErrors(Object.fromEntries(issues.filter((i) => i.field.startsWith('lines.')).map((i) => [i.field.slice('lines.'.length), i.message])));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (!dirty) return backToList();
    modal.confirm({ title: t('tabs.discardTitle'), content: t('tabs.discardContent'), okText: t('tabs.discard'), cancelText: t('tabs.keep'), onOk: backToList });
  };

  const name = t(`entity.${doc.entity.name}`);
  return (
    <Spin spinning={loading} description={t('form.loading')}>
      {readOnly && <Alert className="wms-form-card" type="info" showIcon title={t('stock.readOnly', { status: t(`enum.${doc.entity.fields.statusCode?.enumMid ?? 'DOC_STATUS'}.${record.statusCode}`) })} />}
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={mode === 'add' ? addValues(doc) : undefined}
        onValuesChange={(changed: Record<string, unknown>, all: Record<string, unknown>) => {
          useTabs.getState().setDirty(path, true);
          for (const [field, def] of Object.entries(doc.entity.fields)) {
            if (def.dependsOn && def.dependsOn in changed) form.setFieldValue(field, null);
          }
          const cleared = clearStockPicks(doc, lines, changed, all);
          if (cleared !== lines) setLines(cleared);
        }}
        className="wms-form"
        data-testid="document-form"
      >
        {sections.map(({ section, fields }) => (
          <Card key={section} title={t(`section.${section}`)} variant="borderless" className="wms-form-card">
            <Row gutter={24}>
              {fields.map((spec) => (
                <Col xs={24} md={12} xl={8} key={spec.field}>
                  <Form.Item
                    name={spec.field}
                    label={t(`field.${spec.field}`)}
                    required={spec.def.required}
                    rules={[{ validator: (_rule, value) => { const issue = fieldIssue(spec.field, spec.def, value, t); return issue ? Promise.reject(new Error(issue)) : Promise.resolve(); } }]}
                  >
                    <FieldControl
                      spec={spec}
                      parent={spec.def.dependsOn ? header[spec.def.dependsOn] : undefined}
                      choices={spec.field === 'transferType' ? spec.options.map((o) => ({ value: String(o.value), label: t(o.labelKey), disabled: SYSTEM_TRANSFER_TYPES.includes(String(o.value)) })) : undefined}
                    />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
        ))}
      </Form>
      <Card title={t('stock.lines')} variant="borderless" className="wms-form-card">
        <LinesEditor doc={doc} lines={lines} onChange={changeLines} errors={errors} header={header} readOnly={readOnly} customFields={lineCustomFields} />
      </Card>
      <div className="wms-form-footer">
        <Space>
          <Button onClick={cancel}>{t('form.cancel')}</Button>
          {!readOnly && (
            <Button type="primary" onClick={save} loading={saving} data-testid="form-save">
              {t('form.save')}
            </Button>
          )}
        </Space>
        <span className="wms-form-title">{t(mode === 'add' ? 'form.addTitle' : 'form.modifyTitle', { name })}</span>
      </div>
    </Spin>
  );
}
