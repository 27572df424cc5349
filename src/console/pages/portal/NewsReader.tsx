/**
 * One news opened for reading (the door pages and the supplier portal's news page): subject,
 * dates, content and attachments to download. Opening a published news the reader has not read
 * records the reading (addNewsReadingRecord) and tells the caller, so its list shows it read. The
 * publish time reads as in the lists (YYYY-MM-DD HH:mm); a date not set reads "-".
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Descriptions, List, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_PUBLISHED } from '../../../shared/entities/news.entity.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { saveFile } from '../../entity/export-file.ts';
import { downloadNewsFile, newsById, recordReading, type NewsDetail } from './news-api.ts';

type Props = { newsId: number; onClose: () => void; onRead: (newsId: number) => void };

export function NewsReader({ newsId, onClose, onRead }: Props) {
  const { t } = useTranslation();
  const [news, setNews] = useState<NewsDetail>();

  useEffect(() => {
    let live = true;
    newsById(newsId).then(async (detail) => {
      if (!live) return;
      setNews(detail);
      if (detail.ispublish === NEWS_PUBLISHED && !detail.isRead) {
        await recordReading(newsId);
        onRead(newsId);
      }
    }, onClose);
    return () => {
      live = false;
    };
  }, [newsId, onClose, onRead]);

  return (
    <Modal open title={news?.subject} onCancel={onClose} footer={null} width={720} data-testid="news-reader">
      {!news && <Spin />}
      {news && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'newsBusiness', label: t('field.newsBusiness'), children: t(`enum.NEWS_BUSINESS.${news.newsBusiness}`) },
              { key: 'senderType', label: t('field.senderType'), children: t(`enum.SENDER_TYPE.${news.senderType}`) },
              { key: 'publishDate', label: t('field.publishDate'), children: news.publishDate ? formatDateTime(news.publishDate).slice(0, 16) : '-' },
              { key: 'expiringDate', label: t('field.expiringDate'), children: news.expiringDate || '-' },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="news-content">{news.content}</Typography.Paragraph>
          {news.files.length > 0 && (
            <List
              size="small"
              header={t('portal.attachments')}
              dataSource={news.files}
              renderItem={(file) => (
                <List.Item actions={[<Button key="download" type="link" onClick={async () => saveFile(await downloadNewsFile(file.id), file.originalName)}>{t('portal.download')}</Button>]}>
                  <PaperClipOutlined /> {file.originalName}
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Modal>
  );
}
