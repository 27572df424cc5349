/**
 * The attachments of one news (the news list's toolbar): its files to download, and while it is a
 * draft an upload (within 1 MB; images 1:1, checked by the server) and a remove per file.
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Modal, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_DRAFT } from '../../../shared/entities/news.entity.ts';
import { saveFile } from '../../entity/export-file.ts';
import { downloadNewsFile, newsById, removeNewsFile, uploadNewsFile, type NewsFile } from './news-api.ts';

type Props = { news: { id: number; ispublish: string }; canModify: boolean; onClose: () => void };

export function NewsAttachments({ news, canModify, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<NewsFile[]>([]);
  const [busy, setBusy] = useState(false);
  const editable = canModify && news.ispublish === NEWS_DRAFT;
  const reload = useCallback(() => newsById(news.id).then((detail) => setFiles(detail.files)), [news.id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const add = async (file: File) => {
    setBusy(true);
    try {
      const added = await uploadNewsFile(news.id, file, () => undefined);
      message.success(t('portal.uploaded', { name: added.originalName }));
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('portal.attachments')} onCancel={onClose} footer={null} data-testid="news-attachments">
      {editable && (
        <Upload accept="*/*" showUploadList={false} beforeUpload={(file) => (void add(file), false)}>
          <Button icon={<UploadOutlined />} loading={busy} data-testid="news-upload">{t('portal.upload')}</Button>
          <Typography.Text type="secondary"> {t('portal.uploadHint')}</Typography.Text>
        </Upload>
      )}
      <List
        size="small"
        dataSource={files}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="download" type="link" onClick={async () => saveFile(await downloadNewsFile(file.id), file.originalName)}>{t('portal.download')}</Button>,
              ...(editable ? [<Button key="remove" type="link" danger onClick={async () => (await removeNewsFile(file.id), void reload())}>{t('portal.removeFile')}</Button>] : []),
            ]}
          >
            {file.originalName}
          </List.Item>
        )}
      />
    </Modal>
  );
}
