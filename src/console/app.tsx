/**
 * The console application: the routes of spec console §2 (/login, /redirect/*, /404 and every menu
 * page under the guarded shell; the big screen /warehouseScreen is its own entry, screen.html).
 * Only /login is outside AntdRoot (the antd theme, locale and feedback bridge for request.ts):
 * the login page is plain React, so the first load of a signed-out user fetches no antd, no
 * shell and no list engine; the login and not-found pages, the antd layer and the shell load on
 * first use. A lazy chunk that fails to load (a rebuild since the page opened) shows the
 * new-version prompt (shell/new-version.tsx, plain React like the login page). The action lock
 * (action-lock.ts) keeps a clicked button or submitted form locked while its call runs.
 */
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { AntdRoot, AppLayout, LoginPage, NotFoundPage, RequireAuth } from './app-pages.ts';
import { installActionGuards } from '../client/action-lock.ts';
import { RedirectPage } from './pages/system/RedirectPage.tsx';
import { LOGIN_PATH, NOT_FOUND_PATH, SETTING_PATH, USER_INFO_PATH } from './paths.ts';
import { NewVersionPrompt, RouteError } from './shell/new-version.tsx';
import { DASHBOARD_PATH } from './store/tabs-store.ts';

const router = createBrowserRouter([
  { path: LOGIN_PATH, element: <Suspense><LoginPage /></Suspense>, errorElement: <RouteError /> },
  {
    element: <Suspense><AntdRoot /></Suspense>,
    errorElement: <RouteError />,
    children: [
      { path: '/redirect/*', element: <RedirectPage /> },
      { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
      { path: '/', element: <Navigate to={DASHBOARD_PATH} replace /> },
      { path: SETTING_PATH, element: <Navigate to={USER_INFO_PATH} replace /> },
      { path: '*', element: <RequireAuth><AppLayout /></RequireAuth> },
    ],
  },
]);

export function App() {
  useEffect(() => installActionGuards(window), []);
  return (
    <>
      <NewVersionPrompt />
      <RouterProvider router={router} />
    </>
  );
}
