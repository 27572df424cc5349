/**
 * Toolbar of a list page from the page's permission flags (spec console §6): add (isAdd), modify
 * (isModify, exactly one row), delete (isPhysicalDelete or isDelete per the entity, at least one
 * row), import (isImport), export (isExport). With only isSearch no button shows. On the right:
 * the selection count, the page's extra tools (column settings) and refresh.
 */
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import type { MenuPermissions } from '../../shared/permissions.ts';

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

type ToolbarButton = { action: ToolbarAction; allowed: boolean | undefined; enabled: boolean; icon: ReactNode; primary?: boolean; danger?: boolean };

export function ListToolbar({ entity, permissions, selectedCount, exporting, onAction, onRefresh, tools }: Props) {
  const { t } = useTranslation();
  const buttons: ToolbarButton[] = [
    { action: 'add', allowed: permissions.isAdd, enabled: true, icon: <PlusOutlined />, primary: true },
    { action: 'modify', allowed: permissions.isModify, enabled: selectedCount === 1, icon: <EditOutlined /> },
    {
      action: 'delete',
      allowed: entity.physicalDelete ? permissions.isPhysicalDelete : permissions.isDelete,
      enabled: selectedCount >= 1,
      icon: <DeleteOutlined />,
      danger: true,
    },
    { action: 'import', allowed: permissions.isImport, enabled: true, icon: <UploadOutlined /> },
    { action: 'export', allowed: permissions.isExport, enabled: true, icon: <DownloadOutlined /> },
  ];
  return (
    <div className="wms-toolbar">
      <Space wrap>
        {buttons
          .filter((b) => b.allowed)
          .map((b) => (
            <Button
              key={b.action}
              type={b.primary ? 'primary' : 'default'}
              danger={b.danger}
              icon={b.icon}
              disabled={!b.enabled}
              loading={b.action === 'export' && exporting}
              onClick={() => onAction(b.action)}
              data-testid={`toolbar-${b.action}`}
            >
              {t(`list.${b.action}`)}
            </Button>
          ))}
      </Space>
      <Space>
        {selectedCount > 0 && <Typography.Text type="secondary">{t('list.selected', { count: selectedCount })}</Typography.Text>}
        {tools}
        <Tooltip title={t('list.refresh')}>
          <Button type="text" icon={<ReloadOutlined />} onClick={onRefresh} />
        </Tooltip>
      </Space>
    </div>
  );
}
