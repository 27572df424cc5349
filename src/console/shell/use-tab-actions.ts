/**
 * Tab strip actions (spec console §2 "Tabs"): refresh, close current, close others, close all, for
 * the page in front or a right-clicked tab, and moving to the tab left or right of the page in front. Closing a page with unsaved changes asks first; when the
 * page in front closes, the chosen tab (or the last remaining one) comes to the front.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, useTabs } from '../store/tabs-store.ts';

export function useTabActions() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const show = useCallback(
    (path: string) => {
      const tab = useTabs.getState().tabs.find((item) => item.path === path);
      navigate(`${path}${tab?.search ?? ''}`);
    },
    [navigate],
  );

  const close = useCallback(
    (paths: string[], keep?: string) => {
      const run = () => {
        useTabs.getState().close(paths);
        const rest = useTabs.getState().tabs;
        if (paths.includes(pathname)) show(keep ?? rest.at(-1)?.path ?? DASHBOARD_PATH);
        else if (keep && keep !== pathname) show(keep);
      };
      const dirty = useTabs.getState().tabs.some((tab) => tab.dirty && paths.includes(tab.path));
      if (!dirty) return run();
      modal.confirm({ title: t('tabs.discardTitle'), content: t('tabs.discardContent'), okText: t('tabs.discard'), cancelText: t('tabs.keep'), onOk: run });
    },
    [modal, t, pathname, show],
  );

  const all = () => useTabs.getState().tabs.map((tab) => tab.path);
  return {
    close,
    refresh: (path = pathname) => {
      useTabs.getState().reload(path);
      if (path !== pathname) show(path);
    },
    closeOne: (path = pathname) => close([path]),
    closeOthers: (path = pathname) => close(all().filter((other) => other !== path), path),
    closeAll: () => close(all()),
    /** Shows the tab `offset` places from the page in front, if there is one. */
    step: (offset: -1 | 1) => {
      const paths = all();
      const next = paths[paths.indexOf(pathname) + offset];
      if (next) show(next);
    },
  };
}
