/**
 * System application cache (spec console §2, §7 System cache; menu 160208; issue 16): the keys the
 * answering server instance holds (parameters `param:…`, enumerations `enum:…`, error messages `errmsg:…`) with the seconds
 * each has left (ISysCacheService/getallkeys), a keyword filter, "View" showing a key's JSON value
 * (getvalue) and, with the page's isDelete flag, "Evict" removing a key on every instance
 * (deletekey) after a confirmation.
 */
import { App, Button, Card, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

const SERVICE = 'ISysCacheService';

type KeyRow = { key: string; kind: string; ttlSeconds: number };
type KeyValue = KeyRow & { value: unknown };

export function CachePage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [shown, setShown] = useState<KeyValue | null>(null);

  const { answer: page, reload } = useAnswer(
    () => call<Page<KeyRow>>(SERVICE, 'getallkeys', { current: paging.current, size: paging.size, condition: keyword ? { keyword } : {} }),
    [keyword, paging],
  );

  const mayDelete = Boolean(menu.permissions.isDelete);

  const view = async (row: KeyRow) => setShown(await call<KeyValue>(SERVICE, 'getvalue', { key: row.key }));

  const evict = (row: KeyRow) =>
    modal.confirm({
      title: t('sysapp.cacheEvict'),
      content: t('sysapp.cacheEvictConfirm', { key: row.key }),
      onOk: async () => {
        await call(SERVICE, 'deletekey', { key: row.key });
        message.success(t('sysapp.cacheEvicted', { key: row.key }));
        reload();
      },
    });

  const columns: TableColumnsType<KeyRow> = [
    { key: 'key', dataIndex: 'key', title: t('sysapp.cacheKey') },
    { key: 'kind', dataIndex: 'kind', title: t('sysapp.cacheKind'), render: (kind: string) => t(`sysapp.cacheKinds.${kind}`, { defaultValue: kind }) },
    { key: 'ttlSeconds', dataIndex: 'ttlSeconds', title: t('sysapp.cacheTtl') },
    {
      key: 'actions',
      title: t('sysapp.cacheActions'),
      render: (_: unknown, row: KeyRow) => (
        <Space>
          <Button size="small" onClick={() => void view(row)} data-testid={`cache-view-${row.key}`}>{t('sysapp.cacheView')}</Button>
          {mayDelete && <Button size="small" danger onClick={() => evict(row)} data-testid={`cache-evict-${row.key}`}>{t('sysapp.cacheEvict')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div className="wms-list" data-testid="cache-keys">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} data-testid="cache-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            <Button onClick={reload} data-testid="cache-refresh">{t('security.refresh')}</Button>
            <span>{t('sysapp.cacheInstanceNote')}</span>
          </Space>
        </div>
        <Table<KeyRow>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="cache-table"
        />
      </Card>
      <Modal open={shown !== null} title={shown?.key} footer={null} onCancel={() => setShown(null)} width={640}>
        <pre data-testid="cache-value" style={{ maxHeight: 480, overflow: 'auto' }}>{shown && JSON.stringify(shown.value, null, 2)}</pre>
      </Modal>
    </div>
  );
}
