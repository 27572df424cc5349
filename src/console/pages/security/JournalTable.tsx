/**
 * A read-only journal of System.Journal (spec console §2): a keyword search over one paged list call
 * (`{ current, size, condition: { keyword? } }` answering a Page, latest first) and its table. The
 * abnormal (server faults), dispatch (job runs) and operation (writes) journals differ only in their call
 * and columns; `expandedRow`, when given, renders a row's details below it (the operation's values).
 */
import { Card, Input, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { call } from '../../../client/request.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

export type JournalTableProps<Row> = { service: string; method: string; columns: TableColumnsType<Row>; testId: string; tableTestId: string; expandedRow?: (row: Row) => ReactNode };

export function JournalTable<Row extends { id: number }>({ service, method, columns, testId, tableTestId, expandedRow }: JournalTableProps<Row>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });

  const { answer: page } = useAnswer(() => call<Page<Row>>(service, method, { current: paging.current, size: paging.size, condition: keyword ? { keyword } : {} }), [service, method, keyword, paging]);

  return (
    <div className="wms-list" data-testid={testId}>
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          expandable={expandedRow && { expandedRowRender: expandedRow }}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid={tableTestId}
        />
      </Card>
    </div>
  );
}
