/**
 * System application dictionary (spec console §7 Enum, workflows §3 Dictionary; menu 160204): the
 * enumeration entries the selects of every page show (src/server/system/enum-calls.ts). Search by
 * enumeration (enumMid), keyword (value, enumeration or a name in any language) and status; with
 * the page's flags Add, Modify (one row) and Delete (at least one row, confirmed). The form takes the
 * name in every language (the server refuses a missing one on its field); enumMid and enumValue
 * cannot change once added.
 */
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/index.ts';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call, RequestError } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

const SERVICE = 'ISysEnumService';

type NameEntry = { languageCode: string; description: string };
type EnumRow = { id: number; version: number; enumMid: string; enumValue: string; enumName: string; enumSeq: number; status: number; remark: string | null; updateDate: string; zlI18nList: NameEntry[] };
type Condition = { enumMid?: string; keyword?: string; status?: number };
type FormValues = { enumMid: string; enumValue: string; enumSeq: number; status: number; remark?: string; names: Record<string, string> };

export function DictionaryPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [search] = Form.useForm<Condition>();
  const [form] = Form.useForm<FormValues>();
  const [condition, setCondition] = useState<Condition>({});
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [selected, setSelected] = useState<EnumRow[]>([]);
  const [editing, setEditing] = useState<EnumRow | 'new'>();
  const { isAdd, isModify, isDelete } = menu.permissions;

  const { answer: page, reload } = useAnswer(() => call<Page<EnumRow>>(SERVICE, 'getsysenumlistbyparams', { current: paging.current, size: paging.size, condition }), [condition, paging]);
  useEffect(() => setSelected([]), [page]);

  const statusOptions = [1, 0].map((value) => ({ value, label: t(`enum.STATUS.${value}`) }));

  const query = (values: Condition) => {
    setCondition({ ...(values.enumMid?.trim() && { enumMid: values.enumMid.trim() }), ...(values.keyword?.trim() && { keyword: values.keyword.trim() }), ...(values.status !== undefined && { status: values.status }) });
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const openForm = (row: EnumRow | 'new') => {
    form.resetFields();
    if (row === 'new') form.setFieldsValue({ enumMid: condition.enumMid ?? '', enumSeq: 0, status: 1, names: {} });
    else form.setFieldsValue({ ...row, remark: row.remark ?? undefined, names: Object.fromEntries(row.zlI18nList.map((entry) => [entry.languageCode, entry.description])) });
    setEditing(row);
  };

  const save = async () => {
    const { names, enumMid, enumValue, ...values } = await form.validateFields();
    const zlI18nList = LANGUAGES.map((languageCode) => ({ languageCode, description: names?.[languageCode] ?? '' }));
    try {
      if (editing === 'new') await call(SERVICE, 'addsysenum', { enumMid, enumValue, ...values, zlI18nList }, { quiet: true });
      else await call(SERVICE, 'updatesysenumbyid', { id: editing?.id, version: editing?.version, ...values, zlI18nList }, { quiet: true });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const fields = error.details?.fields ?? [];
      if (fields.length === 0) message.error(error.message);
      form.setFields(fields.map(({ field, message: text }) => ({ name: (field.startsWith('zlI18nList.') ? ['names', field.slice('zlI18nList.'.length)] : field) as ['names', string], errors: [text] })));
      return;
    }
    message.success(t('sysapp.saved'));
    setEditing(undefined);
    reload();
  };

  const remove = () =>
    modal.confirm({
      title: t('list.deleteTitle'),
      content: t('sysapp.confirmDelete', { count: selected.length }),
      onOk: async () => {
        const count = await call<number>(SERVICE, 'deletesysenumbyids', { delList: selected.map(({ id, version }) => ({ id, version })) });
        message.success(t('sysapp.deleted', { count }));
        reload();
      },
    });

  const columns: TableColumnsType<EnumRow> = [
    { key: 'enumMid', dataIndex: 'enumMid', title: t('field.enumMid') },
    { key: 'enumValue', dataIndex: 'enumValue', title: t('field.enumValue') },
    { key: 'enumName', dataIndex: 'enumName', title: t('field.enumName') },
    { key: 'enumSeq', dataIndex: 'enumSeq', title: t('field.enumSeq') },
    { key: 'status', dataIndex: 'status', title: t('field.status'), render: (value: number) => <Tag color={value === 1 ? 'green' : 'default'}>{t(`enum.STATUS.${value}`)}</Tag> },
    { key: 'remark', dataIndex: 'remark', title: t('field.remark') },
    { key: 'updateDate', dataIndex: 'updateDate', title: t('field.updateDate'), render: (value: string) => formatDateTime(value) },
  ];
  const [only] = selected.length === 1 ? selected : [];

  return (
    <div className="wms-list" data-testid="dictionary">
      <Card variant="borderless" className="wms-search-card">
        <Form form={search} layout="inline" onFinish={query}>
          <Form.Item name="enumMid" label={t('field.enumMid')}><Input allowClear data-testid="dictionary-enum-mid" /></Form.Item>
          <Form.Item name="keyword" label={t('list.keyword')}><Input allowClear data-testid="dictionary-keyword" /></Form.Item>
          <Form.Item name="status" label={t('field.status')}><Select allowClear style={{ width: 140 }} placeholder={t('sysapp.anyStatus')} options={statusOptions} /></Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="dictionary-query">{t('list.query')}</Button>
            <Button onClick={() => { search.resetFields(); query({}); }}>{t('list.reset')}</Button>
          </Space>
        </Form>
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {isAdd && <Button type="primary" onClick={() => openForm('new')} data-testid="dictionary-add">{t('list.add')}</Button>}
            {isModify && <Button disabled={!only} onClick={() => only && openForm(only)} data-testid="dictionary-modify">{t('list.modify')}</Button>}
            {isDelete && <Button danger disabled={selected.length === 0} onClick={remove} data-testid="dictionary-delete">{t('list.delete')}</Button>}
            <Button onClick={reload}>{t('list.refresh')}</Button>
          </Space>
        </div>
        <Table<EnumRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          rowSelection={isModify || isDelete ? { selectedRowKeys: selected.map((row) => row.id), onChange: (_keys, rows) => setSelected(rows) } : undefined}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="dictionary-table"
        />
      </Card>
      <Modal open={editing !== undefined} title={t(editing === 'new' ? 'sysapp.addEntry' : 'sysapp.modifyEntry')} onOk={save} onCancel={() => setEditing(undefined)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="enumMid" label={t('field.enumMid')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('field.enumMid') }) }]}>
            <Input maxLength={40} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="enumValue" label={t('field.enumValue')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('field.enumValue') }) }]}>
            <Input maxLength={40} disabled={editing !== 'new'} />
          </Form.Item>
          {LANGUAGES.map((language) => (
            <Form.Item key={language} name={['names', language]} label={t('sysapp.nameIn', { language: LANGUAGE_NAMES[language] })} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('sysapp.nameIn', { language: LANGUAGE_NAMES[language] }) }) }]}>
              <Input maxLength={99} />
            </Form.Item>
          ))}
          <Form.Item name="enumSeq" label={t('field.enumSeq')}><InputNumber min={0} max={1_000_000} precision={0} /></Form.Item>
          <Form.Item name="status" label={t('field.status')}><Select options={statusOptions} /></Form.Item>
          <Form.Item name="remark" label={t('field.remark')}><Input maxLength={99} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
