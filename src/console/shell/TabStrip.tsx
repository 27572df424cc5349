/**
 * The tab strip of visited pages (spec console §2): dashboard pinned; left and right arrows move to
 * the neighbouring tab; refresh and close current, others, all from the menu at the right (page in
 * front) or by right-clicking a tab (that tab).
 */
import { CloseOutlined, DownOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tabs, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, useTabs } from '../store/tabs-store.ts';
import { useTabActions } from './use-tab-actions.ts';

export function TabStrip({ activePath, titleOf }: { activePath: string; titleOf: (path: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const actions = useTabActions();
  const at = tabs.findIndex((tab) => tab.path === activePath);

  const menuFor = (path: string): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh'), onClick: () => actions.refresh(path) },
      { key: 'current', icon: <CloseOutlined />, label: t('tabs.closeCurrent'), disabled: path === DASHBOARD_PATH, onClick: () => actions.closeOne(path) },
      { key: 'others', label: t('tabs.closeOthers'), onClick: () => actions.closeOthers(path) },
      { key: 'all', label: t('tabs.closeAll'), onClick: actions.closeAll },
    ],
  });

  return (
    <div className="wms-tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activePath}
        onChange={(key) => {
          const tab = tabs.find((item) => item.path === key);
          navigate(`${key}${tab?.search ?? ''}`);
        }}
        onEdit={(key, action) => action === 'remove' && actions.closeOne(String(key))}
        items={tabs.map((tab) => ({
          key: tab.path,
          label: (
            <Dropdown trigger={['contextMenu']} menu={menuFor(tab.path)}>
              <span>{titleOf(tab.path)}</span>
            </Dropdown>
          ),
          closable: tab.path !== DASHBOARD_PATH,
        }))}
        tabBarExtraContent={
          <Space size={0}>
            <Tooltip title={t('tabs.previous')}>
              <Button size="small" type="text" icon={<LeftOutlined />} aria-label={t('tabs.previous')} disabled={at <= 0} onClick={() => actions.step(-1)} />
            </Tooltip>
            <Tooltip title={t('tabs.next')}>
              <Button size="small" type="text" icon={<RightOutlined />} aria-label={t('tabs.next')} disabled={at < 0 || at >= tabs.length - 1} onClick={() => actions.step(1)} />
            </Tooltip>
            <Dropdown menu={menuFor(activePath)} placement="bottomRight">
              <Button size="small" type="text" icon={<DownOutlined />} data-testid="tab-actions" />
            </Dropdown>
          </Space>
        }
      />
    </div>
  );
}
