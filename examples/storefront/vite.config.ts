import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The storefront runs on the packages' sources (the "@vitrine/source" export condition): no build of ours first.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
