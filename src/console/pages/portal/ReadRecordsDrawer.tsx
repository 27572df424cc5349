/** Who read one news and when (the news list's toolbar, getNewsReadingRecords), 20 a page. */
import { Drawer, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/rpc.ts';
import { readRecords, type ReadRecord } from './news-api.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';

export function ReadRecordsDrawer({ newsId, onClose }: { newsId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<ReadRecord>>();

  useEffect(() => {
    void readRecords(newsId, current).then(setPage);
  }, [newsId, current]);

  return (
    <Drawer open title={t('portal.readRecords')} onClose={onClose} size="large" data-testid="news-reads">
      <Table<ReadRecord>
        rowKey="id"
        size="small"
        loading={!page}
        dataSource={page?.records}
        locale={{ emptyText: t('portal.noReads') }}
        pagination={{ current, total: page?.total ?? 0, pageSize: 20, onChange: setCurrent }}
        columns={[
          { key: 'userNo', title: t('portal.readBy'), render: (_, row) => `${row.userNo}${row.userName ? ` - ${row.userName}` : ''}` },
          { key: 'supplierNo', title: t('field.supplierNo'), dataIndex: 'supplierNo' },
          { key: 'readDate', title: t('portal.readAt'), render: (_, row) => formatDateTime(row.readDate).slice(0, 16) },
        ]}
      />
    </Drawer>
  );
}
