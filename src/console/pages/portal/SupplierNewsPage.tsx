/**
 * The supplier portal's news page (SUP menu 5401, workflows §2 news notice): the published news
 * addressed to the user's supplier, pinned first then latest (getOutDoorSysNews), 20 a page, with an
 * "unread only" switch; a news opens for reading and is then marked read.
 */
import { Card, Switch, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/rpc.ts';
import { NewsList } from './NewsList.tsx';
import { outDoorNews, type NewsHeadline } from './news-api.ts';

const PAGE_SIZE = 20;

export function SupplierNewsPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState<Page<NewsHeadline>>();

  useEffect(() => {
    void outDoorNews(current, PAGE_SIZE, unread ? { unread } : {}).then(setPage);
  }, [current, unread]);

  const markRead = useCallback((newsId: number) => {
    setPage((before) => before && { ...before, records: before.records.map((row) => (row.id === newsId ? { ...row, isRead: true } : row)) });
  }, []);

  return (
    <Card
      variant="borderless"
      title={t('portal.latestNews')}
      extra={
        <Space>
          <Typography.Text>{t('portal.unread')}</Typography.Text>
          <Switch checked={unread} onChange={(next) => (setUnread(next), setCurrent(1))} data-testid="news-unread-only" />
        </Space>
      }
      data-testid="supplier-news"
    >
      <NewsList news={page?.records ?? []} onRead={markRead} pagination={{ current, total: page?.total ?? 0, pageSize: PAGE_SIZE, onChange: setCurrent }} />
    </Card>
  );
}
