/**
 * The app's own routes (app.tsx), each loaded on first use (React.lazy): the shell with its tabs,
 * the login page and the 404 page. The big screen is no route of this app: it has its own entry
 * (screen.html at /warehouseScreen, src/screen/main.tsx).
 */
import { lazy } from 'react';

export const AppLayout = lazy(() => import('./shell/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
export const LoginPage = lazy(() => import('./pages/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('./pages/system/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
