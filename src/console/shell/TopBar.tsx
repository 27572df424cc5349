/**
 * The top bar (spec console §1 Shell): collapse toggle (off while the side menu is locked), all-functions menu button, breadcrumb with the favourite star of the
 * page in front, version icon opening the version announcement, language selector and user menu (user information for a user with
 * an employeeId, spec console §6; password change for everyone; sign-out), and the password expiry warning
 * when the policy warns (getUserInfo pwdExpireDays).
 */
import { loadUserMenus } from './user-menus.ts';
import { AppstoreOutlined, GlobalOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Breadcrumb, Button, Dropdown, Layout, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { applyLanguage } from '../../client/i18n.ts';
import { PASSWORD_PATH, USER_INFO_PATH } from '../routes.ts';
import { useSession, type MenuNode } from '../../client/session-store.ts';
import { useUi } from '../store/ui-store.ts';
import { FavouriteStar } from './FavouriteStar.tsx';
import { useLogout } from './use-logout.ts';
import { VersionButton } from './VersionDialog.tsx';

/** The menus from the top group down to the page, for the breadcrumb. */
function trail(menus: MenuNode[], path: string | undefined): MenuNode[] {
  for (const menu of menus) {
    if (menu.path === path) return [menu];
    if (path?.startsWith(`${menu.path}/`)) {
      const rest = trail(menu.children, path);
      if (rest.length) return [menu, ...rest];
    }
  }
  return [];
}

type Props = { activePath: string | undefined; menuNo: string | undefined; title: string };

export function TopBar({ activePath, menuNo, title }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { confirmLogout } = useLogout();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const menus = useSession((s) => s.menus) ?? [];
  const { collapsed, locked, setCollapsed, language, setLanguage, isAllMenuOpen, setAllMenuOpen } = useUi();

  const changeLanguage = async (next: Language) => {
    if (next === language) return;
    await applyLanguage(next);
    setLanguage(next);
    // In the chosen language: this render's t still speaks the previous one.
    message.success(t('shell.languageChanged', { lng: next }));
    const user = useSession.getState().user;
    if (user) useSession.getState().setMenus(await loadUserMenus(user));
  };

  const crumbs = trail(menus, activePath);
  return (
    <Layout.Header className="wms-header">
      <Space size="middle">
        <Tooltip title={t(locked ? 'sider.unlock' : collapsed ? 'shell.expand' : 'shell.collapse')}>
          <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} disabled={locked} onClick={() => setCollapsed(!collapsed)} data-testid="sider-collapse" />
        </Tooltip>
        <Tooltip title={t('allMenu.shortcut')}>
          <Button type="text" icon={<AppstoreOutlined />} onClick={() => setAllMenuOpen(!isAllMenuOpen)} data-testid="all-menu-button">
            {t('allMenu.title')}
          </Button>
        </Tooltip>
        <Breadcrumb
          items={[
            { title: t('shell.home') },
            // A group's crumb opens its default page (group-redirects.ts); the last crumb is the page shown (the home page only once).
            ...(crumbs.length
              ? crumbs.map((menu, index) => ({ title: index < crumbs.length - 1 ? <a onClick={() => navigate(menu.path)}>{menu.menuName}</a> : menu.menuName }))
              : title === t('shell.home') ? [] : [{ title }]),
          ]}
        />
        {menuNo && (
          <span data-testid="page-favourite">
            <FavouriteStar menuNo={menuNo} />
          </span>
        )}
      </Space>
      <Space size="middle">
        {user?.pwdExpireDays ? (
          <Button type="link" danger icon={<KeyOutlined />} onClick={() => navigate(PASSWORD_PATH)} data-testid="password-expires">
            {t('security.expiresIn', { count: user.pwdExpireDays })}
          </Button>
        ) : null}
        <VersionButton />
        <Dropdown
          menu={{
            selectable: true,
            selectedKeys: [language],
            items: LANGUAGES.map((lng) => ({ key: lng, label: LANGUAGE_NAMES[lng] })),
            onClick: ({ key }) => void changeLanguage(key as Language),
          }}
        >
          <Button type="text" icon={<GlobalOutlined />} data-testid="language-selector">
            {LANGUAGE_NAMES[language]}
          </Button>
        </Dropdown>
        <Dropdown
          menu={{
            items: [
              ...(user?.employeeId ? [{ key: 'userInfo', icon: <IdcardOutlined />, label: t('settings.userInfo'), onClick: () => navigate(USER_INFO_PATH) }] : []),
              { key: 'password', icon: <KeyOutlined />, label: t('settings.password'), onClick: () => navigate(PASSWORD_PATH) },
              { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout },
            ],
          }}
        >
          <Space className="wms-user" data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} />
            <span>{user?.userName}</span>
          </Space>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
