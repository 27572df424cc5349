/**
 * Headlines of news (the door pages' latest news, the supplier portal's news page): pinned and
 * unread marks, publish date (YYYY-MM-DD HH:mm in every language); a click opens the news in NewsReader, which records the reading and
 * marks the headline read.
 */
import { List, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { NewsReader } from './NewsReader.tsx';
import type { NewsHeadline } from './news-api.ts';

/** `testIdPrefix` names each headline `${prefix}-${newsNo}` (the supplier's to-do list repeats the unread ones beside the door page's own list). */
type Props = { news: NewsHeadline[]; onRead: (newsId: number) => void; testIdPrefix?: string; pagination?: { current: number; total: number; pageSize: number; onChange: (page: number) => void } };

export function NewsList({ news, onRead, testIdPrefix = 'news-item', pagination }: Props) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<number>();
  const close = useCallback(() => setReading(undefined), []);
  return (
    <>
      <List
        size="small"
        dataSource={news}
        locale={{ emptyText: t('portal.noNews') }}
        pagination={pagination}
        renderItem={(item) => (
          <List.Item key={item.id} onClick={() => setReading(item.id)} style={{ cursor: 'pointer' }} data-testid={`${testIdPrefix}-${item.newsNo}`}>
            <List.Item.Meta
              title={
                <>
                  {item.topSign && <Tag color="red">{t('portal.pinned')}</Tag>}
                  {item.subject}
                </>
              }
              description={item.publishDate ? formatDateTime(item.publishDate).slice(0, 16) : undefined}
            />
            <Tag color={item.isRead ? 'default' : 'blue'} data-testid="news-read-state">{t(item.isRead ? 'portal.read' : 'portal.unread')}</Tag>
          </List.Item>
        )}
      />
      {reading !== undefined && <NewsReader newsId={reading} onClose={close} onRead={onRead} />}
    </>
  );
}
