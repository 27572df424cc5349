/**
 * The sessions of one user (issue 16; ISysSessionService getusersessionlist / revokeusersessions):
 * a dialog opened from the user or supplier-user list with that user's live sessions (signed in,
 * last seen, expires, address, the administrator's own marked) and, with isModify on the page,
 * revoking one session or all of them after a confirmation. A revoked session answers 10004 on its
 * next call; the list reloads after each revoke.
 */
import { App, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';

const SERVICE = 'ISysSessionService';

/** One live session as getusersessionlist answers it (times are ISO strings). */
type SessionRow = { id: number; createdAt: string; lastSeenAt: string; expiresAt: string; address: string | null; current: boolean };

export function SessionsDialog({ user, canRevoke, onClose }: { user: { id: number; userNo: string }; canRevoke: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [rows, setRows] = useState<SessionRow[]>();

  const load = useCallback(() => call<SessionRow[]>(SERVICE, 'getusersessionlist', { id: user.id }).then(setRows), [user.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const revoke = (sessionIds?: number[]) =>
    modal.confirm({
      title: t('access.sessions.revoke'),
      content: sessionIds ? t('access.sessions.revokeOneConfirm') : t('access.sessions.revokeAllConfirm', { userNo: user.userNo }),
      onOk: async () => {
        const { revoked } = await call<{ revoked: number }>(SERVICE, 'revokeusersessions', { id: user.id, sessionIds });
        message.success(t('access.sessions.revoked', { count: revoked }));
        await load();
      },
    });

  const columns: TableColumnsType<SessionRow> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('access.sessions.createdAt'), render: (value: string) => formatDateTime(value) },
    { key: 'lastSeenAt', dataIndex: 'lastSeenAt', title: t('access.sessions.lastSeenAt'), render: (value: string) => formatDateTime(value) },
    { key: 'expiresAt', dataIndex: 'expiresAt', title: t('access.sessions.expiresAt'), render: (value: string) => formatDateTime(value) },
    { key: 'address', dataIndex: 'address', title: t('access.sessions.address') },
    { key: 'current', dataIndex: 'current', title: '', render: (value: boolean) => (value ? <Tag color="blue">{t('access.sessions.current')}</Tag> : null) },
    ...(canRevoke
      ? [{ key: 'revoke', title: '', render: (_: unknown, row: SessionRow) => <Button size="small" danger onClick={() => revoke([row.id])} data-testid={`session-revoke-${row.id}`}>{t('access.sessions.revoke')}</Button> }]
      : []),
  ];

  return (
    <Modal open width={820} title={t('access.sessions.title', { userNo: user.userNo })} onCancel={onClose} footer={null} data-testid="sessions-dialog">
      <Space orientation="vertical" className="wms-wide">
        {canRevoke && (
          <Button danger disabled={!rows?.length} onClick={() => revoke()} data-testid="session-revoke-all">
            {t('access.sessions.revokeAll')}
          </Button>
        )}
        <Table<SessionRow> rowKey="id" size="small" columns={columns} dataSource={rows ?? []} loading={!rows} pagination={false} locale={{ emptyText: t('access.sessions.none') }} data-testid="sessions-table" />
      </Space>
    </Modal>
  );
}
