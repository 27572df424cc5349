/** Build of the console: index.html at the root, React via @vitejs/plugin-react, output in dist/. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        manualChunks: (id) => (id.endsWith('/src/console/zod-config.ts') ? 'zod-config' : undefined),
      },
    },
  },
  server: {
    proxy: { '/wms-restful': 'http://localhost:8080', '/productWebSocket': { target: 'ws://localhost:8080', ws: true } },
  },
});
