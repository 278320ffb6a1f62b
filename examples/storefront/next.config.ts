import type { NextConfig } from 'next';

// The shop runs on the packages' built `dist` (turbo builds them before this app), like an app from npm would.
const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The e2e run and the measurement build into their own folder so they never race `next dev`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Catalogue reads are cached across visitors ('use cache', src/server/catalogue.ts) and kept fresh by the
  // platform's events (app/api/events); what belongs to one visitor is read at request time, never cached.
  cacheComponents: true,
  partialPrefetching: true,
};

export default config;
