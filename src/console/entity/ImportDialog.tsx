/**
 * Import dialog (spec console §4 import states, §5): one xlsx or csv file, not uploaded until the
 * import button (disabled until a file is chosen); upload progress; on refusal the row errors in a
 * table; on success the counts added and updated. A link downloads the template.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Result, Space, Table, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowIssue } from '../../shared/errors.ts';
import type { EntityDef } from '../../shared/entity.ts';
import type { ImportResult } from '../../shared/rpc.ts';
import { RequestError } from '../../client/request.ts';
import { downloadTemplate, importFile } from './entity-api.ts';
import { saveFile } from './export-file.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'ready'; file: File }
  | { kind: 'uploading'; file: File; percent: number }
  | { kind: 'failed'; file: File; rows: RowIssue[] }
  | { kind: 'error'; file: File }
  | { kind: 'done'; result: ImportResult };

type Props = { entity: EntityDef; open: boolean; onClose: () => void; onImported: () => void };

export function ImportDialog({ entity, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const file = 'file' in phase ? phase.file : undefined;
  const fileList: UploadFile[] = file ? [{ uid: '1', name: file.name, status: phase.kind === 'failed' || phase.kind === 'error' ? 'error' : 'done' }] : [];

  const start = async () => {
    if (!file) return;
    setPhase({ kind: 'uploading', file, percent: 0 });
    try {
      const result = await importFile(entity, file, (percent) => setPhase({ kind: 'uploading', file, percent }));
      setPhase({ kind: 'done', result });
      onImported();
    } catch (error) {
      const rows = error instanceof RequestError ? error.details?.rows : undefined;
      setPhase(rows?.length ? { kind: 'failed', file, rows } : { kind: 'error', file });
    }
  };

  const close = () => {
    setPhase({ kind: 'idle' });
    onClose();
  };

  const template = async () => {
    const downloaded = await downloadTemplate(entity).catch(() => undefined);
    if (downloaded) saveFile(downloaded, downloaded.fileName);
  };

  const name = t(`entity.${entity.name}`);
  return (
    <Modal
      open={open}
      title={t('import.title', { name })}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        phase.kind === 'done' ? (
          <Button type="primary" onClick={close}>{t('import.close')}</Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('form.cancel')}</Button>
            <Button type="primary" disabled={!file || phase.kind === 'uploading'} loading={phase.kind === 'uploading'} onClick={start} data-testid="import-submit">
              {t('import.submit')}
            </Button>
          </Space>
        )
      }
    >
      {phase.kind === 'done' ? (
        <Result status="success" title={t('import.success', { added: phase.result.added, updated: phase.result.updated })} />
      ) : (
        <Space orientation="vertical" size="middle" className="wms-wide">
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            multiple={false}
            fileList={fileList}
            beforeUpload={(chosen) => {
              setPhase({ kind: 'ready', file: chosen });
              return false;
            }}
            onRemove={() => setPhase({ kind: 'idle' })}
            disabled={phase.kind === 'uploading'}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('import.drag')}</p>
            <p className="ant-upload-hint">{t('import.hint')}</p>
          </Upload.Dragger>
          <Button type="link" icon={<DownloadOutlined />} onClick={template} className="wms-link-button">{t('import.template')}</Button>
          {phase.kind === 'uploading' && <Progress percent={phase.percent} status="active" format={(p) => (p === 100 ? t('import.verifying') : `${p}%`)} />}
          {phase.kind === 'failed' && (
            <>
              <Alert type="error" showIcon title={t('import.failed')} />
              <Table<RowIssue>
                size="small"
                rowKey="row"
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                dataSource={phase.rows}
                columns={[
                  { title: t('import.row'), dataIndex: 'row', width: 80 },
                  { title: t('import.issues'), key: 'issues', render: (_, row) => row.issues.map((issue) => issue.message).join('; ') },
                ]}
              />
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
