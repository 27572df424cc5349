/** Entry of the console: picks the language, initialises i18n and renders the application. */
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n, initialLanguage } from '../client/i18n.ts';
import { CONSOLE_BUNDLES } from './i18n/bundles.ts';
import { useUi } from './store/ui-store.ts';
import { listenForNewVersion } from './shell/new-version.tsx';
import './shell.css';

listenForNewVersion();
const language = initialLanguage();
await initI18n(language, CONSOLE_BUNDLES);
useUi.getState().setLanguage(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
