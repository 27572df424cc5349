/**
 * The file field of Base.File's add and modify forms (src/shared/entities/file.entity.ts): choosing
 * a file uploads it at once (multipart ISysFileService/uploadfile, with progress; at most
 * FILE_SIZE_MAX, checked here first and again by the server) and the field value becomes its
 * contentId; an empty file name takes the chosen file's name. On modify the stored file can be
 * downloaded and stays unless another is chosen.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_SIZE_MAX, fileEntity } from '../../../shared/entities/file.entity.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';
import { saveFile } from '../../entity/export-file.ts';
import { download, upload } from '../../../client/request.ts';

type Uploaded = { contentId: number; originalName: string; fileSize: number };
const SERVICE = fileEntity.calls.service;
const MB = 1024 * 1024;

export function FileUploadField({ value, onChange, id }: WidgetProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [progress, setProgress] = useState<number | undefined>();
  const [uploaded, setUploaded] = useState<Uploaded | undefined>();
  const stored = typeof value === 'number' && value !== uploaded?.contentId ? value : undefined;

  const choose = (file: File) => {
    if (file.size > FILE_SIZE_MAX) {
      message.error(t('error.FILE_TOO_LARGE', { max: FILE_SIZE_MAX / MB }));
      return false;
    }
    setProgress(0);
    upload<Uploaded>(`${SERVICE}/uploadfile`, file, setProgress)
      .then((answer) => {
        setUploaded(answer);
        onChange?.(answer.contentId);
        if (!form.getFieldValue('fileName')) form.setFieldValue('fileName', answer.originalName.replace(/\.[^.]+$/, '').slice(0, 99));
      })
      .catch(() => undefined)
      .finally(() => setProgress(undefined));
    return false;
  };

  const fetchStored = async () => {
    const file = await download(`${SERVICE}/downloadfile`, { method: 'POST', body: { contentId: stored } });
    saveFile(file, file.fileName);
  };

  return (
    <Space orientation="vertical" className="wms-wide" id={id} data-testid="file-upload">
      <Space wrap>
        <Upload beforeUpload={choose} showUploadList={false} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={progress !== undefined}>
            {t(value ? 'basecfg.replace' : 'basecfg.upload')}
          </Button>
        </Upload>
        {stored !== undefined && (
          <Button icon={<DownloadOutlined />} onClick={() => fetchStored().catch(() => undefined)}>
            {t('basecfg.download')}
          </Button>
        )}
      </Space>
      {progress !== undefined && <Progress percent={progress} size="small" />}
      {uploaded && <Typography.Text data-testid="file-uploaded">{t('basecfg.uploaded', { name: uploaded.originalName, size: uploaded.fileSize })}</Typography.Text>}
      {stored !== undefined && <Typography.Text type="secondary">{t('basecfg.keepFile')}</Typography.Text>}
      <Typography.Text type="secondary">{t('basecfg.maxSize', { max: FILE_SIZE_MAX / MB })}</Typography.Text>
    </Space>
  );
}
