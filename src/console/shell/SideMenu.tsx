/**
 * The side menu (spec console §2, §9: 210px, collapsible, choice remembered), built from the user's
 * menu tree, with the user's favourites on top and a star on every page entry.
 */
import {
  AccountBookOutlined, AppstoreOutlined, BarChartOutlined, DashboardOutlined, DatabaseOutlined, ExportOutlined,
  ImportOutlined, InboxOutlined, SettingOutlined, StarOutlined, TeamOutlined, ToolOutlined,
} from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFavourites, type Favourite } from '../store/favourites-store.ts';
import type { MenuNode } from '../store/session-store.ts';
import { useSession } from '../store/session-store.ts';
import { useUi } from '../store/ui-store.ts';
import { DASHBOARD_PATH } from '../store/tabs-store.ts';
import { FavouriteEntry } from './FavouriteEntry.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';

const SIDER_WIDTH = 210;
const FAVOURITES_KEY = 'favourites';
// Favourite entries repeat page paths: their keys carry this prefix so menu keys stay unique.
const FAVOURITE_PREFIX = 'favourite:';

const GROUP_ICONS: Record<string, ReactNode> = {
  base: <DatabaseOutlined />,
  inbound: <ImportOutlined />,
  outbound: <ExportOutlined />,
  sm: <InboxOutlined />,
  production: <ToolOutlined />,
  report: <BarChartOutlined />,
  system: <SettingOutlined />,
  offsite: <TeamOutlined />,
  reconciliation: <AccountBookOutlined />,
};

type Item = Required<MenuProps>['items'][number];

function toItem(menu: MenuNode): Item {
  if (menu.menuLevel === 4) {
    return {
      key: menu.path,
      label: (
        <span className="wms-menu-entry">
          <span className="wms-menu-name">{menu.menuName}</span>
          <span className="wms-menu-actions">
            <FavouriteStar menuNo={menu.menuNo} />
          </span>
        </span>
      ),
    };
  }
  return {
    key: menu.path,
    label: menu.menuName,
    icon: menu.menuLevel === 2 ? (GROUP_ICONS[menu.url] ?? <AppstoreOutlined />) : undefined,
    children: menu.children.map(toItem),
  };
}

function favouritesItem(favourites: Favourite[], title: string): Item {
  return {
    key: FAVOURITES_KEY,
    label: title,
    icon: <StarOutlined />,
    children: favourites.map((favourite, index) => ({
      key: `${FAVOURITE_PREFIX}${favourite.path}`,
      label: <FavouriteEntry favourite={favourite} isFirst={index === 0} isLast={index === favourites.length - 1} />,
    })),
  };
}

/** Ancestor paths of a page path (/a, /a/b) so its groups open. */
function ancestors(path: string | undefined): string[] {
  const parts = path?.split('/').filter(Boolean) ?? [];
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

export function SideMenu({ activePath }: { activePath: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((s) => s.menus);
  const collapsed = useUi((s) => s.collapsed);
  const language = useUi((s) => s.language);
  const favourites = useFavourites((s) => s.favourites);
  const [openKeys, setOpenKeys] = useState<string[]>(() => [FAVOURITES_KEY, ...ancestors(activePath)]);

  // Favourite names come in the request language.
  useEffect(() => {
    void useFavourites.getState().load().catch(() => undefined);
  }, [language]);

  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...ancestors(activePath)])]);
  }, [activePath]);

  const items = useMemo<Item[]>(
    () => [
      { key: DASHBOARD_PATH, label: t('tabs.dashboard'), icon: <DashboardOutlined /> },
      favouritesItem(favourites, t('favourites.title')),
      ...(menus ?? []).map(toItem),
    ],
    [menus, favourites, t],
  );

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsible
      collapsed={collapsed}
      trigger={null}
      theme="dark"
      className="wms-sider"
    >
      <div className="wms-logo" onClick={() => navigate(DASHBOARD_PATH)}>
        <InboxOutlined className="wms-logo-icon" />
        {!collapsed && <span>{t('app.title')}</span>}
      </div>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={activePath ? [activePath, `${FAVOURITE_PREFIX}${activePath}`] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => navigate(key.replace(FAVOURITE_PREFIX, ''))}
      />
    </Layout.Sider>
  );
}
