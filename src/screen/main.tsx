/**
 * Entry of the big screen (screen.html, served at /warehouseScreen and its sub-paths; spec console
 * §2): i18next in the language the console last chose (src/client/i18n.ts: the saved choice, else
 * the browser's) (the screen's own texts come with its page), then the sign-in gate (ScreenGate) and the page.
 * The 3D view and the charts load after the gate, as their own chunks.
 */
import '../client/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initialLanguage, initI18n } from '../client/i18n.ts';
import { SCREEN_PATH } from '../shared/screen-path.ts';
import { ScreenGate } from './ScreenGate.tsx';

await initI18n(initialLanguage());

const router = createBrowserRouter([{ path: `${SCREEN_PATH}/*`, element: <ScreenGate /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
