/** The search form of a list (spec console §2 advanced search): keyword box, the declared search fields, query and reset. */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { cleanCondition, searchFields } from './entity-columns.ts';
import { RefPicker } from './RefPicker.tsx';

type Props = { entity: EntityDef; onSearch: (condition: Record<string, unknown>) => void };

export function SearchForm({ entity, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = searchFields(entity);
  const submit = () => onSearch(cleanCondition(form.getFieldsValue()));
  return (
    <Card variant="borderless" className="wms-search" size="small">
      <Form form={form} name="search" layout="vertical" onFinish={submit} data-testid="search-form">
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
                <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); submit(); }}>{t('list.reset')}</Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
