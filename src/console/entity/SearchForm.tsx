/**
 * The search form of a list (spec console §2 advanced search bar, §4): keyword box, the declared
 * search fields, query and reset, and the saved filter tags. Choosing a tag fills the filters and
 * searches; choosing the active tag again resets and searches; editing a filter clears the active tag.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import type { Language } from '../../shared/i18n/index.ts';
import type { MenuNode } from '../store/session-store.ts';
import { cleanCondition, searchFields } from './entity-columns.ts';
import { RefPicker } from './RefPicker.tsx';
import { SearchTags } from './SearchTags.tsx';
import { tagParams, useSearchTags, type SearchTag } from './use-search-tags.ts';

type Props = { entity: EntityDef; menu: MenuNode; onSearch: (condition: Record<string, unknown>) => void };

export function SearchForm({ entity, menu, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { tags, add, remove } = useSearchTags(menu.menuNo, menu.url);
  const [activeTagId, setActiveTagId] = useState<number | undefined>();
  const fields = searchFields(entity);
  const submit = () => onSearch(cleanCondition(form.getFieldsValue()));
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

  const addTag = (names: Record<Language, string>) => {
    const params = cleanCondition(form.getFieldsValue());
    const labels = Object.fromEntries(Object.keys(params).map((field) => [field, t(field === 'keyword' ? 'list.keyword' : `field.${field}`)]));
    return add(names, { params, labels });
  };

  const deleteTag = async (tag: SearchTag) => {
    await remove(tag);
    if (tag.id === activeTagId) setActiveTagId(undefined);
  };
  return (
    <Card variant="borderless" className="wms-search" size="small">
      <Form form={form} name="search" layout="vertical" onFinish={submit} onValuesChange={() => setActiveTagId(undefined)} data-testid="search-form">
        <Row gutter={16} align="bottom">
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name="keyword" label={t('list.keyword')}>
              <Input allowClear placeholder={t('list.keywordPlaceholder')} prefix={<SearchOutlined />} />
            </Form.Item>
          </Col>
          {fields.map(({ field, def, control, options }) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={field}>
              <Form.Item name={field} label={t(`field.${field}`)}>
                {control === 'select' ? (
                  <Select allowClear placeholder={t('list.all')} options={options.map((o) => ({ value: o.value, label: t(o.labelKey) }))} />
                ) : control === 'picker' ? (
                  <RefPicker entity={def.ref!} placeholder={t('list.all')} />
                ) : (
                  <Input allowClear placeholder={t('list.enter')} />
                )}
              </Form.Item>
            </Col>
          ))}
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
      <SearchTags tags={tags} activeId={activeTagId} onChoose={choose} onAdd={addTag} onDelete={deleteTag} />
    </Card>
  );
}
