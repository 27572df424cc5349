/**
 * System application barcode-operation (spec console §7 System barcode operation; menu 160210;
 * src/server/sysapp/barcode-operation-calls.ts): the log of label prints and splits, newest first,
 * searched by barcode, operation and operator; with isDelete the selected entries are deleted
 * after a confirmation.
 */
import { App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

const SERVICE = 'IBarcodeOperationService';
const OPERATIONS = ['1', '2'];

type OperationRow = { id: number; barcode: string; operationType: string; module: string; detail: string | null; createName: string | null; createDate: string };
type Condition = { barcode?: string; operationType?: string; createName?: string };

export function BarcodeOperationPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [search] = Form.useForm<Condition>();
  const [condition, setCondition] = useState<Condition>({});
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [selected, setSelected] = useState<number[]>([]);
  const mayDelete = Boolean(menu.permissions.isDelete);

  const { answer: page, reload } = useAnswer(() => call<Page<OperationRow>>(SERVICE, 'getbarcodeoperationlist', { current: paging.current, size: paging.size, condition }), [condition, paging]);
  useEffect(() => setSelected([]), [page]);

  const query = (values: Condition) => {
    setCondition(Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([key, value]) => [key, String(value).trim()])));
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const remove = () =>
    modal.confirm({
      title: t('list.deleteTitle'),
      content: t('sysapp.confirmDeleteOperations', { count: selected.length }),
      onOk: async () => {
        const count = await call<number>(SERVICE, 'deletebarcodeoperationbyids', { ids: selected });
        message.success(t('sysapp.barcodeOperationsDeleted', { count }));
        reload();
      },
    });

  const columns: TableColumnsType<OperationRow> = [
    { key: 'barcode', dataIndex: 'barcode', title: t('field.barcode') },
    { key: 'operationType', dataIndex: 'operationType', title: t('field.operationType'), render: (value: string) => t(`enum.BARCODE_OPERATION.${value}`) },
    { key: 'module', dataIndex: 'module', title: t('field.module') },
    { key: 'detail', dataIndex: 'detail', title: t('field.detail') },
    { key: 'createName', dataIndex: 'createName', title: t('field.createName') },
    { key: 'createDate', dataIndex: 'createDate', title: t('field.createDate'), render: (value: string) => formatDateTime(value) },
  ];

  return (
    <div className="wms-list" data-testid="barcode-operation">
      <Card variant="borderless" className="wms-search-card">
        <Form form={search} layout="inline" onFinish={query}>
          <Form.Item name="barcode" label={t('field.barcode')}><Input allowClear /></Form.Item>
          <Form.Item name="operationType" label={t('field.operationType')}>
            <Select allowClear style={{ width: 140 }} options={OPERATIONS.map((value) => ({ value, label: t(`enum.BARCODE_OPERATION.${value}`) }))} />
          </Form.Item>
          <Form.Item name="createName" label={t('field.createName')}><Input allowClear /></Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">{t('list.query')}</Button>
            <Button onClick={() => { search.resetFields(); query({}); }}>{t('list.reset')}</Button>
          </Space>
        </Form>
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {mayDelete && <Button danger disabled={selected.length === 0} onClick={remove} data-testid="barcode-operation-delete">{t('list.delete')}</Button>}
            <Button onClick={reload}>{t('list.refresh')}</Button>
          </Space>
        </div>
        <Table<OperationRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          rowSelection={mayDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
        />
      </Card>
    </div>
  );
}
