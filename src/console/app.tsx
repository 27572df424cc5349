/**
 * The console application: antd theme and locale of the chosen language, the feedback bridge for
 * request.ts and its action lock (action-lock.ts), and the routes of spec console §2 (/login, /redirect/*, /404, the full-screen
 * /warehouseScreen without the shell, and every menu page under the guarded shell). Without
 * animations when the operating system asks for reduced motion. A lazy chunk that fails to load
 * (a rebuild since the page opened) shows the new-version prompt (shell/new-version.tsx). The login,
 * not-found and screen pages and the shell itself load on first use, so the login page loads
 * neither the shell nor the list engine.
 */
import { App as AntdApp, ConfigProvider, Spin, theme } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { antdLocale } from '../client/i18n.ts';
import { AppLayout, LoginPage, NotFoundPage, ScreenPage } from './app-pages.ts';
import { RedirectPage } from './pages/system/RedirectPage.tsx';
import { installActionGuards } from '../client/action-lock.ts';
import { bindShell } from '../client/request.ts';
import { LOGIN_PATH, NOT_FOUND_PATH, SCREEN_PATH, SETTING_PATH, USER_INFO_PATH } from './paths.ts';
import { NewVersionPrompt, RouteError } from './shell/new-version.tsx';
import { RequireAuth } from './shell/RequireAuth.tsx';
import { DASHBOARD_PATH } from './store/tabs-store.ts';
import { useUi } from './store/ui-store.ts';
import { useReducedMotion } from '../client/use-reduced-motion.ts';

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin size="large" fullscreen />}>{children}</Suspense>;
}

const ROUTES = [
  { path: LOGIN_PATH, element: <Loading><LoginPage /></Loading> },
  { path: '/redirect/*', element: <RedirectPage /> },
  { path: NOT_FOUND_PATH, element: <Loading><NotFoundPage /></Loading> },
  { path: '/', element: <Navigate to={DASHBOARD_PATH} replace /> },
  { path: SETTING_PATH, element: <Navigate to={USER_INFO_PATH} replace /> },
  { path: SCREEN_PATH, element: <RequireAuth><Loading><ScreenPage /></Loading></RequireAuth> },
  { path: '*', element: <RequireAuth><Loading><AppLayout /></Loading></RequireAuth> },
];
// A lazy page that fails to load (a rebuild removed its chunk) raises the new-version prompt.
const router = createBrowserRouter(ROUTES.map((route) => ({ ...route, errorElement: <RouteError /> })));

/** Hands antd's message and modal API and the router's navigate to request.ts. */
function ShellBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => bindShell({ message, modal, navigate: (to) => void router.navigate(to) }), [message, modal]);
  useEffect(() => installActionGuards(window), []);
  return null;
}

const THEME = {
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
  components: { Layout: { siderBg: '#001529', headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 } },
};
// An operating system set to reduce motion gets no antd animations (drawers, modals, menus, toasts).
const STILL_THEME = { ...THEME, token: { ...THEME.token, motion: false } };

export function App() {
  const language = useUi((s) => s.language);
  const still = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocale(language)} theme={still ? STILL_THEME : THEME}>
      <AntdApp message={{ maxCount: 3 }}>
        <ShellBridge />
        <NewVersionPrompt />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}
