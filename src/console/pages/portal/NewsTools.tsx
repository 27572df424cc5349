/**
 * The toolbar tools of the news list (LIST_EXTRAS; workflows §4 announcement actions): publish
 * (isSubmit), cancel (isClose), pin and unpin (isModify) on the selected news, each enabled when
 * every selected news is in a state that allows it and confirmed first; for one selected news its
 * read records (isSearch) and attachments (upload and remove while a draft, with isModify).
 */
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_DRAFT, NEWS_PUBLISHED } from '../../../shared/entities/news.entity.ts';
import type { PermissionFlag } from '../../../shared/permissions.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { NewsAttachments } from './NewsAttachments.tsx';
import { ReadRecordsDrawer } from './ReadRecordsDrawer.tsx';
import { runNewsAction, type NewsAction } from './news-api.ts';

type Row = Record<string, unknown>;
const ACTIONS: { action: NewsAction; label: string; flag: PermissionFlag; allows: (row: Row) => boolean }[] = [
  { action: 'publishSysNews', label: 'portal.publish', flag: 'isSubmit', allows: (row) => row.ispublish === NEWS_DRAFT },
  { action: 'cancelSysNews', label: 'portal.cancel', flag: 'isClose', allows: (row) => row.ispublish === NEWS_PUBLISHED },
  { action: 'topSysNews', label: 'portal.pin', flag: 'isModify', allows: (row) => row.topSign !== true },
  { action: 'untopSysNews', label: 'portal.unpin', flag: 'isModify', allows: (row) => row.topSign === true },
];

export function NewsTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState<'reads' | 'files'>();
  const [only] = selected.length === 1 ? selected : [];

  const run = (action: NewsAction, label: string) => {
    const rows = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
    modal.confirm({
      title: t('portal.confirmAction', { action: t(label), count: rows.length }),
      onOk: async () => {
        await runNewsAction(action, rows);
        message.success(t('portal.actionDone', { action: t(label), count: rows.length }));
        onDone();
      },
    });
  };

  return (
    <>
      {ACTIONS.filter(({ flag }) => permissions[flag]).map(({ action, label, allows }) => (
        <Button key={action} disabled={selected.length === 0 || !selected.every(allows)} onClick={() => run(action, label)} data-testid={`news-${action}`}>
          {t(label)}
        </Button>
      ))}
      {permissions.isSearch && (
        <>
          <Button disabled={!only} onClick={() => setOpen('reads')} data-testid="news-read-records">{t('portal.readRecords')}</Button>
          <Button disabled={!only} onClick={() => setOpen('files')} data-testid="news-files">{t('portal.attachments')}</Button>
        </>
      )}
      {only && open === 'reads' && <ReadRecordsDrawer newsId={Number(only.id)} onClose={() => setOpen(undefined)} />}
      {only && open === 'files' && <NewsAttachments news={{ id: Number(only.id), ispublish: String(only.ispublish) }} canModify={permissions.isModify === true} onClose={() => setOpen(undefined)} />}
    </>
  );
}
