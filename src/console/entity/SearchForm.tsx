/**
 * The search form of a list (spec console §2 advanced search bar, §4): keyword box, the declared
 * search fields and the module's custom search fields, the jurisdiction control (a choice among
 * the user's organisations, for organisation-scoped entities), query and reset, and the saved
 * filter tags. Choosing a tag fills the filters and searches; choosing the active tag again resets
 * and searches; editing a filter clears the active tag. In compact page mode only the keyword row shows.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import type { Language } from '../../shared/i18n/index.ts';
import { useSession, type MenuNode } from '../../client/session-store.ts';
import { customControl, splitCustomValues, type CustomSpec } from './custom-columns.ts';
import { cleanCondition, searchFields } from './entity-columns.ts';
import { FieldControl } from './FieldControl.tsx';
import { RefPicker } from './RefPicker.tsx';
import { SearchTags } from './SearchTags.tsx';
import { tagParams, useSearchTags, type SearchTag } from './use-search-tags.ts';

type Props = {
  entity: EntityDef;
  menu: MenuNode;
  onSearch: (condition: Record<string, unknown>) => void;
  /** Custom fields with displayPage 1 (search). */
  customFields?: CustomSpec[];
  /** Page mode '1': only the keyword row and the buttons. */
  compact?: boolean;
};

/** The list condition of the form's values: declared fields as they are, custom ones under customValues. */
export function searchCondition(values: Record<string, unknown>): Record<string, unknown> {
  const { plain, customValues } = splitCustomValues(values);
  const custom = cleanCondition(customValues);
  return { ...cleanCondition(plain), ...(Object.keys(custom).length ? { customValues: custom } : {}) };
}

function Cell({ children }: { children: ReactNode }) {
  return <Col xs={24} sm={12} lg={8} xl={6}>{children}</Col>;
}

export function SearchForm({ entity, menu, onSearch, customFields = [], compact = false }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const orgs = useSession((s) => s.user?.sysUserOrgResDtoList) ?? [];
  const { tags, add, remove } = useSearchTags(menu.menuNo, menu.url);
  const [activeTagId, setActiveTagId] = useState<number | undefined>();
  const fields = searchFields(entity);
  const submit = () => onSearch(searchCondition(form.getFieldsValue()));
  const reset = () => {
    form.resetFields();
    setActiveTagId(undefined);
    submit();
  };

  const choose = (tag: SearchTag) => {
    if (tag.id === activeTagId) return reset();
    form.resetFields();
    form.setFieldsValue(tagParams(tag));
    setActiveTagId(tag.id);
    submit();
  };

  const labelOf = (field: string) =>
    field === 'keyword' ? t('list.keyword') : field === 'jurisdiction' ? t('engine.jurisdiction') : (customFields.find((c) => c.key === field)?.label ?? t(`field.${field}`));
  const addTag = (names: Record<Language, string>) => {
    const params = cleanCondition(form.getFieldsValue());
    return add(names, { params, labels: Object.fromEntries(Object.keys(params).map((field) => [field, labelOf(field)])) });
  };

  const deleteTag = async (tag: SearchTag) => {
    await remove(tag);
    if (tag.id === activeTagId) setActiveTagId(undefined);
  };
  return (
    <Card variant="borderless" className="wms-search" size="small">
      <Form form={form} name="search" layout="vertical" onFinish={submit} onValuesChange={() => setActiveTagId(undefined)} data-testid="search-form">
        <Row gutter={16} align="bottom">
          <Cell>
            <Form.Item name="keyword" label={t('list.keyword')}>
              <Input allowClear placeholder={t('list.keywordPlaceholder')} prefix={<SearchOutlined />} />
            </Form.Item>
          </Cell>
          {!compact && fields.map(({ field, def, control, options }) => (
            <Cell key={field}>
              <Form.Item name={field} label={t(`field.${field}`)}>
                {control === 'select' ? (
                  <Select allowClear placeholder={t('list.all')} options={options.map((o) => ({ value: o.value, label: t(o.labelKey) }))} />
                ) : control === 'picker' ? (
                  <RefPicker entity={def.ref!} placeholder={t('list.all')} filter={def.refWhere ? { [def.refWhere.field]: def.refWhere.value } : undefined} />
                ) : (
                  <Input allowClear placeholder={t('list.enter')} />
                )}
              </Form.Item>
            </Cell>
          ))}
          {!compact && customFields.map((spec) => (
            <Cell key={spec.key}>
              <Form.Item name={spec.key} label={spec.label}>
                <FieldControl spec={customControl(spec)} choices={spec.options} />
              </Form.Item>
            </Cell>
          ))}
          {!compact && entity.scope === 'org' && orgs.length > 0 && (
            <Cell>
              <Form.Item name="jurisdiction" label={t('engine.jurisdiction')}>
                <Select mode="multiple" allowClear maxTagCount="responsive" placeholder={t('engine.allJurisdiction')} data-testid="jurisdiction"
                  options={orgs.map((org) => ({ value: org.orgNo, label: `${org.orgNo} - ${org.orgName}` }))} />
              </Form.Item>
            </Cell>
          )}
          <Col flex="auto">
            <Form.Item label=" " colon={false} className="wms-search-actions">
              <Space>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('list.query')}</Button>
                <Button icon={<ReloadOutlined />} onClick={reset}>{t('list.reset')}</Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {!compact && <SearchTags tags={tags} activeId={activeTagId} onChoose={choose} onAdd={addTag} onDelete={deleteTag} />}
    </Card>
  );
}
