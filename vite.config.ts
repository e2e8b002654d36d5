import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.mjs';

const apiTarget = process.env.API_URL || 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  resolve: {
    // A polyfill the browsers need not (see the shim): bytes off the login page.
    alias: { 'object.entries': fileURLToPath(new URL('./scripts/shims/objectEntries.cjs', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // No source maps in production: nothing to leak and 16 MB less to ship; the dev server has
    // its own. The bench builds with maps into .bench/ to attribute bytes, and the server never
    // sends a .map (server/lib/clientFiles.ts).
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    // In development the API runs as its own process (npm run dev starts both).
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
});
