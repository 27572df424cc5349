/**
 * System application exception (spec console §2, §7 System exception; menu 160209): the sign-in
 * throttle keys (user number and address; address '' is the account over every address) with their
 * failures and locks, locked first. Keyword and "locked only" filter; with the page's isDelete flag,
 * "Unlock user" on a row forgets every key of its user number (deletekey without address) and
 * "Delete selected" deletes the selected keys (batchdeletekey).
 */
import { App, Button, Card, Checkbox, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

const SERVICE = 'ISysExceptionService';

type KeyRow = { userNo: string; address: string; failures: number; lastFailureAt: string | null; lockedUntil: string | null; lastSuccessAt: string | null; isLocked: boolean };

const rowKey = (row: KeyRow) => `${row.userNo}\n${row.address}`;
const dateColumn = (value: string | null) => (value ? formatDateTime(value) : null);

export function ExceptionKeysPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [lockedOnly, setLockedOnly] = useState(false);
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [selected, setSelected] = useState<KeyRow[]>([]);

  const { answer: page, reload } = useAnswer(() => {
    const condition = { ...(keyword && { keyword }), ...(lockedOnly && { lockedOnly: true }) };
    return call<Page<KeyRow>>(SERVICE, 'getallkeys', { current: paging.current, size: paging.size, condition });
  }, [keyword, lockedOnly, paging]);
  useEffect(() => setSelected([]), [page]);

  const mayDelete = Boolean(menu.permissions.isDelete);

  const unlock = (row: KeyRow) =>
    modal.confirm({
      title: t('security.unlockUser'),
      content: t('security.unlockConfirm', { userNo: row.userNo }),
      onOk: async () => {
        const count = await call<number>(SERVICE, 'deletekey', { userNo: row.userNo });
        message.success(t('security.deleted', { count }));
        reload();
      },
    });

  const deleteSelected = () =>
    modal.confirm({
      title: t('security.batchDelete'),
      content: t('security.batchDeleteConfirm', { count: selected.length }),
      onOk: async () => {
        const count = await call<number>(SERVICE, 'batchdeletekey', { keys: selected.map(({ userNo, address }) => ({ userNo, address })) });
        message.success(t('security.deleted', { count }));
        reload();
      },
    });

  const columns: TableColumnsType<KeyRow> = [
    { key: 'userNo', dataIndex: 'userNo', title: t('security.userNo') },
    { key: 'address', dataIndex: 'address', title: t('security.address'), render: (value: string) => value || t('security.allAddresses') },
    { key: 'failures', dataIndex: 'failures', title: t('security.failures') },
    { key: 'isLocked', dataIndex: 'isLocked', title: t('security.locked'), render: (value: boolean) => (value ? <Tag color="red">{t('security.locked')}</Tag> : null) },
    { key: 'lockedUntil', dataIndex: 'lockedUntil', title: t('security.lockedUntil'), render: dateColumn },
    { key: 'lastFailureAt', dataIndex: 'lastFailureAt', title: t('security.lastFailureAt'), render: dateColumn },
    { key: 'lastSuccessAt', dataIndex: 'lastSuccessAt', title: t('security.lastSuccessAt'), render: dateColumn },
    ...(mayDelete
      ? [{ key: 'unlock', title: t('security.unlock'), render: (_: unknown, row: KeyRow) => <Button size="small" onClick={() => unlock(row)} data-testid={`unlock-${row.userNo}`}>{t('security.unlockUser')}</Button> }]
      : []),
  ];

  return (
    <div className="wms-list" data-testid="exception-keys">
      <Card variant="borderless" className="wms-search-card">
        <Space wrap>
          <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} data-testid="exception-search" />
          <Checkbox checked={lockedOnly} onChange={(event) => { setLockedOnly(event.target.checked); setPaging((p) => ({ ...p, current: 1 })); }} data-testid="exception-locked-only">
            {t('security.lockedOnly')}
          </Checkbox>
        </Space>
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {mayDelete && (
              <Button danger disabled={selected.length === 0} onClick={deleteSelected} data-testid="exception-batch-delete">
                {t('security.batchDelete')}
              </Button>
            )}
            <Button onClick={reload} data-testid="exception-refresh">{t('security.refresh')}</Button>
          </Space>
        </div>
        <Table<KeyRow>
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          rowSelection={mayDelete ? { selectedRowKeys: selected.map(rowKey), onChange: (_keys, rows) => setSelected(rows) } : undefined}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="exception-table"
        />
      </Card>
    </div>
  );
}
