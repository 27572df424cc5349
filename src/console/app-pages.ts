/**
 * The app's own routes (app.tsx), each loaded on first use (React.lazy): the antd layer of every
 * route but /login, the navigation guard, the shell with its tabs, the login page and the 404 page. The big screen is no route of this app: it has its own entry
 * (screen.html at /warehouseScreen, src/screen/main.tsx).
 */
import { lazy } from 'react';

export const AntdRoot = lazy(() => import('./AntdRoot.tsx').then((m) => ({ default: m.AntdRoot })));
export const AppLayout = lazy(() => import('./shell/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
export const LoginPage = lazy(() => import('./pages/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
/** The navigation guard (antd's message and spinner): loaded with the first guarded page. */
export const RequireAuth = lazy(() => import('./shell/RequireAuth.tsx').then((m) => ({ default: m.RequireAuth })));
export const NotFoundPage = lazy(() => import('./pages/system/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
