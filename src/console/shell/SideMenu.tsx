/**
 * The side menu (spec console §2, §9: 210px, collapsible and lockable, choices remembered per user),
 * built from the user's menu tree, with the user's favourites on top and a star on every page
 * entry (no favourites: the group holds one greyed line saying how to add one, record 1024). External-link entries open in a new tab with the user's placeholders filled; custom
 * entries ask the server for their address (menu-links.ts). Unlocked, it also folds by itself in a
 * narrow window (not remembered).
 */
import {
  AccountBookOutlined, AppstoreOutlined, BarChartOutlined, DashboardOutlined, DatabaseOutlined, ExportOutlined,
  ImportOutlined, InboxOutlined, LinkOutlined, LockOutlined, SettingOutlined, StarOutlined, TeamOutlined, ToolOutlined, UnlockOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../client/request.ts';
import { useFavourites, type Favourite } from '../store/favourites-store.ts';
import type { MenuNode } from '../../client/session-store.ts';
import { useSession } from '../../client/session-store.ts';
import { useUi } from '../store/ui-store.ts';
import { DASHBOARD_PATH } from '../store/tabs-store.ts';
import { FavouriteEntry } from './FavouriteEntry.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import { isMenuPage, menuPagesOf } from '../../shared/menu-tree.ts';
import { fillPlaceholders, menuLinkKind } from './menu-links.ts';

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

/**
 * A top-level group's children; in a collapsed side menu (icons only) under a heading with the group's
 * name, so the pop-up a hovered icon opens says what the icon is (record 0831).
 */
function groupChildren(key: string, name: string, children: Item[], collapsed: boolean): Item[] {
  return collapsed ? [{ type: 'group', key: `${key}#name`, label: name, children }] : children;
}

function toItem(menu: MenuNode, isTop: boolean, collapsed: boolean): Item {
  if (isMenuPage(menu)) {
    return {
      key: menu.path,
      icon: menuLinkKind(menu.url) === 'route' ? undefined : <LinkOutlined />,
      label: (
        <span className="wms-menu-entry">
          {/* The whole name on hover: a long one is cut with an ellipsis at 1440 px (walk 14-23 item 13). */}
          <span className="wms-menu-name" title={menu.menuName}>{menu.menuName}</span>
          <span className="wms-menu-actions">
            <FavouriteStar menuNo={menu.menuNo} />
          </span>
        </span>
      ),
    };
  }
  const children = menu.children.map((child) => toItem(child, false, collapsed));
  return {
    key: menu.path,
    label: <span title={menu.menuName}>{menu.menuName}</span>,
    icon: isTop ? (GROUP_ICONS[menu.url] ?? <AppstoreOutlined />) : undefined,
    children: isTop ? groupChildren(menu.path, menu.menuName, children, collapsed) : children,
  };
}

function favouritesItem(favourites: Favourite[], title: string, hint: string, collapsed: boolean): Item {
  const entries: Item[] = favourites.length === 0
    ? [{ key: `${FAVOURITES_KEY}#hint`, disabled: true, label: <span className="wms-favourites-hint" title={hint} data-testid="favourites-hint">{hint}</span> }]
    : favourites.map((favourite, index) => ({
      key: `${FAVOURITE_PREFIX}${favourite.path}`,
      label: <FavouriteEntry favourite={favourite} isFirst={index === 0} isLast={index === favourites.length - 1} />,
    }));
  return { key: FAVOURITES_KEY, label: title, icon: <StarOutlined />, children: groupChildren(FAVOURITES_KEY, title, entries, collapsed) };
}

/** Every page of the tree by path. */
function pagesByPath(menus: MenuNode[]): Map<string, MenuNode> {
  return new Map(menuPagesOf(menus).map((page) => [page.path, page]));
}

/** Opens an external or custom entry in a new tab (the tab opens at once, so no popup blocker stops it). */
async function openLink(menu: MenuNode): Promise<void> {
  const user = useSession.getState().user;
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = menuLinkKind(menu.url) === 'external' ? fillPlaceholders(menu.url, user!) : (await call<{ url: string }>('ISysMenuService', 'getCustomMenuTarget', { menuNo: menu.menuNo })).url;
    if (tab) tab.location.href = url;
  } catch {
    tab?.close();
  }
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
  const { collapsed: chosen, locked, setLocked } = useUi();
  const [narrow, setNarrow] = useState(false);
  const collapsed = chosen || (narrow && !locked);
  const pages = useMemo(() => pagesByPath(menus ?? []), [menus]);
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
      favouritesItem(favourites, t('favourites.title'), t('favourites.empty'), collapsed),
      ...(menus ?? []).map((menu) => toItem(menu, true, collapsed)),
    ],
    [menus, favourites, t, collapsed],
  );

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsible
      collapsed={collapsed}
      breakpoint="lg"
      onBreakpoint={setNarrow}
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
        onClick={({ key }) => {
          const path = key.replace(FAVOURITE_PREFIX, '');
          const page = pages.get(path);
          if (page && menuLinkKind(page.url) !== 'route') void openLink(page);
          else navigate(path);
        }}
      />
      <div className="wms-sider-lock">
        <Tooltip title={t(locked ? 'sider.unlock' : 'sider.lock')} placement="right">
          <Button type="text" icon={locked ? <LockOutlined /> : <UnlockOutlined />} aria-label={t(locked ? 'sider.unlock' : 'sider.lock')} aria-pressed={locked}
            onClick={() => setLocked(!locked)} data-testid="sider-lock" />
        </Tooltip>
      </div>
    </Layout.Sider>
  );
}
