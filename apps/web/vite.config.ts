import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are bundled from their sources; React is deduplicated because a
  // dependency brings an older copy to the root node_modules.
  resolve: { conditions: ['source', ...defaultClientConditions], dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:4000',
      '/docs': 'http://localhost:4000',
      '/collab': { target: 'http://localhost:4000', ws: true },
    },
  },
  // No source maps in the build the server ships (docs/security.md): they would publish the sources.
  build: { outDir: 'dist', sourcemap: false },
});
