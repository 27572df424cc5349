/**
 * Entry of the handheld (pda.html, served at /pda): its own i18next instance with the shell's
 * texts (namespace `pda`) and every registered flow's (namespace = its menu url), the service
 * worker registered for scope /pda (the build's one worker also serves the kiosk: vite.config.ts),
 * so the handheld loads without network, then the app.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { PDA_PATH } from '../shared/mobile-version.ts';
import { FLOWS } from './flows/registry.ts';
import { PDA_LANGUAGES, PDA_TEXTS } from './i18n/index.ts';
import { initialLanguage, PdaApp } from './PdaApp.tsx';
import { setCallLanguage } from './pda-api.ts';
import './pda.css';

const language = initialLanguage();
setCallLanguage(language);
await i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: 'en-US',
  supportedLngs: [...PDA_LANGUAGES],
  ns: ['pda', ...FLOWS.map((flow) => flow.url)],
  defaultNS: 'pda',
  fallbackNS: 'pda',
  resources: Object.fromEntries(PDA_LANGUAGES.map((lng) => [lng, { pda: PDA_TEXTS[lng], ...Object.fromEntries(FLOWS.map((flow) => [flow.url, flow.texts[lng]])) }])),
  interpolation: { escapeValue: false },
});
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js', { scope: PDA_PATH }).catch(() => undefined);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PdaApp />
  </StrictMode>,
);
