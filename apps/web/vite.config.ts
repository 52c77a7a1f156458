import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // One stylesheet linked from the HTML shell: server-rendered lazy routes then arrive styled, with no flash.
    cssCodeSplit: false,
    manifest: true,
  },
  ssr: { noExternal: ['react-toastify'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/uploads': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
});
