/**
 * The console shell (spec console §1, §2): side menu, top bar, tab strip, the pages of the open
 * tabs and the first-run guide. The path in the address bar picks the page in front; a group's path
 * opens its default page and a spec path served elsewhere its page (group-redirects.ts), unknown paths go to /404. The page's
 * menu number becomes App-Module-Number, its menu name the document title.
 */
import { Layout } from 'antd';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { groupRedirect, specAlias } from '../group-redirects.ts';
import { menuOfRoute, NOT_FOUND_PATH, resolveRoute } from '../routes.ts';
import { setCallingModule } from '../../client/request.ts';
import { useSession } from '../../client/session-store.ts';
import { tabPath, useTabs } from '../store/tabs-store.ts';
import { useUi } from '../store/ui-store.ts';
import { AllMenu } from './AllMenu.tsx';
import { FirstRunGuide } from './FirstRunGuide.tsx';
import { pageTitle } from './page-title.ts';
import { PageHost } from './PageHost.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabStrip } from './TabStrip.tsx';
import { TopBar } from './TopBar.tsx';
import { useLogout } from './use-logout.ts';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menus = useSession((s) => s.menus) ?? [];
  const tabs = useTabs((s) => s.tabs);
  const { logout } = useLogout();
  const userNo = useSession((s) => s.user?.userNo);
  const path = tabPath(pathname);
  const route = useMemo(() => resolveRoute(path, menus), [path, menus]);
  const menu = menuOfRoute(route);
  const title = pageTitle(route, t);

  // The side menu's collapse and lock choices are the signed-in user's.
  useEffect(() => {
    if (userNo) useUi.getState().loadSider(userNo);
  }, [userNo]);

  // Before the page's own effects run, so its first calls carry its App-Module-Number.
  useLayoutEffect(() => {
    setCallingModule(menu?.menuNo);
  }, [menu]);

  useEffect(() => {
    if (!route) return;
    useTabs.getState().open(path, search);
    document.title = `${title} - ${t('app.title')}`;
  }, [route, path, search, title, t]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'q') {
        event.preventDefault();
        void logout();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [logout]);

  if (!route) return <Navigate to={specAlias(path, search) ?? groupRedirect(path, menus) ?? NOT_FOUND_PATH} replace />;
  const titleOf = (tabPath: string) => pageTitle(resolveRoute(tabPath, menus), t);
  // The page in front renders at once; its tab is recorded by the effect above.
  const shown = tabs.some((tab) => tab.path === path) ? tabs : [...tabs, { path, search, reloadKey: 0, dirty: false }];
  return (
    <Layout className="wms-shell">
      <SideMenu activePath={menu?.path ?? path} />
      <Layout>
        <TopBar activePath={menu?.path} menuNo={menu?.menuNo} title={title} />
        <TabStrip activePath={path} titleOf={titleOf} />
        <Layout.Content className="wms-content">
          {shown.map((tab) => {
            const tabRoute = tab.path === path ? route : resolveRoute(tab.path, menus);
            return tabRoute && <PageHost key={`${tab.path}#${tab.reloadKey}`} tab={tab} route={tabRoute} active={tab.path === path} />;
          })}
        </Layout.Content>
      </Layout>
      <AllMenu />
      <FirstRunGuide />
    </Layout>
  );
}
