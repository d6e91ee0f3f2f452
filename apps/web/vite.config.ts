import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // Same-origin in production (the API server serves the SPA); the proxy mirrors that in dev.
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for local debugging only: the bundles do not point at them and the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // One chunk for react-query: otherwise each lazy screen that calls useQuery pulls its
        // own slice out of the entry chunk, and the extra chunk headers count against the
        // landing page's budget (ARCHITECTURE §7).
        manualChunks: (id: string) =>
          id.includes('node_modules/@tanstack/') ? 'query' : undefined,
      },
    },
  },
});
