/**
 * System.Journal dispatch (spec console §2; menu 160503): one row per job run, latest first
 * (ISysJobLogService/getsysjobloglist): job, who or what started it, the instance that ran it,
 * start and finish, outcome, result count and the failure message. Read only; keyword search.
 */
import { Card, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../request.ts';

type LogRow = { id: number; jobNo: string; jobName: string; trigger: string; instance: string; startedAt: string; finishedAt: string; success: boolean; result: number | null; message: string | null };

export function DispatchJournalPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [page, setPage] = useState<Page<LogRow>>();

  useEffect(() => {
    let cancelled = false;
    void call<Page<LogRow>>('ISysJobLogService', 'getsysjobloglist', { current: paging.current, size: paging.size, condition: keyword ? { keyword } : {} }).then((answer) => {
      if (!cancelled) setPage(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [keyword, paging]);

  const columns: TableColumnsType<LogRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: t('security.jobNo') },
    { key: 'jobName', dataIndex: 'jobName', title: t('security.jobName') },
    { key: 'trigger', dataIndex: 'trigger', title: t('security.trigger'), render: (value: string) => (value === 'schedule' ? t('security.scheduleTrigger') : value.replace(/^manual:/, '')) },
    { key: 'instance', dataIndex: 'instance', title: t('security.instance') },
    { key: 'startedAt', dataIndex: 'startedAt', title: t('security.startedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'finishedAt', dataIndex: 'finishedAt', title: t('security.finishedAt'), render: (value: string) => formatDateTime(value) },
    { key: 'success', dataIndex: 'success', title: t('security.success'), render: (value: boolean) => <Tag color={value ? 'green' : 'red'}>{t(value ? 'security.succeeded' : 'security.failed')}</Tag> },
    { key: 'result', dataIndex: 'result', title: t('security.result') },
    { key: 'message', dataIndex: 'message', title: t('security.message') },
  ];

  return (
    <div className="wms-list" data-testid="dispatch-journal">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <Table<LogRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          pagination={{ current: paging.current, pageSize: paging.size, total: page?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('list.total', { total }), onChange: (current, size) => setPaging({ current, size }) }}
          data-testid="journal-table"
        />
      </Card>
    </div>
  );
}
