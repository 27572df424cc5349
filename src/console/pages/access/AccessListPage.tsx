/**
 * The list page of users, supplier users and roles (spec console §2 System jurisdiction; §6 toolbar
 * rules): keyword search, a paged table, and Add, Modify and Delete as the page's flags allow
 * (modify and delete need exactly one selected row). Add and Modify open the tabbed form
 * (add-{route}, modify-{route}/{id}/{key}). On the user and supplier-user lists, Sessions (one
 * selected row) opens the user's live sessions, revocable with isModify (SessionsDialog). On the
 * user list, "Reset second factor" (isModify, one selected row) removes the user's TOTP factor (a
 * lost phone; ISysTotpService/resetusertotp) after a confirmation naming the user. Delete confirms
 * naming the records (namedRows).
 */
import { App, Button, Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AccessKind } from '../../../shared/access.ts';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { toolbarButtons, type ToolbarCandidate } from '../../entity/toolbar-rules.ts';
import { accessModifyPath, addPath } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { deleteAccess, KEY_OF, listAccess, resetTotp, type AccessRow } from './access-api.ts';
import { namedRows } from '../../entity/named-rows.ts';
import { refLabel } from '../../entity/ref-label.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { RequestError } from '../../../client/request.ts';
import { SessionsDialog } from './SessionsDialog.tsx';
import { tablePagination } from '../../paging.ts';

const COLUMNS: Record<AccessKind, string[]> = {
  user: ['userNo', 'userName', 'outsideUserNo', 'orgNo', 'warehouseNo', 'phone', 'email', 'statusCode', 'isLocked', 'hasTotp', 'updateDate'],
  supplierUser: ['userNo', 'userName', 'belongSupplier', 'phone', 'email', 'statusCode', 'isLocked', 'updateDate'],
  role: ['roleNo', 'roleName', 'userCount', 'statusCode', 'remark', 'updateDate'],
};

type Action = 'add' | 'modify' | 'delete';
const BUTTONS: ToolbarCandidate<Action>[] = [
  { action: 'add', flag: 'isAdd', sort: 1 },
  { action: 'modify', flag: 'isModify', sort: 2 },
  { action: 'delete', flag: 'isDelete', sort: 3 },
];

export function AccessListPage({ kind, menu }: { kind: AccessKind; menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [page, setPage] = useState<Page<AccessRow>>();
  const [selected, setSelected] = useState<AccessRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [sessionsOf, setSessionsOf] = useState<AccessRow>();
  // A saved form bumps the list's version, so the list shows the change when the user comes back.
  const listVersion = useTabs((s) => s.listVersion[menu.path] ?? 0);

  useEffect(() => {
    let cancelled = false;
    void listAccess(kind, paging.current, paging.size, { keyword: keyword || undefined }).then((answer) => {
      if (cancelled) return;
      setPage(answer);
      setSelected([]);
    });
    return () => {
      cancelled = true;
    };
  }, [kind, keyword, paging, reloads, listVersion]);

  const key = KEY_OF[kind];
  const label = (row: AccessRow) => refLabel(row[key], row[kind === 'role' ? 'roleName' : 'userName']);
  const confirmResetTotp = (row: AccessRow) => {
    const user = label(row);
    modal.confirm({
      title: t('access.resetTotp.button'),
      content: t('access.resetTotp.confirm', { user }),
      okText: t('access.resetTotp.ok'),
      okButtonProps: { danger: true },
      onOk: () =>
        resetTotp(row.id).then(
          () => {
            void message.success(t('access.resetTotp.done', { user }));
            // The 2FA column follows at once.
            setReloads((n) => n + 1);
          },
          (error: unknown) => {
            if (error instanceof RequestError && error.code === ERROR_CODES.NOT_FOUND) void message.info(t('access.resetTotp.none', { user }));
            else if (error instanceof RequestError) void message.error(error.message);
          },
        ),
    });
  };
  const run = (action: Action) => {
    if (action === 'add') navigate(addPath(menu));
    else if (action === 'modify') navigate(accessModifyPath(menu, selected[0].id, String(selected[0][key])));
    else {
      modal.confirm({
        title: t('list.deleteTitle'),
        content: t('list.deleteNamed', { names: namedRows(t, selected.map(label)) }),
        onOk: async () => {
          const count = await deleteAccess(kind, selected);
          message.success(t('list.deleted', { count }));
          setReloads((n) => n + 1);
        },
      });
    }
  };
  const { visible } = toolbarButtons(BUTTONS, menu.permissions, selected.length);
  const columns: TableColumnsType<AccessRow> = COLUMNS[kind].map((field) => ({
    key: field,
    dataIndex: field,
    title: t(`field.${field}`),
    render: (value: unknown) => {
      if (field === 'statusCode') return <Tag color={value === 1 ? 'green' : 'default'}>{t(`enum.STATUS.${value}`)}</Tag>;
      if (field === 'isLocked') return value ? <Tag color="red">{t('field.isLocked')}</Tag> : null;
      if (field === 'hasTotp') return value ? <Tag color="blue" data-testid="user-2fa">{t('field.hasTotpOn')}</Tag> : null;
      if (field === 'updateDate') return value ? formatDateTime(String(value)) : null;
      return value as string;
    },
  }));

  return (
    <div className="wms-list" data-testid={`access-list-${kind}`}>
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} data-testid="access-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {visible.map((button) => (
              <Button key={button.action} type={button.action === 'add' ? 'primary' : 'default'} danger={button.action === 'delete'} disabled={!button.enabled} onClick={() => run(button.action)} data-testid={`access-${button.action}`}>
                {t(`list.${button.action}`)}
              </Button>
            ))}
            {kind !== 'role' && (
              <Button disabled={selected.length !== 1} onClick={() => setSessionsOf(selected[0])} data-testid="access-sessions">
                {t('access.sessions.button')}
              </Button>
            )}
            {kind === 'user' && menu.permissions.isModify && (
              <Button disabled={selected.length !== 1} onClick={() => confirmResetTotp(selected[0])} data-testid="access-reset-totp">
                {t('access.resetTotp.button')}
              </Button>
            )}
          </Space>
        </div>
        <Table<AccessRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          rowSelection={{ selectedRowKeys: selected.map((row) => row.id), onChange: (_keys, rows) => setSelected(rows) }}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="access-table"
        />
      </Card>
      {sessionsOf && <SessionsDialog user={{ id: sessionsOf.id, userNo: String(sessionsOf.userNo) }} canRevoke={menu.permissions.isModify === true} onClose={() => setSessionsOf(undefined)} />}
    </div>
  );
}
