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
    // A stylesheet per screen chunk (the default): the server inlines the shell's and the rendered screen's rules
    // into the page (apps/server/src/modules/web/serve-web.ts), and the client loads a screen's stylesheet
    // before the screen, so no page carries every screen's CSS and none shows unstyled.
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
