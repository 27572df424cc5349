/**
 * The column-setting popover of the list page (spec console §2, §9 "column popover 380 by 393"):
 * per column a show/hide switch, a freeze-left switch, and reordering by dragging a row onto
 * another or with the up/down buttons (keyboard reachable); the selection column is not listed.
 * Every change is saved at once; reset forgets the saved layout.
 */
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Popover, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropColumn, moveColumn, type ColumnSetting } from './column-layout.ts';

type Props = {
  layout: ColumnSetting[];
  onChange: (layout: ColumnSetting[]) => void;
  onReset: () => void;
  /** The title of a column (default: its field label); custom columns have their own names. */
  titleOf?: (columnKey: string) => string;
};

export function ColumnSettings({ layout, onChange, onReset, titleOf }: Props) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string>();
  const update = (columnKey: string, change: Partial<ColumnSetting>) =>
    onChange(layout.map((setting) => (setting.columnKey === columnKey ? { ...setting, ...change } : setting)));

  const content = (
    <div className="wms-column-settings" data-testid="column-settings-panel">
      <div className="wms-column-settings-head">
        <span>{t('columns.column')}</span>
        <span>{t('columns.show')}</span>
        <span>{t('columns.fixed')}</span>
        <span>{t('columns.order')}</span>
      </div>
      <div className="wms-column-settings-list">
        {layout.map((setting, index) => (
          <div
            key={setting.columnKey}
            className="wms-column-settings-row"
            data-testid={`column-${setting.columnKey}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(setting.columnKey);
            }}
            onDragOver={(event) => dragged && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged) onChange(dropColumn(layout, dragged, setting.columnKey));
              setDragged(undefined);
            }}
            onDragEnd={() => setDragged(undefined)}
          >
            <span className="wms-column-settings-name">
              <HolderOutlined className="wms-column-settings-handle" />
              {titleOf ? titleOf(setting.columnKey) : t(`field.${setting.columnKey}`)}
            </span>
            <Switch size="small" checked={setting.isShow} aria-label={t('columns.show')} onChange={(isShow) => update(setting.columnKey, { isShow })} />
            <Switch size="small" checked={setting.isFixed} aria-label={t('columns.fixed')} onChange={(isFixed) => update(setting.columnKey, { isFixed })} />
            <span>
              <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('columns.moveUp')} disabled={index === 0}
                onClick={() => onChange(moveColumn(layout, setting.columnKey, -1))} />
              <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('columns.moveDown')} disabled={index === layout.length - 1}
                onClick={() => onChange(moveColumn(layout, setting.columnKey, 1))} />
            </span>
          </div>
        ))}
      </div>
      <Button block onClick={onReset} data-testid="column-settings-reset">
        {t('columns.reset')}
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns.title')} content={content}>
      <Tooltip title={t('columns.title')}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('columns.title')} data-testid="column-settings" />
      </Tooltip>
    </Popover>
  );
}
