/**
 * The antd layer of every console route but /login (app.tsx), loaded on first use so the login
 * page loads no antd: the theme and locale of the chosen language (no animations when the
 * operating system asks for reduced motion), antd's App (message, modal) bridged to request.ts
 * with the router's navigate, and the route's page below, with a spinner while its chunk loads.
 */
import { App as AntdApp, ConfigProvider, Spin, theme } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { antdLocale } from '../client/i18n.ts';
import { bindShell } from '../client/request.ts';
import { useReducedMotion } from '../client/use-reduced-motion.ts';
import { useUi } from './store/ui-store.ts';

/** Hands antd's message and modal API and the router's navigate to request.ts. */
function ShellBridge() {
  const { message, modal } = AntdApp.useApp();
  const navigate = useNavigate();
  useEffect(() => bindShell({ message, modal, navigate: (to) => void navigate(to) }), [message, modal, navigate]);
  return null;
}

const THEME = {
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
  components: { Layout: { siderBg: '#001529', headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 } },
};
// An operating system set to reduce motion gets no antd animations (drawers, modals, menus, toasts).
const STILL_THEME = { ...THEME, token: { ...THEME.token, motion: false } };

export function AntdRoot() {
  const language = useUi((s) => s.language);
  const still = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocale(language)} theme={still ? STILL_THEME : THEME}>
      <AntdApp message={{ maxCount: 3 }}>
        <ShellBridge />
        <Suspense fallback={<Spin size="large" fullscreen />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
