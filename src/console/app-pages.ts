/**
 * The app's own routes (app.tsx), each loaded on first use (React.lazy): the shell with its tabs,
 * the login page, the 404 page and the big screen (src/screen, served at /warehouseScreen inside the
 * console app: the one import of another surface, allowed by .dependency-cruiser.cjs for this file).
 */
import { lazy } from 'react';

export const AppLayout = lazy(() => import('./shell/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
export const LoginPage = lazy(() => import('./pages/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('./pages/system/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
export const ScreenPage = lazy(() => import('../screen/ScreenPage.tsx').then((m) => ({ default: m.ScreenPage })));
