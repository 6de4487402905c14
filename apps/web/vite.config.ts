import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login page's JavaScript budget is 100 kB gzip: keep an eye on every chunk.
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/healthz': api },
  },
  preview: {
    proxy: { '/api': api, '/healthz': api },
  },
});
