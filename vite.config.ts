/**
 * Build of the console (index.html), the gate kiosk (kiosk.html, served at /kiosk), the handheld
 * (pda.html, served at /pda) and the big screen (screen.html, served at /warehouseScreen), React via @vitejs/plugin-react, output in dist/. The kiosk and the
 * handheld have a service worker (vite-plugin-pwa: one sw.js, registered by the kiosk for scope
 * /kiosk and by the handheld for scope /pda): it precaches kiosk.html, pda.html (also under its
 * navigation URL /pda) and the assets, so both load without network; pda.webmanifest makes the
 * handheld installable.
 * Every emitted text file (scripts, styles, index.html, SVG, JSON) of at least 1 KB also gets a
 * brotli (.br) and a gzip (.gz) copy, served by @fastify/static's preCompressed (src/server/console-delivery.ts).
 */
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
/** Revision of the precached /pda entry: a new one per build, so a new build's page replaces the cached one. */
const BUILD_ID = String(Date.now());

/** Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside each compressible output file. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wms-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: (_options, bundle) => {
      for (const fileName of new Set([...Object.keys(bundle), 'index.html', 'kiosk.html', 'pda.html', 'screen.html'])) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      manifest: false,
      scope: '/kiosk',
      workbox: {
        globPatterns: ['kiosk.html', 'pda.html', 'pda.webmanifest', 'assets/*.{js,css}'],
        // The handheld's navigation URL answers pda.html (server/console-delivery.ts): precached under /pda, whatever its query.
        additionalManifestEntries: [{ url: '/pda', revision: BUILD_ID }],
        ignoreURLParametersMatching: [/.*/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/kiosk.html',
        navigateFallbackAllowlist: [/^\/kiosk/],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        kiosk: path.resolve(import.meta.dirname, 'kiosk.html'),
        pda: path.resolve(import.meta.dirname, 'pda.html'),
        screen: path.resolve(import.meta.dirname, 'screen.html'),
      },
      output: {
        manualChunks: (id) => (id.endsWith('/src/client/zod-config.ts') ? 'zod-config' : undefined),
      },
    },
  },
  server: {
    proxy: { '/wms-restful': 'http://localhost:8080', '/productWebSocket': { target: 'ws://localhost:8080', ws: true } },
  },
});
