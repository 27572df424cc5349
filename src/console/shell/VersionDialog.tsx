/**
 * The version announcement (spec console §1 Shell "a version icon that opens a version
 * announcement"): the product version (package.json) and the notes of each release, newest first.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Modal, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../app-info.ts';
import { useUi } from '../store/ui-store.ts';
import { RELEASE_NOTES } from './release-notes.ts';

export function VersionButton() {
  const { t } = useTranslation();
  const language = useUi((s) => s.language);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('version.title')}>
        <Button type="text" size="small" icon={<NotificationOutlined />} onClick={() => setOpen(true)} data-testid="version-button">
          <Tag color="blue" className="wms-version">v{APP_VERSION}</Tag>
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('version.title')}
        onCancel={() => setOpen(false)}
        footer={<Button type="primary" onClick={() => setOpen(false)}>{t('version.close')}</Button>}
        data-testid="version-dialog"
      >
        <Typography.Title level={5}>{t('version.current', { version: APP_VERSION })}</Typography.Title>
        {RELEASE_NOTES.map((release) => (
          <section key={release.version}>
            <Typography.Text strong>{`v${release.version} · ${t('version.notes')}`}</Typography.Text>
            <ul className="wms-version-notes">
              {release.notes[language].map((note) => <li key={note}>{note}</li>)}
            </ul>
          </section>
        ))}
      </Modal>
    </>
  );
}
