/** The operation cell of one list row: icon buttons of the shown actions and a "more" dropdown for the rest. */
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './row-actions.ts';

const ICONS: Record<RowAction, ReactNode> = { view: <EyeOutlined />, modify: <EditOutlined />, copy: <CopyOutlined />, delete: <DeleteOutlined /> };

type Props = { visible: RowAction[]; more: RowAction[]; onAction: (action: RowAction) => void };

/** Keeps a click on the cell from also opening the row's drawer. */
const stop = (event: MouseEvent) => event.stopPropagation();

export function RowActions({ visible, more, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0} onClick={stop} data-testid="row-actions">
      {visible.map((action) => (
        <Tooltip key={action} title={t(`list.${action}`)}>
          <Button type="link" size="small" danger={action === 'delete'} icon={ICONS[action]} aria-label={t(`list.${action}`)} onClick={() => onAction(action)} />
        </Tooltip>
      ))}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((action) => ({ key: action, icon: ICONS[action], label: t(`list.${action}`), danger: action === 'delete' })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              onAction(key as RowAction);
            },
          }}
        >
          <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('list.more')} />
        </Dropdown>
      )}
    </Space>
  );
}
