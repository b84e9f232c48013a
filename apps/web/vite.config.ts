import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 and Vite proxies to it; in production both share one origin.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
