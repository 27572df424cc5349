/**
 * System.Journal abnormal (spec console §2; menu 160501): the server faults, latest first
 * (ISysFaultLogService/getsysfaultloglist), with the fault id the failed answer carried in its
 * `fault-id` header, fastify's request id, the instance, the address called and the error. Read
 * only; keyword search over fault id, address and message.
 */
import { Card, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../request.ts';

type FaultRow = { id: number; faultId: string; requestId: string; instance: string; url: string; errorName: string; message: string; createdAt: string };

const FIELDS = ['faultId', 'requestId', 'instance', 'url', 'errorName', 'message'] as const;

export function AbnormalJournalPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [page, setPage] = useState<Page<FaultRow>>();

  useEffect(() => {
    let cancelled = false;
    void call<Page<FaultRow>>('ISysFaultLogService', 'getsysfaultloglist', { current: paging.current, size: paging.size, condition: keyword ? { keyword } : {} }).then((answer) => {
      if (!cancelled) setPage(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [keyword, paging]);

  const columns: TableColumnsType<FaultRow> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('security.createdAt'), render: (value: string) => formatDateTime(value) },
    ...FIELDS.map((field) => ({ key: field, dataIndex: field, title: t(`security.${field}`) })),
  ];

  return (
    <div className="wms-list" data-testid="abnormal-journal">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <Table<FaultRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          pagination={{ current: paging.current, pageSize: paging.size, total: page?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('list.total', { total }), onChange: (current, size) => setPaging({ current, size }) }}
          data-testid="fault-table"
        />
      </Card>
    </div>
  );
}
