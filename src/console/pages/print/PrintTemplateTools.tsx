/**
 * Toolbar buttons of the print template list (Base.Print template-management; spec console §7
 * "print template … upload", docs/decisions/0445): "Upload file" gives the one selected template
 * its layout file (isModify; multipart IBmPrintTemplateService/upload with the row's version, at
 * most FILE_SIZE_MAX, only TEMPLATE_FILE_EXTENSIONS: a refused file's toast is the server's reason,
 * naming the file and the allowed types), "Remove file" removes it after a confirmation
 * naming the file (isModify; deletetemplatefile, docs/decisions/1005) and "Download file" answers the
 * stored one (isSearch), then the list reloads. A hint says what the file is for.
 */
import { DeleteOutlined, DownloadOutlined, InfoCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_SIZE_MAX } from '../../../shared/entities/file.entity.ts';
import { printTemplateEntity, TEMPLATE_FILE_EXTENSIONS } from '../../../shared/entities/print-template.entity.ts';
import { saveFile } from '../../entity/export-file.ts';
import { call, download, upload, type RequestError } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

const SERVICE = printTemplateEntity.calls.service;

export function PrintTemplateTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [progress, setProgress] = useState<number | undefined>();
  const row = selected.length === 1 ? selected[0] : undefined;

  const choose = (file: File) => {
    if (!row) return false;
    if (file.size > FILE_SIZE_MAX) {
      message.error(t('error.FILE_TOO_LARGE', { max: FILE_SIZE_MAX / 1024 / 1024 }));
      return false;
    }
    setProgress(0);
    upload(`${SERVICE}/upload?id=${Number(row.id)}&version=${Number(row.version)}`, file, setProgress, {}, { quiet: true })
      .then(() => {
        message.success(t('print.fileUploaded', { name: file.name }));
        onDone();
      })
      // The refusal of the file itself names it and the allowed types (walk 14-26 #6), not the generic form message.
      .catch((error: RequestError) => message.error(error.details?.fields?.[0]?.message ?? error.message))
      .finally(() => setProgress(undefined));
    return false;
  };
  const remove = () => {
    const name = String(row?.templateFile ?? '');
    modal.confirm({
      title: t('print.removeFileTitle', { name, key: String(row?.reportKey ?? '') }),
      okText: t('print.removeFile'),
      okButtonProps: { danger: true },
      onOk: () =>
        call(SERVICE, 'deletetemplatefile', { id: Number(row?.id), version: Number(row?.version) })
          .then(() => {
            message.success(t('print.fileRemoved', { name }));
            onDone();
          })
          .catch(() => undefined),
    });
  };
  const fetchFile = async () => {
    const file = await download(`${SERVICE}/downloadtemplate`, { method: 'POST', body: { id: Number(row?.id) } });
    saveFile(file, file.fileName);
  };

  return (
    <>
      {permissions.isModify && (
        <Upload beforeUpload={choose} showUploadList={false} maxCount={1} disabled={!row} accept={TEMPLATE_FILE_EXTENSIONS.join(',')}>
          <Button size="small" icon={<UploadOutlined />} disabled={!row} loading={progress !== undefined} data-testid="template-upload">{t('print.uploadFile')}</Button>
        </Upload>
      )}
      <Button size="small" icon={<DownloadOutlined />} disabled={!row?.templateFile} onClick={() => fetchFile().catch(() => undefined)} data-testid="template-download">{t('print.downloadFile')}</Button>
      {permissions.isModify && (
        <Button size="small" danger icon={<DeleteOutlined />} disabled={!row?.templateFile} onClick={remove} data-testid="template-remove-file">{t('print.removeFile')}</Button>
      )}
      <Typography.Text type="secondary" data-testid="template-file-hint">
        <InfoCircleOutlined /> {t('print.fileHint', { types: TEMPLATE_FILE_EXTENSIONS.join(' ') })}
      </Typography.Text>
    </>
  );
}
