/**
 * Build of the console (index.html) and the gate kiosk (kiosk.html, served at /kiosk), React via
 * @vitejs/plugin-react, output in dist/. The kiosk alone has a service worker (vite-plugin-pwa,
 * scope /kiosk): it precaches kiosk.html and the assets so a kiosk loads without network.
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
      for (const fileName of new Set([...Object.keys(bundle), 'index.html', 'kiosk.html'])) {
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
        globPatterns: ['kiosk.html', 'assets/*.{js,css}'],
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
      input: { main: path.resolve(import.meta.dirname, 'index.html'), kiosk: path.resolve(import.meta.dirname, 'kiosk.html') },
      output: {
        manualChunks: (id) => (id.endsWith('/src/console/zod-config.ts') ? 'zod-config' : undefined),
      },
    },
  },
  server: {
    proxy: { '/wms-restful': 'http://localhost:8080', '/productWebSocket': { target: 'ws://localhost:8080', ws: true } },
  },
});
