import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 and Vite proxies to it; in production both share one origin.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  css: {
    // Bootstrap 5.3 still uses Sass @import and global functions; its warnings are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
