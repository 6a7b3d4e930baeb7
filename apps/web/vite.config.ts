import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:4000', '/collab': { target: 'http://localhost:4000', ws: true } } },
  build: { outDir: 'dist', sourcemap: true },
});
