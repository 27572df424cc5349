/** Renders the page of one tab (kept alive while the tab is open) with its page context. */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityFormPage } from '../entity/EntityFormPage.tsx';
import { EntityListPage } from '../entity/EntityListPage.tsx';
import { DashboardPage } from '../pages/dashboard/DashboardPage.tsx';
import { UnavailablePage } from '../pages/system/UnavailablePage.tsx';
import type { PageRoute } from '../routes.ts';
import { useTabs, type Tab } from '../store/tabs-store.ts';
import { PageContext, type PageContextValue } from './page-context.ts';

export function PageHost({ tab, route, active }: { tab: Tab; route: PageRoute; active: boolean }) {
  const navigate = useNavigate();
  const context = useMemo<PageContextValue>(
    () => ({
      path: tab.path,
      search: tab.search,
      active,
      leave: (to) => {
        useTabs.getState().close([tab.path]);
        navigate(to);
      },
    }),
    [tab.path, tab.search, active, navigate],
  );
  return (
    <PageContext.Provider value={context}>
      <div className="wms-page" hidden={!active} data-active={active}>
        {route.kind === 'dashboard' && <DashboardPage />}
        {route.kind === 'list' && <EntityListPage entity={route.entity} menu={route.menu} />}
        {route.kind === 'form' && <EntityFormPage entity={route.entity} menu={route.menu} mode={route.mode} id={route.id} />}
        {route.kind === 'unavailable' && <UnavailablePage name={route.menu.menuName} />}
      </div>
    </PageContext.Provider>
  );
}
