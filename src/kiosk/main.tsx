/// <reference types="vite-plugin-pwa/client" />
/**
 * Entry of the gate kiosk (kiosk.html, served at /kiosk): its own i18next instance with the kiosk
 * texts, the service worker of the kiosk only (vite-plugin-pwa, so the kiosk loads without
 * network), then the app.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { KIOSK_LANGUAGES, KIOSK_TEXTS } from './i18n/index.ts';
import { initialLanguage, KioskApp } from './KioskApp.tsx';
import { setCallLanguage } from './kiosk-api.ts';
import './kiosk.css';

const language = initialLanguage();
setCallLanguage(language);
await i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: 'en-US',
  supportedLngs: [...KIOSK_LANGUAGES],
  ns: ['kiosk'],
  defaultNS: 'kiosk',
  resources: Object.fromEntries(KIOSK_LANGUAGES.map((lng) => [lng, { kiosk: KIOSK_TEXTS[lng] }])),
  interpolation: { escapeValue: false },
});
registerSW({ immediate: true });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KioskApp />
  </StrictMode>,
);
