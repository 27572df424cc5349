/**
 * Toolbar of a list page from the page's permission flags (spec console §6): add (isAdd), modify
 * (isModify), delete (isPhysicalDelete or isDelete per the entity), import (isImport) and export
 * (isExport), ordered, enabled and overflowed into "More" by toolbar-rules.ts; a disabled button says why
 * in a tooltip (select one row, select a row). On the right: the
 * selection count, the page's extra tools (column settings) and refresh.
 */
import { DeleteOutlined, DownloadOutlined, DownOutlined, EditOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import type { MenuPermissions } from '../../shared/permissions.ts';
import { toolbarButtons, type ToolbarCandidate } from './toolbar-rules.ts';

export type ToolbarAction = 'add' | 'modify' | 'delete' | 'import' | 'export';

type Props = {
  entity: EntityDef;
  permissions: MenuPermissions;
  selectedCount: number;
  exporting: boolean;
  onAction: (action: ToolbarAction) => void;
  onRefresh: () => void;
  tools: ReactNode;
};

// aria-hidden: the button's accessible name is its text alone ("Modify", not "edit Modify").
const ICONS: Record<ToolbarAction, ReactNode> = {
  add: <PlusOutlined aria-hidden />,
  modify: <EditOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
  import: <UploadOutlined aria-hidden />,
  export: <DownloadOutlined aria-hidden />,
};

/** The buttons of the generic list page with their sort weights. */
function candidates(entity: EntityDef): ToolbarCandidate<ToolbarAction>[] {
  return [
    { action: 'add', flag: 'isAdd', sort: 10 },
    { action: 'modify', flag: 'isModify', sort: 20 },
    { action: 'delete', flag: entity.physicalDelete ? 'isPhysicalDelete' : 'isDelete', sort: 30 },
    // Import only where the entity has an import port (spec console §5); export always shows, and says message.noExport without a port.
    ...(entity.ports?.import === false ? [] : [{ action: 'import' as const, flag: 'isImport' as const, sort: 80 }]),
    { action: 'export', flag: 'isExport', sort: 90 },
  ];
}

export function ListToolbar({ entity, permissions, selectedCount, exporting, onAction, onRefresh, tools }: Props) {
  const { t } = useTranslation();
  const { visible, more } = toolbarButtons(candidates(entity), permissions, selectedCount);
  return (
    <div className="wms-toolbar">
      <Space wrap data-testid="toolbar">
        {visible.map((b) => (
          // A disabled button says why on hover (a disabled button gets no pointer events, so the tooltip wraps a span).
          <Tooltip key={b.action} title={b.reason ? t(b.reason) : undefined}>
            <span data-testid={`toolbar-${b.action}-why`}>
              <Button
                type={b.action === 'add' ? 'primary' : 'default'}
                danger={b.action === 'delete'}
                icon={ICONS[b.action]}
                disabled={!b.enabled}
                loading={b.action === 'export' && exporting}
                onClick={() => onAction(b.action)}
                data-testid={`toolbar-${b.action}`}
              >
                {t(`list.${b.action}`)}
              </Button>
            </span>
          </Tooltip>
        ))}
        {more.length > 0 && (
          <Dropdown
            menu={{
              items: more.map((b) => ({ key: b.action, icon: ICONS[b.action], label: t(`list.${b.action}`), disabled: !b.enabled })),
              onClick: ({ key }) => onAction(key as ToolbarAction),
            }}
          >
            <Button data-testid="toolbar-more">
              {t('list.more')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Space>
      <Space>
        {selectedCount > 0 && <Typography.Text type="secondary">{t('list.selected', { count: selectedCount })}</Typography.Text>}
        {tools}
        <Tooltip title={t('list.refresh')}>
          <Button type="text" icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('list.refresh')} />
        </Tooltip>
      </Space>
    </div>
  );
}
